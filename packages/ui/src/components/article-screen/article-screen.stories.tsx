import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { ArticleScreen } from "./article-screen.tsx";

const policyHtml = {
  tr: "<p>Bu politika, sitemizde kullanılan çerezleri açıklar.</p><h2>Zorunlu çerezler</h2><p>Sepetiniz ve oturumunuz için gereklidir.</p><ul><li>Oturum</li><li>Sepet</li></ul>",
  ar: "<p>توضح هذه السياسة ملفات تعريف الارتباط المستخدمة في موقعنا.</p><h2>ملفات ضرورية</h2><p>مطلوبة لسلة التسوق والجلسة.</p><ul><li>الجلسة</li><li>السلة</li></ul>",
};

const meta = {
  title: "Screens/ArticleScreen",
  component: ArticleScreen,
  args: { title: "", html: "" },
  render: (args, { globals }) => {
    const ar = globals.locale === "ar";
    return (
      <ArticleScreen
        {...args}
        title={args.title || (ar ? "سياسة ملفات تعريف الارتباط" : "Çerez Politikası")}
        html={args.html || (ar ? policyHtml.ar : policyHtml.tr)}
        breadcrumbs={[
          { label: ar ? "الرئيسية" : "Ana sayfa", href: "/" },
          { label: ar ? "السياسة" : "Politika" },
        ]}
      />
    );
  },
} satisfies Meta<typeof ArticleScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContentPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThanOrEqual(2);
  },
};

export const BlogPost: Story = {
  args: { category: "Moda", publishedAt: "2026-11-02", viewCount: 1250 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("2026-11-02")).toHaveAttribute("dateTime", "2026-11-02");
    await expect(canvas.getByText("Moda")).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title:
      "Kış sezonunda doğru mont seçimi: kumaş, dolgu ve kalıp hakkında bilmeniz gereken her şey ve daha fazlası",
    html: `${"<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(12)}</p>`,
  },
};
