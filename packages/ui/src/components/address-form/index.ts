export {
  ADDRESS_FORM_FIELDS,
  AddressForm,
  type AddressFormField,
  type AddressFormProps,
} from "./address-form.tsx";
