import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { useDemoMenu, useLongMenu, useManyMenu } from "./header.fixtures.tsx";
import { MainMenu, type MainMenuProps } from "./main-menu.tsx";

function Demo(props: Omit<MainMenuProps, "items">) {
  return <MainMenu {...props} items={useDemoMenu()} />;
}

function Long(props: Omit<MainMenuProps, "items">) {
  return <MainMenu {...props} items={useLongMenu()} />;
}

function Many(props: Omit<MainMenuProps, "items">) {
  return <MainMenu {...props} items={useManyMenu()} />;
}

const meta = {
  title: "Layout/Header/MainMenu",
  component: MainMenu,
  args: { items: [] },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-96 border-b border-border-subtle">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MainMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const womenToggle = /Kadın alt kategorileri|الفئات الفرعية لـ نساء/;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: /Kategoriler|الفئات/ });
    await expect(nav).toHaveAttribute("data-slot", "main-menu");
    await expect(canvas.getByRole("link", { name: /^(Kadın|نساء)$/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/kadin$/),
    );
    const toggle = canvas.getByRole("button", { name: womenToggle });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  },
};

export const OpenWithButton: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: womenToggle });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole("link", { name: /^(Elbise|فساتين)$/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Tümünü gör|عرض الكل/ })).toBeVisible();
  },
};

export const OpenOnHover: Story = {
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole("link", { name: /^(Erkek|رجال)$/ }));
    await waitFor(() => expect(canvas.getByRole("link", { name: /^(Mont|معاطف)$/ })).toBeVisible());
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: womenToggle });
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Tümünü gör|عرض الكل/ })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();
  },
};

export const ClosesWhenFocusLeaves: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { name: womenToggle });
    await userEvent.click(toggle);
    canvas.getByRole("link", { name: /^(Anne & Çocuk|الأم والطفل)$/ }).focus();
    await waitFor(() => expect(toggle).toHaveAttribute("aria-expanded", "false"));
  },
};

export const CurrentCategory: Story = {
  args: { currentId: "kozmetik" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { current: "page" })).toHaveTextContent(
      /Kozmetik|مستحضرات التجميل/,
    );
  },
};

export const LongText: Story = {
  render: (args) => <Long {...args} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole("button")[0] as HTMLElement);
  },
};

export const ManyItems: Story = {
  render: (args) => <Many {...args} />,
};

export const Empty: Story = {
  render: (args) => <MainMenu {...args} items={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};
