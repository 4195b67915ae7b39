import { defineConfig } from "drizzle-kit";

// `pnpm --filter @shop/api db:generate` writes a migration for what changed in the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./drizzle",
});
