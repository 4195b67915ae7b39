// Loaded by the story test projects only (packages/ui/vitest.config.ts), never by Storybook's UI.
// After each story has rendered, played and passed axe, its look is compared with the committed
// baseline: __screenshots__/<file>.stories.tsx/<story>-<locale>-chromium-linux.png beside it.
import { afterEach, beforeAll, expect, type TestContext } from "vitest";
import { page } from "vitest/browser";

export interface ScreenshotParameters {
  /** Skip the screenshot (the story is still played and checked by axe). */
  disable?: boolean;
  /**
   * "story" (default) captures the story's own box; "viewport" captures the whole viewport,
   * for overlays that portal out of the story (dialogs, toasts, drawers).
   */
  target?: "story" | "viewport";
}

interface StoryOnContext {
  globals: Record<string, unknown>;
  parameters: { screenshot?: ScreenshotParameters };
}

/** Taller stories are cut here: split them rather than screenshot a whole catalogue. */
const MAX_HEIGHT = 4000;

// Motion off: a screenshot must never catch a transition half-way. Caret hidden too.
const freeze = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

beforeAll(() => {
  const style = document.createElement("style");
  style.dataset.testFreeze = "";
  style.textContent = freeze;
  document.head.append(style);
});

afterEach(async (context: TestContext) => {
  const story = (context as TestContext & { story?: StoryOnContext }).story;
  if (!story || context.task.result?.state === "fail") return;
  const options = story.parameters.screenshot ?? {};
  if (options.disable) return;
  await document.fonts.ready;
  const locale = String(story.globals.locale ?? "tr");
  const name = `${context.task.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${locale}`;
  if (options.target === "viewport") {
    await expect(page).toMatchScreenshot(name, { timeout: 15_000 });
    return;
  }
  const roots = document.querySelectorAll<HTMLElement>("[data-story-root]");
  const root = roots[roots.length - 1];
  if (!root)
    throw new Error("story root not found: is the locale decorator in .storybook/preview.tsx?");
  // The story runs in an iframe as tall as the viewport: anything below the fold would come out
  // blank. Grow the viewport to the story's height first (the next story resets it).
  const bottom = Math.ceil(root.getBoundingClientRect().bottom + window.scrollY);
  if (bottom > window.innerHeight) {
    await page.viewport(window.innerWidth, Math.min(bottom, MAX_HEIGHT));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  await expect
    .element(page.elementLocator(root), { timeout: 20_000 })
    .toMatchScreenshot(name, { timeout: 15_000 });
});
