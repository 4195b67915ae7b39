export {
  ADMIN_CAMPAIGN_LANGUAGES,
  AdminCampaignEditScreen,
  type AdminCampaignEditScreenProps,
  type AdminCampaignLanguage,
  type AdminCampaignUsage,
  type AdminCampaignValues,
} from "./admin-campaign-edit-screen.tsx";
export {
  AdminCampaignListScreen,
  type AdminCampaignListScreenProps,
  type AdminCampaignQuery,
  type AdminCampaignRow,
} from "./admin-campaign-list-screen.tsx";
export { ADMIN_CAMPAIGN_TYPES, type AdminCampaignType } from "./campaign-terms.ts";
