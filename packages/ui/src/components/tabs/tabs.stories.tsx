import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Badge } from "../badge/badge.tsx";
import { Tabs, TabsContent, TabsList, type TabsProps, TabsTrigger } from "./tabs.tsx";

interface Section {
  value: string;
  label: ReactNode;
  count?: number;
  disabled?: boolean;
  body: ReactNode;
}

const productSections: Section[] = [
  {
    value: "description",
    label: <StoryText tr="Ürün Açıklaması" en="Description" ar="وصف المنتج" />,
    body: (
      <StoryText
        tr="%100 pamuklu, nefes alan kumaştan üretilmiştir. Model 1,85 m boyunda ve M beden giymektedir. 30 derecede yıkanabilir."
        en="Made of 100% breathable cotton. The model is 1.85 m tall and wears size M. Machine washable at 30 degrees."
        ar="مصنوع من قطن 100% قابل للتنفس. يبلغ طول العارض 1.85 م ويرتدي مقاس M. قابل للغسل في الغسالة على 30 درجة."
      />
    ),
  },
  {
    value: "reviews",
    label: <StoryText tr="Değerlendirmeler" en="Reviews" ar="التقييمات" />,
    count: 128,
    body: (
      <StoryText
        tr="Kumaşı çok kaliteli, kalıbı tam oturuyor. Kargo da hızlıydı."
        en="Great fabric and a perfect fit. Fast delivery too."
        ar="القماش ممتاز والمقاس مناسب تماماً. وكان الشحن سريعاً أيضاً."
      />
    ),
  },
  {
    value: "returns",
    label: <StoryText tr="İade Koşulları" en="Returns" ar="شروط الإرجاع" />,
    body: (
      <StoryText
        tr="Teslimattan itibaren 15 gün içinde ücretsiz iade edebilirsiniz."
        en="Free returns within 15 days of delivery."
        ar="يمكنك الإرجاع مجاناً خلال 15 يوماً من التسليم."
      />
    ),
  },
];

interface ExampleProps extends TabsProps {
  sections?: Section[];
}

function Example({ sections = productSections, ...props }: ExampleProps) {
  return (
    <Tabs defaultValue={sections[0]?.value} {...props}>
      <TabsList>
        {sections.map((section) => (
          <TabsTrigger key={section.value} value={section.value} disabled={section.disabled}>
            {section.label}
            {section.count !== undefined && (
              <Badge variant="neutral" size="sm">
                {section.count}
              </Badge>
            )}
          </TabsTrigger>
        ))}
      </TabsList>
      {sections.map((section) => (
        <TabsContent key={section.value} value={section.value} className="max-w-2xl">
          {section.body}
        </TabsContent>
      ))}
    </Tabs>
  );
}

const meta = {
  title: "Primitives/Tabs",
  component: Example,
  args: { onValueChange: fn() },
  argTypes: {
    appearance: { control: "inline-radio", options: ["underline", "pills"] },
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
  },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

const reviews = /Değerlendirmeler|التقييمات/;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const tabs = canvas.getAllByRole("tab");
    await expect(tabs).toHaveLength(3);
    await expect(tabs[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.click(canvas.getByRole("tab", { name: reviews }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith("reviews");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(
      /Kumaşı çok kaliteli|القماش ممتاز/,
    );
    await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName(reviews);
  },
};

export const KeyboardFollowsDirection: Story = {
  play: async ({ args, canvas, globals }) => {
    const rtl = globals.locale === "ar";
    const tabs = canvas.getAllByRole("tab");
    tabs[0]?.focus();
    // the arrow that points to the next tab follows the reading direction
    await userEvent.keyboard(rtl ? "{ArrowLeft}" : "{ArrowRight}");
    await expect(tabs[1]).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("reviews");
    await userEvent.keyboard(rtl ? "{ArrowRight}" : "{ArrowLeft}");
    await expect(tabs[0]).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(tabs[2]).toHaveFocus();
    await expect(tabs[2]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    await expect(tabs[0]).toHaveFocus();
    // Tab leaves the tab list for the panel
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const Pills: Story = {
  args: { appearance: "pills" },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("tab", { name: reviews }));
    await expect(canvas.getByRole("tab", { name: reviews })).toHaveAttribute(
      "data-state",
      "active",
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <Example {...args} size="sm" />
      <Example {...args} size="md" />
      <Example {...args} size="lg" appearance="pills" />
    </div>
  ),
};

export const DisabledTab: Story = {
  args: {
    sections: [
      ...productSections.slice(0, 2),
      { ...(productSections[2] as Section), disabled: true },
    ],
  },
  play: async ({ args, canvas }) => {
    const returns = canvas.getByRole("tab", { name: /İade Koşulları|شروط الإرجاع/ });
    await expect(returns).toBeDisabled();
    await userEvent.click(returns, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

const manySections: Section[] = [
  ...productSections,
  {
    value: "questions",
    label: <StoryText tr="Soru & Cevap" en="Q&A" ar="أسئلة وأجوبة" />,
    count: 42,
    body: <StoryText tr="Satıcıya soru sorun." en="Ask the seller." ar="اسأل البائع." />,
  },
  {
    value: "shipping",
    label: <StoryText tr="Kargo Bilgileri" en="Shipping" ar="معلومات الشحن" />,
    body: <StoryText tr="Aynı gün kargoda." en="Ships today." ar="يُشحن في اليوم نفسه." />,
  },
  {
    value: "installments",
    label: <StoryText tr="Taksit Seçenekleri" en="Instalments" ar="خيارات التقسيط" />,
    body: (
      <StoryText tr="12 aya varan taksit." en="Up to 12 instalments." ar="تقسيط حتى 12 شهراً." />
    ),
  },
];

export const ManyTabs: Story = {
  args: { sections: manySections },
};

export const LongTurkishText: Story = {
  args: {
    sections: [
      { value: "a", label: "Ürün Açıklaması ve Teknik Özellikler", body: longText.tr },
      { value: "b", label: "Kullanıcı Değerlendirmeleri", count: 1280, body: longText.tr },
    ],
  },
};

export const LongArabicText: Story = {
  args: {
    sections: [
      { value: "a", label: "وصف المنتج والمواصفات التقنية", body: longText.ar },
      { value: "b", label: "تقييمات المستخدمين", count: 1280, body: longText.ar },
    ],
  },
};

export const Phone: Story = {
  args: { sections: manySections },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist");
    // the tab list scrolls sideways instead of wrapping
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const last = canvas.getAllByRole("tab").at(-1) as HTMLElement;
    last.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(last).toHaveAttribute("aria-selected", "true"));
  },
};
