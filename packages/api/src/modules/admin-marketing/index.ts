import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./admin-marketing.handlers.ts";
import * as routes from "./admin-marketing.routes.ts";

/** The admin's marketing: coupons (added one at a time or generated many at once) and gift certificates made out to a customer. */
export const adminMarketingRouter = createRouter()
  .openapi(routes.list, handlers.onList)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.generate, handlers.onGenerate)
  .openapi(routes.addGiftCertificate, handlers.onAddGiftCertificate)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.remove, handlers.onRemove);
