import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { type AdminLayoutSections, AdminPageLayoutEditor } from "./admin-page-layout-editor.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const texts = (tr = "", en = "", ar = "") => ({ tr, en, ar });
const widget = (id: number, type: string, title = texts(), inherited = false) => ({
  id,
  type,
  is_active: true,
  config: {},
  title,
  content: texts(),
  inherited,
});

const WIDGET_TYPES = [
  "menu",
  "logo",
  "search",
  "banner",
  "slider",
  "product_showcase",
  "category_list",
  "brand_list",
  "blog_list",
  "most_read",
  "html",
  "newsletter",
  "page_links",
  "trust_badges",
];

const homeLayout: AdminLayoutSections = {
  header: [widget(1, "logo", texts(), true), widget(2, "search", texts(), true)],
  left: [],
  center: [
    {
      ...widget(10, "slider"),
      config: {
        items: [
          { image: "/uploads/yaz.webp", imageM: "/uploads/yaz-m.webp", link: "/kampanyalar" },
        ],
      },
    },
    widget(11, "category_list", texts("Kategoriler", "Categories", "الفئات")),
    {
      ...widget(12, "product_showcase", texts("Öne çıkanlar", "Featured", "مختارات")),
      config: { showcaseId: 1 },
    },
    widget(13, "brand_list", texts("Markalar", "Brands", "العلامات")),
    { ...widget(14, "blog_list", texts("Blog", "Blog", "المدونة")), is_active: false },
  ],
  right: [widget(20, "most_read", texts("En çok okunanlar", "Most read", "الأكثر قراءة"))],
  footer: [widget(30, "page_links", texts(), true), widget(31, "trust_badges", texts(), true)],
};

const pages = [
  { code: "default", name: "Varsayılan" },
  { code: "home", name: "Ana sayfa" },
  { code: "product", name: "Ürün" },
  { code: "category", name: "Kategori" },
  { code: "landing", name: "Açılış sayfası" },
];

const meta = {
  title: "Admin/AdminPageLayoutEditor",
  component: AdminPageLayoutEditor,
  args: {
    pages,
    page: "home",
    widgetTypes: WIDGET_TYPES,
    sections: homeLayout,
    onSave: fn(),
    onPageChange: fn(),
  },
  decorators: [adminPageBackdrop],
  ...tallViewport("desktopVeryTall"),
} satisfies Meta<typeof AdminPageLayoutEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Many: Story = {
  play: async ({ canvasElement, globals }) => {
    const names = [...canvasElement.querySelectorAll("select option")].map(
      (option) => option.textContent,
    );
    // Known page kinds in the admin's language; one the shop does not know keeps its stored name.
    await expect(names).toEqual(
      expect.arrayContaining([
        msg(globals, "admin.site.pageName.home"),
        msg(globals, "admin.site.pageName.default"),
        "Açılış sayfası",
      ]),
    );
  },
};

export const Empty: Story = {
  args: {
    page: "product",
    sections: { header: [], left: [], center: [], right: [], footer: [] },
  },
  ...tallViewport("desktopTall"),
};

export const Saving: Story = { args: { saving: true } };

export const ValidationErrors: Story = {
  args: {
    errors: {
      "sections.center.2.config": (
        <StoryText tr="Geçerli bir değer girin." en="Enter a valid value." ar="أدخل قيمة صحيحة." />
      ),
    },
  },
};

/** Moves the showcase up, removes the brand list (confirmed), adds an HTML block, saves. */
export const ArrangeAndSave: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const row = (type: string) => {
      const found = canvasElement.querySelector<HTMLElement>(
        `[data-section="center"] li[data-widget-type="${type}"]`,
      );
      if (!found) throw new Error(`no ${type} row`);
      return within(found);
    };
    const label = (id: string) => new RegExp(msg(globals, id).replace(/\{name\}/, ".*"));
    await userEvent.click(
      row("product_showcase").getByRole("button", { name: label("admin.site.moveUp") }),
    );
    await expect(
      row("product_showcase").getByRole("button", { name: label("admin.site.moveUp") }),
    ).toHaveFocus();
    await userEvent.click(
      row("brand_list").getByRole("button", { name: label("admin.site.remove") }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "overlays.confirm.confirm") }),
    );
    const center = canvasElement.querySelector<HTMLElement>('[data-section="center"]');
    if (!center) throw new Error("no center section");
    await userEvent.selectOptions(
      within(center).getByRole("combobox", { name: msg(globals, "admin.site.addType") }),
      "html",
    );
    await userEvent.click(within(center).getByRole("button", { name: label("admin.site.add") }));
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const saved = vi_calls(args.onSave)[0]?.[0] as AdminLayoutSections;
    await expect(saved.center.map((w) => w.id ?? w.type)).toEqual([10, 12, 11, 14, "html"]);
    await expect(saved.header).toEqual([]);
  },
};

/** Opens a widget's settings and types into them: a limit that is no number, an image with no path. */
async function typeBadSettings(canvasElement: HTMLElement) {
  const rowOf = (type: string) => {
    const found = canvasElement.querySelector<HTMLElement>(`li[data-widget-type="${type}"]`);
    if (!found) throw new Error(`no ${type} row`);
    found.querySelector("details")?.setAttribute("open", "");
    return found;
  };
  const limit = rowOf("most_read").querySelector<HTMLInputElement>('input[name="limit"]');
  const image = rowOf("slider").querySelector<HTMLInputElement>(
    '[data-slot="widget-config-item"] input',
  );
  if (!limit || !image) throw new Error("no settings fields");
  await userEvent.type(limit, "beş");
  await userEvent.clear(image);
  await userEvent.type(image, "uploads/yaz.webp");
  return { limit, image };
}

export const SettingsRefusedBesideTheirFields: Story = {
  play: async ({ args, canvasElement, globals }) => {
    await typeBadSettings(canvasElement);
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).not.toHaveBeenCalled();
    const canvas = within(canvasElement);
    await expect(canvas.getByText(msg(globals, "admin.site.cfg.wholeNumber"))).toBeVisible();
    await expect(canvas.getByText(msg(globals, "admin.site.cfg.path"))).toBeVisible();
  },
};

/** Settings saved from their fields keep what no field shows (a slide's smaller image). */
export const SettingsSavedInTheirShape: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { limit, image } = await typeBadSettings(canvasElement);
    await userEvent.clear(limit);
    await userEvent.type(limit, "5");
    await userEvent.clear(image);
    await userEvent.type(image, "/uploads/kis.webp");
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    const saved = vi_calls(args.onSave)[0]?.[0] as AdminLayoutSections;
    await expect(saved.right[0]?.config).toEqual({ limit: 5 });
    await expect(saved.center[0]?.config).toEqual({
      items: [{ image: "/uploads/kis.webp", imageM: "/uploads/yaz-m.webp", link: "/kampanyalar" }],
    });
    await expect(saved.center[2]?.config).toEqual({ showcaseId: 1 });
  },
};

const vi_calls = (mock: unknown) => (mock as { mock: { calls: unknown[][] } }).mock.calls;

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
};
