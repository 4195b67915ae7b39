import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./auth.handlers.ts";
import * as routes from "./auth.routes.ts";

export const authRouter = createRouter()
  .openapi(routes.sessionStart, handlers.onSessionStart)
  .openapi(routes.sessionEnd, handlers.onSessionEnd)
  .openapi(routes.sessionEndBeacon, handlers.onSessionEndBeacon)
  .openapi(routes.adminLogin, handlers.onAdminLogin)
  .openapi(routes.adminTwoFactor, handlers.onAdminTwoFactor)
  .openapi(routes.adminTotpEnrol, handlers.onAdminTotpEnrol)
  .openapi(routes.adminTotpConfirm, handlers.onAdminTotpConfirm)
  .openapi(routes.adminMe, handlers.onAdminMe)
  .openapi(routes.adminLogout, handlers.onAdminLogout)
  .openapi(routes.guestCreate, handlers.onGuestCreate)
  .openapi(routes.guestMe, handlers.onGuestMe);
