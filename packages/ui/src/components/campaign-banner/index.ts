export {
  CampaignBanner,
  type CampaignBannerItem,
  type CampaignBannerProps,
  CampaignBanners,
  type CampaignBannersProps,
} from "./campaign-banner.tsx";
