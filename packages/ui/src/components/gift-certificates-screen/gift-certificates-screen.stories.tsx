import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { GiftCertificatesScreen } from "./gift-certificates-screen.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const meta = {
  title: "Screens/GiftCertificatesScreen",
  component: GiftCertificatesScreen,
  args: {
    shoppingHref: "/",
    certificates: [
      {
        code: "HEDIYE-250-AYSE",
        discount: { amount: 25_000 },
        currency: "TRY",
        minCartAmount: 100_000,
        endsAt: "2026-12-31T20:59:59.000Z",
        status: "usable",
      },
      { code: "DOGUMGUNU10", discount: { percent: 10 }, currency: "TRY", status: "usable" },
      { code: "YAZ2026", discount: { percent: 15 }, currency: "TRY", status: "used" },
      {
        code: "KIS-50",
        discount: { amount: 5_000 },
        currency: "TRY",
        endsAt: "2026-01-31",
        status: "expired",
      },
    ],
  },
} satisfies Meta<typeof GiftCertificatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expect(canvas.getByText("HEDIYE-250-AYSE")).toBeVisible();
    await expect(canvas.getByText(/250,00/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { certificates: [] },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("heading", { name: t(globals, "account.giftCertificates.emptyTitle") }),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: "phone" } } };
