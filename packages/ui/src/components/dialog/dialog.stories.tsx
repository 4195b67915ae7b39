import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";

const sections = [
  {
    tr: "Siparişiniz 1-3 iş günü içinde kargoya verilir. Kargo takip numarası e-posta ve SMS ile gönderilir.",
    en: "Your order ships within 1-3 business days. The tracking number is sent by e-mail and SMS.",
    ar: "يُشحن طلبك خلال 1-3 أيام عمل. يُرسل رقم التتبع عبر البريد الإلكتروني والرسائل القصيرة.",
  },
  {
    tr: "Teslimattan itibaren 15 gün içinde ürünü ücretsiz iade edebilirsiniz. İade kargo kodu Hesabım sayfasında oluşturulur.",
    en: "You can return the product free of charge within 15 days of delivery. The return code is created on the My Account page.",
    ar: "يمكنك إرجاع المنتج مجاناً خلال 15 يوماً من التسليم. يُنشأ رمز الإرجاع في صفحة حسابي.",
  },
  {
    tr: "Kullanılmış, etiketi sökülmüş veya hijyen ürünü olan siparişler iade alınmaz. Değişim talepleri stok durumuna göre karşılanır.",
    en: "Used items, items without their tags and hygiene products cannot be returned. Exchanges depend on stock.",
    ar: "لا تُقبل إعادة المنتجات المستعملة أو التي أُزيلت ملصقاتها أو منتجات النظافة الشخصية. يخضع الاستبدال لتوفر المخزون.",
  },
] as const;

interface ExampleProps extends Pick<DialogContentProps, "size" | "phone" | "hideCloseButton"> {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  onAccept?: () => void;
  withTrigger?: boolean;
  title?: ReactNode;
  description?: ReactNode;
  /** How many paragraphs the body holds: more than a few make it scroll. */
  paragraphs?: number;
}

function Example({
  open,
  defaultOpen,
  onOpenChange,
  onAccept,
  withTrigger = false,
  title = (
    <StoryText tr="Kargo ve iade koşulları" en="Shipping and returns" ar="شروط الشحن والإرجاع" />
  ),
  description = (
    <StoryText
      tr="Siparişinizi vermeden önce lütfen okuyun."
      en="Please read before you place your order."
      ar="يرجى القراءة قبل تقديم طلبك."
    />
  ),
  paragraphs = 2,
  ...content
}: ExampleProps) {
  return (
    <Dialog
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      {withTrigger && (
        <DialogTrigger asChild>
          <Button variant="outline">
            <StoryText tr="Koşulları göster" en="Show the terms" ar="عرض الشروط" />
          </Button>
        </DialogTrigger>
      )}
      <DialogContent {...content}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <DialogBody className="flex flex-col gap-3">
          {Array.from({ length: paragraphs }, (_, index) => {
            const section = sections[index % sections.length] as (typeof sections)[number];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: static sample paragraphs
              <p key={index}>
                <StoryText {...section} />
              </p>
            );
          })}
        </DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <StoryText tr="Vazgeç" en="Cancel" ar="إلغاء" />
            </Button>
          </DialogClose>
          <Button onClick={onAccept}>
            <StoryText tr="Okudum, anladım" en="I understand" ar="قرأت وفهمت" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const meta = {
  title: "Overlays/Dialog",
  component: Example,
  args: { open: true, onOpenChange: fn(), onAccept: fn() },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg", "xl"] },
    phone: { control: "inline-radio", options: ["fullscreen", "sheet"] },
  },
  parameters: { screenshot: { target: "viewport" } },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);
const closeName = /^(Kapat|إغلاق)$/;

/** The open dialog, once its entry transition has ended. */
async function openDialog(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await page(element).findByRole("dialog");
  await waitFor(() => {
    expect(getComputedStyle(dialog).opacity).toBe("1");
    expect(dialog.getAnimations()).toHaveLength(0);
  });
  return dialog;
}

async function dialogWidth(element: HTMLElement): Promise<number> {
  return (await openDialog(element)).getBoundingClientRect().width;
}

export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName(/Kargo ve iade koşulları|شروط الشحن والإرجاع/);
    await expect(dialog).toHaveAccessibleDescription(/lütfen okuyun|يرجى القراءة/);
    await expect(dialog).toHaveAttribute("dir", globals.locale === "ar" ? "rtl" : "ltr");
    await expect(within(dialog).getByRole("button", { name: closeName })).toBeVisible();
    await expect(await dialogWidth(canvasElement)).toBe(500);
  },
};

export const Small: Story = {
  args: { size: "sm", paragraphs: 1 },
  play: async ({ canvasElement }) => {
    await expect(await dialogWidth(canvasElement)).toBe(300);
  },
};

export const Large: Story = {
  args: { size: "lg" },
  play: async ({ canvasElement }) => {
    await expect(await dialogWidth(canvasElement)).toBe(800);
  },
};

export const ExtraLarge: Story = {
  args: { size: "xl" },
  play: async ({ canvasElement }) => {
    await expect(await dialogWidth(canvasElement)).toBe(1140);
  },
};

export const ScrollingBody: Story = {
  args: { paragraphs: 12 },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]');
    if (!body) throw new Error("no body");
    // the body stops at the popup height token and scrolls; the keyboard can reach it
    await expect(body.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await waitFor(() => expect(body).toHaveAttribute("tabindex", "0"));
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const OpenAndClose: Story = {
  args: { open: undefined, withTrigger: true },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: /Koşulları göster|عرض الشروط/ });
    await userEvent.click(trigger);
    const dialog = await openDialog(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    // focus moves into the dialog and returns to the trigger when it closes
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole("button", { name: closeName }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());

    await userEvent.click(trigger);
    await userEvent.click(await page(canvasElement).findByRole("button", { name: /Vazgeç|إلغاء/ }));
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(6);

    // left open for the screenshot, with the accept button used
    await userEvent.click(trigger);
    await userEvent.click(
      await page(canvasElement).findByRole("button", { name: /Okudum, anladım|قرأت وفهمت/ }),
    );
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await openDialog(canvasElement);
  },
};

export const KeyboardFocusTrap: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const buttons = within(dialog).getAllByRole("button");
    await waitFor(() => expect(buttons[0]).toHaveFocus());
    // Tab cycles inside the dialog: cancel, accept, close, back to cancel
    await userEvent.tab();
    await expect(buttons[1]).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole("button", { name: closeName })).toHaveFocus();
    await userEvent.tab();
    await expect(buttons[0]).toHaveFocus();
  },
};

export const WithoutCloseButton: Story = {
  args: { hideCloseButton: true },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).queryByRole("button", { name: closeName })).toBeNull();
  },
};

const waitOpen: Story["play"] = async ({ canvasElement }) => {
  await openDialog(canvasElement);
};

export const LongTurkishText: Story = {
  args: { title: longText.tr, description: longText.tr, paragraphs: 3 },
  play: waitOpen,
};

export const LongArabicText: Story = {
  args: { title: longText.ar, description: longText.ar, paragraphs: 3 },
  play: waitOpen,
};

export const Phone: Story = {
  args: { paragraphs: 12 },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const { width, height } = dialog.getBoundingClientRect();
    // full screen on phones
    await expect(width).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
    await expect(height).toBe(window.innerHeight);
  },
};

export const PhoneSheet: Story = {
  args: { phone: "sheet", paragraphs: 1 },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const { bottom, height } = dialog.getBoundingClientRect();
    await expect(bottom).toBe(window.innerHeight);
    await expect(height).toBeLessThan(window.innerHeight);
  },
};
