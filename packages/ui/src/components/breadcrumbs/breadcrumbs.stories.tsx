import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "./breadcrumbs.tsx";

const home: BreadcrumbItem = {
  label: <StoryText tr="Ana Sayfa" en="Home" ar="الرئيسية" />,
  href: "/",
};

const trail: BreadcrumbItem[] = [
  home,
  { label: <StoryText tr="Kadın" en="Women" ar="نساء" />, href: "/kadin" },
  { label: <StoryText tr="Giyim" en="Clothing" ar="ملابس" />, href: "/kadin-giyim" },
  { label: <StoryText tr="Elbise" en="Dresses" ar="فساتين" />, href: "/elbise" },
  {
    label: <StoryText tr="Çiçek Desenli Midi Elbise" en="Floral Midi Dress" ar="فستان ميدي مزهر" />,
  },
];

const navigate = fn().mockName("navigate");

/** Stands in for the app's router link: records the navigation instead of loading a page. */
function RouterLink({ to, ...props }: ComponentProps<"a"> & { to: string }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

const meta = {
  title: "Primitives/Breadcrumbs",
  component: Breadcrumbs,
  args: { items: trail },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole("navigation");
    await expect(nav).toHaveAccessibleName(/Gezinti yolu|مسار التنقل/);
    const links = within(nav).getAllByRole("link");
    await expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/",
      "/kadin",
      "/kadin-giyim",
      "/elbise",
    ]);
    const current = canvasElement.querySelector('[aria-current="page"]');
    await expect(current).toHaveTextContent(/Çiçek Desenli Midi Elbise|فستان ميدي مزهر/);
    // schema.org BreadcrumbList with numbered positions for search engines
    const list = canvasElement.querySelector('[itemtype="https://schema.org/BreadcrumbList"]');
    const positions = list?.querySelectorAll('meta[itemprop="position"]') ?? [];
    await expect(Array.from(positions, (meta) => meta.getAttribute("content"))).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
    ]);
    // separators are decoration
    await expect(within(nav).getAllByRole("listitem")).toHaveLength(5);
  },
};

export const TwoLevels: Story = {
  args: {
    items: [home, { label: <StoryText tr="Sepetim" en="My cart" ar="سلتي" /> }],
  },
};

export const RouterLinks: Story = {
  args: {
    renderLink: ({ href, children }) => <RouterLink to={href}>{children}</RouterLink>,
  },
  play: async ({ canvas }) => {
    navigate.mockClear();
    // keyboard: Tab reaches the links in order, Enter follows one
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: /Ana Sayfa|الرئيسية/ })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(navigate).toHaveBeenLastCalledWith("/");
    const link = canvas.getByRole("link", { name: /Kadın|نساء/ });
    await expect(link).toHaveAttribute("data-slot", "breadcrumbs-link");
    await expect(link).toHaveAttribute("itemprop", "item");
    await userEvent.click(link);
    await expect(navigate).toHaveBeenLastCalledWith("/kadin");
  },
};

export const ManyLevels: Story = {
  args: {
    items: [
      home,
      {
        label: <StoryText tr="Elektronik" en="Electronics" ar="إلكترونيات" />,
        href: "/elektronik",
      },
      {
        label: (
          <StoryText tr="Bilgisayar & Tablet" en="Computers & Tablets" ar="حواسيب وأجهزة لوحية" />
        ),
        href: "/bilgisayar-tablet",
      },
      {
        label: <StoryText tr="Bilgisayar Bileşenleri" en="Components" ar="مكونات الحاسوب" />,
        href: "/bilesenler",
      },
      { label: <StoryText tr="Depolama" en="Storage" ar="التخزين" />, href: "/depolama" },
      { label: "SSD", href: "/ssd" },
      { label: "NVMe M.2", href: "/nvme" },
      {
        label: (
          <StoryText
            tr="Samsung 990 PRO 2 TB NVMe M.2 SSD Isı Emicili"
            en="Samsung 990 PRO 2 TB NVMe M.2 SSD with Heatsink"
            ar="سامسونج 990 PRO بسعة 2 تيرابايت NVMe M.2 SSD مع مشتت حراري"
          />
        ),
      },
    ],
  },
};

export const LongTurkishText: Story = {
  args: {
    items: [
      { label: "Ana Sayfa", href: "/" },
      { label: "Ev, Yaşam, Kırtasiye ve Ofis Ürünleri", href: "/ev-yasam" },
      { label: longText.tr },
    ],
  },
  play: async ({ canvas }) => {
    // long names are cut with an ellipsis and keep their full text as a tooltip
    const current = canvas.getByTitle(longText.tr);
    await expect(current.scrollWidth).toBeGreaterThan(current.clientWidth);
  },
};

export const LongArabicText: Story = {
  args: {
    items: [
      { label: "الرئيسية", href: "/" },
      { label: "المنزل والمعيشة والقرطاسية ومستلزمات المكتب", href: "/ev-yasam" },
      { label: longText.ar },
    ],
  },
};

export const Phone: Story = {
  args: ManyLevels.args,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement, globals }) => {
    const list = canvasElement.querySelector<HTMLElement>('[data-slot="breadcrumbs-list"]');
    if (!list) throw new Error("no list");
    // one line that scrolls, opened at the current page
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const current = canvasElement.querySelector('[aria-current="page"]') as HTMLElement;
    const box = current.getBoundingClientRect();
    const frame = list.getBoundingClientRect();
    if (globals.locale === "ar") await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
    else await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
  },
};
