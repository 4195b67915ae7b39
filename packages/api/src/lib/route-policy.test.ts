// Every route says how its answer may be kept and whether an admin's call is audited, and what it
// says agrees with who may call it. Walking the OpenAPI document covers the routes added later
// without this test knowing them.
import { Hono } from "hono";
import { beforeAll, describe, expect, it } from "vitest";
import { apiForFile, call } from "../../test/harness.ts";
import { PAGE_CACHE_HEADER } from "../contract/index.ts";
import {
  POLICY_KEY,
  privateRead,
  publicRead,
  type RoutePolicy,
  routePolicies,
} from "./route-policy.ts";

type Operation = { security?: Array<Record<string, string[]>>; [POLICY_KEY]?: RoutePolicy };

const api = apiForFile();
let operations: Array<{ call: string; operation: Operation }>;

beforeAll(async () => {
  const doc = (await call(api, "GET", "/openapi.json")).json as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );
});

const admits = (operation: Operation, scheme: string) =>
  operation.security?.some((entry) => scheme in entry) ?? false;

describe("route policies", () => {
  it("are declared by every route", () => {
    expect(operations.length).toBeGreaterThan(250);
    const undeclared = operations.filter(({ operation }) => {
      const policy = operation[POLICY_KEY];
      return (
        !policy ||
        !["public", "private", "none"].includes(policy.read_cache) ||
        typeof policy.page_cache !== "boolean" ||
        typeof policy.audited !== "boolean"
      );
    });
    expect(undeclared.map(({ call }) => call)).toEqual([]);
  });

  it("audit every call but a GET that an admin may make, and no other", () => {
    // As the security log has always recorded them: an admin's every call that is not a GET.
    const wrong = operations.filter(
      ({ call, operation }) =>
        operation[POLICY_KEY]?.audited !==
        (admits(operation, "adminCookie") && !call.startsWith("GET ")),
    );
    expect(wrong.map(({ call }) => call)).toEqual([]);
  });

  it("share only answers that no one signs in for, and never in a kept page what is someone's", () => {
    const signedIn = operations.filter(
      ({ operation }) =>
        operation[POLICY_KEY]?.read_cache === "public" && (operation.security?.length ?? 0) > 0,
    );
    expect(signedIn.map(({ call }) => call)).toEqual([]);
    const personal = operations.filter(
      ({ operation }) =>
        operation[POLICY_KEY]?.page_cache && operation[POLICY_KEY]?.read_cache === "private",
    );
    expect(personal.map(({ call }) => call)).toEqual([]);
  });
});

describe("a request's route policy", () => {
  // As Hono answers: the first route registered for the method and path, its own middleware
  // included; a HEAD is no call of the GET route's.
  function app() {
    const policyOf = routePolicies(
      [
        { method: "get", path: "/blog/getBlogCategories", ...privateRead },
        { method: "get", path: "/blog/{id}", ...publicRead },
      ],
      "/api/v1",
    );
    const seen: Array<string | undefined> = [];
    const hono = new Hono();
    hono.use("/api/v1/*", async (c, next) => {
      seen.push(policyOf(c)?.read_cache);
      await next();
    });
    hono.get("/api/v1/blog/getBlogCategories", (c) => c.json([]));
    hono.get(
      "/api/v1/blog/:id",
      (_c, next) => next(),
      (c) => c.json({}),
    );
    return { hono, seen };
  }

  it("is the declaration of the route that answers", async () => {
    const { hono, seen } = app();
    await hono.request("/api/v1/blog/getBlogCategories");
    await hono.request("/api/v1/blog/7");
    await hono.request("/api/v1/blog/7", { method: "HEAD" });
    await hono.request("/api/v1/blog/7", { method: "POST" });
    await hono.request("/api/v1/nothing");
    expect(seen).toEqual(["private", "public", undefined, undefined, undefined]);
  });
});

describe("the answers' page-cache mark", () => {
  it("is on the answers of routes whose policy lets a kept page hold them, and only those", async () => {
    const marked = async (path: string) =>
      (await call(api, "GET", path)).headers.get(PAGE_CACHE_HEADER);
    expect(await marked("/brand/getBrands")).toBe("1");
    expect(await marked("/customer/getCustomerAddress")).toBeNull();
    expect(await marked("/nothing")).toBeNull();
  });
});
