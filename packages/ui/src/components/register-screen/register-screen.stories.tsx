import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { RegisterScreen } from "./register-screen.tsx";

function Screen({ refused = false, used = false }: { refused?: boolean; used?: boolean }) {
  const texts = {
    kvkk: useStoryText({
      tr: "KVKK Aydınlatma Metni",
      en: "Personal Data Protection Notice",
      ar: "إشعار حماية البيانات الشخصية",
    }),
    membership: useStoryText({
      tr: "Üyelik Sözleşmesi",
      en: "Membership agreement",
      ar: "اتفاقية العضوية",
    }),
    body: useStoryText({
      tr: "<p>Kişisel verileriniz 6698 sayılı Kanun kapsamında işlenir.</p>",
      en: "<p>Your personal data is processed under Law No. 6698.</p>",
      ar: "<p>تُعالج بياناتك الشخصية وفقاً للقانون رقم 6698.</p>",
    }),
    required: useStoryText({
      tr: "Bu alan zorunludur.",
      en: "This field is required.",
      ar: "هذا الحقل مطلوب.",
    }),
    short: useStoryText({
      tr: "Şifre en az 8 karakter olmalıdır.",
      en: "The password needs at least 8 characters.",
      ar: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
    }),
    accept: useStoryText({
      tr: "Devam etmek için kabul etmelisiniz.",
      en: "You need to accept this to go on.",
      ar: "يجب الموافقة للمتابعة.",
    }),
    used: useStoryText({
      tr: "Bu e-posta veya telefon zaten kullanılıyor.",
      en: "This e-mail or phone is already used.",
      ar: "البريد الإلكتروني أو الهاتف مستخدم بالفعل.",
    }),
  };
  return (
    <RegisterScreen
      agreements={{
        kvkk: { title: texts.kvkk, href: "/kvkk-aydinlatma-metni", html: texts.body },
        membership: { title: texts.membership, href: "/uyelik-sozlesmesi", html: texts.body },
      }}
      signInHref="/uye-giris"
      {...(refused
        ? {
            values: { name: "Ayşe", email: "ayse" },
            errors: {
              surname: texts.required,
              password: texts.short,
              kvkk_agreement: texts.accept,
              membership_agreement: texts.accept,
            },
          }
        : {})}
      {...(used
        ? {
            error: texts.used,
            values: {
              name: "Ayşe",
              surname: "Yılmaz",
              email: "ayse.yilmaz@example.com",
              phone: "0532 123 45 67",
            },
          }
        : {})}
      renderForm={(props) => <form {...props} onSubmit={(event) => event.preventDefault()} />}
    />
  );
}

const meta = {
  title: "Screens/RegisterScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole("link", { name: /KVKK|personal data notice|إشعار/ }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole("dialog");
    await expect(dialog).toHaveTextContent(/6698/);
  },
};
export const Refused: Story = { args: { refused: true } };
export const AlreadyUsed: Story = { args: { used: true } };
export const Phone: Story = { args: { refused: true }, globals: { viewport: { value: "phone" } } };
