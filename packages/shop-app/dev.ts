// `pnpm dev`: the shop with hot reload, on the same single port as `pnpm start`.
import { EnvError, parseWebEnv } from "./server/env.ts";

let env: ReturnType<typeof parseWebEnv>;
try {
  env = parseWebEnv(process.env, { NODE_ENV: "development" });
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
process.env.NODE_ENV = env.mode;
const { startDevelopment } = await import("./server/development.ts");
await startDevelopment(env);
