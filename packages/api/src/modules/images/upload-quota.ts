// How many bytes of pictures each uploader may hold: a signed-in customer, an admin, or (without
// sign-in) one client network. Counted from uploaded_pictures, one row per stored picture, and
// checked twice: before the file is decoded (an owner at the cap costs no work) and, under a
// per-owner lock, when the new picture's row is written, so that parallel uploads cannot
// overshoot the cap together.
import { eq, inArray, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { UploadedImage } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import { uploadedPictures } from "../../db/schema/index.ts";
import type { ApiConfig, AppEnv } from "../../lib/app-env.ts";
import { clientAddress } from "../../lib/client.ts";
import { ApiError } from "../../lib/errors.ts";
import { networkOf } from "../../lib/network.ts";
import { pictureFiles } from "./picture-files.ts";

export interface UploadOwner {
  key: string;
  kind: keyof ApiConfig["uploadQuotaBytes"];
}

export function uploadOwner(c: Context<AppEnv>): UploadOwner {
  const identity = c.var.identity;
  if (identity?.kind === "customer")
    return { key: `customer:${identity.customerId}`, kind: "customer" };
  if (identity?.kind === "admin") return { key: `admin:${identity.adminId}`, kind: "admin" };
  return { key: `network:${networkOf(clientAddress(c) ?? "unknown")}`, kind: "anonymous" };
}

const quotaExceeded = (quota: number) =>
  new ApiError("upload_quota_exceeded", 413, {
    params: { megabytes: Math.floor(quota / (1024 * 1024)) },
  });

async function heldBy(db: Database, owner: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploadedPictures.bytes}), 0)` })
    .from(uploadedPictures)
    .where(eq(uploadedPictures.owner, owner));
  return Number(row?.bytes ?? 0);
}

/** Refuses at once when the owner holds its whole quota already. */
export async function assertUploadRoom(db: Database, config: ApiConfig, owner: UploadOwner) {
  const quota = config.uploadQuotaBytes[owner.kind];
  if ((await heldBy(db, owner.key)) >= quota) throw quotaExceeded(quota);
}

/**
 * Counts a just-stored picture against its owner; when it does not fit, the caller deletes its
 * files (the refusal is upload_quota_exceeded).
 */
export async function claimUpload(
  db: Database,
  config: ApiConfig,
  owner: UploadOwner,
  image: UploadedImage,
): Promise<void> {
  const { base, keys } = pictureFiles(image.path);
  const sizes = await Promise.all(
    keys.map(async (key) => (await config.uploads.stat(key))?.size ?? 0),
  );
  const bytes = sizes.reduce((sum, size) => sum + size, 0);
  const quota = config.uploadQuotaBytes[owner.kind];
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${owner.key}, 7))`);
    if ((await heldBy(tx, owner.key)) + bytes > quota) throw quotaExceeded(quota);
    await tx.insert(uploadedPictures).values({ base, owner: owner.key, bytes });
  });
}

/** The pictures' files are gone: their bytes no longer count. */
export async function releaseUploads(db: Database, bases: string[]): Promise<void> {
  if (bases.length === 0) return;
  await db.delete(uploadedPictures).where(inArray(uploadedPictures.base, bases));
}
