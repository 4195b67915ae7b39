// Helpers for declaring routes: every route declares its success body and each refusal it can
// give, so the OpenAPI document tells a client everything it may receive, and its policy (how its
// answer may be kept, whether an admin's call is audited: lib/route-policy.ts).
import {
  createRoute as createOpenApiRoute,
  OpenAPIHono,
  type RouteConfig,
} from "@hono/zod-openapi";
import type { z } from "zod";
import { ErrorResponse, successEnvelope } from "../contract/index.ts";
import type { AppEnv } from "./app-env.ts";
import type { Declared } from "./route-policy.ts";
import { validationHook } from "./validation.ts";

/** @hono/zod-openapi's createRoute, which a route cannot be declared through without its policy. */
export const createRoute = <
  P extends string,
  R extends Omit<RouteConfig, "path"> & { path: P } & Declared,
>(
  route: R,
) => createOpenApiRoute<P, R>(route);

export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}

export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return {
    required: true,
    ...(description ? { description } : {}),
    content: { "application/json": { schema } },
  };
}

export function okResponse<T extends z.ZodType>(schema: T, description: string) {
  return {
    200: { description, content: { "application/json": { schema: successEnvelope(schema) } } },
  };
}

const errorDescriptions = {
  400: "Bad input: validation_error (with fields), invalid_json",
  401: "unauthorized: no valid token, or wrong credentials",
  402: "payment_failed: the card payment was declined or its 3-D Secure answer failed",
  403: "forbidden, or origin_not_allowed for a cookie-authenticated write from another site",
  404: "record_not_found",
  409: "Conflict with existing data",
  413: "payload_too_large",
  415: "unsupported_media_type: the body must be JSON",
  429: "too_many_attempts (see the Retry-After header)",
  500: "system_error, with a request_id",
  502: "payment_provider_unavailable: the payment provider did not answer in time or could not be read",
} as const;
type ErrorStatus = keyof typeof errorDescriptions;

/** The refusals a route can give; 500 is added to every route. */
type ErrorContent = {
  description: string;
  content: { "application/json": { schema: typeof ErrorResponse } };
};

export function errorResponses<S extends ErrorStatus = never>(
  ...statuses: S[]
): { [K in S | 500]: ErrorContent } {
  const all = [...new Set<ErrorStatus>([...statuses, 500])];
  return Object.fromEntries(
    all.map((status) => [
      status,
      {
        description: errorDescriptions[status],
        content: { "application/json": { schema: ErrorResponse } },
      },
    ]),
  ) as { [K in S | 500]: ErrorContent };
}

export const ok = <T>(response: T) => ({ success: true as const, response });

type Security = Array<Record<string, string[]>>;
export const customerSecurity: Security = [{ bearerAuth: [] }, { customerCookie: [] }];
export const adminSecurity: Security = [{ bearerAuth: [] }, { adminCookie: [] }];
export const guestSecurity: Security = [{ bearerAuth: [] }, { guestCookie: [] }];
/** A customer or a guest: the shopper's own cart, addresses, payments and orders. */
export const shopperSecurity: Security = [...customerSecurity, { guestCookie: [] }];
