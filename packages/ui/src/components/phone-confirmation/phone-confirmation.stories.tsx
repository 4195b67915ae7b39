import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { PhoneConfirmation } from "./phone-confirmation.tsx";

function Confirmation({
  confirmed = false,
  codeSent = false,
  wrong = false,
}: {
  confirmed?: boolean;
  codeSent?: boolean;
  wrong?: boolean;
}) {
  const wrongCode = useStoryText({
    tr: "Kod hatalı.",
    en: "The code is wrong.",
    ar: "الرمز غير صحيح.",
  });
  return (
    <div className="max-w-xl">
      <PhoneConfirmation
        phone="+905321234567"
        confirmed={confirmed}
        codeSent={codeSent}
        {...(wrong ? { error: wrongCode } : {})}
        renderForm={(props) => <form {...props} onSubmit={(event) => event.preventDefault()} />}
      />
    </div>
  );
}

const meta = {
  title: "Account/PhoneConfirmation",
  component: Confirmation,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unconfirmed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("+905321234567")).toBeInTheDocument();
  },
};
export const CodeSent: Story = { args: { codeSent: true } };
export const WrongCode: Story = { args: { codeSent: true, wrong: true } };
export const Confirmed: Story = { args: { confirmed: true } };
export const Phone: Story = { args: { codeSent: true }, globals: { viewport: { value: "phone" } } };
