import { KeyRound, Trash2, UserRound } from "lucide-react";
import {
  type ComponentProps,
  type FormEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input, type InputProps } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";
import { PasswordInput } from "../password-input/password-input.tsx";
import { Select } from "../select/select.tsx";

const messages = defineUiMessages({
  personalTitle: { id: "account.profile.personalTitle", description: "Heading: personal details" },
  name: { id: "account.profile.name", description: "Field: first name" },
  surname: { id: "account.profile.surname", description: "Field: surname" },
  email: { id: "account.profile.email", description: "Field: e-mail" },
  phone: { id: "account.profile.phone", description: "Field: mobile phone" },
  gender: { id: "account.profile.gender", description: "Field: gender" },
  genderFemale: { id: "account.profile.genderFemale", description: "Gender option: female" },
  genderMale: { id: "account.profile.genderMale", description: "Gender option: male" },
  genderUnspecified: {
    id: "account.profile.genderUnspecified",
    description: "Gender option: rather not say",
  },
  birthday: { id: "account.profile.birthday", description: "Field: date of birth" },
  homePhone: { id: "account.profile.homePhone", description: "Field: home phone" },
  officePhone: { id: "account.profile.officePhone", description: "Field: office phone" },
  fax: { id: "account.profile.fax", description: "Field: fax number" },
  save: { id: "account.profile.save", description: "Button: save the personal details" },
  saved: { id: "account.profile.saved", description: "Notice: the details were saved" },
  passwordTitle: { id: "account.profile.passwordTitle", description: "Heading: change password" },
  currentPassword: {
    id: "account.profile.currentPassword",
    description: "Field: the password used now",
  },
  newPassword: { id: "account.profile.newPassword", description: "Field: the new password" },
  newPasswordHint: {
    id: "account.profile.newPasswordHint",
    description: "Hint under the new password: at least 8 characters",
  },
  changePassword: {
    id: "account.profile.changePassword",
    description: "Button: change the password",
  },
  passwordChanged: {
    id: "account.profile.passwordChanged",
    description: "Notice: the password was changed",
  },
  deleteTitle: { id: "account.profile.deleteTitle", description: "Heading: delete the account" },
  deleteText: {
    id: "account.profile.deleteText",
    description: "What deleting does: orders kept for accounting, personal data erased",
  },
  deletePassword: {
    id: "account.profile.deletePassword",
    description: "Field: the password, typed to confirm the deletion",
  },
  deleteSubmit: { id: "account.profile.deleteSubmit", description: "Button: delete my account" },
  deleteConfirmTitle: {
    id: "account.profile.deleteConfirmTitle",
    description: "Confirm dialog heading: delete the account?",
  },
  deleteConfirmText: {
    id: "account.profile.deleteConfirmText",
    description: "Confirm dialog text: cannot be undone",
  },
});

export const PROFILE_FIELDS = [
  "name",
  "surname",
  "email",
  "phone",
  "gender",
  "birthday",
  "home_phone",
  "office_phone",
  "fax",
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileGender = "female" | "male" | "unspecified";
export type ProfileFormIntent = "profile" | "password" | "delete";

export type ProfileScreenProps = Omit<ComponentProps<"div">, "children"> & {
  values: Partial<Record<ProfileField, string>>;
  errors?: Partial<Record<ProfileField, string>>;
  /** A refusal of the personal details (e-mail or phone already used by another account). */
  error?: ReactNode;
  /** The personal details were saved. */
  saved?: boolean;
  password?: {
    errors?: Partial<Record<"current_password" | "password", string>>;
    /** A refusal of the change (the current password is wrong). */
    error?: ReactNode;
    changed?: boolean;
  };
  deletion?: {
    /** A refusal of the deletion (the password is wrong). */
    error?: ReactNode;
    errors?: Partial<Record<"password", string>>;
  };
  /** The form whose request runs. */
  pending?: ProfileFormIntent | null;
  /**
   * Renders each of the three `<form>`s (method post, a hidden `intent` of "profile", "password"
   * or "delete" among the children).
   */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

const panel = "flex flex-col gap-4 rounded-lg border border-border-subtle bg-surface p-4 sm:p-5";
const heading = "flex items-center gap-2 text-heading-sm font-semibold text-fg-strong";

/**
 * The customer's membership details: personal information, a new password, and deleting the
 * account (asked again in a dialog with JavaScript; the typed password confirms it without).
 */
export function ProfileScreen({
  values,
  errors = {},
  error,
  saved = false,
  password = {},
  deletion = {},
  pending = null,
  renderForm = defaultRenderForm,
  className,
  ...props
}: ProfileScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const deleteForm = useRef<HTMLFormElement | null>(null);
  const confirmed = useRef(false);
  const passwordErrors = password.errors ?? {};
  const deletionErrors = deletion.errors ?? {};

  const intent = (value: ProfileFormIntent) => <input type="hidden" name="intent" value={value} />;

  const text = (
    field: Exclude<ProfileField, "gender" | "birthday">,
    label: string,
    input: Omit<InputProps, "name">,
    required: boolean,
  ) => (
    <FormField label={label} required={required} optional={!required} error={errors[field]}>
      <Input name={field} defaultValue={values[field] ?? ""} {...input} />
    </FormField>
  );

  const askBeforeDeleting = (event: FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    deleteForm.current = event.currentTarget;
    setConfirming(true);
  };

  const phoneInput = { type: "tel", dir: "ltr", autoComplete: "tel" } as const;

  return (
    <div data-slot="profile-screen" className={cn("flex flex-col gap-6", className)} {...props}>
      <section
        data-slot="profile-screen-personal"
        aria-labelledby={`${id}-personal`}
        className={panel}
      >
        <h2 id={`${id}-personal`} className={heading}>
          <UserRound aria-hidden="true" className="size-5 text-brand" />
          {t("personalTitle")}
        </h2>
        {saved && <Notice tone="success">{t("saved")}</Notice>}
        {error && <Notice tone="error">{error}</Notice>}
        {renderForm({
          method: "post",
          noValidate: true,
          className: "flex flex-col gap-4",
          children: (
            <>
              {intent("profile")}
              <div className="grid gap-4 sm:grid-cols-2">
                {text("name", t("name"), { autoComplete: "given-name" }, true)}
                {text("surname", t("surname"), { autoComplete: "family-name" }, true)}
                {text(
                  "email",
                  t("email"),
                  { type: "email", dir: "ltr", autoComplete: "email" },
                  true,
                )}
                {text("phone", t("phone"), phoneInput, true)}
                <FormField label={t("gender")} optional error={errors.gender}>
                  <Select
                    name="gender"
                    defaultValue={values.gender ?? "unspecified"}
                    options={[
                      { value: "female", label: t("genderFemale") },
                      { value: "male", label: t("genderMale") },
                      { value: "unspecified", label: t("genderUnspecified") },
                    ]}
                  />
                </FormField>
                <FormField label={t("birthday")} optional error={errors.birthday}>
                  <Input
                    name="birthday"
                    type="date"
                    dir="ltr"
                    autoComplete="bday"
                    defaultValue={values.birthday ?? ""}
                  />
                </FormField>
                {text(
                  "home_phone",
                  t("homePhone"),
                  { ...phoneInput, autoComplete: "home tel" },
                  false,
                )}
                {text(
                  "office_phone",
                  t("officePhone"),
                  { ...phoneInput, autoComplete: "work tel" },
                  false,
                )}
                {text("fax", t("fax"), { ...phoneInput, autoComplete: "fax tel" }, false)}
              </div>
              <Button type="submit" className="self-start" loading={pending === "profile"}>
                {t("save")}
              </Button>
            </>
          ),
        })}
      </section>

      <section
        data-slot="profile-screen-password"
        aria-labelledby={`${id}-password`}
        className={panel}
      >
        <h2 id={`${id}-password`} className={heading}>
          <KeyRound aria-hidden="true" className="size-5 text-brand" />
          {t("passwordTitle")}
        </h2>
        {password.changed && <Notice tone="success">{t("passwordChanged")}</Notice>}
        {password.error && <Notice tone="error">{password.error}</Notice>}
        {renderForm({
          method: "post",
          noValidate: true,
          className: "flex flex-col gap-4",
          children: (
            <>
              {intent("password")}
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label={t("currentPassword")}
                  required
                  error={passwordErrors.current_password}
                >
                  <PasswordInput
                    name="current_password"
                    dir="ltr"
                    autoComplete="current-password"
                  />
                </FormField>
                <FormField
                  label={t("newPassword")}
                  required
                  hint={t("newPasswordHint")}
                  error={passwordErrors.password}
                >
                  <PasswordInput name="password" dir="ltr" autoComplete="new-password" />
                </FormField>
              </div>
              <Button type="submit" className="self-start" loading={pending === "password"}>
                {t("changePassword")}
              </Button>
            </>
          ),
        })}
      </section>

      <section
        data-slot="profile-screen-delete"
        aria-labelledby={`${id}-delete`}
        className={cn(panel, "border-danger-border")}
      >
        <h2 id={`${id}-delete`} className={heading}>
          <Trash2 aria-hidden="true" className="size-5 text-danger" />
          {t("deleteTitle")}
        </h2>
        <p className="text-body-sm text-fg-muted">{t("deleteText")}</p>
        {deletion.error && <Notice tone="error">{deletion.error}</Notice>}
        {renderForm({
          method: "post",
          noValidate: true,
          className: "flex flex-col gap-4",
          onSubmit: askBeforeDeleting,
          children: (
            <>
              {intent("delete")}
              <FormField
                label={t("deletePassword")}
                required
                error={deletionErrors.password}
                className="sm:max-w-[calc(50%-0.5rem)]"
              >
                <PasswordInput name="password" dir="ltr" autoComplete="current-password" />
              </FormField>
              <Button
                type="submit"
                variant="danger"
                className="self-start"
                loading={pending === "delete"}
              >
                <Trash2 aria-hidden="true" />
                {t("deleteSubmit")}
              </Button>
            </>
          ),
        })}
      </section>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        variant="danger"
        title={t("deleteConfirmTitle")}
        description={t("deleteConfirmText")}
        confirmLabel={t("deleteSubmit")}
        onConfirm={() => {
          confirmed.current = true;
          deleteForm.current?.requestSubmit();
        }}
      />
    </div>
  );
}
