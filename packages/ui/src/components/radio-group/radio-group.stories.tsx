import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { pressKeys } from "../../stories/keyboard.ts";
import { longText, StoryText, useStoryText } from "../../stories/story-text.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Price } from "../price/price.tsx";
import {
  RadioGroup,
  RadioGroupItem,
  type RadioGroupProps,
  type RadioOption,
} from "./radio-group.tsx";

const delivery: RadioOption[] = [
  {
    value: "standard",
    label: <StoryText tr="Standart teslimat" en="Standard delivery" ar="توصيل عادي" />,
    description: (
      <StoryText
        tr="2-4 iş günü içinde kargoda"
        en="Ships in 2-4 working days"
        ar="يُشحن خلال 2-4 أيام عمل"
      />
    ),
  },
  {
    value: "express",
    label: <StoryText tr="Hızlı teslimat" en="Express delivery" ar="توصيل سريع" />,
    description: <StoryText tr="Yarın kapınızda" en="At your door tomorrow" ar="يصلك غدًا" />,
  },
  {
    value: "store",
    label: <StoryText tr="Mağazadan teslim al" en="Pick up in store" ar="الاستلام من المتجر" />,
    description: (
      <StoryText
        tr="Şu an bu ürün için kullanılamıyor"
        en="Not available for this product now"
        ar="غير متاح لهذا المنتج حاليًا"
      />
    ),
    disabled: true,
  },
];

function Named(args: RadioGroupProps) {
  return (
    <RadioGroup
      aria-label={useStoryText({ tr: "Teslimat", en: "Delivery", ar: "التوصيل" })}
      {...args}
    />
  );
}

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { onValueChange: fn(), options: delivery, defaultValue: "standard" },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    orientation: { control: "inline-radio", options: ["vertical", "horizontal"] },
    variant: { control: "inline-radio", options: ["default", "card"] },
  },
  render: (args) => <Named {...args} />,
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const express = /^(Hızlı teslimat|توصيل سريع)$/;
const standard = /^(Standart teslimat|توصيل عادي)$/;

export const Vertical: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("radiogroup")).toHaveAttribute("aria-orientation", "vertical");
    await expect(canvas.getByRole("radio", { name: standard })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: standard })).toHaveAccessibleDescription(/2-4/);
    await userEvent.click(canvas.getByText(express));
    await expect(canvas.getByRole("radio", { name: express })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledWith("express");
    await expect(canvas.getByRole("radio", { name: /Mağazadan|الاستلام/ })).toBeDisabled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("radio", { name: standard })).toHaveFocus();
    // the browser's own arrow keys move the focus and the choice
    await pressKeys("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: express })).toBeChecked());
    await pressKeys("{/ArrowDown}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("express");
    // the disabled choice is skipped: the focus wraps to the first one
    await pressKeys("{ArrowDown>}");
    await waitFor(() => expect(canvas.getByRole("radio", { name: standard })).toBeChecked());
    await pressKeys("{/ArrowDown}");
  },
};

function Gender(args: RadioGroupProps) {
  return (
    <RadioGroup
      {...args}
      aria-label={useStoryText({ tr: "Cinsiyet", en: "Gender", ar: "الجنس" })}
      options={[
        { value: "f", label: <StoryText tr="Kadın" en="Female" ar="أنثى" /> },
        { value: "m", label: <StoryText tr="Erkek" en="Male" ar="ذكر" /> },
        {
          value: "x",
          label: (
            <StoryText tr="Belirtmek istemiyorum" en="Prefer not to say" ar="أفضل عدم الذكر" />
          ),
        },
      ]}
    />
  );
}

export const Horizontal: Story = {
  args: { orientation: "horizontal", defaultValue: "f" },
  render: (args) => <Gender {...args} />,
  play: async ({ args, canvas }) => {
    const group = canvas.getByRole("radiogroup");
    await expect(group).toHaveAttribute("aria-orientation", "horizontal");
    await userEvent.tab();
    // the arrow towards the reading direction's end moves to the next choice: right in tr, left in ar
    const rtl = document.documentElement.dir === "rtl";
    const key = rtl ? "ArrowLeft" : "ArrowRight";
    await pressKeys(`{${key}>}`);
    await waitFor(() => expect(canvas.getByRole("radio", { name: /^(Erkek|ذكر)$/ })).toBeChecked());
    await pressKeys(`{/${key}}`);
    await expect(args.onValueChange).toHaveBeenLastCalledWith("m");
  },
};

export const Empty: Story = {
  name: "Nothing chosen",
  args: { defaultValue: undefined },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).not.toBeChecked();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      <Gender {...args} orientation="horizontal" size="sm" defaultValue="f" />
      <Gender {...args} orientation="horizontal" size="md" defaultValue="f" />
      <Gender {...args} orientation="horizontal" size="lg" defaultValue="f" />
    </div>
  ),
};

function Payment(args: RadioGroupProps) {
  return (
    <RadioGroup
      {...args}
      variant="card"
      aria-label={useStoryText({ tr: "Ödeme yöntemi", en: "Payment method", ar: "طريقة الدفع" })}
    >
      <RadioGroupItem
        value="card"
        label={
          <StoryText tr="Kredi / Banka kartı" en="Credit / debit card" ar="بطاقة ائتمان / خصم" />
        }
        description={
          <StoryText
            tr="3D Secure ile güvenli ödeme, taksit seçenekleri"
            en="Secure 3D Secure payment, instalments"
            ar="دفع آمن عبر 3D Secure مع خيارات التقسيط"
          />
        }
      />
      <RadioGroupItem
        value="wire"
        label={<StoryText tr="Havale / EFT" en="Wire transfer" ar="حوالة بنكية" />}
        description={
          <StoryText
            tr="Açıklamaya adınızı ve JS ile başlayan sipariş numaranızı yazınız"
            en="Write your name and the order number starting with JS"
            ar="اكتب اسمك ورقم الطلب الذي يبدأ بـ JS"
          />
        }
      />
      <RadioGroupItem
        value="door"
        label={<StoryText tr="Kapıda ödeme" en="Pay at the door" ar="الدفع عند الاستلام" />}
        description={
          <StoryText tr="Hizmet bedeli eklenir" en="A service fee applies" ar="تُضاف رسوم خدمة" />
        }
        aside={<Price amount={2990} currency={1} size="sm" />}
      />
    </RadioGroup>
  );
}

export const Cards: Story = {
  args: { defaultValue: "card", options: undefined },
  render: (args) => (
    <div className="max-w-lg">
      <Payment {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText(/^(Kapıda ödeme|الدفع عند الاستلام)$/));
    await expect(args.onValueChange).toHaveBeenCalledWith("door");
    await expect(
      canvas.getByRole("radio", { name: /^(Kapıda ödeme|الدفع عند الاستلام)$/ }),
    ).toBeChecked();
  },
};

export const InFormFieldWithError: Story = {
  args: { defaultValue: undefined, orientation: "horizontal" },
  render: (args) => (
    <FormField
      required
      label={<StoryText tr="Cinsiyet" en="Gender" ar="الجنس" />}
      error={<StoryText tr="Lütfen seçiniz." en="Please choose." ar="يرجى الاختيار." />}
    >
      <RadioGroup
        {...args}
        options={[
          { value: "f", label: <StoryText tr="Kadın" en="Female" ar="أنثى" /> },
          { value: "m", label: <StoryText tr="Erkek" en="Male" ar="ذكر" /> },
        ]}
      />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const group = canvas.getByRole("radiogroup", { name: /^(Cinsiyet|الجنس)$/ });
    await expect(group).toHaveAttribute("aria-invalid", "true");
    await expect(group).toHaveAttribute("aria-required", "true");
    await expect(group).toHaveAccessibleDescription(/^(Lütfen seçiniz\.|يرجى الاختيار\.)$/);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    defaultValue: "a",
    options: [
      { value: "a", label: <StoryText {...longText} />, description: <StoryText {...longText} /> },
      { value: "b", label: <StoryText {...longText} /> },
    ],
  },
  render: (args) => (
    <div className="max-w-md">
      <Named {...args} />
    </div>
  ),
};

const cargo = ["Aras Kargo", "MNG Kargo", "PTT Kargo", "Sürat Kargo", "UPS", "Yurtiçi Kargo"];

export const ManyItems: Story = {
  args: {
    defaultValue: "Yurtiçi Kargo",
    orientation: "horizontal",
    options: cargo.map((name) => ({ value: name, label: name })),
  },
  render: (args) => (
    <div className="max-w-md">
      <Named {...args} />
    </div>
  ),
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { defaultValue: "wire", options: undefined },
  render: (args) => <Payment {...args} />,
};
