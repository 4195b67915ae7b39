export {
  type AdminLayoutSections,
  type AdminLayoutWidget,
  AdminPageLayoutEditor,
  type AdminPageLayoutEditorProps,
} from "./admin-page-layout-editor.tsx";
export {
  AdminPageLinksEditor,
  type AdminPageLinksEditorProps,
  type AdminPageLinkValue,
} from "./admin-page-links-editor.tsx";
export {
  type AdminSiteSettingsField,
  AdminSiteSettingsForm,
  type AdminSiteSettingsFormProps,
  type AdminSiteSettingsValues,
} from "./admin-site-settings-form.tsx";
export { LAYOUT_SECTIONS, type LayoutSectionName, type SiteTexts } from "./site-texts.ts";
