import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { StoryText } from "../../stories/story-text.tsx";
import { CartSummary } from "../cart-summary/cart-summary.tsx";
import { CheckoutLayout } from "./checkout-layout.tsx";

const meta = {
  title: "Commerce/CheckoutLayout",
  component: CheckoutLayout,
  parameters: { layout: "padded" },
  args: {
    step: "approve",
    title: <StoryText tr="Siparişinizi onaylayın" en="Review your order" ar="راجع طلبك" />,
    aside: (
      <CartSummary currency="TRY" itemCount={2} subtotal={49_980} cargoPrice={0} total={49_980} />
    ),
    children: (
      <p className="rounded-lg border border-border-subtle bg-surface p-4">
        <StoryText tr="Adımın içeriği" en="The step's content" ar="محتوى الخطوة" />
      </p>
    ),
  },
} satisfies Meta<typeof CheckoutLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Step: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1 })).toBeInTheDocument();
  },
};
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
