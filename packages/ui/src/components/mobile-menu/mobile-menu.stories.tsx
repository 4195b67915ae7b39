import type { Meta, StoryObj } from "@storybook/react-vite";
import { type MouseEvent, useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { Locale } from "../../i18n/locales.ts";
import { expectIsolated, OVERRIDE_NAME } from "../../stories/story-bidi.ts";
import { useStoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { ExchangeRate } from "../exchange-rate/exchange-rate.tsx";
import { StoryLogo, useDemoMenu, useLongMenu, useManyMenu } from "../header/header.fixtures.tsx";
import type { MenuItem } from "../header/main-menu.tsx";
import { MobileMenu, type MobileMenuProps } from "./mobile-menu.tsx";

const hrefs: Record<Locale, string> = { tr: "/kadin", en: "/en/kadin", ar: "/ar/kadin" };

function useLinks() {
  return [
    {
      label: useStoryText({ tr: "Favorilerim", en: "Favourites", ar: "المفضلة" }),
      href: "/favorilerim",
    },
    {
      label: useStoryText({ tr: "Sipariş takibi", en: "Track order", ar: "تتبع الطلب" }),
      href: "/kargo-takip",
    },
    {
      label: useStoryText({
        tr: "Yardım ve iletişim",
        en: "Help and contact",
        ar: "المساعدة والتواصل",
      }),
      href: "/iletisim",
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

type DemoProps = MobileMenuProps & { menuKind?: "demo" | "long" | "many" };

function Demo({ menuKind = "demo", ...props }: DemoProps) {
  const menus: Record<string, MenuItem[]> = {
    demo: useDemoMenu(),
    long: useLongMenu(),
    many: useManyMenu(),
  };
  const links = useLinks();
  const accountLinks = useAccountLinks();
  const openLabel = useStoryText({ tr: "Menüyü aç", en: "Open menu", ar: "فتح القائمة" });
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        {openLabel}
      </Button>
      <MobileMenu
        links={links}
        accountLinks={accountLinks}
        {...props}
        menu={props.menu.length > 0 ? props.menu : (menus[menuKind] ?? [])}
        open={open}
        onOpenChange={(next) => {
          props.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: "Layout/MobileMenu",
  component: MobileMenu,
  args: {
    open: true,
    onOpenChange: fn(),
    logo: <StoryLogo />,
    menu: [],
    getLocaleHref: (locale: Locale) => hrefs[locale],
    onLocaleSelect: fn((_locale: Locale, event: MouseEvent<HTMLAnchorElement>) =>
      event.preventDefault(),
    ),
    currency: "TRY",
    onCurrencyChange: fn(),
    accountHref: "/hesabim",
    signInHref: "/uye-giris",
    registerHref: "/uye-ol",
    onNavigate: fn(),
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
  render: (args) => <Demo {...args} />,
  globals: { viewport: { value: "phone" } },
  parameters: { screenshot: { target: "viewport" } },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

/** The open sidebar, once its entry transition has ended. */
async function openMenu(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await page(element).findByRole("dialog");
  await waitFor(() => {
    expect(getComputedStyle(dialog).opacity).toBe("1");
    expect(dialog.getAnimations()).toHaveLength(0);
  });
  return dialog;
}

export const OpenGuest: Story = {
  play: async ({ canvasElement, globals }) => {
    const dialog = await openMenu(canvasElement);
    await expect(dialog).toHaveAccessibleName(/Menü|القائمة/);
    await expect(dialog).toHaveAttribute("dir", globals.locale === "ar" ? "rtl" : "ltr");
    // a drawer from the inline start: the left edge in tr, the right edge in ar
    const box = dialog.getBoundingClientRect();
    if (globals.locale === "ar") await expect(Math.round(box.right)).toBe(window.innerWidth);
    else await expect(Math.round(box.left)).toBe(0);
    await expect(box.height).toBe(window.innerHeight);
    const menu = within(dialog);
    await expect(menu.getByRole("link", { name: /^(Giriş yap|تسجيل الدخول)$/ })).toHaveAttribute(
      "href",
      "/uye-giris",
    );
    await expect(menu.getByRole("link", { name: /^(Üye ol|إنشاء حساب)$/ })).toHaveAttribute(
      "href",
      "/uye-ol",
    );
    await expect(menu.getByRole("navigation", { name: /Kategoriler|الفئات/ })).toBeVisible();
  },
};

export const OpenSignedIn: Story = {
  args: { user: { name: "Ayşe Yılmaz" }, onSignOut: fn(), currency: "USD" },
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(
      menu.getByText(
        (_, element) =>
          /^(Merhaba, Ayşe Yılmaz|مرحبًا، Ayşe Yılmaz)$/.test(element?.textContent ?? "") &&
          element?.tagName === "P",
      ),
    ).toBeVisible();
    await expect(menu.getByRole("link", { name: /Siparişlerim|طلباتي/ })).toBeVisible();
    await expect(menu.getByRole("button", { name: /USD/, pressed: true })).toBeInTheDocument();
    await expect(menu.queryByRole("link", { name: /^(Giriş yap|تسجيل الدخول)$/ })).toBeNull();
  },
};

export const SignOut: Story = {
  args: { user: { name: "Ayşe Yılmaz" }, onSignOut: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    const signOut = menu.getByRole("button", { name: /Çıkış yap|تسجيل الخروج/ });
    signOut.scrollIntoView();
    await userEvent.click(signOut);
    await expect(args.onSignOut).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
    // opened again for the screenshot, scrolled to the end
    await userEvent.click(canvas.getByRole("button", { name: /Menüyü aç|فتح القائمة/ }));
    const dialog = await openMenu(canvasElement);
    within(dialog)
      .getByRole("button", { name: /Çıkış yap|تسجيل الخروج/ })
      .scrollIntoView();
  },
};

export const DrillIntoCategory: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await userEvent.click(menu.getByRole("button", { name: /Kadın alt kategorileri|نساء/ }));
    const back = menu.getByRole("button", { name: /Tüm kategoriler|كل الفئات/ });
    await waitFor(() => expect(back).toHaveFocus());
    await expect(menu.getByRole("link", { name: /Tümünü gör|عرض الكل/ })).toHaveAttribute(
      "href",
      expect.stringMatching(/\/kadin$/),
    );
    await userEvent.click(menu.getByRole("button", { name: /Giyim alt kategorileri|ملابس/ }));
    const dress = menu.getByRole("link", { name: /^(Elbise|فساتين)$/ });
    await expect(dress).toBeVisible();
    // the back button names the level it returns to
    await userEvent.click(menu.getByRole("button", { name: /^(Kadın|نساء)$/ }));
    await waitFor(() =>
      expect(menu.getByRole("button", { name: /Giyim alt kategorileri|ملابس/ })).toHaveFocus(),
    );
    await expect(menu.queryByRole("link", { name: /^(Elbise|فساتين)$/ })).toBeNull();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const FollowingALinkCallsBack: Story = {
  args: { onNavigate: fn() },
  play: async ({ args, canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    const link = menu.getByRole("link", { name: /^(Kozmetik|مستحضرات التجميل)$/ });
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith(expect.stringMatching(/\/kozmetik$/));
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await openMenu(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(page(canvasElement).queryByRole("dialog")).toBeNull());
  },
};

export const OverlayClickCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openMenu(canvasElement);
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>(
      '[data-slot="dialog-overlay"]',
    );
    if (!overlay) throw new Error("no overlay");
    const box = dialog.getBoundingClientRect();
    // a point on the overlay, outside the drawer
    await userEvent.pointer({
      keys: "[MouseLeft]",
      target: overlay,
      coords: { clientX: box.left > 0 ? 10 : window.innerWidth - 10, clientY: 300 },
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const FocusTrapAndReturn: Story = {
  args: { open: false },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole("button", { name: /Menüyü aç|فتح القائمة/ });
    await userEvent.click(trigger);
    const dialog = await openMenu(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 40; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole("button", { name: /^(Kapat|إغلاق)$/ }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ChangeCurrencyAndLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await userEvent.click(menu.getByRole("button", { name: /EUR/ }));
    await expect(args.onCurrencyChange).toHaveBeenCalledOnce();
    await expect(args.onCurrencyChange).toHaveBeenCalledWith("EUR");
    const english = menu.getByRole("link", { name: "English" });
    await expect(english).toHaveAttribute("href", "/en/kadin");
    await userEvent.click(english);
    await expect(args.onLocaleSelect).toHaveBeenCalledWith("en", expect.anything());
  },
};

export const LongText: Story = {
  args: { user: { name: "Gülşah Çağlayan-Büyükşahin Karaosmanoğlu" }, onSignOut: fn() },
  render: (args) => <Demo {...args} menuKind="long" />,
  play: async ({ canvasElement }) => {
    await openMenu(canvasElement);
  },
};

export const ManyItems: Story = {
  render: (args) => <Demo {...args} menuKind="many" />,
  play: async ({ canvasElement }) => {
    const dialog = await openMenu(canvasElement);
    const body = dialog.querySelector<HTMLElement>('[data-slot="mobile-menu-body"]');
    await expect((body?.scrollHeight ?? 0) > (body?.clientHeight ?? 0)).toBe(true);
  },
};

export const WithoutCategories: Story = {
  render: (args) => <MobileMenu {...args} menu={[]} />,
  play: async ({ canvasElement }) => {
    const menu = within(await openMenu(canvasElement));
    await expect(menu.queryByRole("navigation", { name: /Kategoriler|الفئات/ })).toBeNull();
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: "tablet" } },
  play: async ({ canvasElement }) => {
    const dialog = await openMenu(canvasElement);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(352);
  },
};

/** A name written with a right-to-left override stays in its own box in the greeting. */
export const OpenSignedInRightToLeftOverride: Story = {
  args: { user: { name: OVERRIDE_NAME }, onSignOut: fn() },
  play: async ({ canvasElement }) => {
    const menu = await openMenu(canvasElement);
    await expectIsolated(menu, OVERRIDE_NAME);
  },
};
