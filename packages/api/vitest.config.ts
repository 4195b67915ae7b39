// Two projects over the same test files: `api` on PGlite (always) and `api-postgres` on the
// PostgreSQL server at TEST_DATABASE_URL (when it is set; CI sets it). Each run makes its own
// databases and removes them at the end.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

const shared = {
  root,
  include: ["src/**/*.test.ts"],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: "api", globalSetup: ["./test/global-setup.pglite.ts"] } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: "api-postgres",
                // Pure functions need no second database to prove themselves.
                exclude: ["src/contract/**", "src/db/migrations.test.ts"],
                globalSetup: ["./test/global-setup.postgres.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
