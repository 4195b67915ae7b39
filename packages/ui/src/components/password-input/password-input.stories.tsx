import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { StoryText, useStoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { PasswordInput, type PasswordInputProps } from "./password-input.tsx";

const passwordLabel = <StoryText tr="Şifre" en="Password" ar="كلمة المرور" />;

function Labelled(args: PasswordInputProps) {
  return (
    <PasswordInput
      aria-label={useStoryText({ tr: "Şifre", en: "Password", ar: "كلمة المرور" })}
      {...args}
    />
  );
}

const meta = {
  title: "Primitives/PasswordInput",
  component: PasswordInput,
  args: { onVisibleChange: fn(), onChange: fn() },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Labelled {...args} />,
} satisfies Meta<typeof PasswordInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const toggleName = /^(Şifreyi göster|إظهار كلمة المرور)$/;

export const Hidden: Story = {
  args: { defaultValue: "Gizli.Sifre42" },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvasElement.querySelector("input") as HTMLInputElement;
    const toggle = canvas.getByRole("button", { name: toggleName });
    await expect(input).toHaveAttribute("type", "password");
    await expect(input).toHaveAttribute("autocomplete", "current-password");
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(toggle).toHaveAttribute("type", "button");
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute("type", "password");
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
  },
};

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector("input") as HTMLInputElement;
    await userEvent.type(input, "şifre123");
    await expect(input).toHaveValue("şifre123");
    await expect(args.onChange).toHaveBeenCalledTimes(8);
  },
};

export const Visible: Story = {
  args: { defaultValue: "Gizli.Sifre42", defaultVisible: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveValue("Gizli.Sifre42");
    await expect(canvas.getByRole("button", { name: toggleName })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  },
};

export const Controlled: Story = {
  args: { defaultValue: "Gizli.Sifre42", visible: false },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("button", { name: toggleName }));
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    // the parent decides: without a new `visible` the field stays masked
    await expect(canvasElement.querySelector("input")).toHaveAttribute("type", "password");
  },
};

export const KeyboardToggle: Story = {
  args: { defaultValue: "Gizli.Sifre42" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const toggle = canvas.getByRole("button", { name: toggleName });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
  },
};

export const Sizes: Story = {
  args: { defaultValue: "Gizli.Sifre42" },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Labelled {...args} size="sm" />
      <Labelled {...args} size="md" />
      <Labelled {...args} size="lg" />
    </div>
  ),
};

export const Disabled: Story = {
  args: { defaultValue: "Gizli.Sifre42", disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("input")).toBeDisabled();
    await expect(canvas.getByRole("button", { name: toggleName })).toBeDisabled();
  },
};

export const InFormFieldWithError: Story = {
  args: { defaultValue: "kisa", autoComplete: "new-password" },
  render: (args) => (
    <FormField
      required
      label={passwordLabel}
      hint={<StoryText tr="En az 8 karakter." en="At least 8 characters." ar="8 أحرف على الأقل." />}
      error={
        <StoryText
          tr="Şifreniz en az 8 karakter olmalıdır."
          en="Your password must have at least 8 characters."
          ar="يجب أن تتكون كلمة المرور من 8 أحرف على الأقل."
        />
      }
    >
      <PasswordInput {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector("input") as HTMLInputElement;
    await expect(input).toBeInvalid();
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleName(/^(Şifre|كلمة المرور)$/);
    await expect(input).toHaveAccessibleDescription(/8/);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => (
    <form className="flex flex-col gap-4" noValidate>
      <FormField required label={<StoryText tr="E-posta" en="Email" ar="البريد الإلكتروني" />}>
        <Input type="email" autoComplete="email" size="lg" defaultValue="ayse@ornek.com" />
      </FormField>
      <FormField required label={passwordLabel}>
        <PasswordInput {...args} size="lg" defaultValue="Gizli.Sifre42" />
      </FormField>
      <Button size="lg" className="w-full">
        <StoryText tr="Giriş yap" en="Sign in" ar="تسجيل الدخول" />
      </Button>
    </form>
  ),
};
