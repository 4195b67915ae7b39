import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { StoryText } from "../../stories/story-text.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { QuantityStepper, type QuantityStepperProps } from "./quantity-stepper.tsx";

const meta = {
  title: "Primitives/QuantityStepper",
  component: QuantityStepper,
  args: { onChange: fn(), defaultValue: 1, min: 1, max: 10 },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
} satisfies Meta<typeof QuantityStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

const decrease = /^(Adedi azalt|تقليل الكمية)$/;
const increase = /^(Adedi artır|زيادة الكمية)$/;
const quantity = /^(Adet|الكمية)$/;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("spinbutton", { name: quantity });
    await expect(field).toHaveValue("1");
    await expect(field).toHaveAttribute("aria-valuemin", "1");
    await expect(field).toHaveAttribute("aria-valuemax", "10");
    // at the minimum the decrease button stays focusable but does nothing
    const minus = canvas.getByRole("button", { name: decrease });
    await expect(minus).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(minus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: increase }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await expect(field).toHaveValue("2");
    await expect(field).toHaveAttribute("aria-valuenow", "2");
    await expect(minus).not.toHaveAttribute("aria-disabled");
    await userEvent.click(minus);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

export const AtMaximum: Story = {
  args: { defaultValue: 5, max: 5 },
  play: async ({ args, canvas }) => {
    const plus = canvas.getByRole("button", { name: increase });
    await expect(plus).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(plus);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("spinbutton")).toHaveValue("5");
  },
};

export const TypedValueClamped: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole("spinbutton", { name: quantity });
    await userEvent.clear(field);
    await userEvent.type(field, "2a5");
    // only digits are taken; nothing is raised while typing
    await expect(field).toHaveValue("25");
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(field).toHaveValue("10");
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.clear(field);
    await userEvent.type(field, "0{Enter}");
    await expect(field).toHaveValue("1");
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // an emptied field goes back to the quantity
    await userEvent.clear(field);
    await userEvent.tab();
    await expect(field).toHaveValue("1");
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const Keyboard: Story = {
  args: { defaultValue: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await userEvent.tab();
    const field = canvas.getByRole("spinbutton", { name: quantity });
    await expect(field).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
    await userEvent.keyboard("{End}");
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard("{Home}");
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(field).toHaveValue("1");
  },
};

export const WithRemove: Story = {
  name: "At the minimum with remove (cart line)",
  args: { onRemove: fn() },
  play: async ({ args, canvas }) => {
    const remove = canvas.getByRole("button", {
      name: /^(Ürünü sepetten çıkar|إزالة المنتج من السلة)$/,
    });
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const MinimumOrder: Story = {
  args: { min: 3, defaultValue: 3, max: 12, step: 3 },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: increase }));
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
  },
};

function Controlled(args: QuantityStepperProps) {
  const [value, setValue] = useState(2);
  return (
    <QuantityStepper
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange?.(next);
      }}
    />
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: increase }));
    await expect(canvas.getByRole("spinbutton")).toHaveValue("3");
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("spinbutton")).toBeDisabled();
    for (const button of canvas.getAllByRole("button")) await expect(button).toBeDisabled();
  },
};

export const Sizes: Story = {
  args: { defaultValue: 2 },
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <QuantityStepper {...args} size="sm" />
      <QuantityStepper {...args} size="md" />
      <QuantityStepper {...args} size="lg" />
      <QuantityStepper {...args} size="md" defaultValue={1} onRemove={fn()} />
    </div>
  ),
};

export const LargeNumbers: Story = {
  args: { defaultValue: 999, max: 1000 },
};

export const InFormField: Story = {
  args: { min: 2, defaultValue: 2 },
  render: (args) => (
    <FormField
      label={<StoryText tr="Sipariş adedi" en="Order quantity" ar="كمية الطلب" />}
      hint={
        <StoryText
          tr="Bu üründen en az 2, en fazla 10 adet alabilirsiniz."
          en="You can order 2 to 10 of this product."
          ar="يمكنك طلب من 2 إلى 10 قطع من هذا المنتج."
        />
      }
    >
      <QuantityStepper {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const field = canvas.getByRole("spinbutton", {
      name: /^(Sipariş adedi|كمية الطلب)$/,
    });
    await expect(field).toHaveAccessibleDescription(/2/);
  },
};
