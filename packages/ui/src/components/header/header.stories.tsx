import type { Meta, StoryObj } from "@storybook/react-vite";
import { type MouseEvent, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Locale } from "../../i18n/locales.ts";
import { expectIsolated, OVERRIDE_NAME } from "../../stories/story-bidi.ts";
import { useStoryText } from "../../stories/story-text.tsx";
import { ExchangeRate } from "../exchange-rate/exchange-rate.tsx";
import { MobileMenu } from "../mobile-menu/mobile-menu.tsx";
import { StoryLogo, useDemoMenu, useLongMenu, useManyMenu } from "./header.fixtures.tsx";
import { Header, type HeaderProps } from "./header.tsx";

function useTopLinks() {
  return [
    {
      label: useStoryText({ tr: "Sipariş takibi", en: "Track order", ar: "تتبع الطلب" }),
      href: "/kargo-takip",
    },
    {
      label: useStoryText({ tr: "Yardım", en: "Help", ar: "المساعدة" }),
      href: "/yardim",
    },
  ];
}

function useAccountLinks() {
  return [
    {
      label: useStoryText({ tr: "Siparişlerim", en: "My orders", ar: "طلباتي" }),
      href: "/hesabim/siparislerim",
    },
    {
      label: useStoryText({ tr: "Adreslerim", en: "My addresses", ar: "عناويني" }),
      href: "/hesabim/adreslerim",
    },
  ];
}

function DemoHeader(props: HeaderProps) {
  const menu = useDemoMenu();
  const topLinks = useTopLinks();
  return <Header menu={menu} topLinks={topLinks} {...props} />;
}

function SignedInHeader(props: HeaderProps) {
  const accountLinks = useAccountLinks();
  return <DemoHeader accountLinks={accountLinks} {...props} />;
}

function LongHeader(props: HeaderProps) {
  const menu = useLongMenu();
  const name = useStoryText({
    tr: "Gülşah Çağlayan-Büyükşahin",
    en: "Gwendolyn Featherstonehaugh-Smith",
    ar: "عبد الرحمن بن عبد العزيز الفلاني",
  });
  return (
    <SignedInHeader
      {...props}
      menu={menu}
      user={{ name }}
      search={{ ...props.search, defaultValue: name }}
    />
  );
}

function ManyHeader(props: HeaderProps) {
  return <DemoHeader {...props} menu={useManyMenu()} />;
}

const hrefs: Record<Locale, string> = { tr: "/", en: "/en", ar: "/ar" };

const meta = {
  title: "Layout/Header",
  component: Header,
  args: {
    logo: <StoryLogo />,
    search: { onSearch: fn(), action: "/arama" },
    getLocaleHref: (locale: Locale) => hrefs[locale],
    onLocaleSelect: fn((_locale: Locale, event: MouseEvent<HTMLAnchorElement>) =>
      event.preventDefault(),
    ),
    currency: "TRY",
    onCurrencyChange: fn(),
    accountHref: "/hesabim",
    signInHref: "/uye-giris",
    favouritesHref: "/favorilerim",
    cartHref: "/cart",
    onMenuOpen: fn(),
    exchangeRate: (
      <ExchangeRate
        rates={[
          { currency: "USD", amount: 3425 },
          { currency: "EUR", amount: 3710 },
        ]}
        updatedAt="2026-11-22"
      />
    ),
  },
  render: (args) => <DemoHeader {...args} />,
  decorators: [
    (Story) => (
      <div className="-m-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

const tallDecorator: NonNullable<Story["decorators"]> = [
  (Story) => (
    <div className="min-h-[30rem]">
      <Story />
    </div>
  ),
];

export const Guest: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("banner")).toHaveAttribute("data-slot", "header");
    await expect(canvas.getByRole("link", { name: /Giriş yap|تسجيل الدخول/ })).toHaveAttribute(
      "href",
      "/uye-giris",
    );
    await expect(
      canvas.getByRole("link", { name: /(Sepetim|السلة)\s*[,،]\s*(sepet boş|السلة فارغة)/ }),
    ).toHaveAttribute("href", "/cart");
    await expect(canvas.getByRole("navigation", { name: /Kategoriler|الفئات/ })).toBeVisible();
    // the hamburger is for phones and tablets only
    await expect(canvasElement.querySelector('[data-slot="header-menu-button"]')).not.toBeVisible();
  },
};

export const WithCounts: Story = {
  args: { cartCount: 3, favouritesCount: 12 },
  play: async ({ canvas, globals }) => {
    const ar = globals.locale === "ar";
    await expect(
      canvas.getByRole("link", { name: ar ? /السلة\s*,\s*3 منتجات/ : /Sepetim\s*,\s*3 ürün/ }),
    ).toBeVisible();
    await expect(
      canvas.getByRole("link", {
        name: ar ? /المفضلة\s*,\s*12 منتجًا مفضلًا/ : /Favorilerim\s*,\s*12 favori ürün/,
      }),
    ).toBeVisible();
  },
};

export const CountOverNinetyNine: Story = {
  args: { cartCount: 120, favouritesCount: 2 },
  play: async ({ canvas, globals }) => {
    const cart = canvas.getByRole("link", {
      name: globals.locale === "ar" ? /السلة\s*,\s*120 منتج/ : /Sepetim\s*,\s*120 ürün/,
    });
    await expect(cart).toHaveTextContent("99+");
    await expect(
      canvas.getByRole("link", { name: globals.locale === "ar" ? /منتجان مفضلان/ : /2 favori/ }),
    ).toBeInTheDocument();
  },
};

export const SignedIn: Story = {
  args: { user: { name: "Ayşe Yılmaz" }, cartCount: 1, onSignOut: fn() },
  render: (args) => <SignedInHeader {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole("link", { name: /Giriş yap|تسجيل الدخول/ })).toBeNull();
    const trigger = canvasElement.querySelector<HTMLElement>(
      '[data-slot="header-account-menu-trigger"]',
    ) as HTMLElement;
    await expect(within(trigger).getByText("Ayşe Yılmaz")).toBeVisible();
  },
};

export const AccountMenuOpen: Story = {
  args: { user: { name: "Ayşe Yılmaz" }, onSignOut: fn() },
  render: (args) => <SignedInHeader {...args} />,
  decorators: tallDecorator,
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLElement>(
      '[data-slot="header-account-menu-trigger"]',
    ) as HTMLElement;
    await userEvent.click(trigger);
    const greeting = canvasElement.querySelector('[data-slot="header-greeting"]');
    await expect(greeting).toHaveTextContent(/^(Merhaba, Ayşe Yılmaz|مرحبًا، Ayşe Yılmaz)$/);
    await expect(greeting).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Siparişlerim|طلباتي/ })).toHaveAttribute(
      "href",
      "/hesabim/siparislerim",
    );
    await userEvent.click(canvas.getByRole("button", { name: /Çıkış yap|تسجيل الخروج/ }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignedInWithoutMenu: Story = {
  args: { user: { name: "Mehmet Öz" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: /Hesabım|حسابي/ })).toHaveAttribute(
      "href",
      "/hesabim",
    );
  },
};

export const CategoryPanelOpen: Story = {
  decorators: tallDecorator,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Kadın alt kategorileri|نساء/ }));
    await expect(canvas.getByRole("link", { name: /^(Elbise|فساتين)$/ })).toBeVisible();
  },
};

export const SearchAndSuggestions: Story = {
  args: {
    search: {
      onSearch: fn(),
      onQueryChange: fn(),
      suggestions: [
        { id: "1", label: "elbise", kind: "query" },
        { id: "2", label: "elbise büyük beden", kind: "query" },
        { id: "3", label: "Kadın Elbise", kind: "category" },
      ],
    },
  },
  decorators: tallDecorator,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox");
    await userEvent.type(input, "elb");
    await expect(canvas.getAllByRole("option")).toHaveLength(3);
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.search.onSearch).toHaveBeenCalledOnce();
    await expect(args.search.onSearch).toHaveBeenCalledWith("elbise");
  },
};

export const ChangeCurrency: Story = {
  decorators: tallDecorator,
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLElement>(
      '[data-slot="currency-switcher-dropdown-trigger"]',
    ) as HTMLElement;
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole("button", { name: /Euro|اليورو/ }));
    await expect(args.onCurrencyChange).toHaveBeenCalledOnce();
    await expect(args.onCurrencyChange).toHaveBeenCalledWith("EUR");
  },
};

export const OneCurrencySwitchedOff: Story = {
  decorators: tallDecorator,
  args: { currencies: ["TRY", "USD"] },
  play: async ({ canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLElement>(
      '[data-slot="currency-switcher-dropdown-trigger"]',
    ) as HTMLElement;
    await userEvent.click(trigger);
    await waitFor(() =>
      expect(document.querySelectorAll('[data-slot="currency-switcher-option"]')).toHaveLength(2),
    );
    const offered = [
      ...document.querySelectorAll<HTMLButtonElement>('[data-slot="currency-switcher-option"]'),
    ].map((option) => option.textContent);
    await expect(offered.some((text) => /Euro|اليورو|€/.test(text ?? ""))).toBe(false);
  },
};

export const ChangeLanguage: Story = {
  decorators: tallDecorator,
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvasElement.querySelector<HTMLElement>(
      '[data-slot="language-switcher-dropdown-trigger"]',
    ) as HTMLElement;
    await userEvent.click(trigger);
    const english = await canvas.findByRole("link", { name: /English/ });
    await expect(english).toHaveAttribute("href", "/en");
    await userEvent.click(english);
    await expect(args.onLocaleSelect).toHaveBeenCalledWith("en", expect.anything());
  },
};

export const LongText: Story = {
  args: { cartCount: 7, favouritesCount: 1, onSignOut: fn() },
  render: (args) => <LongHeader {...args} />,
};

export const ManyCategories: Story = {
  render: (args) => <ManyHeader {...args} />,
};

export const WithoutMenu: Story = {
  args: { menu: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("navigation", { name: /Kategoriler|الفئات/ })).toBeNull();
  },
};

export const Tablet: Story = {
  args: { cartCount: 3, favouritesCount: 5 },
  globals: { viewport: { value: "tablet" } },
};

export const Phone: Story = {
  args: { cartCount: 3, favouritesCount: 5 },
  globals: { viewport: { value: "phone" } },
  play: async ({ args, canvas }) => {
    const hamburger = canvas.getByRole("button", { name: /Menüyü aç|فتح القائمة/ });
    await expect(hamburger).toBeVisible();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(hamburger);
    await expect(args.onMenuOpen).toHaveBeenCalledOnce();
    // categories live in the mobile menu on phones
    await expect(
      canvas.getByRole("navigation", { name: /Kategoriler|الفئات/, hidden: true }),
    ).not.toBeVisible();
    await expect(canvas.getByRole("combobox")).toBeVisible();
  },
};

export const PhoneSignedInLongText: Story = {
  args: { cartCount: 150, favouritesCount: 9, onSignOut: fn() },
  globals: { viewport: { value: "phone" } },
  render: (args) => <LongHeader {...args} />,
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
    // every link goes through renderLink, so the app can pass its router's link
    const links = Array.from(canvasElement.querySelectorAll("a[href]"));
    const logo = canvasElement.querySelector('[data-slot="header-logo"] a');
    const routed = links.filter((link) => link.hasAttribute("data-router-link"));
    await expect(routed.length).toBe(links.length - (logo ? 1 : 0));
    await expect(routed.length).toBeGreaterThan(20);
  },
};

/** How the app composes them: the hamburger opens the MobileMenu with the same data. */
function WithMobileMenu(props: HeaderProps) {
  const menu = useDemoMenu();
  const [open, setOpen] = useState(false);
  return (
    <>
      <DemoHeader
        {...props}
        menuOpen={open}
        onMenuOpen={() => {
          props.onMenuOpen?.();
          setOpen(true);
        }}
      />
      <MobileMenu
        open={open}
        onOpenChange={setOpen}
        logo={props.logo}
        menu={menu}
        getLocaleHref={props.getLocaleHref}
        onLocaleSelect={props.onLocaleSelect}
        currency={props.currency}
        onCurrencyChange={props.onCurrencyChange}
        user={props.user}
        accountHref={props.accountHref}
        signInHref={props.signInHref}
        exchangeRate={props.exchangeRate}
      />
    </>
  );
}

export const PhoneMenuOpen: Story = {
  args: { cartCount: 2 },
  globals: { viewport: { value: "phone" } },
  parameters: { screenshot: { target: "viewport" } },
  render: (args) => <WithMobileMenu {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const hamburger = canvas.getByRole("button", { name: /Menüyü aç|فتح القائمة/ });
    await userEvent.click(hamburger);
    await expect(args.onMenuOpen).toHaveBeenCalledOnce();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(hamburger).toHaveFocus());
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    // opened again for the screenshot
    await userEvent.click(hamburger);
    const again = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await waitFor(() => {
      expect(getComputedStyle(again).opacity).toBe("1");
      expect(again.getAnimations()).toHaveLength(0);
    });
  },
};

/** A name written with a right-to-left override stays in its own box in the greeting. */
export const RightToLeftOverride: Story = {
  args: { user: { name: OVERRIDE_NAME }, onSignOut: fn() },
  render: (args) => <SignedInHeader {...args} />,
  decorators: tallDecorator,
  play: async ({ canvasElement }) => {
    await expectIsolated(canvasElement, OVERRIDE_NAME);
    const trigger = canvasElement.querySelector<HTMLElement>(
      '[data-slot="header-account-menu-trigger"]',
    ) as HTMLElement;
    await userEvent.click(trigger);
    const greeting = canvasElement.querySelector('[data-slot="header-greeting"]') as HTMLElement;
    await expect(greeting).toHaveTextContent(/^(Merhaba, |مرحبًا، )Ayşe \u202Efdp\.exe$/);
    await expectIsolated(greeting, OVERRIDE_NAME);
  },
};
