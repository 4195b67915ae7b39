import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "../../lib/app-env.ts";
import { ok } from "../../lib/openapi.ts";
import { ownerOf, requireIdentity } from "../../lib/require-identity.ts";
import type * as routes from "./addresses.routes.ts";
import {
  addAddress,
  checkOrderAddress,
  chooseCartAddresses,
  deleteAddress,
  listAddresses,
  removeInvoiceAddress,
  updateAddress,
} from "./addresses.service.ts";

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], AppEnv>;

const ownerIn = (c: Context<AppEnv>) => ownerOf(requireIdentity(c, ["customer", "guest"]));

export const onCustomerAddresses: Handler<"customerAddresses"> = async (c) => {
  const owner = ownerOf(requireIdentity(c, ["customer"]));
  return c.json(ok(await listAddresses(c.var.db, owner, c.var.lang)), 200);
};

export const onGuestAddresses: Handler<"guestAddresses"> = async (c) => {
  const owner = ownerOf(requireIdentity(c, ["guest"]));
  return c.json(ok(await listAddresses(c.var.db, owner, c.var.lang)), 200);
};

export const onAdd: Handler<"add"> = async (c) =>
  c.json(ok(await addAddress(c.var.db, ownerIn(c), c.req.valid("json"), c.var.lang)), 200);

export const onUpdate: Handler<"update"> = async (c) => {
  const { id, ...input } = c.req.valid("json");
  return c.json(ok(await updateAddress(c.var.db, ownerIn(c), id, input, c.var.lang)), 200);
};

export const onRemove: Handler<"remove"> = async (c) => {
  await deleteAddress(c.var.db, ownerIn(c), c.req.valid("json").id);
  return c.json(ok({ deleted: true as const }), 200);
};

export const onSetCartAddress: Handler<"setCartAddress"> = async (c) => {
  const body = c.req.valid("json");
  const choice = {
    deliveryId: body.delivery_address_id,
    invoiceId: body.invoice_address_id,
    sameForInvoice: body.same_for_invoice,
  };
  return c.json(ok(await chooseCartAddresses(c.var.db, ownerIn(c), choice)), 200);
};

export const onRemoveInvoiceAddress: Handler<"removeInvoiceAddress"> = async (c) =>
  c.json(ok(await removeInvoiceAddress(c.var.db, ownerIn(c), c.req.valid("param").id)), 200);

export const onOrderAddressCheck: Handler<"orderAddressCheck"> = async (c) =>
  c.json(ok(await checkOrderAddress(c.var.db, ownerIn(c))), 200);
