import type { Meta, StoryObj } from "@storybook/react-vite";
import type { MouseEvent } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import type { Locale } from "../../i18n/locales.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

const hrefs: Record<Locale, string> = {
  tr: "/kadin/elbise",
  en: "/en/kadin/elbise",
  ar: "/ar/kadin/elbise",
};

const meta = {
  title: "Layout/LanguageSwitcher",
  component: LanguageSwitcher,
  args: {
    getHref: (locale: Locale) => hrefs[locale],
    // the stories stay on the page: a real app lets the link navigate
    onSelect: fn((_locale: Locale, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
  },
  argTypes: { variant: { control: "inline-radio", options: ["dropdown", "inline"] } },
  decorators: [
    (Story) => (
      <div className="flex min-h-56 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

const triggerName = /^(Dil: Türkçe|اللغة: العربية)$/;

function triggerOf(root: HTMLElement): HTMLElement {
  const trigger = root.querySelector<HTMLElement>(
    '[data-slot="language-switcher-dropdown-trigger"]',
  );
  if (!trigger) throw new Error("no trigger");
  return trigger;
}

export const Closed: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(triggerOf(canvasElement)).toHaveTextContent(/^(Türkçe|العربية)$/);
    for (const link of canvas.getAllByRole("link")) await expect(link).not.toBeVisible();
    const details = canvasElement.querySelector("details");
    await expect(details).not.toHaveAttribute("open");
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const trigger = triggerOf(canvasElement);
    await expect(trigger).toHaveAccessibleName(triggerName);
    await userEvent.click(trigger);
    const links = await canvas.findAllByRole("link");
    await expect(links).toHaveLength(3);
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/kadin/elbise",
      "/en/kadin/elbise",
      "/ar/kadin/elbise",
    ]);
    const current = canvas.getByRole("link", { current: true });
    await expect(current).toHaveAttribute("hreflang", globals.locale === "ar" ? "ar" : "tr-TR");
    await expect(canvas.getByRole("link", { name: /English/ })).toHaveAttribute("lang", "en");
  },
};

export const SelectCallsBack: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    await userEvent.click(await canvas.findByRole("link", { name: /English/ }));
    await expect(args.onSelect).toHaveBeenCalledWith("en", expect.anything());
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    const trigger = triggerOf(canvasElement);
    trigger.focus();
    await userEvent.keyboard("{ArrowDown}");
    const links = await canvas.findAllByRole("link");
    await waitFor(() => expect(links[0]).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(links[1]).toHaveFocus());
    await userEvent.keyboard("{ArrowUp}{ArrowUp}");
    await waitFor(() => expect(links[2]).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await expect(canvasElement.querySelector("details")).not.toHaveAttribute("open");
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    await expect(canvasElement.querySelector("details")).toHaveAttribute("open");
    await userEvent.click(canvasElement);
    await expect(canvasElement.querySelector("details")).not.toHaveAttribute("open");
  },
};

export const Compact: Story = { args: { compact: true } };

export const Inline: Story = {
  args: { variant: "inline" },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("link", { name: "English" }));
    await expect(args.onSelect).toHaveBeenCalledWith("en", expect.anything());
  },
};

/** The admin turned English off: it is not offered; the page's own language stays listed. */
export const OnlyActiveLanguages: Story = {
  args: { variant: "inline", available: ["tr"] },
  decorators: Inline.decorators,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link", { name: "English" })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Türkçe" })).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    await expect(await canvas.findAllByRole("link")).toHaveLength(3);
  },
};
