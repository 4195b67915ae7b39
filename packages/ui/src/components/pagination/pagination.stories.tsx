import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ComponentProps, useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Pagination, type PaginationProps } from "./pagination.tsx";

const getHref = (page: number) => (page === 1 ? "/kadin-elbise" : `/kadin-elbise?sayfa=${page}`);

const navigate = fn().mockName("navigate");

/** Stands in for the app's router link: records the navigation instead of loading a page. */
function RouterLink({ to, onClick, ...props }: ComponentProps<"a"> & { to: string }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(to);
      }}
    />
  );
}

function Stateful(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return (
    <Pagination
      {...args}
      page={page}
      onPageChange={(next) => {
        args.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: "Primitives/Pagination",
  component: Pagination,
  args: { page: 3, pageCount: 12, getHref },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const pageName = (page: number) => new RegExp(`^(Sayfa|الصفحة) ${page}$`);
const previous = /^(Önceki|السابق)$/;
const next = /^(Sonraki|التالي)$/;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation");
    await expect(nav).toHaveAccessibleName(/^(Sayfalama|ترقيم الصفحات)$/);
    const current = canvas.getByRole("link", { name: pageName(3) });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveAttribute("href", "/kadin-elbise?sayfa=3");
    // crawlable: previous and next are real links with rel
    await expect(canvas.getByRole("link", { name: previous })).toHaveAttribute(
      "href",
      "/kadin-elbise?sayfa=2",
    );
    await expect(canvas.getByRole("link", { name: previous })).toHaveAttribute("rel", "prev");
    await expect(canvas.getByRole("link", { name: next })).toHaveAttribute("rel", "next");
    await expect(canvas.getByRole("link", { name: pageName(1) })).toHaveAttribute(
      "href",
      "/kadin-elbise",
    );
    await expect(canvas.getByRole("link", { name: pageName(12) })).toBeVisible();
  },
};

export const FirstPage: Story = {
  args: { page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: previous })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: next })).toHaveAttribute(
      "href",
      "/kadin-elbise?sayfa=2",
    );
  },
};

export const LastPage: Story = {
  args: { page: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: next })).toBeDisabled();
    await expect(canvas.getByRole("link", { name: pageName(12) })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

export const FewPages: Story = {
  args: { page: 2, pageCount: 5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pagination-ellipsis"]')).toBeNull();
  },
};

export const SinglePage: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
  },
};

export const ManyPages: Story = {
  args: { page: 1234, pageCount: 2000 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="pagination-ellipsis"]')).toHaveLength(
      2,
    );
    // Latin digits without grouping in every locale
    await expect(
      within(canvasElement).getByRole("link", { name: pageName(2000) }),
    ).toHaveTextContent(/^2000$/);
  },
};

export const Navigate: Story = {
  args: {
    page: 3,
    onPageChange: fn(),
    renderLink: ({ href, children }) => <RouterLink to={href}>{children}</RouterLink>,
  },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    navigate.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: pageName(4) }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    await expect(navigate).toHaveBeenLastCalledWith("/kadin-elbise?sayfa=4");
    await expect(canvas.getByRole("link", { name: pageName(4) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(canvas.getByRole("link", { name: next }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(5);
    await userEvent.click(canvas.getByRole("link", { name: previous }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
    // keyboard: Enter on a focused page link
    canvas.getByRole("link", { name: pageName(12) }).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
    await expect(canvas.getByRole("button", { name: next })).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { page: 3 },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    // compact: previous, "Page 3 of 12", next
    await expect(canvasElement.querySelector('[data-slot="pagination-status"]')).toHaveTextContent(
      /Sayfa 3 \/ 12|الصفحة 3 من 12/,
    );
    await expect(canvas.queryByRole("link", { name: pageName(4) })).toBeNull();
    await expect(canvas.getByRole("link", { name: next })).toBeVisible();
  },
};
