import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import type { PriceCurrencyCode } from "../price/format-price.ts";
import { CurrencySwitcher, type CurrencySwitcherProps } from "./currency-switcher.tsx";

function triggerOf(root: HTMLElement): HTMLElement {
  const trigger = root.querySelector<HTMLElement>(
    '[data-slot="currency-switcher-dropdown-trigger"]',
  );
  if (!trigger) throw new Error("no trigger");
  return trigger;
}

function Stateful(args: CurrencySwitcherProps) {
  const [value, setValue] = useState<PriceCurrencyCode>(args.value);
  return (
    <CurrencySwitcher
      {...args}
      value={value}
      onChange={(code) => {
        args.onChange(code);
        setValue(code);
      }}
    />
  );
}

const meta = {
  title: "Layout/CurrencySwitcher",
  component: CurrencySwitcher,
  args: { value: "TRY", onChange: fn() },
  argTypes: {
    value: { control: "inline-radio", options: ["TRY", "USD", "EUR"] },
    variant: { control: "inline-radio", options: ["dropdown", "inline"] },
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="flex min-h-52 justify-end">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CurrencySwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(triggerOf(canvasElement)).toHaveAccessibleName(
      /^(Para birimi: TRY Türk lirası|العملة: TRY الليرة التركية)$/,
    );
    await expect(triggerOf(canvasElement)).toHaveTextContent("₺ TRY");
  },
};

export const Open: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    const options = await canvas.findAllByRole("button");
    await expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining("₺"),
        expect.stringContaining("$"),
        expect.stringContaining("€"),
      ]),
    );
    await expect(canvas.getByRole("button", { pressed: true })).toHaveTextContent(
      /Türk lirası|الليرة التركية/,
    );
  },
};

export const ChangeCurrency: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    await userEvent.click(
      await canvas.findByRole("button", { name: /ABD doları|الدولار الأمريكي/ }),
    );
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith("USD");
    await expect(canvasElement.querySelector("details")).not.toHaveAttribute("open");
    await expect(triggerOf(canvasElement)).toHaveTextContent("$ USD");
    await expect(triggerOf(canvasElement)).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    triggerOf(canvasElement).focus();
    await userEvent.keyboard("{ArrowDown}");
    const options = await canvas.findAllByRole("button");
    await waitFor(() => expect(options[0]).toHaveFocus());
    await userEvent.keyboard("{End}");
    await waitFor(() => expect(options[2]).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith("EUR");
  },
};

export const SelectedIsNotRaisedAgain: Story = {
  args: { value: "EUR" },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    await userEvent.click(await canvas.findByRole("button", { pressed: true }));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const WithoutJavaScriptForm: Story = {
  args: { formAction: "/currency" },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("action", "/currency");
    await expect(form).toHaveAttribute("method", "post");
    const usd = canvas.getByRole("button", { name: /ABD doları|الدولار الأمريكي/ });
    await expect(usd).toHaveAttribute("name", "currency");
    await expect(usd).toHaveAttribute("value", "USD");
    // with JavaScript the click is handled in place
    await userEvent.click(usd);
    await expect(args.onChange).toHaveBeenCalledWith("USD");
  },
};

export const Inline: Story = {
  args: { variant: "inline", value: "USD" },
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("group", { name: /Para birimi|العملة/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /EUR/ }));
    await expect(args.onChange).toHaveBeenCalledWith("EUR");
    await expect(canvas.getByRole("button", { pressed: true })).toHaveTextContent("EUR");
  },
};

export const TwoCurrencies: Story = {
  args: { currencies: ["TRY", "EUR"] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    await expect(await canvas.findAllByRole("button")).toHaveLength(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(triggerOf(canvasElement));
    await expect(await canvas.findAllByRole("button")).toHaveLength(3);
  },
};
