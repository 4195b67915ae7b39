import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { storyNoImage, storyProducts } from "../product-card/story-products.ts";
import { AddToCartPopup, type AddToCartPopupProps } from "./add-to-cart-popup.tsx";

const tshirt = storyProducts[0] as (typeof storyProducts)[number];

/** Fills the story's empty texts (title, option names, colour) in the story's locale. */
function Popup({ product, ...props }: AddToCartPopupProps) {
  const title = useStoryText(tshirt.title);
  const names = [
    useStoryText({ tr: "Beden", en: "Size", ar: "المقاس" }),
    useStoryText({ tr: "Renk", en: "Colour", ar: "اللون" }),
  ];
  const navy = useStoryText({ tr: "Lacivert", en: "Navy", ar: "كحلي" });
  const localised = product && {
    ...product,
    title: product.title || title,
    options: product.options?.map((option, index) => ({
      name: option.name || (names[index] ?? ""),
      value: option.value || navy,
    })),
  };
  return <AddToCartPopup {...props} product={localised} />;
}

const meta = {
  title: "Commerce/AddToCartPopup",
  component: AddToCartPopup,
  parameters: { screenshot: { target: "viewport" } },
  args: {
    open: true,
    onOpenChange: fn(),
    product: {
      title: "",
      brand: tshirt.brand,
      image: tshirt.image,
      options: [
        { name: "", value: "M" },
        { name: "", value: "" },
      ],
      quantity: 2,
      price: 49_998,
      oldPrice: 79_998,
    },
    placeholderImage: storyNoImage,
    currency: "TRY",
    cartHref: "#cart",
    cartItemCount: 3,
  },
  render: (args) => <Popup {...args} />,
} satisfies Meta<typeof AddToCartPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(dialog).toHaveAccessibleName(/sepetinize eklendi|إلى سلتك/);
    await expect(within(dialog).getByText(/Beden: M|المقاس: M/)).toBeInTheDocument();
    await expect(within(dialog).getByText(/Adet: 2|الكمية: 2/)).toBeInTheDocument();
    const body = dialog.querySelector<HTMLElement>("[data-slot=add-to-cart-popup-body]");
    await expect(body && getComputedStyle(body).maxHeight).toBe("400px");
  },
};

export const ContinueShopping: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: /Alışverişe devam et|متابعة التسوق/ }),
    );
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

const navigate = fn();

export const GoToCart: Story = {
  args: {
    // as the app's router link does: no page load, a client-side navigation
    renderCartLink: ({ onClick, href, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          event.preventDefault();
          navigate(href);
        }}
      />
    ),
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog");
    const link = within(dialog).getByRole("link", { name: /Sepete git|الذهاب إلى السلة/ });
    await expect(link).toHaveAttribute("href", "#cart");
    navigate.mockClear();
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith("#cart");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CloseWithEscape: Story = {
  play: async ({ args }) => {
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

export const WithoutOptions: Story = {
  args: {
    product: {
      title: "",
      brand: "Paşabahçe",
      image: storyProducts[3]?.image,
      quantity: 1,
      price: 8950,
    },
    cartItemCount: 1,
  },
};

export const NoImage: Story = {
  args: {
    product: { title: "", brand: tshirt.brand, image: null, quantity: 1, price: 24_999 },
    cartItemCount: undefined,
  },
  play: async () => {
    const dialog = await screen.findByRole("dialog");
    await expect(dialog.querySelector("img")).toHaveAttribute("src", storyNoImage);
  },
};

const longTitle = {
  tr: "Kablosuz Kulak Üstü Bluetooth Kulaklık, Aktif Gürültü Engelleme, 40 Saat Pil Ömrü, Katlanabilir Tasarım ve Taşıma Çantası ile Birlikte Gelen Özel Seri",
  ar: "سماعات رأس لاسلكية بلوتوث فوق الأذن مع إلغاء نشط للضوضاء وبطارية تدوم 40 ساعة وتصميم قابل للطي مع حقيبة حمل من الإصدار الخاص",
};

export const LongTurkishText: Story = {
  args: {
    product: {
      title: longTitle.tr,
      brand: "Şişecam Ev Gereçleri",
      image: storyProducts[4]?.image,
      options: [
        { name: "Renk seçeneği", value: "Gece mavisi ve gümüş detaylı" },
        { name: "Garanti süresi", value: "İki yıl üretici garantili" },
      ],
      quantity: 12,
      price: 15_599_880,
    },
    cartItemCount: 128,
  },
};

export const LongArabicText: Story = {
  args: {
    product: {
      title: longTitle.ar,
      brand: "دار الأزياء العربية",
      image: storyProducts[4]?.image,
      options: [
        { name: "اللون المختار", value: "أزرق ليلي مع تفاصيل فضية" },
        { name: "مدة الضمان", value: "سنتان من ضمان الشركة المصنعة" },
      ],
      quantity: 12,
      price: 15_599_880,
    },
    cartItemCount: 128,
  },
};

export const Closed: Story = {
  args: { open: false },
  // a closed popup renders nothing: there is no box to compare
  parameters: { screenshot: { disable: true } },
  play: async () => {
    await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
};
