import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const parser = "@formatjs/icu-messageformat-parser";

/**
 * The browser gets its messages already parsed (app/i18n/catalogues.server.ts), so its bundle
 * takes the formatjs parser's no-parser build: the ICU parser stays on the server.
 */
function icuParserOnServerOnly(): Plugin {
  return {
    name: "icu-parser-on-server-only",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== parser || this.environment.name !== "client") return null;
      return this.resolve(`${parser}/no-parser.js`, importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [icuParserOnServerOnly(), tailwindcss(), reactRouter()],
  build: { target: "es2023" },
});
