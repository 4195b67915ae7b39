import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminProductImportPreview,
  type AdminProductImportRow,
  AdminProductImportScreen,
} from "./admin-product-import-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const row = (
  line: number,
  overrides: Partial<AdminProductImportRow> = {},
): AdminProductImportRow => ({
  line,
  kind: "product",
  sku: `CAY-${1000 + line}`,
  subCode: null,
  name: `Demlik ${line}`,
  status: "unchanged",
  changes: [],
  errors: [],
  ...overrides,
});

const withErrors: AdminProductImportPreview = {
  fileName: "urunler-2026-11-26.csv",
  rows: [
    row(2, {
      status: "changed",
      name: "Bakır Cezve",
      changes: [
        { column: "price", from: "149.90", to: "139.90" },
        { column: "name_ar", from: "", to: "ركوة نحاسية" },
      ],
    }),
    row(3, { status: "new", name: "Porselen Fincan Takımı" }),
    row(4, {
      status: "error",
      name: "Çay Bardağı",
      errors: [
        { column: "price", message: "Biçim geçerli değil." },
        { column: "category", message: "Geçersiz değer." },
      ],
    }),
    row(5, {
      kind: "sub_product",
      sku: "TSHIRT-1",
      subCode: "TSHIRT-1-M",
      name: "Tişört",
      status: "error",
      errors: [{ column: "stock", message: "Bu alan zorunludur." }],
    }),
    row(6, {
      status: "error",
      name: "",
      errors: [{ column: "name_tr", message: "Bu alan zorunludur." }],
    }),
    row(7),
  ],
  counts: { new: 1, changed: 1, unchanged: 1, error: 3 },
  unknownColumns: ["notlar"],
};

const many: AdminProductImportPreview = {
  fileName: "katalog.csv",
  rows: Array.from({ length: 120 }, (_, i) =>
    row(i + 2, {
      status: i % 4 === 0 ? "changed" : i % 7 === 0 ? "new" : "unchanged",
      name: `Ürün ${i + 1} — uzun bir ad ile çay ve kahve takımı`,
      changes: i % 4 === 0 ? [{ column: "stock", from: String(i), to: String(i + 5) }] : [],
    }),
  ),
  counts: { new: 15, changed: 30, unchanged: 75, error: 0 },
  unknownColumns: [],
};

const meta = {
  title: "Admin/AdminProductImportScreen",
  component: AdminProductImportScreen,
  args: {
    exportHref: "/api/v1/product/export",
    productListHref: "/admin/products",
    preview: null,
    onPreview: fn(),
    onImport: fn(),
    onReset: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminProductImportScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("link", { name: msg(globals, "admin.productImport.export") }),
    ).toHaveAttribute("download");
    await expect(canvas.queryByRole("table")).toBeNull();
  },
};

export const FileRefused: Story = {
  args: { fileError: "Değer en fazla 5000 olmalıdır." },
};

export const PreviewWithErrors: Story = {
  args: { preview: withErrors },
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole("button", {
      name: new RegExp(msg(globals, "admin.productImport.another")),
    });
    await expect(button).toBeEnabled();
    const rows = canvas.getAllByRole("row");
    await expect(rows[1]).toHaveTextContent("price");
  },
};

export const PreviewReady: Story = {
  args: {
    preview: {
      ...withErrors,
      rows: withErrors.rows.filter((r) => r.status !== "error"),
      counts: { new: 1, changed: 1, unchanged: 1, error: 0 },
      unknownColumns: [],
    },
  },
  play: async ({ args, canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>(
      '[data-slot="admin-product-import-submit"]',
    );
    await expect(button).toBeEnabled();
    await userEvent.click(button as HTMLElement);
    await expect(args.onImport).toHaveBeenCalled();
  },
};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { preview: many },
};

export const Importing: Story = {
  args: { preview: many, importing: true },
};

export const ImportRefused: Story = {
  args: {
    preview: many,
    importError: "Satır 14: bu değer zaten kullanılıyor (barcode). Hiçbir şey içe aktarılmadı.",
  },
};

export const Done: Story = {
  args: { preview: many, result: { created: 15, updated: 30, unchanged: 75 } },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { preview: withErrors },
};
