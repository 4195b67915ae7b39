import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { FormField, type FormFieldControlProps } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Select, type SelectOption } from "../select/select.tsx";
import { Textarea } from "../textarea/textarea.tsx";

const messages = defineUiMessages({
  title: { id: "commerce.addressForm.title", description: "Field: the address's name (Ev, İş)" },
  kind: { id: "commerce.addressForm.kind", description: "Legend: invoice type" },
  individual: { id: "commerce.addressForm.individual", description: "Invoice type: a person" },
  corporate: { id: "commerce.addressForm.corporate", description: "Invoice type: a company" },
  name: { id: "commerce.addressForm.name", description: "Field: first name" },
  surname: { id: "commerce.addressForm.surname", description: "Field: surname" },
  email: { id: "commerce.addressForm.email", description: "Field: e-mail (guests)" },
  phone: { id: "commerce.addressForm.phone", description: "Field: mobile phone" },
  country: { id: "commerce.addressForm.country", description: "Field: country" },
  state: { id: "commerce.addressForm.state", description: "Field: province (il)" },
  statePlaceholder: {
    id: "commerce.addressForm.statePlaceholder",
    description: "Choose a province",
  },
  city: { id: "commerce.addressForm.city", description: "Field: district (ilçe)" },
  cityPlaceholder: { id: "commerce.addressForm.cityPlaceholder", description: "Choose a district" },
  showCities: {
    id: "commerce.addressForm.showCities",
    description: "Button (without JavaScript): list the chosen province's districts",
  },
  address: { id: "commerce.addressForm.address", description: "Field: street, building, door" },
  postalCode: { id: "commerce.addressForm.postalCode", description: "Field: postal code" },
  identityNumber: { id: "commerce.addressForm.identityNumber", description: "Field: T.C. no" },
  companyName: { id: "commerce.addressForm.companyName", description: "Field: company name" },
  taxOffice: { id: "commerce.addressForm.taxOffice", description: "Field: tax office" },
  taxNumber: { id: "commerce.addressForm.taxNumber", description: "Field: tax number" },
  save: { id: "commerce.addressForm.save", description: "Button: save the address" },
  cancel: { id: "commerce.addressForm.cancel", description: "Button: close the form" },
});

export const ADDRESS_FORM_FIELDS = [
  "title",
  "kind",
  "name",
  "surname",
  "email",
  "phone",
  "country_id",
  "state_id",
  "city_id",
  "address",
  "postal_code",
  "identity_number",
  "company_name",
  "tax_office",
  "tax_number",
] as const;
export type AddressFormField = (typeof ADDRESS_FORM_FIELDS)[number];

export type AddressFormProps = Omit<ComponentProps<"form">, "children" | "onChange"> & {
  /** What the fields start with (an address being edited, or what was sent and refused). */
  values?: Partial<Record<AddressFormField, string>>;
  /** Each refused field's message, shown beside it. */
  errors?: Partial<Record<AddressFormField, string>>;
  countries: readonly SelectOption[];
  states: readonly SelectOption[];
  /** The districts of the chosen province. */
  cities: readonly SelectOption[];
  /** A province was chosen: the app loads its districts into `cities`. */
  onStateChange?: (stateId: string) => void;
  /** Guests give the e-mail their order is confirmed to. */
  askEmail?: boolean;
  /** Hidden fields the app's action needs (intent, the address id being edited). */
  hiddenFields?: ReactNode;
  pending?: boolean;
  onCancel?: () => void;
  /** Renders the `<form>`: the app passes its router's form so the address saves without JS. */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/**
 * A delivery or invoice address: individual or corporate, with the province and district
 * chosen from the lists. Without JavaScript the districts of a newly chosen province come with a
 * button that reloads the form with them (its fields kept).
 */
export function AddressForm({
  values = {},
  errors = {},
  countries,
  states,
  cities,
  onStateChange,
  askEmail = false,
  hiddenFields,
  pending = false,
  onCancel,
  renderForm = defaultRenderForm,
  className,
  ...props
}: AddressFormProps) {
  const intl = useIntl();
  const [kind, setKind] = useState(values.kind === "corporate" ? "corporate" : "individual");
  const t = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const field = (
    name: AddressFormField,
    control: ReactElement<FormFieldControlProps>,
    options: { optional?: boolean; className?: string } = {},
  ) => (
    <FormField
      label={t(labelOf[name])}
      error={errors[name]}
      {...(options.optional ? { optional: true } : { required: true })}
      {...(options.className ? { className: options.className } : {})}
    >
      {control}
    </FormField>
  );
  const text = (name: AddressFormField, extra: ComponentProps<typeof Input> = {}) => (
    <Input name={name} defaultValue={values[name] ?? ""} {...extra} />
  );

  return renderForm({
    method: "post",
    noValidate: true,
    className: cn("grid gap-4 sm:grid-cols-2", className),
    ...({ "data-slot": "address-form" } as ComponentProps<"form">),
    ...props,
    children: (
      <>
        {hiddenFields}
        {field("title", text("title", { maxLength: 50, autoComplete: "off" }), {
          className: "sm:col-span-2",
        })}
        <fieldset className="flex flex-wrap gap-4 sm:col-span-2">
          <legend className="mb-1 text-body-sm font-medium text-fg">{t("kind")}</legend>
          {(["individual", "corporate"] as const).map((value) => (
            <label key={value} className="flex items-center gap-2 text-body">
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="size-4 accent-brand"
              />
              {t(value)}
            </label>
          ))}
        </fieldset>
        {field("name", text("name", { maxLength: 60, autoComplete: "given-name" }))}
        {field("surname", text("surname", { maxLength: 60, autoComplete: "family-name" }))}
        {askEmail &&
          field("email", text("email", { type: "email", dir: "ltr", autoComplete: "email" }))}
        {field("phone", text("phone", { type: "tel", dir: "ltr", autoComplete: "tel" }))}
        {field(
          "country_id",
          <Select name="country_id" defaultValue={values.country_id ?? ""} options={countries} />,
        )}
        {field(
          "state_id",
          <Select
            name="state_id"
            defaultValue={values.state_id ?? ""}
            placeholder={t("statePlaceholder")}
            options={states}
            onChange={(event) => onStateChange?.(event.target.value)}
          />,
        )}
        {field(
          "city_id",
          <Select
            name="city_id"
            defaultValue={values.city_id ?? ""}
            placeholder={t("cityPlaceholder")}
            options={cities}
          />,
        )}
        <noscript>
          <Button type="submit" variant="outline" size="sm" formMethod="get" className="self-end">
            {t("showCities")}
          </Button>
        </noscript>
        {field(
          "address",
          <Textarea
            name="address"
            rows={3}
            maxLength={500}
            defaultValue={values.address ?? ""}
            autoComplete="street-address"
          />,
          { className: "sm:col-span-2" },
        )}
        {field(
          "postal_code",
          text("postal_code", {
            inputMode: "numeric",
            dir: "ltr",
            maxLength: 10,
            autoComplete: "postal-code",
          }),
        )}
        {kind === "individual" &&
          field(
            "identity_number",
            text("identity_number", { inputMode: "numeric", dir: "ltr", maxLength: 11 }),
            { optional: true },
          )}
        {kind === "corporate" && (
          <>
            {field(
              "company_name",
              text("company_name", { maxLength: 200, autoComplete: "organization" }),
              {
                className: "sm:col-span-2",
              },
            )}
            {field("tax_office", text("tax_office", { maxLength: 100 }))}
            {field(
              "tax_number",
              text("tax_number", { inputMode: "numeric", dir: "ltr", maxLength: 11 }),
            )}
          </>
        )}
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" loading={pending}>
            {t("save")}
          </Button>
          {onCancel && (
            <Button type="button" variant="ghost" onClick={onCancel}>
              {t("cancel")}
            </Button>
          )}
        </div>
      </>
    ),
  });
}

const labelOf: Record<AddressFormField, keyof typeof messages> = {
  title: "title",
  kind: "kind",
  name: "name",
  surname: "surname",
  email: "email",
  phone: "phone",
  country_id: "country",
  state_id: "state",
  city_id: "city",
  address: "address",
  postal_code: "postalCode",
  identity_number: "identityNumber",
  company_name: "companyName",
  tax_office: "taxOffice",
  tax_number: "taxNumber",
};
