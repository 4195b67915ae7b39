import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { longText, StoryText, useStoryText } from "../../stories/story-text.tsx";
import { StoryLogo } from "../header/header.fixtures.tsx";
import { Footer, type FooterColumn, type FooterProps, type NewsletterStatus } from "./footer.tsx";

type Texts = { tr: string; en: string; ar: string };
const t = (tr: string, en: string, ar: string): Texts => ({ tr, en, ar });

const demoColumns: { title: Texts; links: { title: Texts; url: string }[] }[] = [
  {
    title: t("Kurumsal", "Company", "عن الشركة"),
    links: [
      { title: t("Hakkımızda", "About us", "من نحن"), url: "/hakkimizda" },
      { title: t("Kariyer", "Careers", "الوظائف"), url: "/kariyer" },
      { title: t("İletişim", "Contact", "اتصل بنا"), url: "/iletisim" },
      { title: t("Blog", "Blog", "المدونة"), url: "/blog" },
    ],
  },
  {
    title: t("Yardım", "Help", "المساعدة"),
    links: [
      { title: t("Sıkça sorulan sorular", "FAQ", "الأسئلة الشائعة"), url: "/sss" },
      { title: t("Kargo takibi", "Track a parcel", "تتبع الشحنة"), url: "/kargo-takip" },
      { title: t("İade ve değişim", "Returns and exchanges", "الإرجاع والاستبدال"), url: "/iade" },
      { title: t("Ödeme seçenekleri", "Payment options", "خيارات الدفع"), url: "/odeme" },
    ],
  },
  {
    title: t("Kategoriler", "Categories", "الفئات"),
    links: [
      { title: t("Kadın", "Women", "نساء"), url: "/kadin" },
      { title: t("Erkek", "Men", "رجال"), url: "/erkek" },
      { title: t("Ev & Yaşam", "Home & Living", "المنزل والمعيشة"), url: "/ev-yasam" },
      { title: t("Elektronik", "Electronics", "إلكترونيات"), url: "/elektronik" },
    ],
  },
  {
    title: t("Sözleşmeler", "Policies", "السياسات"),
    links: [
      {
        title: t("Mesafeli satış sözleşmesi", "Distance sales contract", "عقد البيع عن بُعد"),
        url: "/mesafeli-satis",
      },
      {
        title: t("Çerez politikası", "Cookie policy", "سياسة ملفات الارتباط"),
        url: "/cerez-politikasi",
      },
      { title: t("KVKK aydınlatma metni", "Privacy notice", "إشعار الخصوصية"), url: "/kvkk" },
    ],
  },
];

function pick(texts: Texts, code: string): string {
  return texts[code as keyof Texts] ?? texts.tr;
}

function useColumns(kind: "demo" | "long" | "many"): FooterColumn[] {
  const code = useStoryText({ tr: "tr", en: "en", ar: "ar" });
  const long = useStoryText(longText);
  const columns = demoColumns.map((column) => ({
    title: pick(column.title, code),
    links: column.links.map((link) => ({ title: pick(link.title, code), url: link.url })),
  }));
  if (kind === "long") {
    return columns.map((column, index) => ({
      title: index === 0 ? long : column.title,
      links: [{ title: long, url: `/uzun-${index}` }, ...column.links],
    }));
  }
  if (kind === "many") {
    return [
      ...columns,
      ...columns.map((column) => ({ ...column, title: `${column.title} 2` })),
    ].map((column) => ({
      ...column,
      links: [...column.links, ...column.links.map((link) => ({ ...link, url: `${link.url}-2` }))],
    }));
  }
  return columns;
}

type DemoProps = FooterProps & { columnsKind?: "demo" | "long" | "many" };

function Demo({ columnsKind = "demo", ...props }: DemoProps) {
  const columns = useColumns(columnsKind);
  const legal = [
    { title: useStoryText(t("KVKK", "Privacy", "الخصوصية")), url: "/kvkk" },
    {
      title: useStoryText(t("Çerez politikası", "Cookies", "ملفات الارتباط")),
      url: "/cerez-politikasi",
    },
    {
      title: useStoryText(t("Kullanım koşulları", "Terms of use", "شروط الاستخدام")),
      url: "/kosullar",
    },
  ];
  return (
    <Footer
      {...props}
      columns={props.columns.length > 0 ? props.columns : columns}
      legalLinks={props.legalLinks ?? legal}
    />
  );
}

const meta = {
  title: "Layout/Footer",
  component: Footer,
  args: {
    shopName: "Şıkçarşı",
    logo: <StoryLogo />,
    description: (
      <StoryText
        tr="Şıkçarşı, 2012'den beri moda, ev ve elektronikte binlerce ürünü güvenle kapınıza getirir."
        en="Since 2012 Şıkçarşı has brought thousands of fashion, home and electronics products safely to your door."
        ar="منذ عام 2012 يوصل شيك تشارشي آلاف المنتجات في الأزياء والمنزل والإلكترونيات إلى بابك بأمان."
      />
    ),
    columns: [],
    onSubscribe: fn(),
    year: 2026,
  },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div className="-m-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailName = /E-posta adresiniz|بريدك الإلكتروني/;
const subscribeName = /^(Abone ol|اشترك)$/;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("contentinfo")).toHaveAttribute("data-slot", "footer");
    await expect(
      canvas.getByRole("navigation", { name: /Site bağlantıları|روابط الموقع/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("link", { name: globals.locale === "ar" ? "من نحن" : "Hakkımızda" }),
    ).toHaveAttribute("href", "/hakkimizda");
    await expect(canvas.getByText(/© 2026 Şıkçarşı/)).toBeVisible();
    const payments = canvas.getByRole("list", { name: /Ödeme yöntemleri|طرق الدفع/ });
    await expect(payments).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Visa" })).toBeVisible();
    await expect(canvas.getByRole("img", { name: "Mastercard" })).toBeVisible();
    await expect(canvas.getByRole("list", { name: /Güvenli alışveriş|تسوّق آمن/ })).toBeVisible();
  },
};

export const Subscribe: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(
      canvas.getByRole("textbox", { name: emailName }),
      " ayse.yilmaz@ornek.com.tr ",
    );
    await userEvent.click(canvas.getByRole("button", { name: subscribeName }));
    await expect(args.onSubscribe).toHaveBeenCalledOnce();
    await expect(args.onSubscribe).toHaveBeenCalledWith("ayse.yilmaz@ornek.com.tr");
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("textbox", { name: emailName });
    await userEvent.type(field, "ayse@ornek{Enter}");
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(/geçerli bir e-posta|بريد إلكتروني صالح/);
    await expect(field).toHaveFocus();
  },
};

export const EmptyEmail: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: subscribeName }));
    await expect(args.onSubscribe).not.toHaveBeenCalled();
    await expect(canvas.getByRole("textbox", { name: emailName })).toHaveAccessibleDescription(
      /e-posta adresinizi yazın|إدخال بريدك الإلكتروني/,
    );
  },
};

export const Submitting: Story = {
  args: { newsletterStatus: "submitting" },
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('[data-slot="footer-newsletter-submit"]');
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toBeDisabled();
  },
};

export const Success: Story = {
  args: { newsletterStatus: "success" },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector('[data-slot="footer-newsletter-status"]'),
    ).toHaveTextContent(/onaylamanız için|لتأكيد اشتراكك/);
  },
};

function Stateful(args: FooterProps) {
  const [status, setStatus] = useState<NewsletterStatus>("idle");
  return (
    <Demo
      {...args}
      newsletterStatus={status}
      onSubscribe={(email) => {
        args.onSubscribe?.(email);
        setStatus("success");
      }}
    />
  );
}

export const SuccessClearsTheField: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    const field = canvas.getByRole("textbox", { name: emailName });
    await userEvent.type(field, "mehmet@ornek.com{Enter}");
    await expect(args.onSubscribe).toHaveBeenCalledWith("mehmet@ornek.com");
    await waitFor(() => expect(field).toHaveValue(""));
    await expect(
      canvasElement.querySelector('[data-slot="footer-newsletter-status"]'),
    ).toHaveTextContent(/onaylamanız için|لتأكيد اشتراكك/);
  },
};

export const ServerError: Story = {
  args: { newsletterStatus: "error" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      /Abonelik oluşturulamadı|تعذّر إنشاء الاشتراك/,
    );
  },
};

export const CustomError: Story = {
  args: {
    newsletterStatus: "error",
    newsletterError: "Bu e-posta adresi zaten bültene kayıtlı.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("zaten bültene kayıtlı");
  },
};

export const WithoutNewsletter: Story = {
  args: { onSubscribe: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const Minimal: Story = {
  args: {
    onSubscribe: undefined,
    logo: undefined,
    description: undefined,
    showTrustBadges: false,
    paymentMethods: [],
    legalLinks: [],
  },
  render: (args) => <Footer {...args} columns={[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation")).toBeNull();
    await expect(canvas.getByText(/© 2026 Şıkçarşı/)).toBeVisible();
  },
};

export const AllPaymentMethods: Story = {
  args: {
    paymentMethods: ["visa", "mastercard", "troy", "amex", "paypal", "apple-pay", "google-pay"],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("img")).toHaveLength(7);
  },
};

export const LongText: Story = {
  args: { newsletterStatus: "error" },
  render: (args) => <Demo {...args} columnsKind="long" />,
};

export const ManyLinks: Story = {
  render: (args) => <Demo {...args} columnsKind="many" />,
};

export const RouterLinks: Story = {
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const links = canvasElement.querySelectorAll(
      '[data-slot="footer-link"], [data-slot="footer-legal-link"]',
    );
    await expect(links.length).toBeGreaterThan(10);
    for (const link of Array.from(links)) await expect(link).toHaveAttribute("data-router-link");
  },
};

export const Tablet: Story = { globals: { viewport: { value: "tablet" } } };

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: emailName }), "zeynep@ornek.com");
    await userEvent.click(canvas.getByRole("button", { name: subscribeName }));
    await waitFor(() => expect(args.onSubscribe).toHaveBeenCalledWith("zeynep@ornek.com"));
  },
};
