import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { ResetPasswordScreen } from "./reset-password-screen.tsx";

function Screen({
  state = "form",
  onSubmitted,
}: {
  state?: "form" | "tooShort" | "refused" | "pending" | "expired";
  onSubmitted?: (data: { token: string; password: string }) => void;
}) {
  const short = useStoryText({
    tr: "Şifre en az 8 karakter olmalıdır.",
    en: "The password needs at least 8 characters.",
    ar: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
  });
  const common = useStoryText({
    tr: "Bu şifre çok yaygın; daha tahmin edilmesi zor bir şifre seçin.",
    en: "This password is too common; choose one that is harder to guess.",
    ar: "كلمة المرور هذه شائعة جداً؛ اختر كلمة يصعب تخمينها.",
  });
  return (
    <ResetPasswordScreen
      token="c2VjcmV0LXJlc2V0LXRva2Vu"
      forgotPasswordHref="/sifremi-unuttum"
      signInHref="/uye-giris"
      {...(state === "tooShort" ? { errors: { password: short } } : {})}
      {...(state === "refused" ? { error: common } : {})}
      {...(state === "pending" ? { pending: true } : {})}
      {...(state === "expired" ? { expired: true } : {})}
      renderForm={(props) => (
        <form
          {...props}
          onSubmit={(event) => {
            event.preventDefault();
            const data = new FormData(event.currentTarget);
            onSubmitted?.({
              token: String(data.get("token")),
              password: String(data.get("password")),
            });
          }}
        />
      )}
    />
  );
}

const meta = {
  title: "Screens/ResetPasswordScreen",
  component: Screen,
  parameters: { layout: "padded" },
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const password = canvasElement.querySelector("input[name=password]") as HTMLInputElement;
    await expect(password).toHaveAttribute("autocomplete", "new-password");
    await userEvent.type(password, "yeni-sifre-2026");
    await userEvent.click(canvas.getByRole("button", { name: /Yeni şifremi kaydet|حفظ/ }));
    await expect(args.onSubmitted).toHaveBeenCalledWith({
      token: "c2VjcmV0LXJlc2V0LXRva2Vu",
      password: "yeni-sifre-2026",
    });
  },
};
export const TooShort: Story = {
  args: { state: "tooShort" },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector("input[name=password]")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};
export const Refused: Story = {
  args: { state: "refused" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeInTheDocument();
  },
};
export const Saving: Story = { args: { state: "pending" } };
export const Expired: Story = {
  args: { state: "expired" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("form")).toBeNull();
    await expect(
      canvas.getByRole("link", { name: /Yeni bağlantı iste|اطلب رابطاً جديداً/ }),
    ).toHaveAttribute("href", "/sifremi-unuttum");
  },
};
export const Phone: Story = {
  args: { state: "tooShort" },
  globals: { viewport: { value: "phone" } },
};
export const PhoneExpired: Story = {
  args: { state: "expired" },
  globals: { viewport: { value: "phone" } },
};
