import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { tallViewport } from "../news-list/story-viewport.ts";
import { FaqScreen, type FaqSection } from "./faq-screen.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

type Texts = { tr: string; ar: string };
const pick = (globals: Record<string, unknown>, texts: Texts) =>
  globals.locale === "ar" ? texts.ar : texts.tr;

const sample = (globals: Record<string, unknown>): FaqSection[] => [
  {
    id: "orders",
    name: pick(globals, { tr: "Sipariş ve kargo", ar: "الطلبات والشحن" }),
    items: [
      {
        id: "1",
        question: pick(globals, {
          tr: "Siparişim ne zaman kargoya verilir?",
          ar: "متى يتم شحن طلبي؟",
        }),
        answerHtml: pick(globals, {
          tr: "<p>Saat 15.00'e kadar verilen siparişler <strong>aynı gün</strong> kargoya verilir.</p>",
          ar: "<p>الطلبات المقدمة قبل الساعة 15:00 تُشحن <strong>في اليوم نفسه</strong>.</p>",
        }),
      },
      {
        id: "2",
        question: pick(globals, {
          tr: "Kargo ücreti ne kadar?",
          ar: "كم تبلغ تكلفة الشحن؟",
        }),
        answerHtml: pick(globals, {
          tr: "<p>500 ₺ üzeri siparişlerde kargo ücretsizdir.</p>",
          ar: "<p>الشحن مجاني للطلبات التي تتجاوز 500 ₺.</p>",
        }),
      },
    ],
  },
  {
    id: "returns",
    name: pick(globals, { tr: "İade ve değişim", ar: "الإرجاع والاستبدال" }),
    items: [
      {
        id: "3",
        question: pick(globals, {
          tr: "Ürünü kaç gün içinde iade edebilirim?",
          ar: "خلال كم يوماً يمكنني إرجاع المنتج؟",
        }),
        answerHtml: pick(globals, {
          tr: "<p>Teslimattan sonra 15 gün içinde ücretsiz iade edebilirsiniz.</p>",
          ar: "<p>يمكنك الإرجاع مجاناً خلال 15 يوماً من الاستلام.</p>",
        }),
      },
    ],
  },
];

const meta = {
  title: "Screens/FaqScreen",
  component: FaqScreen,
  args: { sections: [] },
  render: (args, { globals }) => (
    <FaqScreen
      {...args}
      sections={args.sections.length ? args.sections : sample(globals)}
      contactLink={<a href="/iletisim">{t(globals, "screens.faq.contactLink")}</a>}
    />
  ),
} satisfies Meta<typeof FaqScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...tallViewport("desktopTall"),
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: t(globals, "screens.faq.title") }),
    ).toBeVisible();
    const questions = canvasElement.querySelectorAll('[data-slot="faq-question"]');
    await expect(questions).toHaveLength(3);
    const [first] = questions;
    const item = first?.closest("details");
    await expect(item?.open).toBe(false);
    // each question takes the keyboard's focus, and opens its answer
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.click(first as HTMLElement);
    await expect(item?.open).toBe(true);
    await expect(item?.querySelector('[data-slot="faq-answer"] strong')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { sections: [{ id: "x", name: "x", items: [] }] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(t(globals, "screens.faq.empty"))).toBeVisible();
  },
};

export const Phone: Story = {
  ...tallViewport("phoneTall"),
};
