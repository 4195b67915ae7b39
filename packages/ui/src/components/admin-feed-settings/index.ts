export {
  type AdminFeedCategory,
  AdminFeedSettingsForm,
  type AdminFeedSettingsFormProps,
  type AdminFeedSettingsValues,
} from "./admin-feed-settings-form.tsx";
