import optimizeLocales from "@react-aria/optimize-locales-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { locales } from "@shop/ui/i18n/locales.ts";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { chunkGroups } from "./chunk-groups.ts";
import { iconSprite } from "./icon-sprite.ts";

/**
 * The browser build's chunks (chunk-groups.ts). Its groups leave a module's dependencies where
 * they are, which Rolldown allows only when a route module may export more than it declares;
 * React Router's plugin sets "exports-only" for every environment, so this runs after it.
 */
function browserChunks(): Plugin {
  return {
    name: "shop:browser-chunks",
    enforce: "post",
    configEnvironment(name, options) {
      if (name !== "client") return;
      const build = options.build ?? {};
      const rolldown = build.rolldownOptions ?? build.rollupOptions ?? {};
      rolldown.preserveEntrySignatures = "allow-extension";
      rolldown.output = { ...rolldown.output, codeSplitting: { groups: chunkGroups() } };
      build.rolldownOptions = rolldown;
      options.build = build;
    },
  };
}

export default defineConfig({
  plugins: [
    // React Aria carries its own texts in some 30 languages; the browser gets the shop's only.
    optimizeLocales.vite({ locales: locales.map((locale) => locale.iso) }),
    iconSprite(),
    tailwindcss(),
    reactRouter(),
    browserChunks(),
  ],
  build: { target: "es2023" },
});
