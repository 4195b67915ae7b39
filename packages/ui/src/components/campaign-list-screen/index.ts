export {
  type CampaignListEntry,
  CampaignListScreen,
  type CampaignListScreenProps,
} from "./campaign-list-screen.tsx";
