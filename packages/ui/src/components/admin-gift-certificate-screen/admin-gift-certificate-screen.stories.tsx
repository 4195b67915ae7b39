import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminGiftCertificateRow,
  AdminGiftCertificateScreen,
} from "./admin-gift-certificate-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const people = ["Ayşe Yılmaz", "Mehmet Demir", "Zeynep Kaya", "Ali Öztürk", "Fatma Şahin"];
const certificate = (index: number): AdminGiftCertificateRow => ({
  id: String(index + 1),
  code: `${["K7QM2XPA", "R4TN8WHD", "Z9CF3JVE", "M2HX6PKT", "W8DA5QNR"][index % 5]}${index}`,
  customer: {
    name: people[index % people.length] ?? "",
    email: `musteri${index + 1}@example.com`,
  },
  discountType: index % 4 === 3 ? "percent" : "amount",
  discountPercent: index % 4 === 3 ? 20 : null,
  discountAmount: index % 4 === 3 ? null : 10_000 * ((index % 3) + 1),
  currency: 1,
  usageCount: index % 3 === 0 ? 1 : 0,
  usageLimit: 1,
  startsAt: "2026-06-01T00:00:00+03:00",
  endsAt: index % 2 ? "2026-12-31T23:59:59+03:00" : null,
  isActive: index % 7 !== 6,
});
const rows = Array.from({ length: 20 }, (_, index) => certificate(index));
const customers = [
  { id: "7", label: "Ayşe Yılmaz", detail: "ayse@example.com" },
  { id: "8", label: "Ayşe Kara", detail: "ayse.kara@example.com" },
];

const meta = {
  title: "Admin/AdminGiftCertificateScreen",
  component: AdminGiftCertificateScreen,
  args: {
    certificates: rows.slice(0, 5),
    totalRows: 5,
    pageSize: 20,
    query: { q: "", page: 1 },
    getHref: (next) =>
      `/admin/gift-certificates?${new URLSearchParams({ q: next.q, page: String(next.page) })}`,
    onSearchCustomers: fn(async () => customers),
    onSave: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminGiftCertificateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Certificates: Story = {};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { certificates: rows, totalRows: 120, query: { q: "", page: 2 } },
};

export const Empty: Story = { args: { certificates: [], totalRows: 0 } };

export const MakeOutToACustomer: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.giftCertificates.add") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.type(within(dialog).getAllByRole("searchbox")[0] as HTMLElement, "ayşe{Enter}");
    await userEvent.click(await within(dialog).findByRole("button", { name: /ayse@example.com/ }));
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /İndirim$|Discount$|الخصم$/ }),
      "100",
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ customer_id: "7", discount: "100", discount_type: "amount" }),
    );
  },
};

export const ValidationErrors: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    initialDialog: true,
    initialCustomerResults: customers,
    errors: { customer_id: "Bu alan zorunludur.", discount: "Bu alan zorunludur." },
  },
};

export const Saving: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { initialDialog: true, saving: true },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { certificates: rows.slice(0, 10), totalRows: 10 },
};
