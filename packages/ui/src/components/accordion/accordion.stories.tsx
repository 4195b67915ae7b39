import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion.tsx";

type Texts = ComponentProps<typeof StoryText>;

const faq: { value: string; question: Texts; answer: Texts; disabled?: boolean }[] = [
  {
    value: "delivery",
    question: {
      tr: "Siparişim ne zaman kargoya verilir?",
      en: "When will my order ship?",
      ar: "متى سيتم شحن طلبي؟",
    },
    answer: {
      tr: "Saat 14:00'e kadar verilen siparişler aynı gün kargoya verilir. Teslimat 1-3 iş günü sürer.",
      en: "Orders placed before 14:00 ship the same day. Delivery takes 1-3 business days.",
      ar: "تُشحن الطلبات المقدمة قبل الساعة 14:00 في اليوم نفسه. يستغرق التوصيل 1-3 أيام عمل.",
    },
  },
  {
    value: "returns",
    question: {
      tr: "İade nasıl yapılır?",
      en: "How do I return a product?",
      ar: "كيف أُرجع منتجاً؟",
    },
    answer: {
      tr: "Hesabım > Siparişlerim sayfasından iade talebi oluşturun; teslimattan itibaren 15 gün içinde ücretsiz iade edebilirsiniz.",
      en: "Ask for a return on My Account > My Orders; returns are free within 15 days of delivery.",
      ar: "قدّم طلب إرجاع من صفحة حسابي > طلباتي؛ الإرجاع مجاني خلال 15 يوماً من التسليم.",
    },
  },
  {
    value: "payment",
    question: {
      tr: "Hangi ödeme yöntemlerini kabul ediyorsunuz?",
      en: "Which payment methods do you accept?",
      ar: "ما طرق الدفع التي تقبلونها؟",
    },
    answer: {
      tr: "Kredi kartı (12 aya varan taksit), havale/EFT ve kapıda ödeme.",
      en: "Credit card (up to 12 instalments), wire transfer and pay at the door.",
      ar: "بطاقة الائتمان (تقسيط حتى 12 شهراً) والتحويل البنكي والدفع عند الاستلام.",
    },
  },
  {
    value: "cancel",
    question: {
      tr: "Siparişimi iptal edebilir miyim?",
      en: "Can I cancel my order?",
      ar: "هل يمكنني إلغاء طلبي؟",
    },
    answer: {
      tr: "Siparişiniz kargoya verilene kadar Siparişlerim sayfasından iptal edebilirsiniz.",
      en: "You can cancel on My Orders until your order has shipped.",
      ar: "يمكنك الإلغاء من صفحة طلباتي حتى يتم شحن طلبك.",
    },
  },
];

interface ExampleProps {
  type?: "single" | "multiple";
  appearance?: "line" | "card";
  defaultValue?: string | string[];
  onValueChange?: (value: string | string[]) => void;
  items?: typeof faq;
}

function Example({
  type = "single",
  appearance,
  defaultValue,
  onValueChange,
  items = faq,
}: ExampleProps) {
  const children = items.map((item) => (
    <AccordionItem key={item.value} value={item.value} disabled={item.disabled}>
      <AccordionTrigger>
        <StoryText {...item.question} />
      </AccordionTrigger>
      <AccordionContent>
        <StoryText {...item.answer} />
      </AccordionContent>
    </AccordionItem>
  ));
  const common = { appearance, className: "max-w-2xl", children };
  return type === "multiple" ? (
    <Accordion
      {...common}
      type="multiple"
      defaultValue={defaultValue as string[] | undefined}
      onValueChange={onValueChange}
    />
  ) : (
    <Accordion
      {...common}
      type="single"
      collapsible
      defaultValue={defaultValue as string | undefined}
      onValueChange={onValueChange}
    />
  );
}

const meta = {
  title: "Primitives/Accordion",
  component: Example,
  args: { type: "single", onValueChange: fn() },
  argTypes: {
    type: { control: "inline-radio", options: ["single", "multiple"] },
    appearance: { control: "inline-radio", options: ["line", "card"] },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

const delivery = /Siparişim ne zaman|متى سيتم شحن/;
const returns = /İade nasıl yapılır|كيف أُرجع/;

export const Single: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByRole("button", { name: delivery });
    const second = canvas.getByRole("button", { name: returns });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("delivery");
    await expect(canvas.getByRole("region", { name: delivery })).toHaveTextContent(/14:00/);
    // one open at a time
    await userEvent.click(second);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("returns");
    // collapsible: a second click closes it
    await userEvent.click(second);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("");
    await userEvent.click(second);
  },
};

export const Multiple: Story = {
  args: { type: "multiple" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: delivery }));
    await userEvent.click(canvas.getByRole("button", { name: returns }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(["delivery", "returns"]);
    await expect(canvas.getAllByRole("region")).toHaveLength(2);
  },
};

export const OpenByDefault: Story = {
  args: { defaultValue: "payment" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: /ödeme yöntemlerini|طرق الدفع/ }),
    ).toHaveAttribute("aria-expanded", "true");
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const triggers = canvas.getAllByRole("button");
    await userEvent.tab();
    await expect(triggers[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(triggers[1]).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(triggers[3]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(triggers[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(triggers[3]).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("cancel");
    await userEvent.keyboard("{Home}");
    await userEvent.keyboard(" ");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("delivery");
  },
};

export const Cards: Story = {
  args: { appearance: "card", defaultValue: "delivery" },
};

export const DisabledItem: Story = {
  args: {
    items: faq.map((item) => (item.value === "cancel" ? { ...item, disabled: true } : item)),
  },
  play: async ({ args, canvas }) => {
    const cancel = canvas.getByRole("button", { name: /iptal edebilir miyim|إلغاء طلبي/ });
    await expect(cancel).toBeDisabled();
    await userEvent.click(cancel, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ManyItems: Story = {
  args: {
    type: "multiple",
    defaultValue: ["delivery", "payment"],
    items: [...faq, ...faq.map((item) => ({ ...item, value: `${item.value}-2` }))],
  },
};

export const LongTurkishText: Story = {
  args: {
    defaultValue: "long",
    items: [
      {
        value: "long",
        question: { tr: longText.tr, en: longText.tr, ar: longText.tr },
        answer: { tr: longText.tr, en: longText.tr, ar: longText.tr },
      },
      ...faq.slice(0, 2),
    ],
  },
};

export const LongArabicText: Story = {
  args: {
    defaultValue: "long",
    items: [
      {
        value: "long",
        question: { tr: longText.ar, en: longText.ar, ar: longText.ar },
        answer: { tr: longText.ar, en: longText.ar, ar: longText.ar },
      },
      ...faq.slice(0, 2),
    ],
  },
};

export const Phone: Story = {
  args: { defaultValue: "returns", appearance: "card" },
  globals: { viewport: { value: "phone" } },
};
