import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { CouponForm, type CouponFormProps } from "./coupon-form.tsx";

const meta = {
  title: "Commerce/CouponForm",
  component: CouponForm,
  args: { onApply: fn(), onRemove: fn() },
  render: (args) => (
    <div className="max-w-sm">
      <CouponForm {...args} />
    </div>
  ),
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: "textbox") => HTMLElement }) =>
  canvas.getByRole("textbox");
const applyButton = { name: /Uygula|تطبيق/ };

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(field(canvas)).toHaveAccessibleName(/Kupon kodu|رمز القسيمة/);
    await userEvent.type(field(canvas), "  YAZ25 ");
    await userEvent.click(canvas.getByRole("button", applyButton));
    await expect(args.onApply).toHaveBeenCalledWith("YAZ25");
  },
};

export const SubmitWithEnter: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(field(canvas), "INDIRIM10{Enter}");
    await expect(args.onApply).toHaveBeenCalledWith("INDIRIM10");
  },
};

export const EmptyCode: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", applyButton));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(field(canvas)).toHaveAttribute("aria-invalid", "true");
    await expect(field(canvas)).toHaveAccessibleDescription(/kupon kodunu girin|رمز القسيمة/);
    await userEvent.type(field(canvas), "A");
    await expect(field(canvas)).not.toHaveAttribute("aria-invalid");
  },
};

export const ServerError: Story = {
  args: {
    defaultCode: "YAZ25",
    error: (
      <StoryText
        tr="Sepet tutarınız bu kupon için gereken aralıkta değil."
        en="Your cart total is not within this coupon's range."
        ar="إجمالي سلتك ليس ضمن النطاق المطلوب لهذه القسيمة."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toHaveAttribute("aria-invalid", "true");
    await expect(canvas.getByRole("alert")).toHaveTextContent(/aralıkta değil|ليس ضمن النطاق/);
  },
};

export const Applying: Story = {
  args: { defaultCode: "YAZ25", pending: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole("button", applyButton);
    await expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Applied: Story = {
  args: { appliedCode: "YAZ25" },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/YAZ25/);
    await userEvent.click(canvas.getByRole("button", { name: /YAZ25/ }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

export const Removing: Story = {
  args: { appliedCode: "YAZ25", pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /YAZ25/ })).toHaveAttribute(
      "aria-busy",
      "true",
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeDisabled();
    await expect(canvas.getByRole("button", applyButton)).toBeDisabled();
  },
};

/** Applying and removing, with the app's state. */
export const ApplyThenRemove: Story = {
  render: function Render(args) {
    const [applied, setApplied] = useState<string | null>(null);
    const props: CouponFormProps = {
      ...args,
      appliedCode: applied,
      onApply: (code) => {
        args.onApply(code);
        setApplied(code);
      },
      onRemove: () => {
        args.onRemove();
        setApplied(null);
      },
    };
    return (
      <div className="max-w-sm">
        <CouponForm {...props} />
      </div>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.type(field(canvas), "HOSGELDIN");
    await userEvent.click(canvas.getByRole("button", applyButton));
    await expect(canvas.getByRole("status")).toHaveTextContent(/HOSGELDIN/);
    await userEvent.click(canvas.getByRole("button", { name: /HOSGELDIN/ }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(field(canvas)).toBeInTheDocument();
  },
};

export const LongTurkishText: Story = {
  args: { appliedCode: "SISLI-CICEKCISI-BAHAR-INDIRIMI-2025", error: longText.tr },
};

export const LongTurkishError: Story = {
  args: { error: longText.tr, defaultCode: "ÇİÇEKÇİ" },
};

export const LongArabicError: Story = {
  args: { error: longText.ar, defaultCode: "RAMADAN2025" },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: {
    error: (
      <StoryText
        tr="Bu kupon size ait değil."
        en="This coupon is not yours."
        ar="هذه القسيمة لا تخصك."
      />
    ),
  },
};
