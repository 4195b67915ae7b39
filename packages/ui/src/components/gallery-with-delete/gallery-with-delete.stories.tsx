import type { Meta, StoryObj } from "@storybook/react-vite";
import { ImagePlus } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { storyPhoto } from "../news-list/story-images.ts";
import { tallViewport } from "../news-list/story-viewport.ts";
import { type GalleryImage, GalleryWithDelete } from "./gallery-with-delete.tsx";

const msg = (globals: Record<string, unknown>, id: string, values: Record<string, string> = {}) =>
  Object.entries(values).reduce(
    (text, [key, value]) => text.replace(`{${key}}`, value),
    getMessages(String(globals.locale ?? "tr"))[id] ?? id,
  );

const names = [
  "Kırmızı gül buketi",
  "Beyaz orkide",
  "Papatya aranjmanı",
  "Lale sepeti",
  "Ayçiçeği demeti",
  "Lavanta saksısı",
  "Karışık kır çiçekleri",
  "Pembe şakayık",
  "Sukulent seti",
  "Zambak buketi",
  "Nergis demeti",
  "Kaktüs üçlüsü",
];

const images = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `img-${index + 1}`,
    src: storyPhoto(index, 480, 480),
    alt: names[index % names.length] ?? "Görsel",
    label:
      index === 0 ? <StoryText tr="Ana görsel" en="Main image" ar="الصورة الرئيسية" /> : undefined,
  }));

const body = () => within(document.body);

const meta = {
  title: "Screens/GalleryWithDelete",
  component: GalleryWithDelete,
  args: { images: images(8), onDelete: fn() },
} satisfies Meta<typeof GalleryWithDelete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, globals }) => {
    await expect(
      canvas.getByRole("list", { name: msg(globals, "screens.gallery.label") }),
    ).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(8);

    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "screens.gallery.delete", { name: "Beyaz orkide" }),
      }),
    );
    const dialog = await body().findByRole("alertdialog");
    await expect(dialog).toHaveAccessibleName(msg(globals, "screens.gallery.confirmTitle"));
    await waitFor(() =>
      expect(within(dialog).getByRole("img", { name: "Beyaz orkide" })).toBeVisible(),
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "screens.gallery.confirm") }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith("img-2");
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
  },
};

export const CancelDelete: Story = {
  play: async ({ args, canvas, globals }) => {
    const button = canvas.getByRole("button", {
      name: msg(globals, "screens.gallery.delete", { name: "Lale sepeti" }),
    });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await body().findByRole("alertdialog");
    // focus starts on the safe choice
    await waitFor(() => expect(within(dialog).getAllByRole("button")[0]).toHaveFocus());
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(body().queryByRole("alertdialog")).toBeNull());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const ConfirmOpen: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "screens.gallery.delete", { name: "Kırmızı gül buketi" }),
      }),
    );
    await body().findByRole("alertdialog");
  },
};

export const DeletePending: Story = {
  args: { onDelete: fn(() => new Promise(() => {})) },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "screens.gallery.delete", { name: "Papatya aranjmanı" }),
      }),
    );
    const dialog = await body().findByRole("alertdialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "screens.gallery.confirm") }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith("img-3");
    await waitFor(() => expect(dialog).toHaveAttribute("aria-busy", "true"));
    // busy: Escape does not close it
    await userEvent.keyboard("{Escape}");
    await expect(body().getByRole("alertdialog")).toHaveAttribute("data-state", "open");
  },
};

export const DeleteFailed: Story = {
  args: {
    onDelete: fn(() => Promise.reject(new Error("in use"))),
    deleteError: (
      <StoryText
        tr="Bu görsel bir kampanyada kullanıldığı için silinemedi."
        en="This image is used by a campaign and could not be deleted."
        ar="تعذّر حذف هذه الصورة لأنها مستخدمة في حملة."
      />
    ),
  },
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "screens.gallery.delete", { name: "Lavanta saksısı" }),
      }),
    );
    const dialog = await body().findByRole("alertdialog");
    await userEvent.click(
      within(dialog).getByRole("button", { name: msg(globals, "screens.gallery.confirm") }),
    );
    await waitFor(() => expect(within(dialog).getByRole("alert")).toBeVisible());
  },
};

export const Deleting: Story = {
  args: { deletingIds: ["img-2", "img-5"] },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.queryByRole("button", {
        name: msg(globals, "screens.gallery.delete", { name: "Beyaz orkide" }),
      }),
    ).toBeNull();
    await expect(canvas.getAllByText(msg(globals, "screens.gallery.deleting"))).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: {
    images: [],
    emptyAction: (
      <Button variant="outline">
        <ImagePlus aria-hidden="true" />
        <StoryText tr="Görsel yükle" en="Upload images" ar="رفع صور" />
      </Button>
    ),
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(msg(globals, "screens.gallery.empty"))).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

export const ManyItems: Story = {
  ...tallViewport("desktopTall"),
  args: { images: images(20) },
};

export const LongTurkishText: Story = {
  args: {
    images: images(3).map((image, index) =>
      index === 0
        ? { ...image, alt: longText.tr, label: longText.tr.split(" ").slice(0, 5).join(" ") }
        : image,
    ),
  },
};

export const LongArabicText: Story = {
  args: {
    images: images(3).map((image, index) =>
      index === 0
        ? { ...image, alt: longText.ar, label: longText.ar.split(" ").slice(0, 5).join(" ") }
        : image,
    ),
  },
};

export const Phone: Story = {
  ...tallViewport("phoneTall"),
  args: { images: images(6) },
};

export const PhoneConfirm: Story = {
  globals: { viewport: { value: "phone" } },
  parameters: { screenshot: { target: "viewport" } },
  args: { images: images(4) },
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole("button", {
        name: msg(globals, "screens.gallery.delete", { name: "Beyaz orkide" }),
      }),
    );
    await body().findByRole("alertdialog");
  },
};
