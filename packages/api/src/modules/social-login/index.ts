import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./social-login.handlers.ts";
import * as routes from "./social-login.routes.ts";

export const socialLoginRouter = createRouter()
  .openapi(routes.providers, handlers.onProviders)
  .openapi(routes.login, handlers.onLogin)
  .openapi(routes.callback, handlers.onCallback)
  .openapi(routes.callbackPost, handlers.onCallbackPost);
