import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { AccountLayout, type AccountSection } from "../account-layout/account-layout.tsx";
import { type StoryProduct, storyNoImage, storyProducts } from "../product-card/story-products.ts";
import { type FavouriteProduct, FavouritesScreen } from "./favourites-screen.tsx";

const hrefs = {
  home: "/hesabim",
  orders: "/hesabim/siparislerim",
  profile: "/hesabim/uyelik-bilgilerim",
  addresses: "/hesabim/adreslerim",
  favourites: "/hesabim/favorilerim",
  giftCertificates: "/hesabim/hediye-ceklerim",
  stockAlerts: "/hesabim/stok-bildirimlerim",
} satisfies Record<AccountSection, string>;

const longTitle = {
  tr: "Kadın Yüksek Bel Geniş Paça Keten Görünümlü Dokuma Pantolon Yazlık Rahat Kesim Çok Renkli",
  en: "Women's High-Waisted Wide-Leg Linen-Look Woven Trousers, Relaxed Summer Fit, Multicolour",
  ar: "بنطال نسائي منسوج بخصر عالٍ وساقين واسعتين بمظهر الكتان بقصة صيفية مريحة ومتعدد الألوان",
};

function Screen({
  count = 4,
  long = false,
  notice = false,
  paged = false,
  onRemove,
}: {
  count?: number;
  long?: boolean;
  notice?: boolean;
  /** The second of three pages of 24. */
  paged?: boolean;
  onRemove?: (productId: number) => void;
}) {
  const language = useStoryText({ tr: "tr", en: "en", ar: "ar" }) as "tr" | "en" | "ar";
  const products: FavouriteProduct[] = Array.from({ length: count }, (_, index) => {
    const product = storyProducts[index % storyProducts.length] as StoryProduct;
    return {
      id: 100 + index,
      href: `/urun/${product.id}-${index}`,
      title: long && index % 2 === 0 ? longTitle[language] : product.title[language],
      brand: product.brand,
      image: index % 5 === 4 ? null : product.image,
      price: product.price,
      ...(product.oldPrice ? { oldPrice: product.oldPrice } : {}),
      outOfStock: index === 2,
      freeShipping: index % 3 === 0,
      ...(index % 2 === 0 ? { rating: { value: 4.3, count: 27 + index } } : {}),
    };
  });
  const removed = useStoryText({
    tr: "Ürün favorilerinizden çıkarıldı.",
    en: "The product was removed from your favourites.",
    ar: "تمت إزالة المنتج من مفضلاتك.",
  });
  return (
    <AccountLayout
      title={useStoryText({ tr: "Favorilerim", en: "My favourites", ar: "مفضلاتي" })}
      current="favourites"
      hrefs={hrefs}
    >
      <FavouritesScreen
        products={products}
        currency="TRY"
        placeholderImage={storyNoImage}
        shoppingHref="/"
        {...(paged
          ? {
              total: 60,
              page: 2,
              pageCount: 3,
              getPageHref: (page: number) =>
                page > 1 ? `/hesabim/favorilerim?sayfa=${page}` : "/hesabim/favorilerim",
            }
          : {})}
        {...(notice
          ? {
              notice: removed,
            }
          : {})}
        renderRemoveForm={(productId, props) => (
          <form
            {...props}
            action={`/hesabim/favorilerim/${productId}/sil`}
            onSubmit={(event) => {
              event.preventDefault();
              onRemove?.(productId);
            }}
          />
        )}
      />
    </AccountLayout>
  );
}

const meta = {
  title: "Screens/FavouritesScreen",
  component: Screen,
  parameters: { layout: "padded" },
  args: { onRemove: fn() },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(/4/);
    await expect(canvas.getByRole("list", { name: /Favori|المفضلة/ })).toBeInTheDocument();
    const remove = canvas.getAllByRole("button", { name: /Favorilerden çıkar|إزالة من المفضلة/ });
    await expect(remove).toHaveLength(4);
    await expect(remove[0]).toHaveAttribute("type", "submit");
    await userEvent.click(remove[1] as HTMLElement);
    await expect(args.onRemove).toHaveBeenCalledWith(101);
  },
};
export const RemovedNotice: Story = {
  args: { count: 3, notice: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/çıkarıldı|تمت إزالة/);
  },
};
export const Many: Story = { args: { count: 12, long: true } };
export const Paged: Story = {
  args: { count: 4, paged: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/60/)).toBeVisible();
    await expect(canvas.getByRole("link", { name: /Sonraki|التالي/ })).toHaveAttribute(
      "href",
      "/hesabim/favorilerim?sayfa=3",
    );
  },
};
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("list", { name: /Favori|المفضلة/ })).toBeNull();
    await expect(
      canvas.getByRole("link", { name: /Alışverişe başla|ابدأ التسوق/ }),
    ).toHaveAttribute("href", "/");
  },
};
export const Phone: Story = {
  args: { count: 5, long: true },
  globals: { viewport: { value: "phone" } },
};
export const PhoneEmpty: Story = { args: { count: 0 }, globals: { viewport: { value: "phone" } } };
