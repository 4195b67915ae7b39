// What the stories of the translated records' edit screens (blog post, FAQ entry, content page)
// share: their page's backdrop and defaults, the rich-text editor's Arabic tab and the delete
// confirmation.
import type { Decorator } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";

export const editScreenArgs = {
  mode: "edit" as const,
  plainEditor: true,
  onCancel: fn(),
  onDelete: fn(),
};

export const editScreenDecorators: Decorator[] = [adminPageBackdrop];

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** The rich-text editor, loaded when the screen runs, right to left on the Arabic tab. */
export const richTextArabic = (bold: string): { args: { plainEditor: false }; play: Play } => ({
  args: { plainEditor: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("tab", { name: "العربية" }));
    const editable = await waitFor(
      () => {
        const found = canvasElement.querySelector('[contenteditable="true"][dir="rtl"]');
        if (!found) throw new Error("the editor has not loaded yet");
        return found;
      },
      { timeout: 60_000 },
    );
    await expect(editable.querySelector("strong")?.textContent).toBe(bold);
  },
});

/** Delete asks first. */
export const confirmDelete: { play: Play } = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getAllByRole("button", { name: /Sil|Delete|حذف/ })[0] as HTMLElement,
    );
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('[role="alertdialog"]')).not.toBeNull(),
    );
  },
};
