import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CartStepIndicator, cartSteps } from "./cart-step-indicator.tsx";

const meta = {
  title: "Commerce/CartStepIndicator",
  component: CartStepIndicator,
  args: { current: "cart" },
  argTypes: { current: { control: "inline-radio", options: [...cartSteps] } },
} satisfies Meta<typeof CartStepIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectStates(canvasElement: HTMLElement, current: number) {
  const items = within(canvasElement).getAllByRole("listitem");
  for (const [index, item] of items.entries()) {
    const state = index < current ? "complete" : index === current ? "current" : "upcoming";
    await expect(item).toHaveAttribute("data-state", state);
    if (state === "current") await expect(item).toHaveAttribute("aria-current", "step");
    else await expect(item).not.toHaveAttribute("aria-current");
  }
}

export const Cart: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("navigation")).toBeInTheDocument();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(4);
    await expectStates(canvasElement, 0);
  },
};

export const Address: Story = {
  args: { current: "address" },
  play: async ({ canvasElement }) => expectStates(canvasElement, 1),
};

export const Approve: Story = {
  args: { current: "approve" },
  play: async ({ canvasElement }) => expectStates(canvasElement, 2),
};

export const Payment: Story = {
  args: { current: "payment" },
  play: async ({ canvasElement }) => expectStates(canvasElement, 3),
};

export const Phone: Story = {
  args: { current: "address" },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => expectStates(canvasElement, 1),
};

export const PhoneLastStep: Story = {
  args: { current: "payment" },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => expectStates(canvasElement, 3),
};
