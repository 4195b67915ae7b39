import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { SearchBox } from "../header/search-box.tsx";
import { NotFound } from "./not-found.tsx";

const meta = {
  title: "Layout/NotFound",
  component: NotFound,
  args: { homeHref: "/", onBack: fn() },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    await expect(
      canvas.getByRole("heading", {
        level: 1,
        name:
          globals.locale === "ar"
            ? "عذرًا، لم نتمكن من العثور على الصفحة التي تبحث عنها"
            : "Aradığınız sayfayı bulamadık",
      }),
    ).toBeVisible();
    await expect(canvas.getByText(/404/)).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: /Ana sayfaya dön|العودة إلى الصفحة الرئيسية/ }),
    ).toHaveAttribute("href", "/");
    await userEvent.click(canvas.getByRole("button", { name: /Geri dön|رجوع/ }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithoutBackButton: Story = {
  args: { onBack: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const WithSearch: Story = {
  args: {
    children: <SearchBox onSearch={fn()} className="mx-auto max-w-md" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toBeVisible();
  },
};

export const RouterLink: Story = {
  args: {
    homeHref: "/ar",
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const home = canvas.getByRole("link");
    await expect(home).toHaveAttribute("data-router-link");
    await expect(home).toHaveAttribute("href", "/ar");
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
