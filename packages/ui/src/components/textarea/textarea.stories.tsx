import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { Textarea, type TextareaProps } from "./textarea.tsx";

const texts = {
  label: { tr: "Ürün yorumunuz", en: "Your review", ar: "تقييمك للمنتج" },
  placeholder: {
    tr: "Ürünü kullanırken neler yaşadınız? Deneyiminizi paylaşın.",
    en: "How was the product in use? Share your experience.",
    ar: "كيف كانت تجربتك مع المنتج؟ شارك رأيك.",
  },
  review: {
    tr: "Kumaşı çok kaliteli, beden tablosuna uygun geldi. Kargo hızlıydı, teşekkürler!",
    en: "The fabric is great and it fits the size chart. Fast delivery, thank you!",
    ar: "القماش ممتاز والمقاس مطابق لجدول المقاسات. التوصيل كان سريعًا، شكرًا!",
  },
};

function Review(args: TextareaProps) {
  return (
    <Textarea
      aria-label={useStoryText(texts.label)}
      placeholder={useStoryText(texts.placeholder)}
      {...args}
    />
  );
}

function Filled(args: TextareaProps) {
  return <Review defaultValue={useStoryText(texts.review)} {...args} />;
}

const meta = {
  title: "Primitives/Textarea",
  component: Textarea,
  args: { onChange: fn() },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Review {...args} />,
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = /Ürün yorumunuz|تقييمك للمنتج/;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("textbox", { name });
    await userEvent.type(field, "Güzel");
    await expect(field).toHaveValue("Güzel");
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const FilledIn: Story = { render: (args) => <Filled {...args} /> };

export const WithCount: Story = {
  args: { showCount: true, maxLength: 500 },
  play: async ({ canvas, canvasElement }) => {
    const counter = canvasElement.querySelector("[data-slot=textarea-count]");
    await expect(counter).toHaveTextContent("0 / 500");
    await userEvent.type(canvas.getByRole("textbox", { name }), "Çok iyi");
    await expect(counter).toHaveTextContent("7 / 500");
  },
};

export const CountAtLimit: Story = {
  args: {
    showCount: true,
    maxLength: 40,
    defaultValue: "Beden tablosuna uygun, tavsiye ederim!!!",
  },
  play: async ({ canvas, canvasElement }) => {
    const field = canvas.getByRole("textbox", { name });
    await userEvent.type(field, "xyz");
    await expect(field).toHaveValue("Beden tablosuna uygun, tavsiye ederim!!!");
    await expect(canvasElement.querySelector("[data-slot=textarea-count]")).toHaveTextContent(
      "40 / 40",
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Review {...args} size="sm" rows={2} />
      <Review {...args} size="md" rows={2} />
      <Review {...args} size="lg" rows={2} />
    </div>
  ),
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  render: (args) => <Filled {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name })).toBeDisabled();
  },
};

function Long(args: TextareaProps) {
  const text = useStoryText(longText);
  return <Review {...args} defaultValue={`${text} ${text} ${text}`} />;
}

export const LongText: Story = {
  args: { showCount: true, maxLength: 1000, rows: 3 },
  render: (args) => <Long {...args} />,
};
