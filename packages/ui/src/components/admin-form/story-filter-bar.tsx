import type { Decorator } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, within } from "storybook/test";
import { storyAdminMenu } from "../admin-left-menu/story-admin-menu.ts";
import { AdminShell } from "../admin-shell/admin-shell.tsx";
import { StoryLink } from "../news-list/story-link.tsx";

/** The widths at which every admin filter bar is checked: a tablet, a small and a common laptop. */
export type FilterBarWidth = 768 | 1024 | 1280;

/**
 * `{ ...filterBarStory(1280, "orders"), args: ... }`: the list at that window width inside the
 * admin's shell, whose left menu takes its part of the width, as the admin sees it.
 */
export function filterBarStory(width: FilterBarWidth, activeMenuId: string, title: ReactNode) {
  const key = `admin${width}`;
  // fixed over the story's own padding and backgrounds: the shell fills the window, as in the app
  const decorator: Decorator = (Story) => (
    <div className="fixed inset-0">
      <AdminShell
        shopName="Shop"
        adminName="Ayşe Yılmaz"
        onSignOut={() => {}}
        menuGroups={storyAdminMenu("/admin")}
        activeMenuId={activeMenuId}
        renderLink={(props) => <StoryLink {...props} />}
        title={title}
      >
        <Story />
      </AdminShell>
    </div>
  );
  return {
    parameters: {
      screenshot: { target: "viewport" },
      viewport: {
        options: {
          [key]: {
            name: `Admin (${width} x 900)`,
            styles: { width: `${width}px`, height: "900px" },
            type: width < 992 ? ("tablet" as const) : ("desktop" as const),
          },
        },
      },
    },
    globals: { viewport: { value: key } },
    decorators: [decorator] as Decorator[],
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) =>
      expectFilterBarInsideItsCard(canvasElement),
  };
}

function inside(box: DOMRect, card: DOMRect) {
  // half a pixel for sub-pixel rounding
  return (
    box.left >= card.left - 0.5 &&
    box.right <= card.right + 0.5 &&
    box.top >= card.top - 0.5 &&
    box.bottom <= card.bottom + 0.5
  );
}

/** Every field, button and link of the filter bar lies inside the bar's card, and the card in the page. */
export async function expectFilterBarInsideItsCard(canvasElement: HTMLElement) {
  const form = within(canvasElement).getByRole("search");
  const card = form.getBoundingClientRect();
  const controls = form.querySelectorAll<HTMLElement>(
    "input:not([type=hidden]), select, button, a",
  );
  await expect(controls.length).toBeGreaterThan(1);
  for (const control of controls) {
    const box = control.getBoundingClientRect();
    const label = control.textContent?.trim() || control.getAttribute("name") || control.tagName;
    await expect(
      inside(box, card),
      `${label} [${Math.round(box.left)}, ${Math.round(box.right)}] leaves its card [${Math.round(card.left)}, ${Math.round(card.right)}]`,
    ).toBe(true);
  }
  const main = canvasElement.querySelector("[data-slot=admin-shell-main]");
  if (main) {
    const page = main.getBoundingClientRect();
    await expect(card.left >= page.left - 0.5 && card.right <= page.right + 0.5).toBe(true);
    await expect(main.scrollWidth).toBeLessThanOrEqual(main.clientWidth);
  }
}
