import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useEffect, useMemo } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { longText, StoryText, useStoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { Toaster } from "./toast.tsx";
import {
  type ToastOptions,
  ToastProvider,
  toastLeaveDuration,
  useToast,
} from "./toast-provider.tsx";

const added: ToastOptions = {
  id: "added",
  status: "success",
  title: (
    <StoryText tr="Ürün sepete eklendi" en="Added to your cart" ar="تمت إضافة المنتج إلى السلة" />
  ),
  description: (
    <StoryText
      tr="Erkek Slim Fit Pamuklu Gömlek, Beden M"
      en="Men's Slim Fit Cotton Shirt, size M"
      ar="قميص قطني رجالي بقصة ضيقة، مقاس M"
    />
  ),
};

const lowStock: ToastOptions = {
  id: "low-stock",
  status: "warning",
  title: <StoryText tr="Son 2 ürün" en="Only 2 left" ar="تبقّى منتجان فقط" />,
  description: (
    <StoryText
      tr="Sepetinizdeki adet stok miktarına göre güncellendi."
      en="The quantity in your cart was updated to the stock left."
      ar="تم تحديث الكمية في سلتك وفقاً للمخزون المتوفر."
    />
  ),
};

const noStock: ToastOptions = {
  id: "no-stock",
  status: "error",
  persistent: true,
  title: <StoryText tr="İşlem başarısız" en="Unsuccessful" ar="لم تنجح العملية" />,
  description: (
    <StoryText
      tr="Ürün stokta kalmadı. Lütfen sepetinizi kontrol edin."
      en="The product is out of stock. Please check your cart."
      ar="نفد المنتج من المخزون. يرجى التحقق من سلتك."
    />
  ),
};

const coupon: ToastOptions = {
  id: "coupon",
  status: "info",
  title: <StoryText tr="Kupon kodu eklendi" en="Coupon code added" ar="تمت إضافة رمز القسيمة" />,
  description: (
    <StoryText
      tr="İNDİRİM50 kodu ile 50,00 ₺ indirim kazandınız."
      en="Code İNDİRİM50 saves you ₺50,00."
      ar="وفّرت 50,00 ₺ باستخدام الرمز İNDİRİM50."
    />
  ),
};

function Show({ toasts }: { toasts: ToastOptions[] }) {
  const { toast } = useToast();
  useEffect(() => {
    for (const options of toasts) toast(options);
  }, [toasts, toast]);
  return null;
}

interface DemoProps {
  toasts?: ToastOptions[];
  /**
   * Keep the toasts until dismissed, so that a slow test machine never screenshots one that is
   * leaving. The stories about timing turn it off.
   */
  hold?: boolean;
  children?: ReactNode;
}

function Demo({ toasts = [], hold = true, children }: DemoProps) {
  const shown = useMemo(
    () =>
      hold
        ? toasts.map((options) => ({ ...options, persistent: options.persistent ?? true }))
        : toasts,
    [toasts, hold],
  );
  return (
    <ToastProvider>
      <div className="min-h-40">{children}</div>
      <Show toasts={shown} />
      <Toaster />
    </ToastProvider>
  );
}

const meta = {
  title: "Overlays/Toast",
  component: Demo,
  args: { toasts: [added] },
  parameters: { screenshot: { target: "viewport" } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

async function shownToasts(element: HTMLElement, count: number): Promise<HTMLElement[]> {
  const region = page(element).getByRole("region", { name: /Bildirimler \(F8\)|الإشعارات \(F8\)/ });
  let items: HTMLElement[] = [];
  await waitFor(() => {
    items = within(region).getAllByRole("listitem");
    expect(items.filter((item) => item.dataset.state === "open")).toHaveLength(count);
    for (const item of items) expect(item.getAnimations()).toHaveLength(0);
  });
  return items;
}

export const Success: Story = {
  play: async ({ canvasElement, globals }) => {
    const [toast] = await shownToasts(canvasElement, 1);
    if (!toast) throw new Error("no toast");
    await expect(toast).toHaveAttribute("data-status", "success");
    await expect(toast).toHaveTextContent(/Ürün sepete eklendi|تمت إضافة المنتج/);
    // swipe towards the end of the line: right in tr, left in ar
    await expect(toast).toHaveAttribute(
      "data-swipe-direction",
      globals.locale === "ar" ? "left" : "right",
    );
    await expect(toast).toHaveAttribute("dir", globals.locale === "ar" ? "rtl" : "ltr");
    await expect(toast.getBoundingClientRect().width).toBe(350);
  },
};

export const Warning: Story = {
  args: { toasts: [lowStock] },
  play: async ({ canvasElement }) => {
    const [toast] = await shownToasts(canvasElement, 1);
    await expect(toast).toHaveAttribute("data-status", "warning");
  },
};

export const ErrorToast: Story = {
  name: "Error",
  args: { toasts: [noStock] },
  play: async ({ canvasElement }) => {
    const [toast] = await shownToasts(canvasElement, 1);
    await expect(toast).toHaveAttribute("data-status", "error");
    await expect(within(toast as HTMLElement).getByRole("button")).toHaveAccessibleName(
      /Bildirimi kapat|إغلاق الإشعار/,
    );
  },
};

export const InfoToast: Story = {
  name: "Info",
  args: { toasts: [coupon] },
  play: async ({ canvasElement }) => {
    const [toast] = await shownToasts(canvasElement, 1);
    await expect(toast).toHaveAttribute("data-status", "info");
  },
};

export const TitleOnly: Story = {
  args: {
    toasts: [
      {
        id: "removed",
        status: "success",
        title: (
          <StoryText
            tr="Ürün sepetten çıkarıldı"
            en="Removed from your cart"
            ar="تمت إزالة المنتج من السلة"
          />
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await shownToasts(canvasElement, 1);
  },
};

const undo = fn().mockName("undo");

function UndoToast() {
  const altText = useStoryText({
    tr: "Silinen ürünü sepete geri almak için Geri al",
    en: "Undo to put the removed product back in your cart",
    ar: "تراجع لإعادة المنتج المحذوف إلى السلة",
  });
  return (
    <Demo
      toasts={[
        {
          id: "deleted",
          status: "info",
          title: (
            <StoryText
              tr="Ürün sepetten silindi"
              en="Product removed"
              ar="تم حذف المنتج من السلة"
            />
          ),
          action: {
            label: <StoryText tr="Geri al" en="Undo" ar="تراجع" />,
            altText,
            onClick: undo,
          },
        },
      ]}
    />
  );
}

export const WithAction: Story = {
  render: () => <UndoToast />,
  play: async ({ canvasElement }) => {
    undo.mockClear();
    const [toast] = await shownToasts(canvasElement, 1);
    const action = within(toast as HTMLElement).getByRole("button", { name: /Geri al|تراجع/ });
    await expect(action).toHaveAttribute("data-slot", "toast-action");
    await userEvent.click(action);
    await expect(undo).toHaveBeenCalledOnce();
    // an action closes its toast
    await waitFor(() => expect(toast).toHaveAttribute("data-state", "closed"));
  },
  // ends with the toast leaving; WithActionShown has the picture
  parameters: { screenshot: { disable: true } },
};

export const WithActionShown: Story = {
  render: () => <UndoToast />,
  play: async ({ canvasElement }) => {
    await shownToasts(canvasElement, 1);
  },
};

export const ManyToasts: Story = {
  args: { toasts: [added, lowStock, coupon, noStock] },
  play: async ({ canvasElement }) => {
    // at most three at once: the oldest leaves
    await shownToasts(canvasElement, 3);
    const region = page(canvasElement).getByRole("region");
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(3), {
      timeout: toastLeaveDuration + 1000,
    });
    await expect(within(region).queryByText(/Ürün sepete eklendi|تمت إضافة المنتج/)).toBeNull();
  },
};

function Trigger() {
  const { toast } = useToast();
  return (
    <Button onClick={() => toast(added)}>
      <StoryText tr="Sepete ekle" en="Add to cart" ar="أضف إلى السلة" />
    </Button>
  );
}

export const ShowAndDismiss: Story = {
  args: { toasts: [], hold: false, children: <Trigger /> },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Sepete ekle|أضف إلى السلة/ }));
    const [toast] = await shownToasts(canvasElement, 1);
    await userEvent.click(
      within(toast as HTMLElement).getByRole("button", { name: /Bildirimi kapat|إغلاق الإشعار/ }),
    );
    await expect(toast).toHaveAttribute("data-state", "closed");
    // gone once its leave transition has run
    await waitFor(() => expect(toast).not.toBeInTheDocument(), {
      timeout: toastLeaveDuration + 1000,
    });
    // Escape closes a focused toast too
    await userEvent.click(canvas.getByRole("button", { name: /Sepete ekle|أضف إلى السلة/ }));
    const [again] = await shownToasts(canvasElement, 1);
    (again as HTMLElement).focus();
    await userEvent.keyboard("{Escape}");
    await expect(again).toHaveAttribute("data-state", "closed");
  },
  // ends half-way through a leave transition: nothing stable to compare
  parameters: { screenshot: { disable: true } },
};

export const ClosesByItselfUnlessBlocking: Story = {
  args: { toasts: [noStock, added], hold: false },
  play: async ({ canvasElement }) => {
    const [error, success] = await shownToasts(canvasElement, 2);
    // readable: still there after 4 s
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await expect(success).toHaveAttribute("data-state", "open");
    // the success toast leaves by itself; the blocking error stays until dismissed
    await waitFor(() => expect(success).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(error).toHaveAttribute("data-state", "open");
  },
};

export const PausedWhileHovered: Story = {
  args: { toasts: [{ ...added, duration: 600 }], hold: false },
  play: async ({ canvasElement }) => {
    const [toast] = await shownToasts(canvasElement, 1);
    await userEvent.hover(toast as HTMLElement);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(toast).toHaveAttribute("data-state", "open");
    await userEvent.unhover(toast as HTMLElement);
    await waitFor(() => expect(toast).toHaveAttribute("data-state", "closed"), { timeout: 2000 });
  },
  // ends half-way through a leave transition: nothing stable to compare
  parameters: { screenshot: { disable: true } },
};

export const LongTurkishText: Story = {
  args: {
    toasts: [{ ...noStock, title: longText.tr, description: longText.tr }],
  },
  play: async ({ canvasElement }) => {
    await shownToasts(canvasElement, 1);
  },
};

export const LongArabicText: Story = {
  args: {
    toasts: [{ ...noStock, title: longText.ar, description: longText.ar }],
  },
  play: async ({ canvasElement }) => {
    await shownToasts(canvasElement, 1);
  },
};

export const Phone: Story = {
  args: { toasts: [added, noStock] },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const [toast] = await shownToasts(canvasElement, 2);
    // full width on phones, with the viewport's margin
    await expect(toast?.getBoundingClientRect().width).toBe(
      canvasElement.ownerDocument.documentElement.clientWidth - 24,
    );
  },
};
