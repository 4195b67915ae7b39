import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { screenshotTolerance } from "./src/test/screenshot-tolerance.ts";

const here = dirname(fileURLToPath(import.meta.url));
const configDir = join(here, "../../.storybook");

// Every story runs twice in Debian's Chromium: once in tr (LTR), once in ar (RTL).
// Each run plays the story, checks it with axe (a11y.test = "error") and compares a screenshot
// with the committed baseline beside the story (test/story-screenshot.ts).
function storyProject(name: string, locale: string): TestProjectInlineConfiguration {
  return {
    plugins: [storybookTest({ configDir, initialGlobals: { locale } })],
    test: {
      name,
      setupFiles: [
        join(here, "src/test/story-screenshot.ts"),
        join(here, "src/test/real-keyboard.ts"),
      ],
      // A story whose screen loads a chunk of its own (the chart, the editor) waits for it up to a
      // minute on a loaded machine.
      testTimeout: 90_000,
      isolate: false,
      // failed-screenshot diffs land in packages/ui/.vitest (gitignored), also when run from the root
      attachmentsDir: join(here, ".vitest/attachments"),
      // the screenshot matcher writes baselines through the browser API
      api: { allowWrite: true },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: "/usr/bin/chromium",
            args: [
              "--no-sandbox",
              "--disable-gpu",
              "--disable-background-networking",
              "--disable-component-update",
              "--disable-sync",
              "--no-first-run",
              "--font-render-hinting=none",
              "--force-color-profile=srgb",
            ],
          },
          contextOptions: { reducedMotion: "reduce", deviceScaleFactor: 1 },
        }),
        instances: [{ browser: "chromium" }],
        screenshotFailures: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: "pixelmatch",
            comparatorOptions: screenshotTolerance,
          },
        },
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/**/*.test.ts"],
        },
      },
      storyProject("stories-ltr", "tr"),
      storyProject("stories-rtl", "ar"),
    ],
  },
});
