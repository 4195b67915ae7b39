import { createRouter } from "../../lib/openapi.ts";
import * as handlers from "./addresses.handlers.ts";
import * as routes from "./addresses.routes.ts";

export const addressesRouter = createRouter()
  .openapi(routes.customerAddresses, handlers.onCustomerAddresses)
  .openapi(routes.guestAddresses, handlers.onGuestAddresses)
  .openapi(routes.add, handlers.onAdd)
  .openapi(routes.update, handlers.onUpdate)
  .openapi(routes.remove, handlers.onRemove)
  .openapi(routes.setCartAddress, handlers.onSetCartAddress)
  .openapi(routes.removeInvoiceAddress, handlers.onRemoveInvoiceAddress)
  .openapi(routes.orderAddressCheck, handlers.onOrderAddressCheck);
