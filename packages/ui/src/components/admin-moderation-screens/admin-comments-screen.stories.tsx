import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { longText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminCommentsScreen, type AdminPendingCommentRow } from "./admin-comments-screen.tsx";

const msg = (globals: Record<string, unknown>, id: string, name = "") =>
  (getMessages(String(globals.locale ?? "tr"))[id] ?? id).replace("{name}", name);

const comment = (
  id: string,
  customerName: string,
  productName: string,
  rate: number,
  text: string,
  language = "tr",
): AdminPendingCommentRow => ({
  id,
  productName,
  productHref: `/urun/${id}`,
  customerName,
  customerHref: `/admin/customers/${id}`,
  rate,
  text,
  nameHidden: id === "2",
  language,
  createdAt: `2026-11-${String(10 + Number(id)).padStart(2, "0")}T09:30:00.000Z`,
});

const comments: AdminPendingCommentRow[] = [
  comment("1", "Ayşe Yılmaz", "Bakır Cezve", 5, "Çok güzel, köpüğü tam kıvamında.\nTeşekkürler!"),
  comment("2", "Mehmet Kaya", "Pamuklu Tişört", 2, "Bir yıkamada çekti."),
  comment("3", "Sara Ahmed", "Cam Çaydanlık", 4, "جميلة جدًا وسريعة التوصيل.", "ar"),
  comment(
    "4",
    "Elif Demir",
    "Deri Cüzdan",
    3,
    "<script>alert('x')</script> — metin olduğu gibi gösterilir.",
  ),
];

const meta = {
  title: "Admin/AdminCommentsScreen",
  component: AdminCommentsScreen,
  args: { comments, onApprove: fn(), onReject: fn() },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminCommentsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    // a shopper's markup is text, never HTML
    await expect(canvas.getByText(/<script>alert/)).toBeVisible();
  },
};

export const ManyRows: Story = {
  ...tallViewport("desktopVeryTall"),
  args: {
    comments: Array.from({ length: 14 }, (_, index) => {
      const base = comments[index % comments.length] as AdminPendingCommentRow;
      return { ...base, id: String(index + 1) };
    }),
  },
};

export const ApproveAsksFirst: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "admin.comments.approveNamed", "Ayşe Yılmaz"),
      }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await expect(args.onApprove).not.toHaveBeenCalled();
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "admin.comments.approve") }),
    );
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: "1" }));
  },
};

export const RejectFailed: Story = {
  args: { decisionError: "Bu yorum artık yok; liste yenilendi." },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "admin.comments.rejectNamed", "Mehmet Kaya"),
      }),
    );
    const dialog = await within(document.body).findByRole("alertdialog");
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const Empty: Story = { args: { comments: [] } };

export const LoadFailed: Story = {
  args: { comments: [], error: "Sunucuya ulaşılamadı.", onRetry: fn() },
};

export const LongText: Story = {
  args: {
    comments: [
      { ...(comments[0] as AdminPendingCommentRow), productName: longText.tr, text: longText.tr },
    ],
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
