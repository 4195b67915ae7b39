import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StoryText, useStoryText } from "../../stories/story-text.tsx";
import { storyProductImage } from "../product-card/story-products.ts";
import { type CampaignListEntry, CampaignListScreen } from "./campaign-list-screen.tsx";

type Texts = { tr: string; en: string; ar: string };

const samples: (Omit<CampaignListEntry, "title" | "description" | "badge"> & {
  title: Texts;
  description?: Texts;
  badge?: Texts;
})[] = [
  {
    id: "yaz",
    href: "/kampanya/yaz-indirimi",
    image: storyProductImage(0, 1),
    title: { tr: "Yaz İndirimi", en: "Summer Sale", ar: "تخفيضات الصيف" },
    description: {
      tr: "Seçili yaz ürünlerinde sepette %30'a varan indirim.",
      en: "Up to 30% off selected summer products in the cart.",
      ar: "خصم يصل إلى 30٪ على منتجات صيفية مختارة في السلة.",
    },
    badge: { tr: "%30 indirim", en: "30% off", ar: "خصم 30٪" },
    startsAt: "2025-06-01",
    endsAt: "2025-06-30",
  },
  {
    id: "3al2",
    href: "/kampanya/3-al-2-ode",
    title: { tr: "3 Al 2 Öde", en: "Buy 3, Pay for 2", ar: "اشترِ 3 وادفع ثمن 2" },
    description: {
      tr: "Tüm kupa ve bardaklarda üç ürün alana en ucuzu bizden.",
      en: "On all mugs and glasses: buy three, the cheapest is on us.",
      ar: "على جميع الأكواب: اشترِ ثلاثة والأرخص مجانًا.",
    },
    badge: { tr: "3 al 2 öde", en: "3 for 2", ar: "3 بسعر 2" },
    endsAt: "2025-12-31",
  },
  {
    id: "kargo",
    href: "/kampanya/kargo-bedava",
    image: storyProductImage(4, 2),
    title: { tr: "Kargo Bedava", en: "Free Shipping", ar: "شحن مجاني" },
    startsAt: "2025-01-15",
  },
  {
    id: "kis",
    href: "/kampanya/kis",
    image: storyProductImage(2, 3),
    title: { tr: "Kış Fırsatları", en: "Winter Deals", ar: "عروض الشتاء" },
    description: {
      tr: "Mont ve botlarda sezon sonu fırsatları.",
      en: "End-of-season deals on coats and boots.",
      ar: "عروض نهاية الموسم على المعاطف والأحذية.",
    },
    startsAt: "2025-01-01",
    endsAt: "2025-02-28",
    ended: true,
  },
];

function useCampaigns(): CampaignListEntry[] {
  const locale = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as keyof Texts;
  return samples.map(({ title, description, badge, ...rest }) => ({
    ...rest,
    title: title[locale],
    ...(description ? { description: description[locale] } : {}),
    ...(badge ? { badge: badge[locale] } : {}),
  }));
}

const meta = {
  title: "Catalogue/CampaignListScreen",
  component: CampaignListScreen,
  args: {
    campaigns: [],
    breadcrumbs: [
      { label: <StoryText tr="Ana Sayfa" en="Home" ar="الرئيسية" />, href: "/" },
      { label: <StoryText tr="Kampanyalar" en="Campaigns" ar="الحملات" /> },
    ],
  },
  render: function Render(args) {
    return <CampaignListScreen {...args} campaigns={useCampaigns()} />;
  },
} satisfies Meta<typeof CampaignListScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const summer = canvas.getByRole("link", { name: /Yaz İndirimi|تخفيضات الصيف/ });
    await expect(summer).toHaveAttribute("href", "/kampanya/yaz-indirimi");
    const card = summer.closest("article") as HTMLElement;
    await expect(within(card).getByText(/%30 indirim|خصم 30٪/)).toBeVisible();
    if (globals.locale === "tr")
      await expect(within(card).getByText("1 Haziran 2025 – 30 Haziran 2025")).toBeVisible();
    await expect(canvas.getByText(/Son gün: 31 Aralık 2025|تنتهي في 31 ديسمبر 2025/)).toBeVisible();
    const ended = canvasElement.querySelector('[data-slot=campaign-list-card][data-state="ended"]');
    await expect(ended).toHaveTextContent(/Sona erdi|انتهت/);
  },
};

export const LongText: Story = {
  render: function Render(args) {
    const title = useStoryText({
      tr: "Anneler Günü'ne Özel Seçili Takı, Çanta ve Kozmetik Ürünlerinde Sepette Ek İndirim Fırsatı",
      en: "Mother's Day: Extra Cart Discount on Selected Jewellery, Bags and Cosmetics",
      ar: "عرض عيد الأم: خصم إضافي في السلة على المجوهرات والحقائب ومستحضرات التجميل المختارة",
    });
    const campaigns = useCampaigns();
    return (
      <CampaignListScreen
        {...args}
        campaigns={[{ ...(campaigns[0] as CampaignListEntry), title }, ...campaigns.slice(1, 3)]}
      />
    );
  },
};

export const Empty: Story = {
  render: (args) => <CampaignListScreen {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/aktif kampanya yok|لا توجد حملات/)).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
};
