import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { storyNoImage, storyProductImage, storyViewport } from "../product-card/story-products.ts";
import { ProductGallery, type ProductGalleryProps } from "./product-gallery.tsx";

const images = [0, 1, 2, 3, 4].map((view) => ({ src: storyProductImage(1, view) }));
const manyImages = Array.from({ length: 10 }, (_, view) => ({
  src: storyProductImage(view % 6, view),
}));

function Gallery(props: ProductGalleryProps) {
  const title = useStoryText({
    tr: "Unisex Günlük Koşu Ayakkabısı Hafif Taban",
    en: "Unisex Everyday Running Shoes, Light Sole",
    ar: "حذاء جري يومي للجنسين بنعل خفيف",
  });
  return (
    <div className="max-w-xl">
      <ProductGallery {...props} title={title} />
    </div>
  );
}

const meta = {
  title: "Commerce/ProductGallery",
  component: ProductGallery,
  args: { images, title: "", placeholderImage: storyNoImage, onIndexChange: fn() },
  render: (args) => <Gallery {...args} />,
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabs = (canvas: { getAllByRole: (role: "tab") => HTMLElement[] }) =>
  canvas.getAllByRole("tab");

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const thumbnails = tabs(canvas);
    await expect(thumbnails).toHaveLength(5);
    await expect(thumbnails[0]).toHaveAttribute("aria-selected", "true");
    await userEvent.click(thumbnails[2] as HTMLElement);
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await expect(thumbnails[2]).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveAttribute(
      "id",
      thumbnails[2]?.getAttribute("aria-controls"),
    );
  },
};

export const SecondImageSelected: Story = {
  args: { defaultIndex: 1 },
  play: async ({ canvas }) => {
    await expect(tabs(canvas)[1]).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveAccessibleName(/2/);
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas, globals }) => {
    const rtl = globals.locale === "ar";
    const thumbnails = tabs(canvas);
    thumbnails[0]?.focus();
    // the arrow that points to the next image follows the reading direction
    await userEvent.keyboard(rtl ? "{ArrowLeft}" : "{ArrowRight}");
    await expect(thumbnails[1]).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard("{End}");
    await expect(thumbnails[4]).toHaveFocus();
    await userEvent.keyboard(rtl ? "{ArrowLeft}" : "{ArrowRight}");
    await expect(thumbnails[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(thumbnails[4]).toHaveFocus();
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
  },
};

export const ArrowButtons: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Sonraki görsel|الصورة التالية/ }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole("button", { name: /Önceki görsel|الصورة السابقة/ }));
    await userEvent.click(canvas.getByRole("button", { name: /Önceki görsel|الصورة السابقة/ }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(4);
    await expect(tabs(canvas)[4]).toHaveAttribute("aria-selected", "true");
  },
};

export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("tablist")).not.toBeInTheDocument();
    await expect(canvas.queryByRole("button", { name: /Sonraki|التالية/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole("img")).toHaveAccessibleName(/görsel 1|الصورة 1/);
  },
};

export const NoImage: Story = {
  args: { images: [] },
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole("img");
    await expect(placeholder).toHaveAttribute("src", storyNoImage);
    await expect(placeholder).toHaveAccessibleName(/görseli yok|لا توجد صورة/);
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const ManyImages: Story = {
  args: { images: manyImages, defaultIndex: 7 },
  play: async ({ canvas }) => {
    await expect(tabs(canvas)).toHaveLength(10);
    await expect(tabs(canvas)[7]).toHaveAttribute("aria-selected", "true");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ args, canvas, canvasElement, globals }) => {
    // a swipe scrolls the track; the thumbnails follow where it settles
    const track = canvasElement.querySelector<HTMLElement>("[data-slot=product-gallery-track]");
    if (!track) throw new Error("track not found");
    const direction = globals.locale === "ar" ? -1 : 1;
    track.scrollTo({ left: 2 * track.clientWidth * direction });
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(2));
    await expect(tabs(canvas)[2]).toHaveAttribute("aria-selected", "true");
  },
};

export const PhoneSingleImage: Story = {
  globals: { viewport: { value: "phone" } },
  args: { images: images.slice(2, 3) },
};

export const DesktopWide: Story = {
  ...storyViewport("desktopGallery", 1200, 1000),
  args: { images: manyImages },
};

export const Zoom: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    const rtl = globals.locale === "ar";
    await userEvent.click(canvas.getByRole("button", { name: /Görseli büyüt|تكبير الصورة/ }));
    const dialog = await screen.findByRole("dialog");
    await expect(dialog).toHaveAccessibleName(/Koşu Ayakkabısı|حذاء جري/);
    await expect(within(dialog).getByText(/Görsel 1 \/ 5|الصورة 1 من 5/)).toBeInTheDocument();
    // arrows in the reading direction page through the images
    await userEvent.keyboard(rtl ? "{ArrowLeft}" : "{ArrowRight}");
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(within(dialog).getByText(/Görsel 2 \/ 5|الصورة 2 من 5/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: /Sonraki görsel|التالية/ }));
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
  },
};

export const ZoomClosesWithEscape: Story = {
  play: async ({ canvas }) => {
    const zoom = canvas.getByRole("button", { name: /Görseli büyüt|تكبير الصورة/ });
    await userEvent.click(zoom);
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(zoom).toHaveFocus());
  },
};

export const ZoomPhone: Story = {
  globals: { viewport: { value: "phone" } },
  parameters: { screenshot: { target: "viewport" } },
  args: { images: images.slice(0, 1) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Görseli büyüt|تكبير الصورة/ }));
    const dialog = await screen.findByRole("dialog");
    await expect(within(dialog).queryByRole("button", { name: /Sonraki|التالية/ })).toBeNull();
  },
};

export const ZoomMagnified: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Görseli büyüt|تكبير الصورة/ }));
    const dialog = await screen.findByRole("dialog");
    const magnify = within(dialog).getByRole("button", { name: /Yakınlaştır|تقريب الصورة/ });
    await expect(magnify).toHaveAttribute("aria-pressed", "false");
    magnify.focus();
    await userEvent.keyboard("{Enter}");
    await expect(magnify).toHaveAttribute("aria-pressed", "true");
    // the next image starts at its normal size
    await userEvent.click(within(dialog).getByRole("button", { name: /Sonraki görsel|التالية/ }));
    await expect(magnify).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(magnify);
    await expect(magnify).toHaveAttribute("aria-pressed", "true");
  },
};
