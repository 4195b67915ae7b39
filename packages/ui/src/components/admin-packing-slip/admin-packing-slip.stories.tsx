import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { expectIsolated, OVERRIDE_NAME } from "../../stories/story-bidi.ts";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { storyAdminOrder } from "../admin-order-detail-screen/story-admin-order.ts";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminPackingSlip, type AdminPackingSlipProps } from "./admin-packing-slip.tsx";

type SlipArgs = Partial<AdminPackingSlipProps> & { notes?: boolean };

function Slip({ notes = false, ...props }: SlipArgs) {
  const language = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as "tr" | "en" | "ar";
  const order = storyAdminOrder(language);
  return (
    <AdminPackingSlip
      shopName="Demo Mağaza"
      code={order.code}
      createdAt={order.createdAt}
      deliveryAddress={order.deliveryAddress}
      invoiceAddress={order.invoiceAddress}
      items={order.items.map((item, index) => ({ ...item, sku: `SKU-${1000 + index}` }))}
      note={notes ? longText[language] : null}
      giftNote={
        notes
          ? { tr: "İyi ki doğdun!", en: "Happy birthday!", ar: "عيد ميلاد سعيد!" }[language]
          : null
      }
      cargo="Yurtiçi Kargo · YK123456789"
      {...props}
    />
  );
}

const meta = {
  title: "Admin/AdminPackingSlip",
  component: Slip,
  args: { onPrint: fn() },
  ...tallViewport("desktopTall"),
} satisfies Meta<typeof Slip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    const label = getMessages(String(globals.locale ?? "tr"))["admin.packingSlip.print"] ?? "";
    await userEvent.click(canvas.getByRole("button", { name: label }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

export const WithNotes: Story = { args: { notes: true } };

export const Phone: Story = { ...tallViewport("phoneTall"), args: { notes: true } };

const overrideLine = "Atatürk Cad. \u202E12 No";

/** A name and an address line written with a right-to-left override each stay in their own box. */
export const RightToLeftOverride: Story = {
  args: {
    deliveryAddress: {
      name: OVERRIDE_NAME,
      lines: [overrideLine, "Kadıköy / İstanbul"],
      phone: "+90 532 123 45 67",
    },
  },
  play: async ({ canvasElement }) => {
    await expectIsolated(canvasElement, OVERRIDE_NAME);
    await expectIsolated(canvasElement, overrideLine);
  },
};
