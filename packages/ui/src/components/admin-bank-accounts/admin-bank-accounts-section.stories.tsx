import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminBankAccountRow,
  AdminBankAccountsSection,
} from "./admin-bank-accounts-section.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const account = (
  id: number,
  bank_name: string,
  iban: string,
  extra: Partial<AdminBankAccountRow> = {},
): AdminBankAccountRow => ({
  id: String(id),
  bank_name,
  branch_name: "Kadıköy",
  branch_code: "0123",
  account_holder: "Demo Mağaza A.Ş.",
  account_number: null,
  iban,
  currency_code: "TRY",
  is_active: true,
  sort_order: id,
  ...extra,
});

const accounts = [
  account(1, "Ziraat Bankası", "TR330006100519786457841326"),
  account(2, "Garanti BBVA", "TR320010009999901234567890", { branch_name: null }),
  account(3, "İş Bankası", "TR640006400000112345678901", {
    currency_code: "EUR",
    is_active: false,
  }),
];

const meta = {
  title: "Admin/AdminBankAccountsSection",
  component: AdminBankAccountsSection,
  args: { accounts, onSave: fn(), onDelete: fn() },
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminBankAccountsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Accounts: Story = {};

export const Empty: Story = { args: { accounts: [] } };

export const ManyRows: Story = {
  ...tallViewport("desktopTall"),
  args: {
    accounts: Array.from({ length: 12 }, (_, index) =>
      account(
        index + 1,
        `Banka ${index + 1}`,
        `TR3300061005197864578413${String(index).padStart(2, "0")}`,
      ),
    ),
  },
};

export const AddWithErrors: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    saving: false,
    errors: {
      iban: <StoryText tr="Geçersiz değer." en="Invalid value." ar="قيمة غير صالحة." />,
    },
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.bankAccounts.add") }),
    );
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.type(dialog.getByRole("textbox", { name: /IBAN/ }), "TR34 0006 1005");
    await userEvent.click(dialog.getByRole("button", { name: msg(globals, "admin.form.save") }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ iban: "TR34 0006 1005", is_active: "true", currency_code: "TRY" }),
      null,
    );
  },
};

export const ConfirmDelete: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: `${msg(globals, "admin.bankAccounts.delete")}: Garanti BBVA`,
      }),
    );
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.click(
      dialog.getByRole("button", { name: msg(globals, "admin.taxonomy.deleteConfirm") }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(accounts[1]);
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
