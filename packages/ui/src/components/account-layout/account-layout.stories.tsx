import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { expectIsolated, OVERRIDE_NAME } from "../../stories/story-bidi.ts";
import { StoryText, useStoryText } from "../../stories/story-text.tsx";
import { AccountLayout, type AccountSection } from "./account-layout.tsx";

const hrefs = {
  home: "/hesabim",
  orders: "/hesabim/siparislerim",
  profile: "/hesabim/uyelik-bilgilerim",
  addresses: "/hesabim/adreslerim",
  favourites: "/hesabim/favorilerim",
  giftCertificates: "/hesabim/hediye-ceklerim",
  stockAlerts: "/hesabim/stok-bildirimlerim",
} satisfies Record<AccountSection, string>;

const titles = {
  home: { tr: "Hesabım", en: "My account", ar: "حسابي" },
  orders: { tr: "Siparişlerim", en: "My orders", ar: "طلباتي" },
  profile: { tr: "Üyelik bilgilerim", en: "My details", ar: "بياناتي" },
  addresses: { tr: "Adreslerim", en: "My addresses", ar: "عناويني" },
  favourites: { tr: "Favorilerim", en: "My favourites", ar: "مفضلاتي" },
  giftCertificates: { tr: "Hediye Çeklerim", en: "Gift certificates", ar: "قسائم الهدايا" },
  stockAlerts: { tr: "Stok Bildirimlerim", en: "Back-in-stock alerts", ar: "تنبيهات التوفر" },
} satisfies Record<AccountSection, { tr: string; en: string; ar: string }>;

function Layout({
  current = "home",
  longName = false,
  signOut = true,
  customerName,
}: {
  customerName?: string;
  current?: AccountSection;
  longName?: boolean;
  signOut?: boolean;
}) {
  const name = useStoryText(
    longName
      ? {
          tr: "Ayşe Nur Gülşen Karaosmanoğlu-Büyükşehirlioğulları",
          en: "Ayşe Nur Gülşen Karaosmanoğlu-Büyükşehirlioğulları",
          ar: "عائشة نور كولشن قره عثمان أوغلو بيوك شهيرلي أوغولاري",
        }
      : { tr: "Ayşe", en: "Ayşe", ar: "عائشة" },
  );
  return (
    <AccountLayout
      title={useStoryText(titles[current])}
      customerName={customerName ?? name}
      current={current}
      hrefs={hrefs}
      {...(signOut
        ? {
            renderSignOutForm: (props) => (
              <form {...props} action="/cikis" onSubmit={(event) => event.preventDefault()} />
            ),
          }
        : {})}
    >
      <div className="flex min-h-48 flex-col gap-2 rounded-lg border border-border-subtle bg-surface p-5 text-body-sm text-fg-muted">
        <StoryText
          tr="Sayfanın içeriği burada gösterilir."
          en="The page's content shows here."
          ar="يظهر محتوى الصفحة هنا."
        />
      </div>
    </AccountLayout>
  );
}

const meta = {
  title: "Screens/AccountLayout",
  component: Layout,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Layout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole("navigation", { name: /Hesabım|حسابي/ });
    await expect(nav).toBeInTheDocument();
    const current = canvas.getByRole("link", { current: "page" });
    await expect(current).toHaveAttribute("href", hrefs.home);
    await expect(canvas.getAllByRole("link")).toHaveLength(7);
    await expect(canvas.getByRole("button", { name: /Çıkış yap|تسجيل الخروج/ })).toHaveAttribute(
      "type",
      "submit",
    );
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
  },
};
export const Orders: Story = {
  args: { current: "orders" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { current: "page" })).toHaveAttribute(
      "href",
      hrefs.orders,
    );
  },
};
export const Profile: Story = { args: { current: "profile" } };
export const Addresses: Story = { args: { current: "addresses" } };
export const Favourites: Story = { args: { current: "favourites" } };
export const WithoutSignOut: Story = {
  args: { signOut: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
export const LongName: Story = { args: { longName: true, current: "profile" } };
export const Phone: Story = {
  args: { current: "favourites" },
  globals: { viewport: { value: "phone" } },
};
export const PhoneLongName: Story = {
  args: { longName: true, current: "orders" },
  globals: { viewport: { value: "phone" } },
};

/** A name written with a right-to-left override stays in its own box in "Merhaba, {name}". */
export const RightToLeftOverride: Story = {
  args: { customerName: OVERRIDE_NAME },
  play: async ({ canvasElement }) => {
    const greeting = canvasElement.querySelector(
      '[data-slot="account-layout-greeting"]',
    ) as HTMLElement;
    await expect(greeting).toHaveTextContent(/^(Merhaba, |مرحباً، )Ayşe \u202Efdp\.exe$/);
    await expectIsolated(greeting, OVERRIDE_NAME);
  },
};
