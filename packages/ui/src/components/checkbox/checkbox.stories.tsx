import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Checkbox, type CheckboxProps } from "./checkbox.tsx";

const meta = {
  title: "Primitives/Checkbox",
  component: Checkbox,
  args: {
    onCheckedChange: fn(),
    label: <StoryText tr="Beni hatırla" en="Remember me" ar="تذكرني" />,
  },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = /^(Beni hatırla|تذكرني)$/;

export const Unchecked: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole("checkbox", { name });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    // the label toggles it too
    await userEvent.click(canvas.getByText(/^(Beni hatırla|تذكرني)$/));
    await expect(box).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name })).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: {
    checked: "indeterminate",
    label: <StoryText tr="Tümünü seç" en="Select all" ar="تحديد الكل" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toBePartiallyChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const box = canvas.getByRole("checkbox", { name });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: {
    label: (
      <StoryText
        tr="Kampanyalardan haberdar olmak istiyorum"
        en="Keep me informed about campaigns"
        ar="أرغب في معرفة العروض"
      />
    ),
    description: (
      <StoryText
        tr="E-posta ve SMS ile size özel indirimler gönderelim."
        en="We send you personal discounts by email and SMS."
        ar="سنرسل إليك خصومات خاصة عبر البريد الإلكتروني والرسائل القصيرة."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox")).toHaveAccessibleDescription(
      /E-posta ve SMS|البريد الإلكتروني/,
    );
  },
};

export const WithError: Story = {
  args: {
    label: (
      <StoryText
        tr="KVKK Aydınlatma Metni'ni okudum ve kabul ediyorum."
        en="I have read and accept the KVKK privacy notice."
        ar="قرأت إشعار الخصوصية KVKK وأوافق عليه."
      />
    ),
    error: (
      <StoryText
        tr="Devam etmek için onaylamanız gerekir."
        en="Please accept to continue."
        ar="يجب الموافقة للمتابعة."
      />
    ),
    required: true,
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole("checkbox");
    await expect(box).toBeInvalid();
    await expect(box).toHaveAccessibleDescription(
      /^(Devam etmek için onaylamanız gerekir\.|يجب الموافقة للمتابعة\.)$/,
    );
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} disabled />
      <Checkbox {...args} disabled defaultChecked />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const [box] = canvas.getAllByRole("checkbox");
    await expect(box).toBeDisabled();
    await userEvent.click(box as HTMLElement, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Checkbox {...args} size="sm" defaultChecked />
      <Checkbox {...args} size="md" defaultChecked />
      <Checkbox {...args} size="lg" defaultChecked />
    </div>
  ),
};

export const WithoutLabel: Story = {
  args: { label: undefined, "aria-label": "Ürünü seç", defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("checkbox", { name: "Ürünü seç" })).toBeChecked();
  },
};

export const LongText: Story = {
  args: {
    label: <StoryText {...longText} />,
    description: <StoryText {...longText} />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
};

const brands = ["Arçelik", "Beko", "Bosch", "Karaca", "Korkmaz", "Philips", "Tefal", "Vestel"];

function BrandFilter(args: CheckboxProps) {
  const [chosen, setChosen] = useState<string[]>(["Bosch", "Karaca"]);
  const all = chosen.length === brands.length ? true : chosen.length ? "indeterminate" : false;
  return (
    <fieldset className="flex w-64 flex-col gap-2.5">
      <legend className="mb-2 text-body-sm font-semibold text-fg-strong">
        <StoryText tr="Marka" en="Brand" ar="العلامة التجارية" />
      </legend>
      <Checkbox
        {...args}
        size="sm"
        checked={all}
        onCheckedChange={(checked) => setChosen(checked === true ? brands : [])}
        label={<StoryText tr="Tümü" en="All" ar="الكل" />}
      />
      {brands.map((brand) => (
        <Checkbox
          key={brand}
          {...args}
          size="sm"
          className="ms-6"
          checked={chosen.includes(brand)}
          onCheckedChange={(checked) => {
            setChosen((list) => (checked ? [...list, brand] : list.filter((b) => b !== brand)));
            args.onCheckedChange?.(checked);
          }}
          label={brand}
        />
      ))}
    </fieldset>
  );
}

export const ManyItems: Story = {
  render: (args) => <BrandFilter {...args} />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole("checkbox", { name: /^(Tümü|الكل)$/ });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(
      canvas.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(brands.length + 1);
  },
};
