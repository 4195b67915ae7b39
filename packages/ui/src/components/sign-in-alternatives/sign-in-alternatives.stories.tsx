import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { PhoneSignInForm } from "./phone-sign-in-form.tsx";
import { SocialSignIn } from "./social-sign-in.tsx";

const preventSubmit = (props: React.ComponentProps<"form">) => (
  <form {...props} onSubmit={(event) => event.preventDefault()} />
);

function Alternatives({
  step = "phone",
  wrong = false,
  social = true,
}: {
  step?: "phone" | "code";
  wrong?: boolean;
  social?: boolean;
}) {
  const wrongCode = useStoryText({
    tr: "Kod hatalı.",
    en: "The code is wrong.",
    ar: "الرمز غير صحيح.",
  });
  return (
    <div className="flex max-w-md flex-col gap-4">
      <SocialSignIn
        providers={
          social
            ? [
                { id: "google", href: "#google" },
                { id: "facebook", href: "#facebook" },
                { id: "apple", href: "#apple" },
              ]
            : []
        }
      />
      <PhoneSignInForm
        step={step}
        phone="+905321234567"
        channel="whatsapp"
        {...(wrong ? { error: wrongCode } : {})}
        renderForm={preventSubmit}
      />
    </div>
  );
}

const meta = {
  title: "Account/SignInAlternatives",
  component: Alternatives,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Alternatives>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskPhone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link")).toHaveLength(3);
    await expect(canvas.getByRole("button", { name: /WhatsApp|واتساب/ })).toBeInTheDocument();
  },
};
export const AskCode: Story = {
  args: { step: "code" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("+905321234567");
  },
};
export const WrongCode: Story = { args: { step: "code", wrong: true } };
export const NoProviders: Story = {
  args: { social: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole("link")).toHaveLength(0);
  },
};
export const Phone: Story = { args: { step: "code" }, globals: { viewport: { value: "phone" } } };
