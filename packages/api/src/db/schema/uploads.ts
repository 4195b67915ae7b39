// Who holds which uploaded picture, for the per-owner quota (modules/images/upload-quota.ts).
// One row per picture: `base` is its path under DATA_DIR/uploads without the size and format
// ("customers/12/2026/11/<hex>"), `bytes` what its six files take on disk. A row goes when the
// picture's files are deleted (replaced, removed, or cleaned up as unreferenced).
import { bigint, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const uploadedPictures = pgTable(
  "uploaded_pictures",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    base: text("base").notNull().unique("uploaded_pictures_base_key"),
    // customer:<id>, admin:<id> or network:<address or IPv6 /64>
    owner: text("owner").notNull(),
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("uploaded_pictures_owner_idx").on(t.owner)],
);
