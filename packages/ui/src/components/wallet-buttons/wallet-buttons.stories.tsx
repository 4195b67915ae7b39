import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { WalletButtons } from "./wallet-buttons.tsx";

const meta = {
  title: "Commerce/WalletButtons",
  component: WalletButtons,
  parameters: { layout: "padded" },
  args: { wallets: ["apple_pay", "google_pay"], onPay: fn() },
} satisfies Meta<typeof WalletButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothWallets: Story = {
  play: async ({ canvasElement, args }) => {
    const buttons = canvasElement.querySelectorAll("[data-slot=wallet-button]");
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onPay).toHaveBeenCalledWith("google_pay");
  },
};

export const GooglePayOnly: Story = { args: { wallets: ["google_pay"] } };

export const Pending: Story = {
  args: { pending: "apple_pay" },
  play: async ({ canvasElement }) => {
    for (const button of within(canvasElement).getAllByRole("button"))
      await expect(button).toBeDisabled();
  },
};

export const NoWallet: Story = {
  args: { wallets: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=wallet-buttons]")).toBeNull();
  },
};
