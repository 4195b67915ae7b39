import type { Meta, StoryObj } from "@storybook/react-vite";
import { Trash2 } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const meta = {
  title: "Overlays/ConfirmDialog",
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
    title: (
      <StoryText
        tr="Sepetinizi boşaltmak istiyor musunuz?"
        en="Do you want to empty your cart?"
        ar="هل تريد إفراغ سلة التسوق؟"
      />
    ),
    description: (
      <StoryText
        tr="Sepetinizdeki 3 ürün kaldırılacak."
        en="The 3 products in your cart will be removed."
        ar="ستتم إزالة المنتجات الثلاثة من سلتك."
      />
    ),
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["primary", "danger"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
  parameters: { screenshot: { target: "viewport" } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** The open alert dialog, once its entry transition has ended. */
async function openDialog(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await page(element).findByRole("alertdialog");
  await waitFor(() => {
    expect(getComputedStyle(dialog).opacity).toBe("1");
    expect(dialog.getAnimations()).toHaveLength(0);
  });
  return dialog;
}

const cancelName = /^(Vazgeç|إلغاء)$/;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName(/Sepetinizi boşaltmak|هل تريد إفراغ/);
    await expect(dialog).toHaveAccessibleDescription(/3 ürün|الثلاثة/);
    // the safe choice has the focus first
    await expect(within(dialog).getByRole("button", { name: cancelName })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: /^(Onayla|تأكيد)$/ }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelOrder: Story = {
  args: {
    variant: "danger",
    title: <StoryText tr="Siparişi iptal et" en="Cancel the order" ar="إلغاء الطلب" />,
    description: (
      <StoryText
        tr="JS100245 numaralı siparişiniz iptal edilecek ve ödemeniz 3-5 iş günü içinde kartınıza iade edilecek."
        en="Order JS100245 will be cancelled and your payment refunded to your card within 3-5 business days."
        ar="سيتم إلغاء طلبك رقم JS100245 وستُعاد دفعتك إلى بطاقتك خلال 3-5 أيام عمل."
      />
    ),
    confirmLabel: <StoryText tr="Siparişi iptal et" en="Cancel order" ar="إلغاء الطلب" />,
    cancelLabel: <StoryText tr="Vazgeç" en="Keep the order" ar="الاحتفاظ بالطلب" />,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole("button", { name: /Siparişi iptal et|إلغاء الطلب/ });
    await expect(confirm).toHaveAttribute("data-variant", "danger");
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const DeleteAddress: Story = {
  args: {
    variant: "danger",
    icon: <Trash2 />,
    title: (
      <StoryText
        tr="Adresi silmek istiyor musunuz?"
        en="Delete this address?"
        ar="هل تريد حذف هذا العنوان؟"
      />
    ),
    description: (
      <StoryText
        tr="“Ev – Kadıköy, İstanbul” adresi adres defterinizden kaldırılacak."
        en="“Home – Kadıköy, Istanbul” will be removed from your address book."
        ar="سيُزال العنوان «المنزل – قاضي كوي، إسطنبول» من دفتر عناوينك."
      />
    ),
    confirmLabel: <StoryText tr="Adresi sil" en="Delete address" ar="حذف العنوان" />,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // Tab moves from cancel to delete, Enter confirms
    await userEvent.tab();
    await expect(
      within(dialog).getByRole("button", { name: /Adresi sil|حذف العنوان/ }),
    ).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const DeleteAccount: Story = {
  args: {
    variant: "danger",
    title: <StoryText tr="Hesabınızı silin" en="Delete your account" ar="احذف حسابك" />,
    description: (
      <StoryText
        tr="Bu işlem geri alınamaz. Hesabınızla birlikte şunlar kalıcı olarak silinir:"
        en="This cannot be undone. Together with your account, these are deleted for good:"
        ar="لا يمكن التراجع عن هذا الإجراء. ستُحذف نهائياً مع حسابك:"
      />
    ),
    children: (
      <ul className="list-disc space-y-1 ps-5 text-body-sm text-fg-muted">
        <li>
          <StoryText tr="Kayıtlı adresleriniz" en="Your saved addresses" ar="عناوينك المحفوظة" />
        </li>
        <li>
          <StoryText tr="Favori ürünleriniz" en="Your favourite products" ar="منتجاتك المفضلة" />
        </li>
        <li>
          <StoryText
            tr="Hediye çekleriniz ve kuponlarınız"
            en="Your gift certificates and coupons"
            ar="قسائم الهدايا والكوبونات الخاصة بك"
          />
        </li>
      </ul>
    ),
    confirmLabel: <StoryText tr="Hesabımı sil" en="Delete my account" ar="احذف حسابي" />,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getAllByRole("listitem")).toHaveLength(3);
    // Escape backs out
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: cancelName }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { ...CancelOrder.args, pending: true },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole("button", { name: /Siparişi iptal et|إلغاء الطلب/ });
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(confirm).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: /Vazgeç|الاحتفاظ/ })).toBeDisabled();
    // no way out while the request runs
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: {
    ...CancelOrder.args,
    error: (
      <StoryText
        tr="Bu sipariş kargoya verildiği için iptal edilemez. İade talebi oluşturabilirsiniz."
        en="This order has shipped and cannot be cancelled. You can ask for a refund instead."
        ar="لا يمكن إلغاء هذا الطلب لأنه قد شُحن. يمكنك تقديم طلب استرداد بدلاً من ذلك."
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(
      /iptal edilemez|لا يمكن إلغاء/,
    );
  },
};

export const AsyncConfirm: Story = {
  args: {
    ...DeleteAddress.args,
    open: undefined,
    trigger: (
      <Button variant="outline">
        <Trash2 aria-hidden="true" />
        <StoryText tr="Sil" en="Delete" ar="حذف" />
      </Button>
    ),
  },
  play: async ({ args, canvas, canvasElement }) => {
    let finish = () => {};
    const request = new Promise<void>((resolve) => {
      finish = resolve;
    });
    (args.onConfirm as ReturnType<typeof fn>).mockImplementation(() => request);
    await userEvent.click(canvas.getByRole("button", { name: /^(Sil|حذف)$/ }));
    const dialog = await openDialog(canvasElement);
    const confirm = within(dialog).getByRole("button", { name: /Adresi sil|حذف العنوان/ });
    await userEvent.click(confirm);
    // stays open and busy while the request runs, then closes
    await expect(confirm).toHaveAttribute("aria-busy", "true");
    await expect(dialog).toHaveAttribute("aria-busy", "true");
    finish();
    await waitFor(() => expect(page(canvasElement).queryByRole("alertdialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const ClickOutsideKeepsItOpen: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>(
      '[data-slot="dialog-overlay"]',
    );
    if (!overlay) throw new Error("no overlay");
    await userEvent.click(overlay, { pointerEventsCheck: 0 });
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongTurkishText: Story = {
  args: {
    ...DeleteAddress.args,
    title: longText.tr,
    description: longText.tr,
    confirmLabel: "Evet, bu teslimat adresini kalıcı olarak sil",
    cancelLabel: "Hayır, adresimi saklamak istiyorum",
  },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};

export const LongArabicText: Story = {
  args: {
    ...DeleteAddress.args,
    title: longText.ar,
    description: longText.ar,
    confirmLabel: "نعم، احذف عنوان التوصيل هذا نهائياً",
    cancelLabel: "لا، أريد الاحتفاظ بعنواني",
  },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};

export const Phone: Story = {
  args: CancelOrder.args,
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    // a bottom sheet on phones
    await expect(dialog.getBoundingClientRect().bottom).toBe(window.innerHeight);
  },
};
