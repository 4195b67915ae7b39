import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./outbox.handlers.ts";
import * as routes from "./outbox.routes.ts";

export const outboxRouter = createRouter()
  .openapi(routes.messages, handlers.onMessages)
  .openapi(routes.adminList, handlers.onAdminList)
  .openapi(routes.read, handlers.onRead)
  .openapi(routes.resend, handlers.onResend)
  .openapi(routes.retry, handlers.onRetry)
  .openapi(routes.whatsappVerify, handlers.onWhatsappVerify)
  .openapi(routes.whatsappStatuses, handlers.onWhatsappStatuses);
