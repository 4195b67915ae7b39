import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  confirmDelete,
  editScreenArgs,
  editScreenDecorators,
  richTextArabic,
} from "../admin-translated-form/edit-screen-stories.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminContentEditScreen, type AdminContentValues } from "./admin-content-edit-screen.tsx";

const empty = { title: "", body: "", seo_link: "", seo_title: "", seo_description: "" };

const emptyValues: AdminContentValues = {
  content_category_id: "",
  sort_order: 0,
  is_active: true,
  show_in_footer: true,
  texts: { tr: empty, en: empty, ar: empty },
};

const filledValues: AdminContentValues = {
  ...emptyValues,
  content_category_id: "1",
  texts: {
    tr: {
      title: "Teslimat Koşulları",
      body: "<h2>Kargo</h2><p>Siparişler <strong>iki iş günü</strong> içinde kargoya verilir.</p><ul><li>Ücretsiz kargo 500 ₺ üzeri</li><li>Aynı gün teslimat İstanbul içi</li></ul>",
      seo_link: "teslimat-kosullari",
      seo_title: "Teslimat Koşulları",
      seo_description: "",
    },
    en: {
      ...empty,
      title: "Delivery terms",
      body: "<p>Orders ship within <strong>two working days</strong>.</p>",
      seo_link: "delivery-terms",
    },
    ar: {
      ...empty,
      title: "شروط التوصيل",
      body: "<p>تُشحن الطلبات خلال <strong>يومي عمل</strong>.</p>",
      seo_link: "شروط-التوصيل",
    },
  },
};

const categories = [
  { value: "1", label: "Kurumsal" },
  { value: "2", label: "Sözleşmeler" },
];

const meta = {
  title: "Admin/AdminContentEditScreen",
  component: AdminContentEditScreen,
  args: {
    ...editScreenArgs,
    values: filledValues,
    categories,
  },
  ...tallViewport("desktopTall"),
  decorators: editScreenDecorators,
} satisfies Meta<typeof AdminContentEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page is before its JavaScript runs: the body is a textarea of HTML. */
export const WithoutJavaScript: Story = {};

export const Create: Story = { args: { mode: "create", values: emptyValues } };

/** The rich-text editor, loaded when the screen runs; right to left on the Arabic tab. */
export const RichTextArabic: Story = richTextArabic("يومي عمل");

export const ValidationErrors: Story = {
  args: {
    mode: "create",
    values: emptyValues,
    errors: {
      "tr.title": "Başlık zorunludur.",
      "ar.seo_link": "Bu bağlantı başka bir sayfada kullanılıyor.",
    },
  },
};

export const Saving: Story = { args: { saving: true } };

export const ConfirmDelete: Story = confirmDelete;

export const Tablet: Story = { ...tallViewport("tabletTall") };
