import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { pressKeys } from "../../stories/keyboard.ts";
import { StoryText } from "../../stories/story-text.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Rating, RatingInput } from "./rating.tsx";

const meta = {
  title: "Primitives/Rating",
  component: Rating,
  args: { value: 4.5, count: 128 },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Rating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(
      canvas.getByRole("img", { name: /^(Puan: 4,5 \/ 5|التقييم: 4\.5 \/ 5)$/ }),
    ).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=rating-count]")).toHaveTextContent(
      /\(128\)(128 değerlendirme|128 تقييم)/,
    );
  },
};

export const WithValue: Story = {
  args: { showValue: true, value: 4.3, count: 2417 },
  play: async ({ canvas, canvasElement }) => {
    // the label says the exact average; the stars round it to the nearest half
    await expect(canvas.getByRole("img", { name: /4[,.]3/ })).toBeVisible();
    await expect(canvasElement.querySelector("[data-slot=rating-count]")).toHaveTextContent(
      /\(2[.,]417\)/,
    );
  },
};

export const Values: Story = {
  render: (args) => (
    <div className="flex flex-col gap-2">
      {[0, 0.5, 1, 2.5, 3.7, 4.5, 5].map((value) => (
        <Rating key={value} size={args.size} value={value} showValue />
      ))}
    </div>
  ),
};

export const NoRatingsYet: Story = {
  args: { value: 0, count: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector("[data-slot=rating-count] .sr-only"),
    ).toHaveTextContent(/^(0 değerlendirme|لا توجد تقييمات)$/);
  },
};

export const Sizes: Story = {
  args: { showValue: true },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Rating {...args} size="sm" />
      <Rating {...args} size="md" />
      <Rating {...args} size="lg" />
    </div>
  ),
};

// the meta's display args (value 4.5, count) do not belong to the input
const inputMode = { mode: "input", value: undefined, count: undefined } as const;

const starName = (n: number) =>
  new RegExp(
    `^(${n} yıldız|${n === 4 ? "4 نجوم" : n === 1 ? "نجمة واحدة" : n === 2 ? "نجمتان" : `${n} نجوم`})$`,
  );

export const Input: Story = {
  args: { ...inputMode, onChange: fn() },
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: /^(Puanınız|تقييمك)$/ });
    await expect(group).toHaveAttribute("aria-orientation", "horizontal");
    await expect(canvas.getAllByRole("radio")).toHaveLength(5);
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).not.toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: starName(4) }));
    await expect(canvas.getByRole("radio", { name: starName(4) })).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(4);
  },
};

export const InputChosen: Story = {
  args: { ...inputMode, defaultValue: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: starName(3) })).toBeChecked();
  },
};

export const InputHover: Story = {
  args: { ...inputMode, defaultValue: 2 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole("radio", { name: starName(4) }));
    // four stars light up as a preview; the choice stays 2
    await expect(
      canvasElement.querySelectorAll("[data-slot=rating-star][data-state=filled]"),
    ).toHaveLength(4);
    await expect(canvas.getByRole("radio", { name: starName(2) })).toBeChecked();
  },
};

export const InputKeyboard: Story = {
  args: { ...inputMode, onChange: fn(), defaultValue: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: starName(3) })).toHaveFocus();
    // the arrow towards the reading direction's end adds a star: right in tr, left in ar
    const key = document.documentElement.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    await pressKeys(`{${key}>}`);
    await waitFor(() => expect(canvas.getByRole("radio", { name: starName(4) })).toBeChecked());
    await pressKeys(`{/${key}}`);
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
  },
};

export const InputSizes: Story = {
  args: { ...inputMode, defaultValue: 4 },
  render: (args) => (
    <div className="flex flex-col gap-2">
      <Rating {...args} size="sm" />
      <Rating {...args} size="md" />
      <Rating {...args} size="lg" />
    </div>
  ),
};

export const InputDisabled: Story = {
  args: { ...inputMode, defaultValue: 4, disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const InputInFormFieldWithError: Story = {
  args: { ...inputMode },
  render: () => (
    <FormField
      required
      label={<StoryText tr="Ürüne puanınız" en="Your rating of the product" ar="تقييمك للمنتج" />}
      error={
        <StoryText
          tr="Yorum için puan vermeniz gerekir."
          en="Please rate the product to comment."
          ar="يجب تقييم المنتج لإضافة تعليق."
        />
      }
    >
      <RatingInput mode="input" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", {
      name: /^(Ürüne puanınız|تقييمك للمنتج)$/,
    });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(group).toHaveAccessibleDescription(/puan vermeniz|يجب تقييم/);
  },
};
