// The API suite runs whole on one engine, and on the other only where the engines differ. With a
// PostgreSQL server at TEST_DATABASE_URL (CI sets it) the whole suite runs there, the production
// engine, where the concurrency tests mean something (`api-postgres`); PGlite (`api`) then runs
// what is its own: start-up and the embedded data folder, migrations and seeds, what its driver
// hands over differently (json and arrays as text, errors, prepared statements: the cart and the
// catalogue), its text search and trigram build (search), and the pure tests that need no
// database at all. Without a server, `api` runs everything on PGlite. Each run makes its own
// databases and removes them at the end.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const onServer = Boolean(process.env.TEST_DATABASE_URL);

/** Tests that need no database: they run once, on the PGlite project. */
const pure = ["src/contract/**/*.test.ts", "src/db/migrations.test.ts"];

/** What PGlite does differently from a PostgreSQL server, and so is tested on both. */
const engineSpecific = [
  ...pure,
  "src/*.test.ts",
  "src/db/**/*.test.ts",
  "src/seed/**/*.test.ts",
  "src/lib/**/*.test.ts",
  "src/modules/search/**/*.test.ts",
  "src/modules/cart/**/*.test.ts",
  "src/modules/catalog/**/*.test.ts",
  "src/modules/images/storage/**/*.test.ts",
];

const shared = {
  root,
  testTimeout: 20_000,
  hookTimeout: 60_000,
  // Each file opens its own database and its own API (test/harness.ts) and no test mocks a
  // module, so a worker keeps the modules it has loaded from one file to the next: importing the
  // API afresh for every file was a third of the suite's time.
  isolate: false,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "api",
          include: onServer ? engineSpecific : ["src/**/*.test.ts"],
          globalSetup: ["./test/global-setup.pglite.ts"],
        },
      },
      ...(onServer
        ? [
            {
              test: {
                ...shared,
                name: "api-postgres",
                include: ["src/**/*.test.ts"],
                exclude: pure,
                globalSetup: ["./test/global-setup.postgres.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
