import { rmSync } from "node:fs";

/** Removes the run's temporary database and uploads. */
export default function globalTeardown() {
  const dir = process.env.SHOP_E2E_DATA_DIR;
  if (dir?.includes("shop-e2e-")) rmSync(dir, { recursive: true, force: true });
}
