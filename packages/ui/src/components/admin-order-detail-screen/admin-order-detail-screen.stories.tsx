import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { storyStatusNames } from "../admin-order-list-screen/story-admin-orders.ts";
import { StoryLink } from "../news-list/story-link.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  AdminOrderDetailScreen,
  type AdminOrderDetailScreenProps,
  type AdminOrderView,
} from "./admin-order-detail-screen.tsx";
import { storyAdminOrder, storyCargoCompanies } from "./story-admin-order.ts";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

type ScreenArgs = Partial<AdminOrderDetailScreenProps> & {
  change?: (order: AdminOrderView, language: "tr" | "en" | "ar") => Partial<AdminOrderView>;
  next?: Array<"preparing" | "shipped" | "delivered" | "cancelled" | "received">;
};

function Screen({ change, next = [], ...props }: ScreenArgs) {
  const language = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as "tr" | "en" | "ar";
  const base = storyAdminOrder(language);
  const order = { ...base, ...change?.(base, language) };
  return (
    <AdminOrderDetailScreen
      order={order}
      statusOptions={next.map((value) => ({ value, label: storyStatusNames[language][value] }))}
      cargoCompanies={storyCargoCompanies}
      slipHref="/admin/orders/500/slip"
      renderLink={(link) => <StoryLink {...link} />}
      renderForm={(form) => (
        <form
          {...form}
          onSubmit={(event) => {
            form.onSubmit?.(event);
            event.preventDefault();
          }}
        />
      )}
      onRefundDecision={fn()}
      {...props}
    />
  );
}

const meta = {
  title: "Admin/AdminOrderDetailScreen",
  component: Screen,
  args: { onRefundDecision: fn() },
  ...tallViewport("desktopVeryTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered, with a refund to decide: the status is final, the refund asks in a dialog. */
export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "admin.orderDetail.finalStatus"))).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: msg(globals, "admin.orderDetail.printSlip") }),
    ).toHaveAttribute("href", "/admin/orders/500/slip");
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.orderRefunds.approve") }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await userEvent.click(
      within(dialog).getByRole("checkbox", {
        name: msg(globals, "admin.orderRefunds.returnStock"),
      }),
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.orderRefunds.approve") }),
    );
    await expect(args.onRefundDecision).toHaveBeenCalledWith(expect.objectContaining({ id: "7" }), {
      status: "approved",
      returnStock: true,
    });
    await waitFor(() => expect(within(document.body).queryByRole("alertdialog")).toBeNull());
  },
};

export const RefundDialog: Story = {
  args: { refundError: "Bu iade artık karara açık değil." },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.orderRefunds.approve") }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
  },
};

/** A wire transfer still unpaid: mark paid, or move it along. */
export const AwaitingTransfer: Story = {
  args: {
    next: ["received", "cancelled"],
    change: (_order, language) => ({
      status: "awaiting_payment",
      statusName: storyStatusNames[language].awaiting_payment,
      paymentName: { tr: "Havale / EFT", en: "Wire transfer", ar: "حوالة بنكية" }[language],
      card: null,
      paidAt: null,
      awaitingTransfer: true,
      cargoCompanyId: "",
      trackingNumber: "",
      trackingUrl: null,
      invoiceNumber: "",
      history: [],
      refunds: [],
      refundedTotal: 0,
      note: longText[language],
      giftNote: { tr: "İyi ki doğdun!", en: "Happy birthday!", ar: "عيد ميلاد سعيد!" }[language],
    }),
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.orderDetail.markPaid") }),
    ).toBeVisible();
  },
};

export const CancelAsksFirst: Story = {
  args: {
    next: ["shipped", "cancelled"],
    change: (_order, language) => ({
      status: "preparing",
      statusName: storyStatusNames[language].preparing,
      refunds: [],
    }),
  },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, globals }) => {
    const status = canvas.getByRole("combobox", {
      name: msg(globals, "admin.orderDetail.newStatus"),
    });
    await userEvent.selectOptions(status, "cancelled");
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.orderDetail.changeStatus") }),
    );
    await within(document.body).findByRole("alertdialog");
  },
};

export const ValidationErrors: Story = {
  args: {
    next: ["shipped", "cancelled"],
    errors: {
      status: "Kargo firması ve takip numarası gerekli.",
      tracking_number: "En az 3 karakter olmalı.",
      cargo_company_id: "Bu kargo firması yok.",
    },
    change: () => ({ status: "preparing", trackingNumber: "Y", trackingUrl: null, refunds: [] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("En az 3 karakter olmalı.")).toBeVisible();
  },
};

export const Saving: Story = {
  args: {
    next: ["shipped", "cancelled"],
    pending: "shipment",
    change: () => ({ status: "preparing", refunds: [] }),
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { next: [] },
};
