// What the global setups hand to the test files (vitest's provide/inject).
export type TestDatabaseInfo =
  | { kind: "pglite"; dumpFile: string }
  | { kind: "postgres"; url: string; template: string; prefix: string };

declare module "vitest" {
  interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** Cheap scrypt for tests: the algorithm is the same, the memory and time are not. */
export const TEST_PASSWORD_COST = { N: 1024, r: 8, p: 1 };

export const TEST_ADMIN = { email: "admin@shop.test", password: "admin-password-1" };
