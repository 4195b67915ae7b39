import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminCouponListScreen,
  type AdminCouponQuery,
  type AdminCouponRow,
} from "./admin-coupon-list-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string, code = "") =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{code}", code);

const coupon = (index: number, overrides: Partial<AdminCouponRow> = {}): AdminCouponRow => ({
  id: String(index + 1),
  code: `YAZ2026-${"ABCDEFGHJK"[index % 10]}${((index * 7919) % 9000) + 1000}`,
  discountType: index % 3 === 1 ? "amount" : "percent",
  discountPercent: index % 3 === 1 ? null : 5 + (index % 4) * 5,
  discountAmount: index % 3 === 1 ? 5000 : null,
  currency: 1,
  usageCount: index % 5,
  usageLimit: index % 4 === 3 ? null : 5 + index,
  perCustomerLimit: index % 2 ? 1 : null,
  membersOnly: false,
  minCartAmount: index % 3 === 1 ? 25_000 : null,
  maxCartAmount: null,
  startsAt: "2026-06-01T00:00:00+03:00",
  endsAt: index % 3 === 2 ? null : "2026-08-31T23:59:59+03:00",
  isActive: index % 6 !== 5,
  note: index === 0 ? "Yaz kampanyası, bülten aboneleri" : null,
  ...overrides,
});

const coupons = Array.from({ length: 20 }, (_, index) => coupon(index));
const few = [
  coupon(0, { code: "HOSGELDIN", usageCount: 1, usageLimit: 1, membersOnly: true }),
  ...coupons.slice(1, 5),
];

const query: AdminCouponQuery = { q: "", page: 1 };
const href = (next: AdminCouponQuery) =>
  `/admin/coupons?${new URLSearchParams({ q: next.q, page: String(next.page) })}`;

const generated = Array.from(
  { length: 6 },
  (_, index) =>
    `BAHAR-${["K7QM2XPA", "R4TN8WHD", "Z9CF3JVE", "M2HX6PKT", "W8DA5QNR", "T3YB7GUC"][index]}`,
);

const meta = {
  title: "Admin/AdminCouponListScreen",
  component: AdminCouponListScreen,
  args: {
    coupons: few,
    totalRows: few.length,
    pageSize: 20,
    query,
    getHref: href,
    onSave: fn(),
    onGenerate: fn(async () => generated),
    onDelete: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminCouponListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Coupons: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("1 / 1")[0]).toBeVisible();
  },
};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: { coupons, totalRows: 245, query: { q: "", page: 3 } },
};

export const SearchFoundNothing: Story = {
  args: { coupons: [], totalRows: 0, query: { q: "YOKBOYLE", page: 1 } },
};

export const Empty: Story = { args: { coupons: [], totalRows: 0 } };

export const Loading: Story = { args: { coupons: [], totalRows: 0, loading: true } };

export const LoadFailed: Story = {
  args: { coupons: [], totalRows: 0, error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const AddWithErrors: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    initialDialog: "add",
    errors: { code: "Bu kod kullanılıyor.", discount: "Bu alan zorunludur." },
  },
  play: async ({ args, globals }) => {
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Kod|Code|الرمز/ }), "yaz10");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ code: "yaz10", discount_type: "percent", is_active: "true" }),
      null,
    );
  },
};

export const Saving: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { initialDialog: "1", saving: true },
};

export const EditInDialog: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.coupons.edit", "HOSGELDIN") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await expect(within(dialog).getByDisplayValue("2026-08-31")).toHaveAttribute("name", "ends_on");
    await expect(
      within(dialog).getByRole("checkbox", { name: msg(globals, "admin.coupons.membersOnly") }),
    ).toBeChecked();
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.form.save") }),
    );
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        discount: "5",
        usage_limit: "1",
        ends_on: "2026-08-31",
        members_only: "true",
      }),
      expect.objectContaining({ id: "1" }),
    );
  },
};

export const GenerateShowsTheCodes: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.coupons.generate") }),
    );
    const dialog = await within(document.body).findByRole("dialog");
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Ön ek|Prefix|البادئة/ }),
      "BAHAR-",
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.coupons.generateSubmit") }),
    );
    await expect(args.onGenerate).toHaveBeenCalledWith(
      expect.objectContaining({ count: "10", prefix: "BAHAR-", usage_limit: "1" }),
    );
    await waitFor(() =>
      expect(within(document.body).getByDisplayValue(/BAHAR-K7QM2XPA/)).toBeVisible(),
    );
  },
};

export const DeleteAsksFirst: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { deleteError: "Bu kupon kullanıldı; silmek yerine pasife alın." },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.coupons.delete", "HOSGELDIN") }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { coupons, totalRows: 40 },
};
