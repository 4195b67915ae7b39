import { z } from "@hono/zod-openapi";
import {
  AdminBankAccount,
  AdminBankAccountInput,
  AdminCargoCompany,
  AdminCargoCompanyInput,
  AdminPaymentSettings,
  AdminPaymentSettingsInput,
  IdParam,
  LocaleQuery,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const admin = {
  tags: ["Admin: settings"],
  security: adminSecurity,
  middleware: [authenticate(["admin"])],
};
const Deleted = z.object({ id: z.number().int() });

export const readPayments = createRoute({
  ...admin,
  method: "get",
  path: "/settings/getPaymentSettings",
  ...privateRead,
  summary: "Which payment methods the checkout offers, and the pay-at-the-door fee",
  request: { query: LocaleQuery },
  responses: { ...okResponse(AdminPaymentSettings, "The settings"), ...errorResponses(401, 403) },
});

export const updatePayments = createRoute({
  ...admin,
  method: "post",
  path: "/settings/updatePaymentSettings",
  ...adminWrite,
  summary: "Turn payment methods on or off and set the pay-at-the-door fee",
  description:
    "At least one method stays on (validation_error naming card, wire_transfer and door otherwise). The fee is whole minor units of the shop's currency. The checkout follows at once.",
  request: { query: LocaleQuery, body: jsonBody(AdminPaymentSettingsInput) },
  responses: {
    ...okResponse(AdminPaymentSettings, "Saved"),
    ...errorResponses(400, 401, 403),
  },
});

function resource<N extends string, I extends z.ZodType, O extends z.ZodType>(
  name: N,
  label: string,
  input: I,
  output: O,
) {
  return {
    list: createRoute({
      ...admin,
      method: "get",
      path: `/${name}/getAdminList`,
      ...privateRead,
      summary: `Every ${label}, active or not`,
      request: { query: LocaleQuery },
      responses: { ...okResponse(z.array(output), "The list"), ...errorResponses(401, 403) },
    }),
    add: createRoute({
      ...admin,
      method: "post",
      path: `/${name}/add`,
      ...adminWrite,
      summary: `Add a ${label}`,
      request: { query: LocaleQuery, body: jsonBody(input) },
      responses: { ...okResponse(output, "Added"), ...errorResponses(400, 401, 403, 409) },
    }),
    update: createRoute({
      ...admin,
      method: "post",
      path: `/${name}/update/{id}`,
      ...adminWrite,
      summary: `Save a ${label}`,
      request: { params: IdParam, query: LocaleQuery, body: jsonBody(input) },
      responses: { ...okResponse(output, "Saved"), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    remove: createRoute({
      ...admin,
      method: "post",
      path: `/${name}/delete/{id}`,
      ...adminWrite,
      summary: `Delete a ${label}`,
      description: `A ${label} that orders name is record_in_use (409): turn it off instead.`,
      request: { params: IdParam, query: LocaleQuery },
      responses: { ...okResponse(Deleted, "Deleted"), ...errorResponses(401, 403, 404, 409) },
    }),
  };
}

export const cargoRoutes = resource(
  "cargo",
  "cargo company",
  AdminCargoCompanyInput,
  AdminCargoCompany,
);
export const bankRoutes = resource("bank", "bank account", AdminBankAccountInput, AdminBankAccount);
