import type { RouteConfig, RouteHandler } from "@hono/zod-openapi";
import type { Database } from "../../db/client.ts";
import type { AppEnv } from "../../lib/app-env.ts";
import { createRouter, ok } from "../../lib/openapi.ts";
import { requireIdentity } from "../../lib/require-identity.ts";
import { bankRoutes, cargoRoutes, readPayments, updatePayments } from "./admin-settings.routes.ts";
import * as bank from "./bank-accounts.service.ts";
import * as cargo from "./cargo.service.ts";
import { readPaymentSettings, updatePaymentSettings } from "./payment-settings.service.ts";

interface Service<I, O> {
  list: (db: Database) => Promise<O[]>;
  create: (db: Database, input: I) => Promise<O>;
  update: (db: Database, id: number, input: I) => Promise<O>;
  remove: (db: Database, id: number) => Promise<void>;
}

/** Handlers of one resource's list, add, update and delete. */
function handlers<I, O>(service: Service<I, O>) {
  type H = RouteHandler<RouteConfig, AppEnv>;
  const input = (c: Parameters<H>[0]) => c.req.valid("json" as never) as I;
  const id = (c: Parameters<H>[0]) => (c.req.valid("param" as never) as { id: number }).id;
  const list: H = async (c) => {
    requireIdentity(c, ["admin"]);
    return c.json(ok(await service.list(c.var.db)), 200);
  };
  const add: H = async (c) => {
    requireIdentity(c, ["admin"]);
    return c.json(ok(await service.create(c.var.db, input(c))), 200);
  };
  const update: H = async (c) => {
    requireIdentity(c, ["admin"]);
    return c.json(ok(await service.update(c.var.db, id(c), input(c))), 200);
  };
  const remove: H = async (c) => {
    requireIdentity(c, ["admin"]);
    await service.remove(c.var.db, id(c));
    return c.json(ok({ id: id(c) }), 200);
  };
  return { list, add, update, remove };
}

const onReadPayments: RouteHandler<typeof readPayments, AppEnv> = async (c) => {
  requireIdentity(c, ["admin"]);
  return c.json(ok(await readPaymentSettings(c.var.db, c.var.config.paymentProviders)), 200);
};

const onUpdatePayments: RouteHandler<typeof updatePayments, AppEnv> = async (c) => {
  requireIdentity(c, ["admin"]);
  const saved = await updatePaymentSettings(
    c.var.db,
    c.req.valid("json"),
    c.var.config.paymentProviders,
  );
  return c.json(ok(saved), 200);
};

const cargoHandlers = handlers({
  list: cargo.listCargoCompanies,
  create: cargo.createCargoCompany,
  update: cargo.updateCargoCompany,
  remove: cargo.deleteCargoCompany,
});
const bankHandlers = handlers({
  list: bank.listBankAccountsForAdmin,
  create: bank.createBankAccount,
  update: bank.updateBankAccount,
  remove: bank.deleteBankAccount,
});

/** The checkout's settings the admin runs: payment methods, cargo companies, bank accounts. */
export const adminSettingsRouter = createRouter()
  .openapi(readPayments, onReadPayments)
  .openapi(updatePayments, onUpdatePayments)
  .openapi(cargoRoutes.list, cargoHandlers.list as never)
  .openapi(cargoRoutes.add, cargoHandlers.add as never)
  .openapi(cargoRoutes.update, cargoHandlers.update as never)
  .openapi(cargoRoutes.remove, cargoHandlers.remove as never)
  .openapi(bankRoutes.list, bankHandlers.list as never)
  .openapi(bankRoutes.add, bankHandlers.add as never)
  .openapi(bankRoutes.update, bankHandlers.update as never)
  .openapi(bankRoutes.remove, bankHandlers.remove as never);
