import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ComponentProps } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { AccountLayout, type AccountSection } from "../account-layout/account-layout.tsx";
import {
  type ProfileFormIntent,
  ProfileScreen,
  type ProfileScreenProps,
} from "./profile-screen.tsx";

const hrefs = {
  home: "/hesabim",
  orders: "/hesabim/siparislerim",
  profile: "/hesabim/uyelik-bilgilerim",
  addresses: "/hesabim/adreslerim",
  favourites: "/hesabim/favorilerim",
  giftCertificates: "/hesabim/hediye-ceklerim",
  stockAlerts: "/hesabim/stok-bildirimlerim",
} satisfies Record<AccountSection, string>;

type State =
  | "filled"
  | "fieldErrors"
  | "alreadyUsed"
  | "saved"
  | "passwordChanged"
  | "wrongPassword"
  | "passwordErrors"
  | "deleteError"
  | "pending";

function Screen({
  state = "filled",
  onSubmitted,
}: {
  state?: State;
  onSubmitted?: (intent: ProfileFormIntent) => void;
}) {
  const texts = {
    name: useStoryText({ tr: "Ayşe", en: "Ayşe", ar: "عائشة" }),
    surname: useStoryText({ tr: "Yılmaz", en: "Yılmaz", ar: "يلماز" }),
    required: useStoryText({
      tr: "Bu alan zorunludur.",
      en: "This field is required.",
      ar: "هذا الحقل مطلوب.",
    }),
    email: useStoryText({
      tr: "Geçerli bir e-posta adresi girin.",
      en: "Enter a valid e-mail address.",
      ar: "أدخل بريداً إلكترونياً صالحاً.",
    }),
    phone: useStoryText({
      tr: "Cep telefonu 05 ile başlayan 11 haneli olmalıdır.",
      en: "A mobile number has 11 digits and starts with 05.",
      ar: "يتكون رقم الجوال من 11 رقماً ويبدأ بـ 05.",
    }),
    used: useStoryText({
      tr: "Bu e-posta adresi başka bir hesapta kullanılıyor.",
      en: "This e-mail address is used by another account.",
      ar: "هذا البريد الإلكتروني مستخدم في حساب آخر.",
    }),
    wrong: useStoryText({
      tr: "Mevcut şifreniz hatalı.",
      en: "Your current password is wrong.",
      ar: "كلمة المرور الحالية غير صحيحة.",
    }),
    short: useStoryText({
      tr: "Şifre en az 8 karakter olmalıdır.",
      en: "The password needs at least 8 characters.",
      ar: "يجب أن تتكون كلمة المرور من 8 أحرف على الأقل.",
    }),
    deleteWrong: useStoryText({
      tr: "Şifre hatalı; hesabınız silinmedi.",
      en: "The password is wrong; your account was not deleted.",
      ar: "كلمة المرور غير صحيحة؛ لم يُحذف حسابك.",
    }),
  };
  const values: ProfileScreenProps["values"] = {
    name: texts.name,
    surname: texts.surname,
    email: "ayse.yilmaz@example.com",
    phone: "0532 123 45 67",
    gender: "female",
    birthday: "1990-04-23",
    office_phone: "0212 555 01 02",
  };
  const states: Record<State, Partial<ProfileScreenProps>> = {
    filled: {},
    fieldErrors: {
      values: { ...values, name: "", email: "ayse@", phone: "532" },
      errors: { name: texts.required, email: texts.email, phone: texts.phone },
    },
    alreadyUsed: { error: texts.used },
    saved: { saved: true },
    passwordChanged: { password: { changed: true } },
    wrongPassword: { password: { error: texts.wrong } },
    passwordErrors: {
      password: { errors: { current_password: texts.required, password: texts.short } },
    },
    deleteError: { deletion: { error: texts.deleteWrong, errors: { password: texts.required } } },
    pending: { pending: "profile" },
  };
  return (
    <AccountLayout
      title={useStoryText({ tr: "Üyelik bilgilerim", en: "My details", ar: "بياناتي" })}
      customerName={texts.name}
      current="profile"
      hrefs={hrefs}
    >
      <ProfileScreen
        values={values}
        {...states[state]}
        renderForm={(props: ComponentProps<"form">) => (
          <form
            {...props}
            onSubmit={(event) => {
              props.onSubmit?.(event);
              if (event.defaultPrevented) return;
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              onSubmitted?.(data.get("intent") as ProfileFormIntent);
            }}
          />
        )}
      />
    </AccountLayout>
  );
}

const meta = {
  title: "Screens/ProfileScreen",
  component: Screen,
  parameters: { layout: "padded" },
  args: { onSubmitted: fn() },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(3);
    await expect(canvas.getByRole("combobox", { name: /Cinsiyet|الجنس/ })).toHaveValue("female");
    const forms = canvas.getByRole("heading", { level: 1 }).closest("[data-slot=account-layout]");
    const intents = [...(forms?.querySelectorAll("input[name=intent]") ?? [])].map(
      (input) => (input as HTMLInputElement).value,
    );
    await expect(intents).toEqual(["profile", "password", "delete"]);
    await userEvent.click(canvas.getByRole("button", { name: /Bilgilerimi kaydet|حفظ بياناتي/ }));
    await expect(args.onSubmitted).toHaveBeenCalledWith("profile");
  },
};
export const FieldErrors: Story = {
  args: { state: "fieldErrors" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: /E-posta|البريد/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  },
};
export const AlreadyUsed: Story = {
  args: { state: "alreadyUsed" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/başka bir hesapta|حساب آخر/);
  },
};
export const Saved: Story = {
  args: { state: "saved" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/kaydedildi|تم حفظ/);
  },
};
export const Saving: Story = { args: { state: "pending" } };
export const PasswordChanged: Story = {
  args: { state: "passwordChanged" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(/değiştirildi|تم تغيير/);
  },
};
export const WrongCurrentPassword: Story = {
  args: { state: "wrongPassword" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/hatalı|غير صحيحة/);
  },
};
export const PasswordFieldErrors: Story = { args: { state: "passwordErrors" } };
export const DeleteWithError: Story = {
  args: { state: "deleteError" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/silinmedi|لم يُحذف/);
  },
};

const deleteButton = /^(Hesabımı sil|حذف حسابي)$/;
const deletePassword = (canvasElement: HTMLElement) =>
  canvasElement.querySelector(
    "[data-slot=profile-screen-delete] input[name=password]",
  ) as HTMLInputElement;

export const ConfirmDeleteOpen: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(deletePassword(canvasElement), "gizli-sifre-1");
    await userEvent.click(canvas.getByRole("button", { name: deleteButton }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("alertdialog");
    await expect(dialog).toHaveTextContent(/geri alınamaz|لا يمكن التراجع/);
    await expect(args.onSubmitted).not.toHaveBeenCalled();
  },
};
export const ConfirmDeleteSubmits: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.type(deletePassword(canvasElement), "gizli-sifre-1");
    await userEvent.click(canvas.getByRole("button", { name: deleteButton }));
    await userEvent.click(
      within(await body.findByRole("alertdialog")).getByRole("button", { name: /Vazgeç|إلغاء/ }),
    );
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
    await expect(args.onSubmitted).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: deleteButton }));
    await userEvent.click(
      within(await body.findByRole("alertdialog")).getByRole("button", { name: deleteButton }),
    );
    await expect(args.onSubmitted).toHaveBeenCalledTimes(1);
    await expect(args.onSubmitted).toHaveBeenCalledWith("delete");
    await waitFor(() => expect(body.queryByRole("alertdialog")).toBeNull());
  },
};
export const Phone: Story = {
  args: { state: "fieldErrors" },
  globals: { viewport: { value: "phone" } },
};
