import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { ThreeDSecureScreen } from "./three-d-secure-screen.tsx";

function Screen({ wrong = false }: { wrong?: boolean }) {
  const error = useStoryText({ tr: "Kod hatalı.", en: "Wrong code.", ar: "الرمز غير صحيح." });
  return (
    <ThreeDSecureScreen
      merchant="JS Test Bank Sanal POS"
      amount={62_480}
      currency="TRY"
      cardLast4="1111"
      cardBrand="visa"
      attemptsLeft={wrong ? 2 : 3}
      testCode="123456"
      {...(wrong ? { error } : {})}
      cancelHref="#odeme"
      renderForm={(props) => <form {...props} onSubmit={(e) => e.preventDefault()} />}
    />
  );
}

const meta = {
  title: "Screens/ThreeDSecureScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Challenge: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1111/)).toBeInTheDocument();
  },
};

export const WrongCode: Story = { args: { wrong: true } };
