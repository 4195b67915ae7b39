import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { SignInScreen } from "./sign-in-screen.tsx";

const preventSubmit = (props: React.ComponentProps<"form">) => (
  <form {...props} onSubmit={(event) => event.preventDefault()} />
);

function Screen({
  refused = false,
  missing = false,
  checkout = false,
}: {
  refused?: boolean;
  missing?: boolean;
  checkout?: boolean;
}) {
  const wrongPassword = useStoryText({
    tr: "Şifre hatalı.",
    en: "The password is wrong.",
    ar: "كلمة المرور غير صحيحة.",
  });
  const required = useStoryText({
    tr: "Bu alan zorunludur.",
    en: "This field is required.",
    ar: "هذا الحقل مطلوب.",
  });
  return (
    <SignInScreen
      registerHref="/uye-ol"
      forgotPasswordHref="/sifremi-unuttum"
      orderLookupHref="/siparis-takip"
      {...(refused ? { error: wrongPassword, values: { email: "ayse.yilmaz@example.com" } } : {})}
      {...(missing ? { errors: { email: required, password: required } } : {})}
      {...(checkout ? { renderGuestForm: preventSubmit } : {})}
      renderForm={preventSubmit}
    />
  );
}

const meta = {
  title: "Screens/SignInScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole("button", { pressed: false });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(canvas.queryByRole("button", { name: /misafir|guest|كضيف/i })).toBeNull();
  },
};
export const OnTheWayToCheckout: Story = {
  args: { checkout: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("button", { name: /Üye olmadan devam et|Continue as a guest|المتابعة/ }),
    ).toBeInTheDocument();
  },
};
export const WrongPassword: Story = {
  args: { refused: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeInTheDocument();
  },
};
export const MissingFields: Story = { args: { missing: true } };
export const Phone: Story = { args: { checkout: true }, globals: { viewport: { value: "phone" } } };
