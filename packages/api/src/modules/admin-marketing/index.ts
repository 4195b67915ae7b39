import { createRouter } from "../../lib/openapi.ts";
import * as campaignHandlers from "./admin-campaigns.handlers.ts";
import * as campaignRoutes from "./admin-campaigns.routes.ts";
import * as handlers from "./admin-marketing.handlers.ts";
import * as routes from "./admin-marketing.routes.ts";

/** The admin's marketing: campaigns with all their rules, coupons (added one at a time or generated many at once) and gift certificates made out to a customer. */
export const adminMarketingRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.generate, handlers.onGenerate)
  .openapi(routes.addGiftCertificate, handlers.onAddGiftCertificate)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(campaignRoutes.listCampaigns, campaignHandlers.onListCampaigns)
  .openapi(campaignRoutes.getCampaign, campaignHandlers.onGetCampaign)
  .openapi(campaignRoutes.addCampaign, campaignHandlers.onAddCampaign)
  .openapi(campaignRoutes.updateCampaign, campaignHandlers.onUpdateCampaign)
  .openapi(campaignRoutes.removeCampaign, campaignHandlers.onRemoveCampaign);
