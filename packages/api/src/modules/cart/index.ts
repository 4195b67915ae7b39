import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./cart.handlers.ts";
import * as routes from "./cart.routes.ts";

export const cartRouter = createRouter()
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(routes.choices, handlers.onChoices)
  .openapi(routes.details, handlers.onDetails)
  .openapi(routes.activeCampaign, handlers.onActiveCampaign)
  .openapi(routes.removeCampaign, handlers.onRemoveCampaign)
  .openapi(routes.activeCoupon, handlers.onActiveCoupon)
  .openapi(routes.removeCoupon, handlers.onRemoveCoupon)
  .openapi(routes.guestToCustomer, handlers.onGuestToCustomer)
  .openapi(routes.getCargo, handlers.onGetCargo)
  .openapi(routes.changeCargo, handlers.onChangeCargo);
