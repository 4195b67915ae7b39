import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { longText, StoryText, useStoryText } from "../../stories/story-text.tsx";
import { Input } from "../input/input.tsx";
import { Select } from "../select/select.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import { FormField } from "./form-field.tsx";

const email = <StoryText tr="E-posta" en="Email" ar="البريد الإلكتروني" />;
const emailHint = (
  <StoryText
    tr="Sipariş bilgileriniz bu adrese gönderilir."
    en="Your order details are sent to this address."
    ar="سنرسل تفاصيل طلبك إلى هذا العنوان."
  />
);
const emailError = (
  <StoryText
    tr="Geçerli bir e-posta adresi giriniz."
    en="Enter a valid email address."
    ar="أدخل عنوان بريد إلكتروني صالحًا."
  />
);

const meta = {
  title: "Primitives/FormField",
  component: FormField,
  args: { label: email, children: <Input type="email" placeholder="ornek@eposta.com" /> },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

const emailName = /^(E-posta|البريد الإلكتروني)$/;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole("textbox", { name: emailName });
    await expect(input).not.toBeInvalid();
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute("aria-describedby");
    // the label focuses its control
    await userEvent.click(canvasElement.querySelector("label") as HTMLElement);
    await expect(input).toHaveFocus();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: emailName });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute("aria-required", "true");
  },
};

export const Optional: Story = {
  args: {
    optional: true,
    label: <StoryText tr="Firma adı" en="Company name" ar="اسم الشركة" />,
    children: <Input />,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", {
        name: /^(Firma adı \(isteğe bağlı\)|اسم الشركة \(اختياري\))$/,
      }),
    ).toBeVisible();
  },
};

export const WithHint: Story = {
  args: { required: true, hint: emailHint },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: emailName });
    await expect(input).toHaveAccessibleDescription(
      /Sipariş bilgileriniz bu adrese gönderilir\.|سنرسل تفاصيل طلبك إلى هذا العنوان\./,
    );
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: emailError,
    children: <Input type="email" defaultValue="ayse@ornek" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: emailName });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      /^(Geçerli bir e-posta adresi giriniz\.|أدخل عنوان بريد إلكتروني صالحًا\.)$/,
    );
  },
};

export const HintAndError: Story = {
  args: {
    required: true,
    hint: emailHint,
    error: emailError,
    children: <Input type="email" defaultValue="ayse@ornek" aria-describedby="extra" />,
  },
  render: (args) => (
    <>
      <FormField {...args} />
      <p id="extra" className="sr-only">
        <StoryText tr="Ek açıklama" en="More help" ar="مساعدة إضافية" />
      </p>
    </>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox", { name: emailName });
    const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
    // the control's own description first, then the hint, then the error
    await expect(ids).toHaveLength(3);
    await expect(ids[0]).toBe("extra");
    await expect(document.getElementById(ids[1] ?? "")).toHaveAttribute(
      "data-slot",
      "form-field-hint",
    );
    await expect(document.getElementById(ids[2] ?? "")).toHaveAttribute(
      "data-slot",
      "form-field-error",
    );
  },
};

export const Disabled: Story = {
  args: {
    disabled: true,
    hint: emailHint,
    children: <Input type="email" defaultValue="ayse@ornek.com" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: emailName })).toBeDisabled();
  },
};

export const LabelHidden: Story = {
  args: { labelHidden: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: emailName })).toBeVisible();
  },
};

function CommentField() {
  const placeholder = useStoryText({
    tr: "Ürün hakkındaki düşünceleriniz",
    en: "Your thoughts on the product",
    ar: "رأيك في المنتج",
  });
  return (
    <FormField
      required
      label={<StoryText tr="Yorumunuz" en="Your review" ar="تعليقك" />}
      hint={
        <StoryText
          tr="Yorumunuz onaylandıktan sonra yayınlanır."
          en="Your review is published after approval."
          ar="يُنشر تعليقك بعد الموافقة عليه."
        />
      }
    >
      <Textarea placeholder={placeholder} showCount maxLength={500} />
    </FormField>
  );
}

export const WithTextarea: Story = {
  render: () => <CommentField />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /^(Yorumunuz|تعليقك)$/ })).toBeRequired();
  },
};

function ProvinceField() {
  return (
    <FormField
      required
      label={<StoryText tr="İl" en="Province" ar="المحافظة" />}
      error={<StoryText tr="İl seçiniz." en="Choose a province." ar="اختر المحافظة." />}
    >
      <Select
        placeholder={useStoryText({ tr: "Seçiniz", en: "Choose", ar: "اختر" })}
        options={[
          { value: "06", label: "Ankara" },
          { value: "34", label: "İstanbul" },
          { value: "35", label: "İzmir" },
        ]}
      />
    </FormField>
  );
}

export const WithSelect: Story = {
  render: () => <ProvinceField />,
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: /^(İl|المحافظة)$/ });
    await expect(select).toBeInvalid();
    await expect(select).toBeRequired();
  },
};

export const LongText: Story = {
  args: {
    required: true,
    label: <StoryText {...longText} />,
    hint: <StoryText {...longText} />,
    error: <StoryText {...longText} />,
    children: <Input />,
  },
};

function RegistrationForm() {
  return (
    <form className="grid gap-4 sm:grid-cols-2" noValidate>
      <FormField required label={<StoryText tr="Ad" en="First name" ar="الاسم" />}>
        <Input autoComplete="given-name" defaultValue="Ayşe" />
      </FormField>
      <FormField required label={<StoryText tr="Soyad" en="Last name" ar="اسم العائلة" />}>
        <Input autoComplete="family-name" />
      </FormField>
      <FormField className="sm:col-span-2" required label={email} error={emailError}>
        <Input type="email" autoComplete="email" defaultValue="ayse@" />
      </FormField>
      <FormField
        className="sm:col-span-2"
        required
        label={<StoryText tr="Cep telefonu" en="Mobile phone" ar="الهاتف المحمول" />}
        hint={
          <StoryText
            tr="Doğrulama kodu bu numaraya gönderilir."
            en="We send the confirmation code to this number."
            ar="سنرسل رمز التحقق إلى هذا الرقم."
          />
        }
      >
        <Input
          type="tel"
          autoComplete="tel-national"
          startAdornment={<span className="text-body font-medium text-fg">+90</span>}
        />
      </FormField>
    </form>
  );
}

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: () => <RegistrationForm />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole("textbox").filter((box) => box.ariaInvalid === "true"),
    ).toHaveLength(1);
  },
};
