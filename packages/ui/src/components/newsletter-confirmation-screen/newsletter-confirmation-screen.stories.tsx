import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { NewsletterConfirmationScreen } from "./newsletter-confirmation-screen.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const meta = {
  title: "Screens/NewsletterConfirmationScreen",
  component: NewsletterConfirmationScreen,
  args: { status: "confirmed", email: "ayse.yilmaz@example.com", homeHref: "/" },
} satisfies Meta<typeof NewsletterConfirmationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  args: { status: "pending", token: "abc" },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("heading", {
        level: 1,
        name: t(globals, "screens.newsletterConfirm.pendingTitle"),
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: t(globals, "screens.newsletterConfirm.confirm") }),
    ).toBeEnabled();
  },
};

export const Confirming: Story = { args: { status: "pending", token: "abc", pending: true } };

export const PendingPhone: Story = {
  args: { status: "pending", token: "abc" },
  globals: { viewport: { value: "phone" } },
};

export const Confirmed: Story = {
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("heading", {
        level: 1,
        name: t(globals, "screens.newsletterConfirm.confirmedTitle"),
      }),
    ).toBeVisible();
    await expect(canvas.getByText("ayse.yilmaz@example.com")).toBeVisible();
  },
};

export const Failed: Story = {
  args: { status: "failed" },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("heading", {
        level: 1,
        name: t(globals, "screens.newsletterConfirm.failedTitle"),
      }),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
