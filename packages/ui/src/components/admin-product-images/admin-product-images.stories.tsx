import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { storyProductImage } from "../product-card/story-products.ts";
import { AdminProductImages } from "./admin-product-images.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const pictures = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: `img-${index}`,
    url: storyProductImage(index % 3, index),
  }));

const meta = {
  title: "Admin/AdminProductImages",
  component: AdminProductImages,
  args: {
    images: pictures(3),
    renderForm: (form) => <form {...form} onSubmit={(event) => event.preventDefault()} />,
    onImageMove: fn(),
    onImageDelete: fn(),
  },
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminProductImages>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "admin.productEdit.imagesEmpty"))).toBeVisible();
    // the advised size is said beside the upload
    await expect(canvas.getByText(/300/)).toBeVisible();
  },
};

export const Many: Story = {
  ...tallViewport("desktopTall"),
  args: { images: pictures(12) },
};

/** Moving works from the keyboard: the first picture's "later" button, pressed with Enter. */
export const MoveByKeyboard: Story = {
  play: async ({ args, canvas, globals }) => {
    const [later] = canvas.getAllByRole("button", {
      name: new RegExp(`^${msg(globals, "admin.productEdit.imageLater")}`),
    });
    (later as HTMLElement).focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onImageMove).toHaveBeenCalledWith(args.images[0], "later");
    const [first, earlier] = canvas.getAllByRole("button", {
      name: new RegExp(
        `^(${msg(globals, "admin.productEdit.imageFirst")}|${msg(globals, "admin.productEdit.imageEarlier")})`,
      ),
    });
    await expect(first).toBeDisabled();
    await expect(earlier).toBeDisabled();
  },
};

export const Errors: Story = {
  args: { error: "Dosya bir görsel değil (JPEG, PNG, WebP veya AVIF olmalı)." },
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    await expect(input).toHaveAttribute("aria-invalid", "true");
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelectorAll('button[type="submit"][aria-busy="true"]');
    await expect(busy).toHaveLength(1);
  },
};

export const Tablet: Story = {
  ...tallViewport("tabletTall"),
  args: { images: pictures(7) },
};
