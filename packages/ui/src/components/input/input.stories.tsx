import type { Meta, StoryObj } from "@storybook/react-vite";
import { Mail, Search } from "lucide-react";
import { expect, fn, userEvent } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { Input, type InputProps } from "./input.tsx";

const texts = {
  name: { tr: "Ad Soyad", en: "Full name", ar: "الاسم الكامل" },
  namePlaceholder: {
    tr: "Adınız ve soyadınız",
    en: "Your first and last name",
    ar: "اسمك واسم عائلتك",
  },
  search: { tr: "Ürün ara", en: "Search products", ar: "ابحث عن منتج" },
  email: { tr: "E-posta", en: "Email", ar: "البريد الإلكتروني" },
  phone: { tr: "Cep telefonu", en: "Mobile phone", ar: "الهاتف المحمول" },
  amount: { tr: "Tutar", en: "Amount", ar: "المبلغ" },
};

function NameInput(args: InputProps) {
  return (
    <Input
      aria-label={useStoryText(texts.name)}
      placeholder={useStoryText(texts.namePlaceholder)}
      {...args}
    />
  );
}

const meta = {
  title: "Primitives/Input",
  component: Input,
  args: { onChange: fn() },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  render: (args) => <NameInput {...args} />,
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox", { name: /Ad Soyad|الاسم الكامل/ });
    await expect(input).toHaveAttribute("data-slot", "input");
    await expect(input).not.toHaveAttribute("dir");
    await userEvent.type(input, "Ayşe Yılmaz");
    await expect(input).toHaveValue("Ayşe Yılmaz");
    await expect(args.onChange).toHaveBeenCalledTimes(11);
  },
};

export const Filled: Story = { args: { defaultValue: "Çağrı Öztürk" } };

export const Focused: Story = {
  args: { defaultValue: "Çağrı Öztürk" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("textbox")).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <NameInput {...args} size="sm" />
      <NameInput {...args} size="md" />
      <NameInput {...args} size="lg" />
    </div>
  ),
};

function Adorned(args: InputProps) {
  const search = useStoryText(texts.search);
  const amount = useStoryText(texts.amount);
  const email = useStoryText(texts.email);
  const phone = useStoryText(texts.phone);
  return (
    <div className="flex flex-col gap-3">
      <Input
        {...args}
        type="search"
        aria-label={search}
        placeholder={search}
        startAdornment={<Search aria-hidden="true" />}
      />
      <Input
        {...args}
        inputMode="decimal"
        aria-label={amount}
        defaultValue="1.250,00"
        endAdornment={<span className="text-body-sm font-medium">₺</span>}
      />
      <Input
        {...args}
        type="email"
        aria-label={email}
        defaultValue="ayse@ornek.com.tr"
        startAdornment={<Mail aria-hidden="true" />}
      />
      <Input
        {...args}
        type="tel"
        aria-label={phone}
        defaultValue="5321234567"
        startAdornment={<span className="text-body font-medium text-fg">+90</span>}
      />
    </div>
  );
}

export const WithAdornments: Story = {
  render: (args) => <Adorned {...args} />,
  play: async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: /E-posta|البريد الإلكتروني/ });
    // e-mail addresses and phone numbers read left to right in Arabic too
    await expect(email.closest("[data-slot=input-group]")).toHaveAttribute("dir", "ltr");
  },
};

function Email(args: InputProps) {
  return <Input {...args} type="email" aria-label={useStoryText(texts.email)} />;
}

export const EmailLeftToRight: Story = {
  args: { defaultValue: "musteri.hizmetleri@magaza.com.tr" },
  render: (args) => <Email {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("dir", "ltr");
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true, defaultValue: "Ç" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "Çağrı Öztürk" },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toBeDisabled();
    await userEvent.type(input, "x", { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: "JS100245" } };

function Long(args: InputProps) {
  return <NameInput {...args} defaultValue={useStoryText(longText)} />;
}

export const LongText: Story = { render: (args) => <Long {...args} /> };

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <NameInput {...args} size="lg" />
      <Adorned {...args} size="lg" />
    </div>
  ),
};
