import { defineConfig } from "vitest/config";

// Unit tests of the app's pure parts (locale routing, cookies, redirects, catalogues). The
// end-to-end tests run with Playwright against the built app (playwright.config.ts).
export default defineConfig({
  test: {
    name: "shop-app",
    environment: "node",
    include: ["app/**/*.test.ts", "server/**/*.test.ts"],
  },
});
