import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./content.handlers.ts";
import * as routes from "./content.routes.ts";

export const contentRouter = createRouter()
  .openapi(routes.bySeoLink, handlers.onBySeoLink)
  .openapi(routes.list, handlers.onList)
  .openapi(routes.byId, handlers.onById)
  .openapi(routes.faq, handlers.onFaq)
  .openapi(routes.subscribe, handlers.onSubscribe)
  .openapi(routes.confirmSubscription, handlers.onConfirmSubscription)
  .openapi(routes.contactSend, handlers.onContactSend)
  .openapi(routes.contactMessages, handlers.onContactMessages);
