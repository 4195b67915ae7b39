import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminOutboxQuery,
  type AdminOutboxRow,
  AdminOutboxScreen,
} from "./admin-outbox-screen.tsx";

const channels = ["email", "sms", "whatsapp", "email"] as const;

const rows: AdminOutboxRow[] = Array.from({ length: 20 }, (_, index) => {
  const channel = channels[index % 4] ?? "email";
  const email = channel === "email";
  return {
    id: String(200 - index),
    channel,
    recipient: email ? `musteri${index + 1}@example.com` : `+90555${String(1_000_000 + index)}`,
    subject: email ? `JS10${20 + index} numaralı siparişiniz kargoya verildi` : null,
    body: email
      ? `Merhaba,\n\nJS10${20 + index} numaralı siparişiniz kargoya verildi.\n\nKargo takip: https://kargo.example.com/takip/${index}`
      : `Doğrulama kodunuz: ${String(100_000 + index * 7)}`,
    topic: email ? "order_status" : "otp_login",
    language: index % 5 === 4 ? "ar" : "tr",
    createdAt: `2026-11-${String(26 - (index % 20)).padStart(2, "0")}T0${index % 10}:15:00.000Z`,
    sentAt:
      index % 3 === 2
        ? `2026-11-${String(26 - (index % 20)).padStart(2, "0")}T09:16:00.000Z`
        : null,
    status: index % 3 === 2 ? "sent" : index % 3 === 1 ? "failed" : "pending",
    attempts: index % 3 === 1 ? 8 : index % 3 === 2 ? 1 : index % 2,
    lastError:
      index % 3 === 1
        ? email
          ? "SMTP 550 5.1.1 <musteri@example.com>: Recipient address rejected: User unknown in virtual mailbox table"
          : "Netgsm HTTP 406 code 40: header not defined"
        : index % 3 === 0 && index % 2 === 1
          ? {
              email: "SMTP 421 4.3.2 Service not available",
              sms: "Netgsm HTTP 406 code 80: sending rate limit exceeded",
              whatsapp: "WhatsApp HTTP 503",
            }[channel]
          : null,
    nextAttemptAt: index % 3 === 0 ? "2026-11-26T10:30:00.000Z" : null,
  };
});

/** SMS and WhatsApp messages the provider took, with what its delivery reports said. */
const reported: AdminOutboxRow[] = (
  [
    ["sms", "delivered", null],
    ["whatsapp", "read", null],
    ["whatsapp", "sent", null],
    ["sms", "waiting", null],
    [
      "sms",
      "failed",
      "Netgsm status 12 (delivery error), error 102 (phone off or out of coverage)",
    ],
    ["whatsapp", "failed", "WhatsApp code 131026: Message undeliverable"],
    ["sms", "unknown", "no final report from Netgsm within 48 hours"],
  ] as const
).map(([channel, delivery, deliveryError], index) => ({
  id: String(400 + index),
  channel,
  recipient: `+9055520${String(10_000 + index)}`,
  subject: null,
  body: `JS20${40 + index} numaralı siparişiniz kargoya verildi.`,
  topic: "order_status",
  language: index === 1 ? "ar" : "tr",
  createdAt: `2026-11-25T1${index}:05:00.000Z`,
  sentAt: `2026-11-25T1${index}:06:00.000Z`,
  status: "sent",
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  delivery,
  deliveryError,
}));

/** An e-mail whose body holds markup: the screen shows it as text. */
const withMarkup: AdminOutboxRow = {
  id: "300",
  channel: "email",
  recipient: "ayse.yilmaz@example.com",
  subject: "Şifre sıfırlama bağlantınız",
  body: '<script>alert("x")</script>\n<b>Merhaba Ayşe,</b>\n\nŞifrenizi sıfırlamak için: https://shop.example.com/sifre-sifirla?token=abc',
  topic: "password_reset",
  language: "tr",
  createdAt: "2026-11-26T08:00:00.000Z",
  sentAt: null,
  status: "failed",
  attempts: 8,
  lastError: "SMTP ETIMEDOUT: Greeting never received",
  nextAttemptAt: null,
};

const query: AdminOutboxQuery = { q: "", channel: "all", status: "all", page: 1 };

const meta = {
  title: "Admin/AdminOutboxScreen",
  component: AdminOutboxScreen,
  args: {
    messages: [withMarkup, ...rows.slice(0, 5)],
    totalRows: 6,
    pageSize: 20,
    query,
    getHref: (next) => `/admin/outbox?page=${next.page}&channel=${next.channel}`,
    onResend: fn(),
    onRetrySend: fn(),
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminOutboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: {
    messages: rows,
    totalRows: 1234,
    query: { q: "example", channel: "email", status: "pending", page: 3 },
  },
};

export const Empty: Story = { args: { messages: [], totalRows: 0 } };

export const LoadFailed: Story = {
  args: { messages: [], totalRows: 0, error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

/** The message read: markup in the body is shown as text, never run. */
export const ReadMessage: Story = {
  args: { defaultOpenId: "300" },
  play: async ({ canvasElement }) => {
    const body = await within(canvasElement.ownerDocument.body).findByText(/<script>/);
    await expect(body.closest("[data-slot=outbox-body]")).not.toBeNull();
    await expect(canvasElement.ownerDocument.querySelector("b")).toBeNull();
  },
};

export const ConfirmResend: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const [resend] = await page.findAllByRole("button", { name: /Yeniden gönder|إعادة الإرسال/ });
    if (!resend) throw new Error("no resend button");
    await userEvent.click(resend);
    await page.findByRole("alertdialog");
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

export const Resending: Story = {
  args: { resending: true },
  play: ConfirmResend.play,
};

export const ResendConfirmed: Story = {
  play: async (context) => {
    await ConfirmResend.play?.(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole("alertdialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: /Yeniden gönder|إعادة الإرسال/ }),
    );
    await waitFor(() => expect(context.args.onResend).toHaveBeenCalledWith(withMarkup));
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { messages: [withMarkup, ...rows.slice(0, 10)], totalRows: 11 },
};

export const ConfirmRetry: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const [retry] = await page.findAllByRole("button", {
      name: /ayse\.yilmaz@example\.com alıcılı mesajı şimdi|إلى ayse\.yilmaz@example\.com الآن/,
    });
    if (!retry) throw new Error("no retry button");
    await userEvent.click(retry);
    const dialog = await page.findByRole("alertdialog");
    await expect(args.onRetrySend).not.toHaveBeenCalled();
    await expect(dialog).toHaveTextContent(/ayse\.yilmaz@example\.com/);
  },
};

export const RetryConfirmed: Story = {
  play: async (context) => {
    await ConfirmRetry.play?.(context);
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole("alertdialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: /Şimdi yeniden dene|أعد المحاولة الآن/ }),
    );
    await waitFor(() => expect(context.args.onRetrySend).toHaveBeenCalledWith(withMarkup));
  },
};

/** Only failed messages: each shows its attempts and the provider's last answer. */
export const Failed: Story = {
  args: {
    messages: [withMarkup, ...rows.filter((row) => row.status === "failed").slice(0, 4)],
    totalRows: 5,
    query: { ...query, status: "failed" },
  },
  play: async ({ canvasElement }) => {
    // The provider's English answer runs left to right in its own clamped box even in Arabic,
    // so the ellipsis of a long one falls at its end.
    const errors = [...canvasElement.querySelectorAll("[data-slot=outbox-last-error]")];
    await expect(errors.length).toBeGreaterThan(0);
    for (const error of errors) await expect(getComputedStyle(error).direction).toBe("ltr");
  },
};

/** Sent messages beside what their delivery reports said; an undelivered one can be retried. */
export const DeliveryReports: Story = {
  args: { messages: reported, totalRows: reported.length, query: { ...query, status: "sent" } },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const failed = canvasElement.querySelectorAll("[data-delivery=failed]");
    await expect(failed).toHaveLength(2);
    await expect(canvasElement.querySelectorAll("[data-delivery=delivered]")).toHaveLength(1);
    const [retry] = await page.findAllByRole("button", {
      name: /\+905552010004 alıcılı mesajı şimdi|إلى \+905552010004 الآن/,
    });
    if (!retry) throw new Error("no retry button for the undelivered SMS");
    // Only the two undelivered messages can be retried; a delivered one is only resent.
    await expect(page.getAllByRole("button", { name: /alıcılı mesajı şimdi|الآن/ }).length).toBe(2);
    await userEvent.click(retry);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: /Şimdi yeniden dene|أعد المحاولة الآن/ }),
    );
    await waitFor(() => expect(args.onRetrySend).toHaveBeenCalledWith(reported[4]));
  },
};

/** One undelivered SMS read: the delivery state and Netgsm's reason in words. */
export const ReadUndelivered: Story = {
  args: { messages: reported, totalRows: reported.length, defaultOpenId: "404" },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await expect(dialog).toHaveTextContent(/phone off or out of coverage/);
  },
};
