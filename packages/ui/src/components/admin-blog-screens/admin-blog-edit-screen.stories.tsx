import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import {
  confirmDelete,
  editScreenArgs,
  editScreenDecorators,
  richTextArabic,
} from "../admin-translated-form/edit-screen-stories.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminBlogEditScreen, type AdminBlogValues } from "./admin-blog-edit-screen.tsx";

// A picture that loads without a server, as an uploaded cover would.
const COVER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 21'%3E%3Crect width='40' height='21' fill='%23f27a1a'/%3E%3Ccircle cx='30' cy='7' r='4' fill='%23fff'/%3E%3C/svg%3E";
const UPLOADED =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 40 21'%3E%3Crect width='40' height='21' fill='%231e3a5f'/%3E%3C/svg%3E";

const coverInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>(
    '[data-slot="admin-blog-cover"] input[type="file"]',
  );
  if (!input) throw new Error("no cover file input");
  return input;
};
const pathInput = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[name="image_path"]');

const empty = {
  title: "",
  summary: "",
  body: "",
  seo_link: "",
  seo_title: "",
  seo_keywords: "",
  seo_description: "",
};

const emptyValues: AdminBlogValues = {
  blog_category_id: "",
  author_name: "",
  image_path: "",
  published_at: "",
  is_active: true,
  texts: { tr: empty, en: empty, ar: empty },
};

const filledValues: AdminBlogValues = {
  blog_category_id: "1",
  author_name: "Ayşe Yılmaz",
  image_path: COVER,
  published_at: "2026-11-20T09:30",
  is_active: true,
  texts: {
    tr: {
      ...empty,
      title: "Kışın cilt bakımı",
      summary: "Soğuk havada cildinizi korumanın beş yolu.",
      body: "<h2>Nemlendirin</h2><p>Günde <strong>iki kez</strong> nemlendirici kullanın.</p><ul><li>Bol su için</li><li>Güneş kremini unutmayın</li></ul>",
      seo_link: "kisin-cilt-bakimi",
    },
    en: {
      ...empty,
      title: "Skin care in winter",
      body: "<p>Moisturise <strong>twice a day</strong>.</p>",
      seo_link: "skin-care-in-winter",
    },
    ar: {
      ...empty,
      title: "العناية بالبشرة في الشتاء",
      summary: "خمس طرق لحماية بشرتك في الطقس البارد.",
      body: "<p>استخدمي المرطب <strong>مرتين في اليوم</strong>.</p>",
      seo_link: "العناية-بالبشرة-في-الشتاء",
    },
  },
};

const categories = [
  { value: "1", label: "Bakım" },
  { value: "2", label: "Duyurular" },
];

const meta = {
  title: "Admin/AdminBlogEditScreen",
  component: AdminBlogEditScreen,
  args: {
    ...editScreenArgs,
    values: filledValues,
    categories,
  },
  ...tallViewport("desktopTall"),
  decorators: editScreenDecorators,
} satisfies Meta<typeof AdminBlogEditScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page is before its JavaScript runs: the body is a textarea of HTML. */
export const WithoutJavaScript: Story = {};

export const Create: Story = { args: { mode: "create", values: emptyValues } };

/** The rich-text editor, loaded when the screen runs; right to left on the Arabic tab. */
export const RichTextArabic: Story = richTextArabic("مرتين في اليوم");

export const ValidationErrors: Story = {
  args: {
    mode: "create",
    values: emptyValues,
    errors: {
      blog_category_id: "Bir kategori seçin.",
      "tr.title": "Başlık zorunludur.",
      image_path: "Geçersiz biçim.",
    },
  },
};

/** A refusal on another language's field opens that language's tab. */
export const ArabicFieldRefused: Story = {
  args: { errors: { "ar.seo_link": "Bu bağlantı başka bir yazıda kullanılıyor." } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("tab", { name: /العربية/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

export const Saving: Story = { args: { saving: true } };

export const ConfirmDelete: Story = confirmDelete;

/** A picture chosen for the cover is uploaded and its path goes with the form. */
export const CoverUploaded: Story = {
  args: { onUploadCover: fn(async () => ({ path: UPLOADED })), coverMaxBytes: 5 * 1024 * 1024 },
  play: async ({ args, canvasElement }) => {
    const file = new File([new Uint8Array(2_000)], "kapak.png", { type: "image/png" });
    await userEvent.upload(coverInput(canvasElement), file);
    await expect(args.onUploadCover).toHaveBeenCalledWith(file);
    await waitFor(() => expect(pathInput(canvasElement)?.value).toBe(UPLOADED));
  },
};

/** What is not a picture, or too big, is refused beside the field before anything is sent. */
export const CoverRefused: Story = {
  args: { onUploadCover: fn(async () => ({ path: UPLOADED })), coverMaxBytes: 1024 * 1024 },
  play: async ({ args, canvasElement }) => {
    const input = coverInput(canvasElement);
    await userEvent.upload(
      input,
      new File([new Uint8Array(10)], "notlar.pdf", { type: "application/pdf" }),
      { applyAccept: false },
    );
    await waitFor(() =>
      expect(pathInput(canvasElement)?.getAttribute("aria-invalid")).toBe("true"),
    );
    await userEvent.upload(
      input,
      new File([new Uint8Array(2 * 1024 * 1024)], "buyuk.jpg", { type: "image/jpeg" }),
    );
    await expect(args.onUploadCover).not.toHaveBeenCalled();
    await expect(pathInput(canvasElement)?.value).toBe(COVER);
    await expect(canvasElement.textContent).toMatch(/1 MB|1 ميغابايت/);
  },
};

/** The API refuses the file (it is no picture it can read): its message stands beside the field. */
export const CoverRefusedByTheShop: Story = {
  args: {
    onUploadCover: fn(async () => ({ error: "Dosya okunabilir bir resim değil." })),
    coverMaxBytes: 5 * 1024 * 1024,
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(
      coverInput(canvasElement),
      new File([new Uint8Array(100)], "bozuk.png", { type: "image/png" }),
    );
    await waitFor(() =>
      expect(canvasElement.textContent).toContain("Dosya okunabilir bir resim değil."),
    );
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { onUploadCover: fn(async () => ({ path: UPLOADED })), coverMaxBytes: 5 * 1024 * 1024 },
};
