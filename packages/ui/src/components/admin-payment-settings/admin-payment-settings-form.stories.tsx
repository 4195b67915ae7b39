import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminPaymentSettingsForm } from "./admin-payment-settings-form.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const meta = {
  title: "Admin/AdminPaymentSettingsForm",
  component: AdminPaymentSettingsForm,
  args: {
    values: { card: true, wire_transfer: true, door: true, door_fee: 1_990, currency: "TRY" },
    onSave: fn(),
  },
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminPaymentSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOn: Story = {};

export const DoorOffAndSaving: Story = {
  args: {
    values: { card: true, wire_transfer: false, door: false, door_fee: 0, currency: "TRY" },
    saving: true,
  },
};

export const TurnDoorOff: Story = {
  play: async ({ args, canvas, globals }) => {
    const door = canvas.getByRole("switch", { name: msg(globals, "admin.payments.door") });
    await userEvent.click(door);
    await expect(door).not.toBeChecked();
    const fee = canvas.getByRole("textbox");
    await userEvent.clear(fee);
    await userEvent.type(fee, "24,90");
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.form.save") }));
    await expect(args.onSave).toHaveBeenCalledWith({
      card: true,
      wire_transfer: true,
      door: false,
      door_fee: "24,90",
    });
  },
};

export const ValidationErrors: Story = {
  args: {
    values: { card: false, wire_transfer: false, door: false, door_fee: 1_990, currency: "TRY" },
    errors: {
      methods: (
        <StoryText
          tr="En az bir ödeme yöntemi açık kalmalı."
          en="At least one payment method must stay on."
          ar="يجب أن تبقى طريقة دفع واحدة على الأقل مفعّلة."
        />
      ),
      door_fee: (
        <StoryText
          tr="Geçerli bir tutar girin."
          en="Enter a valid amount."
          ar="أدخل مبلغًا صحيحًا."
        />
      ),
    },
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
};

export const WithCardProviders: Story = {
  args: { cardProviders: ["Test bankası", "iyzico", "PayTR"] },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('[data-slot="admin-payment-providers"]');
    await expect(list?.textContent).toBe("Test bankasıiyzicoPayTR");
  },
};
