import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { storyPortrait } from "../news-list/story-images.ts";
import { ProfileImageUpload } from "./profile-image-upload.tsx";

async function photoFile(name = "profil.png"): Promise<File> {
  const canvas = new OffscreenCanvas(160, 160);
  const context = canvas.getContext("2d");
  if (context) {
    const gradient = context.createLinearGradient(0, 0, 160, 160);
    gradient.addColorStop(0, "#ffc9a1");
    gradient.addColorStop(1, "#b44f08");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = "#f1c7a3";
    context.beginPath();
    context.arc(80, 66, 30, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = "#16233d";
    context.fillRect(30, 110, 100, 60);
  }
  const blob = await canvas.convertToBlob({ type: "image/png" });
  return new File([blob], name, { type: "image/png" });
}

const bigFile = () =>
  new File([new Uint8Array(412 * 1024)], "tatil-fotografi.jpg", { type: "image/jpeg" });

const input = (root: HTMLElement) =>
  root.querySelector<HTMLInputElement>(
    '[data-slot="profile-image-upload-input"]',
  ) as HTMLInputElement;
const dropzone = (root: HTMLElement) =>
  root.querySelector<HTMLElement>('[data-slot="profile-image-upload-dropzone"]') as HTMLElement;

// A real DataTransfer holding the file, as the browser hands one to a drop target.
function drag(target: HTMLElement, type: "dragenter" | "drop", file: File) {
  const dataTransfer = new DataTransfer();
  dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

const meta = {
  title: "Screens/ProfileImageUpload",
  component: ProfileImageUpload,
  args: { onSelect: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileImageUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const file = await photoFile();
    await userEvent.upload(input(canvasElement), file);
    await expect(args.onSelect).toHaveBeenCalledWith(file);
    const preview = await canvas.findByRole("img");
    await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true));
  },
};

export const WithPhoto: Story = {
  args: { imageSrc: storyPortrait(1), onRemove: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("img")).toHaveAttribute("src", args.imageSrc);
    const buttons = canvas.getAllByRole("button");
    await expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const DropAFile: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = dropzone(canvasElement);
    const file = await photoFile("surukle.png");
    drag(zone, "dragenter", file);
    await waitFor(() => expect(zone).toHaveAttribute("data-drag-over", "true"));
    drag(zone, "drop", file);
    await waitFor(() => expect(zone).not.toHaveAttribute("data-drag-over"));
    await expect(args.onSelect).toHaveBeenCalledWith(file);
  },
};

export const DraggingOver: Story = {
  play: async ({ canvasElement }) => {
    const zone = dropzone(canvasElement);
    drag(zone, "dragenter", await photoFile());
    await waitFor(() => expect(zone).toHaveAttribute("data-drag-over", "true"));
  },
};

export const Uploading: Story = {
  args: { imageSrc: storyPortrait(2), uploading: true },
  play: async ({ args, canvas, canvasElement }) => {
    const button = canvas.getByRole("button");
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute("aria-busy", "true");
    drag(dropzone(canvasElement), "drop", await photoFile());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const TooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(input(canvasElement), bigFile());
    await expect(args.onSelect).not.toHaveBeenCalled();
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("412");
    await expect(alert).toHaveTextContent("300");
  },
};

export const WrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const pdf = new File(["%PDF-1.7"], "fatura.pdf", { type: "application/pdf" });
    drag(dropzone(canvasElement), "drop", pdf);
    await expect(args.onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent("PNG"));

    // a valid file afterwards clears the error
    await userEvent.upload(input(canvasElement), await photoFile());
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("alert")).toBeEmptyDOMElement();
  },
};

export const UploadFailed: Story = {
  args: {
    imageSrc: storyPortrait(0),
    error: (
      <StoryText
        tr="Fotoğraf yüklenemedi. Lütfen tekrar deneyin."
        en="The photo could not be uploaded. Please try again."
        ar="تعذّر رفع الصورة. يُرجى المحاولة مرة أخرى."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).not.toBeEmptyDOMElement();
  },
};

export const Disabled: Story = {
  args: { disabled: true, imageSrc: storyPortrait(3), onRemove: fn() },
  play: async ({ args, canvas }) => {
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
    await userEvent.click(canvas.getAllByRole("button")[0] as HTMLElement, {
      pointerEventsCheck: 0,
    });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const LongTurkishText: Story = {
  args: { label: longText.tr, error: longText.tr },
};

export const LongArabicText: Story = {
  args: { label: longText.ar, error: longText.ar },
};

export const Phone: Story = {
  args: { imageSrc: storyPortrait(4), onRemove: fn() },
  globals: { viewport: { value: "phone" } },
};
