export {
  ADMIN_PAYMENT_METHODS,
  type AdminPaymentMethod,
  AdminPaymentSettingsForm,
  type AdminPaymentSettingsFormProps,
  type AdminPaymentSettingsSubmit,
  type AdminPaymentSettingsValues,
} from "./admin-payment-settings-form.tsx";
