import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminCargoCompaniesScreen,
  type AdminCargoCompanyRow,
} from "./admin-cargo-companies-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const company = (
  id: number,
  name: string,
  extra: Partial<AdminCargoCompanyRow> = {},
): AdminCargoCompanyRow => ({
  id: String(id),
  code: name.toLowerCase().replace(/\s+/g, "-"),
  name,
  tracking_url_template: "https://kargo.test/takip?no={code}",
  base_price: 4_990,
  base_desi: 5,
  extra_desi_price: 750,
  free_shipping_threshold: 75_000,
  delivery_days_min: 1,
  delivery_days_max: 3,
  is_default: false,
  is_active: true,
  sort_order: id,
  currency: "TRY",
  ...extra,
});

const companies = [
  company(1, "Yurtiçi Kargo", { is_default: true }),
  company(2, "Aras Kargo", { free_shipping_threshold: null, base_price: 5_990 }),
  company(3, "MNG Kargo", { is_active: false, delivery_days_max: 5 }),
];

const meta = {
  title: "Admin/AdminCargoCompaniesScreen",
  component: AdminCargoCompaniesScreen,
  args: { companies, onSave: fn(), onDelete: fn() },
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminCargoCompaniesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Companies: Story = {};

export const Empty: Story = { args: { companies: [] } };

export const ManyRows: Story = {
  ...tallViewport("desktopTall"),
  args: {
    companies: Array.from({ length: 12 }, (_, index) => company(index + 1, `Kargo ${index + 1}`)),
  },
};

export const EditWithErrors: Story = {
  ...tallViewport("desktopTall"),
  parameters: { ...tallViewport("desktopTall").parameters, screenshot: { target: "viewport" } },
  args: {
    errors: {
      base_price: <StoryText tr="Geçersiz değer." en="Invalid value." ar="قيمة غير صالحة." />,
    },
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: `${msg(globals, "admin.cargo.edit")}: Aras Kargo` }),
    );
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.click(dialog.getByRole("button", { name: msg(globals, "admin.form.save") }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        base_price: "59,90",
        free_shipping_threshold: "",
        is_active: "true",
      }),
      companies[1],
    );
  },
};

export const Saving: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { saving: true },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.cargo.add") }));
    await within(document.body).findByRole("dialog");
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
