import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { ForgotPasswordScreen } from "./forgot-password-screen.tsx";

function Screen({
  state = "empty",
  onSubmitted,
}: {
  state?: "empty" | "missing" | "notFound" | "pending" | "sent" | "sentLong";
  onSubmitted?: (email: string) => void;
}) {
  const required = useStoryText({
    tr: "Bu alan zorunludur.",
    en: "This field is required.",
    ar: "هذا الحقل مطلوب.",
  });
  const notFound = useStoryText({
    tr: "Bu e-posta adresiyle kayıtlı bir üye bulunamadı.",
    en: "No member is registered with this e-mail address.",
    ar: "لا يوجد عضو مسجّل بهذا البريد الإلكتروني.",
  });
  const email =
    state === "sentLong"
      ? "ayse.nur.karaosmanoglu.buyuksehirliogullari@cok-uzun-bir-alan-adi.example.com"
      : "ayse.yilmaz@example.com";
  return (
    <ForgotPasswordScreen
      signInHref="/uye-giris"
      {...(state === "missing" ? { errors: { email: required } } : {})}
      {...(state === "notFound" ? { error: notFound, values: { email } } : {})}
      {...(state === "pending" ? { pending: true, values: { email } } : {})}
      {...(state === "sent" || state === "sentLong" ? { sent: true, values: { email } } : {})}
      renderForm={(props) => (
        <form
          {...props}
          onSubmit={(event) => {
            event.preventDefault();
            onSubmitted?.(String(new FormData(event.currentTarget).get("email")));
          }}
        />
      )}
    />
  );
}

const meta = {
  title: "Screens/ForgotPasswordScreen",
  component: Screen,
  parameters: { layout: "padded" },
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox"), "ayse@example.com");
    await userEvent.click(canvas.getByRole("button"));
    await expect(args.onSubmitted).toHaveBeenCalledWith("ayse@example.com");
    await expect(canvas.getByRole("link")).toHaveAttribute("href", "/uye-giris");
  },
};
export const MissingEmail: Story = {
  args: { state: "missing" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  },
};
export const NotFound: Story = {
  args: { state: "notFound" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/bulunamadı|لا يوجد/);
    await expect(canvas.getByRole("textbox")).toHaveValue("ayse.yilmaz@example.com");
  },
};
export const Sending: Story = { args: { state: "pending" } };
export const Sent: Story = {
  args: { state: "sent" },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("textbox")).toBeNull();
    await expect(canvas.getByRole("status")).toHaveTextContent("ayse.yilmaz@example.com");
  },
};
export const SentLongEmail: Story = {
  args: { state: "sentLong" },
  globals: { viewport: { value: "phone" } },
};
export const Phone: Story = {
  args: { state: "notFound" },
  globals: { viewport: { value: "phone" } },
};
