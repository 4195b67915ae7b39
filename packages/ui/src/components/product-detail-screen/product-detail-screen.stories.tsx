import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { StoryLink } from "../news-list/story-link.tsx";
import { storyNoImage } from "../product-card/story-products.ts";
import { ProductDetail } from "./product-detail.ts";
import { ProductDetailScreen, type ProductDetailScreenProps } from "./product-detail-screen.tsx";
import {
  type StoryProductOptions,
  storyComments,
  storyPersonalizations,
  storyProduct,
  storyQuestions,
  storyRailProducts,
  useStoryLocale,
} from "./story-product.tsx";

type ScreenStoryProps = Omit<ProductDetailScreenProps, "breadcrumbs" | "placeholderImage"> &
  StoryProductOptions & {
    stockStatus?: "inStock" | "fewLeft" | "outOfStock";
    stockCount?: number;
    minOrderQuantity?: number;
    withComments?: boolean;
    withQuestions?: boolean;
    withRails?: boolean;
    personalized?: boolean;
  };

/** The screen with the story's locale's product, reviews, questions and rails. */
function Screen({
  subProducts,
  longTitle,
  images,
  stockStatus,
  stockCount,
  minOrderQuantity,
  withComments = true,
  withQuestions = true,
  withRails = true,
  personalized = false,
  loading,
  comments: commentArgs,
  ...args
}: ScreenStoryProps) {
  const code = useStoryLocale();
  const [page, setPage] = useState(1);
  const product = {
    ...storyProduct(code, {
      ...(subProducts !== undefined ? { subProducts } : {}),
      ...(longTitle !== undefined ? { longTitle } : {}),
      ...(images !== undefined ? { images } : {}),
    }),
    ...(stockStatus ? { stockStatus } : {}),
    ...(stockCount !== undefined ? { stockCount } : {}),
    ...(minOrderQuantity !== undefined ? { minOrderQuantity } : {}),
    ...(personalized ? { personalizations: storyPersonalizations(code) } : {}),
  };
  const home = { tr: "Ana Sayfa", en: "Home", ar: "الرئيسية" }[code];
  const men = { tr: "Erkek", en: "Men", ar: "رجال" }[code];
  const tshirts = { tr: "Tişört", en: "T-shirts", ar: "تيشيرتات" }[code];
  return (
    <ProductDetailScreen
      product={loading ? undefined : product}
      loading={loading ?? false}
      breadcrumbs={[
        { label: home, href: "/" },
        { label: men, href: "/erkek" },
        { label: tshirts, href: "/erkek/tisort" },
        { label: product.title },
      ]}
      placeholderImage={storyNoImage}
      renderLink={(props) => <StoryLink {...props} />}
      shareUrl="https://shop.example/koton-basic-tisort"
      {...(withComments
        ? {
            comments: {
              average: 4.4,
              count: 128,
              distribution: { 5: 80, 4: 28, 3: 12, 2: 5, 1: 3 },
              comments: storyComments(code, 5, (page - 1) * 5),
              page,
              pageCount: 26,
              getPageHref: (next: number) => `/koton-basic-tisort?yorumlar=${next}`,
              renderPageLink: ({ href, children }) => <StoryLink href={href}>{children}</StoryLink>,
              onPageChange: (next: number) => {
                setPage(next);
                commentArgs?.onPageChange?.(next);
              },
            },
          }
        : {})}
      questions={withQuestions ? storyQuestions(code) : []}
      {...(withRails
        ? {
            sameProducts: storyRailProducts(code, 6),
            lastViewedProducts: storyRailProducts(code, 3),
          }
        : {})}
      {...args}
    />
  );
}

const onPageChange = fn().mockName("onPageChange");

const meta = {
  title: "Screens/ProductDetail",
  component: Screen,
  args: {
    favourite: false,
    onToggleFavourite: fn(),
    onAddToCart: fn(),
    onNotifyMe: fn(),
    onSubProductChange: fn(),
  },
  render: (args) => <Screen {...args} />,
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const addButton = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole("button", { name: /Sepete Ekle|أضف إلى السلة/ });

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/Ürün yükleniyor|جارٍ تحميل المنتج/);
    await expect(canvasElement.querySelector("[data-slot=product-detail-screen]")).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent(/Tişört|تيشيرت/);
    await expect(canvas.getByText(/KDV dahil|شامل ضريبة/)).toBeInTheDocument();
    const buyBox = within(
      canvasElement.querySelector<HTMLElement>("[data-slot=product-detail-buy-box]") as HTMLElement,
    );
    await expect(buyBox.getByText(/^(Stokta var|متوفر)$/)).toBeInTheDocument();
    await expect(buyBox.getByText(/^(Yeni|جديد)$/)).toBeInTheDocument();
    await expect(buyBox.getByText(/Kargo Bedava|شحن مجاني/)).toBeInTheDocument();
    await userEvent.click(addButton(canvas));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({
      subProductId: null,
      quantity: 1,
      personalizations: [],
    });
    const heart = canvas.getByRole("button", { name: /Favorilere ekle|أضف إلى المفضلة/ });
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(true);
    heart.blur();
    // the description tab shows the admin's HTML as given
    await expect(
      canvas.getByRole("heading", { level: 2, name: /Ürün özellikleri|مميزات المنتج/ }),
    ).toBeVisible();
  },
};

export const AddToCartDisabled: Story = {
  args: { addToCartDisabled: true },
  play: async ({ args, canvas }) => {
    await expect(addButton(canvas)).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const WithSubProducts: Story = {
  args: { subProducts: true },
  play: async ({ args, canvas }) => {
    const [colours, sizeGroup] = canvas.getAllByRole("radiogroup");
    if (!colours || !sizeGroup) throw new Error("two radio groups expected");
    await userEvent.click(within(colours).getByRole("radio", { name: /Beyaz|أبيض/ }));
    await expect(args.onSubProductChange).toHaveBeenLastCalledWith(null);
    // white L is sold out, white has no XL
    await expect(within(sizeGroup).getByRole("radio", { name: /^L/ })).toBeDisabled();
    await expect(within(sizeGroup).getByRole("radio", { name: /XL/ })).toBeDisabled();
    await userEvent.click(within(sizeGroup).getByRole("radio", { name: "M" }));
    await expect(args.onSubProductChange).toHaveBeenLastCalledWith("white-M");
    await userEvent.click(canvas.getByRole("button", { name: /artır|زيادة/i }));
    await userEvent.click(addButton(canvas));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({
      subProductId: "white-M",
      quantity: 2,
      personalizations: [],
    });
  },
};

export const Personalized: Story = {
  args: { personalized: true },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole("textbox", { name: /isim|Name|الاسم/ });
    await userEvent.type(name, "Ayşe");
    await userEvent.click(addButton(canvas));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({
      subProductId: null,
      quantity: 1,
      personalizations: [{ id: "1", value: "Ayşe" }],
    });
    addButton(canvas).blur();
  },
};

export const PersonalizedPhone: Story = {
  args: { personalized: true, withComments: false, withQuestions: false, withRails: false },
  globals: { viewport: { value: "phone" } },
};

export const AddWithoutChoiceShowsError: Story = {
  args: { subProducts: true },
  play: async ({ args, canvas }) => {
    await userEvent.click(addButton(canvas));
    await expect(args.onAddToCart).not.toHaveBeenCalled();
    await expect(canvas.getByRole("alert")).toHaveTextContent(/seçin|اختيار/);
    const [colours] = canvas.getAllByRole("radiogroup");
    await expect(colours).toHaveAttribute("aria-invalid", "true");
    // the first option gets the focus so the shopper can choose at once
    await expect(document.activeElement).toHaveAttribute("type", "radio");
    addButton(canvas).blur();
  },
};

export const QuantityWithinMinMax: Story = {
  args: { minOrderQuantity: 2, stockStatus: "fewLeft", stockCount: 4 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(/Son 4 ürün|بقيت 4 قطع فقط/)).toBeInTheDocument();
    const field = canvas.getByRole("spinbutton");
    await expect(field).toHaveValue("2");
    const decrease = canvas.getByRole("button", { name: /azalt|تقليل/i });
    const increase = canvas.getByRole("button", { name: /artır|زيادة/i });
    await userEvent.click(decrease);
    await expect(field).toHaveValue("2");
    for (let step = 0; step < 4; step++) await userEvent.click(increase);
    // capped by the stock (4), below the maximum order quantity (10)
    await expect(field).toHaveValue("4");
    await userEvent.clear(field);
    await userEvent.type(field, "99{Enter}");
    await expect(field).toHaveValue("4");
    await userEvent.click(addButton(canvas));
    await expect(args.onAddToCart).toHaveBeenLastCalledWith({
      subProductId: null,
      quantity: 4,
      personalizations: [],
    });
  },
};

export const OutOfStock: Story = {
  args: { stockStatus: "outOfStock" },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Sepete Ekle|أضف إلى السلة/ })).toBeNull();
    await expect(canvas.getAllByText(/^(Tükendi|نفدت الكمية)$/).length).toBeGreaterThan(0);
    const submit = canvas.getByRole("button", { name: /Haber Ver|أعلمني/ });
    await userEvent.click(submit);
    const email = canvas.getByRole("textbox", { name: /E-posta|بريد/ });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(args.onNotifyMe).not.toHaveBeenCalled();
    await userEvent.type(email, "ayse@example.com");
    await userEvent.click(submit);
    await expect(args.onNotifyMe).toHaveBeenLastCalledWith("ayse@example.com", null);
  },
};

export const OutOfStockSignedInRequested: Story = {
  args: {
    stockStatus: "outOfStock",
    signedIn: true,
    backInStockStatus: "success",
    favourite: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.getByText(/Talebiniz alındı|تم استلام طلبك/)).toBeInTheDocument();
  },
};

export const ChosenSubProductOutOfStock: Story = {
  args: { subProducts: true, defaultSubProductId: "white-L", signedIn: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("button", { name: /Sepete Ekle|أضف إلى السلة/ })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: /Haber Ver|أعلمني/ }));
    await expect(args.onNotifyMe).toHaveBeenLastCalledWith(undefined, "white-L");
    // choosing an available size brings the add-to-cart button back
    await userEvent.click(canvas.getByRole("radio", { name: "M" }));
    await expect(addButton(canvas)).toBeEnabled();
  },
};

export const LongName: Story = {
  args: { longTitle: true, subProducts: true },
};

export const NoImages: Story = {
  args: { images: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: /görseli yok|لا توجد صورة/ })).toHaveAttribute(
      "src",
      storyNoImage,
    );
  },
};

export const CommentsTab: Story = {
  args: { comments: { onPageChange } as never },
  play: async ({ canvas }) => {
    onPageChange.mockClear();
    await userEvent.click(canvas.getByRole("link", { name: /128 değerlendirme|128 تقييمًا/ }));
    const tab = canvas.getByRole("tab", { name: /Yorumlar|التقييمات/ });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    const panel = canvas.getByRole("tabpanel", { name: /Yorumlar|التقييمات/ });
    await userEvent.click(within(panel).getByRole("link", { name: /Sonraki|التالي/ }));
    await waitFor(() => expect(onPageChange).toHaveBeenLastCalledWith(2));
    await expect(within(panel).getAllByRole("listitem").length).toBeGreaterThan(0);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SpecificationsTab: Story = {
  args: { defaultTab: "specifications" },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole("tabpanel", { name: /Özellikler|المواصفات/ });
    await expect(panel).toHaveTextContent("8691234567890");
    await expect(panel).toHaveTextContent(/30 × 2,5 × 40|30 × 2[.,٫]5 × 40/);
  },
};

export const QuestionsTabEmpty: Story = {
  args: { defaultTab: "questions", withQuestions: false, withRails: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("tabpanel", { name: /Soru & Cevap|الأسئلة والأجوبة/ }),
    ).toHaveTextContent(/henüz soru|لم تُطرح/);
    await expect(canvas.queryByRole("heading", { name: /Benzer|مشابهة/ })).toBeNull();
  },
};

export const Phone: Story = {
  args: { subProducts: true },
  globals: { viewport: { value: "phone" } },
};

export const PhoneOutOfStock: Story = {
  args: { stockStatus: "outOfStock", longTitle: true },
  globals: { viewport: { value: "phone" } },
};

/** A page assembled from the parts: no breadcrumbs, no rails; the tabs still answer the rating link. */
function AssembledPage({ favourite, onToggleFavourite, onAddToCart }: ScreenStoryProps) {
  const code = useStoryLocale();
  return (
    <ProductDetail.Root product={storyProduct(code)} placeholderImage={storyNoImage}>
      <ProductDetail.Columns>
        <ProductDetail.Gallery />
        <ProductDetail.BuyBox
          favourite={favourite}
          onToggleFavourite={onToggleFavourite}
          onAddToCart={onAddToCart}
        />
      </ProductDetail.Columns>
      <ProductDetail.Tabs
        comments={{
          average: 4.4,
          count: 128,
          distribution: { 5: 80, 4: 28, 3: 12, 2: 5, 1: 3 },
          comments: storyComments(code, 2),
        }}
        questions={storyQuestions(code)}
      />
    </ProductDetail.Root>
  );
}

export const AssembledFromParts: Story = {
  render: (args) => <AssembledPage {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("[data-slot=breadcrumbs]")).toBeNull();
    await expect(canvas.queryByRole("heading", { name: /Benzer|مشابهة/ })).toBeNull();
    await userEvent.click(canvas.getByRole("link", { name: /128 değerlendirme|128 تقييمًا/ }));
    await expect(canvas.getByRole("tab", { name: /Yorumlar|التقييمات/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
