// The platform: envelope, unknown routes, faults, malformed input, languages of messages,
// request logs, OpenAPI document and reference page.
import pg from "pg";
import { describe, expect, it } from "vitest";
import { apiForFile, call, newCustomer } from "../test/harness.ts";
import { createApi } from "./app.ts";
import { ERROR_CODES } from "./contract/index.ts";
import { createPglite, type Database, pgliteDatabase, postgresDatabase } from "./db/client.ts";
import { createLogger } from "./lib/logger.ts";

const api = apiForFile();

describe("unknown routes", () => {
  it("answer 404 with the envelope and the specification's text", async () => {
    const res = await call(api, "GET", "/no/such/route?language=en");
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.json).toEqual({
      success: false,
      code: "not_found",
      message: "This page could not be found.",
    });
  });

  it("outside /api/v1 too, and for a known path with an unknown method", async () => {
    expect((await call(api, "GET", "http://shop.test/whatever")).status).toBe(404);
    const res = await call(api, "DELETE", "/language");
    expect(res.status).toBe(404);
    expect(res.json.success).toBe(false);
  });

  it("speak the requested language, Turkish by default and for unknown languages", async () => {
    expect((await call(api, "GET", "/nope")).json.message).toBe("Sayfa bulunamadı.");
    expect((await call(api, "GET", "/nope?language=ar")).json.message).toBe(
      "تعذر العثور على هذه الصفحة.",
    );
    expect((await call(api, "GET", "/nope?language=xx")).json.message).toBe("Sayfa bulunamadı.");
    expect((await call(api, "GET", "/nope?language=%E0%A4%A")).json.message).toBe(
      "Sayfa bulunamadı.",
    );
  });
});

describe("faults", () => {
  it("answer 500 with a request id and nothing internal", async () => {
    const logs: string[] = [];
    // A database whose every query fails the way a broken one would, with SQL and secrets.
    const broken = new Proxy(api.db, {
      get(target, property, receiver) {
        if (property === "select" || property === "execute") {
          return () => {
            const error = new Error(
              'Failed query: select "password_hash" from "customers" where "email" = $1\nparams: secret@example.com',
            );
            Object.assign(error, {
              query: 'select "password_hash" from "customers"',
              params: ["secret@example.com"],
            });
            throw error;
          };
        }
        return Reflect.get(target, property, receiver);
      },
    }) as Database;
    const app = createApi({
      db: broken,
      config: { logger: createLogger({ write: (line) => logs.push(line) }) },
    });

    const res = await call({ app }, "GET", "/language?language=en");
    expect(res.status).toBe(500);
    expect(res.json).toEqual({
      success: false,
      code: "system_error",
      message: "System error, please contact the administrator.",
      request_id: expect.any(String),
    });
    expect(res.headers.get("x-request-id")).toBe(res.json.request_id);
    expect(res.text).not.toMatch(/select|password|customers|secret|stack|\.ts:\d|\bat \w/i);

    // The log has what an operator needs, under the same request id, but never the parameters.
    const error = logs.map((line) => JSON.parse(line)).find((entry) => entry.level === "error");
    expect(error).toMatchObject({ request_id: res.json.request_id, path: "/api/v1/language" });
    expect(error.message).toContain("select");
    expect(JSON.stringify(logs)).not.toContain("secret@example.com");
  });
});

describe("a database that cannot be reached", () => {
  // What node-postgres raises while the server restarts: refused and reset sockets, a connection
  // ended under a query, and the server's own "shutting down" and "starting up" refusals.
  const failures = [
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
    Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
    new Error("Connection terminated unexpectedly"),
    new Error("timeout exceeded when trying to connect"),
    Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    }),
    Object.assign(new Error("the database system is starting up"), { code: "57P03" }),
  ];

  it("is 503 service_unavailable with Retry-After in the caller's language, an expected event in the log", async () => {
    for (const failure of failures) {
      const logs: string[] = [];
      const unreachable = new Proxy(api.db, {
        get(target, property, receiver) {
          if (property === "select" || property === "execute") {
            return () => {
              throw new Error("Failed query: select 1", { cause: failure });
            };
          }
          return Reflect.get(target, property, receiver);
        },
      }) as Database;
      const app = createApi({
        db: unreachable,
        config: { logger: createLogger({ write: (line) => logs.push(line) }) },
      });
      const res = await call({ app }, "GET", "/language?language=en");
      expect(res.status, failure.message).toBe(503);
      expect(res.headers.get("retry-after")).toBe("3");
      expect(res.json).toEqual({
        success: false,
        code: "service_unavailable",
        message: "The shop cannot be reached for a moment. Please try again in a few seconds.",
      });
      const entries = logs.map((line) => JSON.parse(line));
      expect(entries.some((entry) => entry.msg === "unhandled error")).toBe(false);
      expect(entries).toContainEqual(
        expect.objectContaining({ level: "warn", msg: "database unavailable" }),
      );
    }
  });

  it("a pool pointing at a closed port answers 503, not 500", async () => {
    const pool = new pg.Pool({
      connectionString: "postgres://shop@127.0.0.1:1/shop",
      connectionTimeoutMillis: 2_000,
    });
    try {
      const app = createApi({
        db: postgresDatabase(pool).db,
        config: { logger: createLogger({ write: () => {} }) },
      });
      const res = await call({ app }, "GET", "/language?language=ar");
      expect(res.status).toBe(503);
      expect(res.json.code).toBe("service_unavailable");
      expect(res.headers.get("retry-after")).toBe("3");
    } finally {
      await pool.end();
    }
  });
});

describe("malformed input", () => {
  it("a body that is not JSON: 400 invalid_json, nothing written", async () => {
    const res = await call(api, "POST", "/customer/add?language=en", {
      raw: '{"name": "Ayşe", ',
      headers: { "content-type": "application/json" },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      success: false,
      code: "invalid_json",
      message: "The request body is not valid JSON.",
      fields: [{ field: "body", code: "invalid_json" }],
    });
  });

  it("a body that is JSON but not an object: 400 validation_error", async () => {
    const res = await call(api, "POST", "/customerToken", { body: ["a", "b"] });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("validation_error");
  });

  it("an unknown currency is 400 validation_error naming the parameter, not lira", async () => {
    for (const currency of ["99", "XYZ", "-1", "1.0", "TRYX"]) {
      const res = await call(api, "GET", `/currency?language=en&currency=${currency}`);
      expect(res.status, currency).toBe(400);
      expect(res.json).toEqual({
        success: false,
        code: "validation_error",
        message: expect.any(String),
        fields: [
          { field: "currency", in: "query", code: "invalid_value", message: "Invalid value." },
        ],
      });
    }
    for (const currency of ["", "2", "usd", " EUR "]) {
      const res = await call(api, "GET", `/currency?currency=${encodeURIComponent(currency)}`);
      expect(res.status, currency).toBe(200);
    }
  });

  it("wrong types name the offending fields", async () => {
    const res = await call(api, "POST", "/customerToken?language=en", {
      body: { email: 42, password: ["x"] },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual([
      {
        field: "email",
        in: "body",
        code: "invalid_type",
        message: "This field has the wrong type.",
      },
      {
        field: "password",
        in: "body",
        code: "invalid_type",
        message: "This field has the wrong type.",
      },
    ]);
  });

  it("a body that is not JSON at all: 415", async () => {
    const res = await call(api, "POST", "/customerToken", {
      raw: "email=a@b.co&password=x",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.status).toBe(415);
    expect(res.json.code).toBe("unsupported_media_type");
  });

  it("a body over the limit: 413", async () => {
    const small = createApi({
      db: api.db,
      config: { bodyLimitBytes: 1024, logger: createLogger({ level: "silent" }) },
    });
    const res = await call({ app: small }, "POST", "/customer/add", {
      body: newCustomer({ name: "x".repeat(5000) }),
    });
    expect(res.status).toBe(413);
    expect(res.json.code).toBe("payload_too_large");
    // only the three uploads have a limit of their own: other /image/ paths keep the general one
    for (const path of ["/image/removeFile", "/image/upload/../removeFile", "/image/anything"]) {
      const image = await call({ app: small }, "POST", path, { raw: "x".repeat(5000) });
      expect(image.status, path).toBe(413);
    }
  });

  it("a path parameter of the wrong type: 400 naming it", async () => {
    const res = await call(api, "GET", "/state/getStatesByCountryId/abc");
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual([
      expect.objectContaining({ field: "id", in: "path", code: "invalid_type" }),
    ]);
  });
});

describe("request logs", () => {
  it("one JSON line per request: method, path, status, duration, request id; no secrets", async () => {
    api.logs.length = 0;
    const customer = newCustomer({ password: "super-secret-password" });
    const res = await call(api, "POST", "/customer/add?fbp=fb.1.secretclick", { body: customer });
    expect(res.status).toBe(201);
    await call(api, "GET", "/customerToken/me", { token: res.json.response.token });
    const entries = api.logs.map((line) => JSON.parse(line));
    const requests = entries.filter((entry) => entry.msg === "request");
    expect(requests).toHaveLength(2);
    expect(requests[0]).toEqual({
      time: expect.any(String),
      level: "info",
      msg: "request",
      request_id: expect.stringMatching(/^[\w-]+$/),
      method: "POST",
      path: "/api/v1/customer/add",
      status: 201,
      duration_ms: expect.any(Number),
    });
    const all = api.logs.join("\n");
    for (const secret of [
      "super-secret-password",
      res.json.response.token,
      customer.email,
      "secretclick",
    ]) {
      expect(all).not.toContain(secret);
    }
  });

  it("keeps a caller's request id and answers with it", async () => {
    const res = await call(api, "GET", "/language", { headers: { "x-request-id": "trace-123" } });
    expect(res.headers.get("x-request-id")).toBe("trace-123");
  });
});

describe("OpenAPI and reference page", () => {
  it("serves an OpenAPI 3.1 document built from the zod schemas", async () => {
    const res = await call(api, "GET", "/openapi.json");
    expect(res.status).toBe(200);
    const doc = res.json;
    expect(doc.openapi).toBe("3.1.0");
    for (const path of [
      "/api/v1/customer/add",
      "/api/v1/customerToken",
      "/api/v1/customerToken/me",
      "/api/v1/customerToken/providers",
      "/api/v1/customerToken/login/{provider}",
      "/api/v1/customerToken/callback/{provider}",
      "/api/v1/customer/getCustomer",
      "/api/v1/customer/update",
      "/api/v1/customer/changePassword",
      "/api/v1/customer/deleteAccount",
      "/api/v1/customer/forgotPassword",
      "/api/v1/customer/forgotPasswordcontrolRefreshToken",
      "/api/v1/customer/forgotPasswordChangePassword",
      "/api/v1/customer/getCustomerFavorites",
      "/api/v1/customer/getCustomerFavoriteIds",
      "/api/v1/customer/addCustomerFavorite/{id}",
      "/api/v1/customer/deleteCustomerFavorite/{id}",
      "/api/v1/customer/loginPhone",
      "/api/v1/customer/sendOtpWhatsapp",
      "/api/v1/customer/loginWhatsapp",
      "/api/v1/customer/controlWhatsapOTP",
      "/api/v1/sms/otp",
      "/api/v1/sms/otpControl/{code}",
      "/api/v1/outbox/messages",
      "/api/v1/adminToken",
      "/api/v1/product/getAdminProducts",
      "/api/v1/product/add",
      "/api/v1/product/update/{id}",
      "/api/v1/product/updatePrice/{id}",
      "/api/v1/product/updateSort/{id}",
      "/api/v1/product/updateLanguage",
      "/api/v1/product/updateProductImage/{id}",
      "/api/v1/product/delete/{id}",
      "/api/v1/sub_product/getByProductId/{id}",
      "/api/v1/sub_product/add",
      "/api/v1/category/getAdminCategories",
      "/api/v1/brand/update/{id}",
      "/api/v1/model/add",
      "/api/v1/supplier/delete/{id}",
      "/api/v1/property/getAdminProperties",
      "/api/v1/customer/getAdminCustomers",
      "/api/v1/customer/getAdminCustomer/{id}",
      "/api/v1/newsletter/subscribers",
      "/api/v1/newsletter/subscribers/export",
      "/api/v1/coupon/getAdminCoupons",
      "/api/v1/coupon/generate",
      "/api/v1/coupon/delete/{id}",
      "/api/v1/siteSettings/getSettings/{id}",
      "/api/v1/country",
      "/api/v1/state/getStatesByCountryId/{id}",
      "/api/v1/city/getCitiesByStateId/{id}",
      "/api/v1/currency",
      "/api/v1/header_menu",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const register = doc.paths["/api/v1/customer/add"].post;
    expect(Object.keys(register.responses)).toEqual(
      expect.arrayContaining(["201", "400", "409", "500"]),
    );
    expect(register.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["language", "currency"]),
    );
    expect(doc.components.schemas.ErrorResponse.properties.code.enum).toEqual([...ERROR_CODES]);
    expect(doc.components.schemas.CustomerRegistration.required).toEqual(
      expect.arrayContaining([
        "name",
        "surname",
        "email",
        "phone",
        "password",
        "kvkk_agreement",
        "membership_agreement",
      ]),
    );
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
    });
  });

  it("serves a reference page that needs no outside network", async () => {
    const page = await call(api, "GET", "/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.text).toContain("/api/v1/openapi.json");
    expect(page.text).toContain('src="/api/v1/docs/scalar.js"');
    expect(page.text).not.toMatch(/cdn\.jsdelivr|fonts\.googleapis/);
    const script = await api.app.request("http://shop.test/api/v1/docs/scalar.js");
    expect(script.status).toBe(200);
    expect(Number((await script.arrayBuffer()).byteLength)).toBeGreaterThan(100_000);
  });
});

describe("health", () => {
  it("reports the database it runs on", async () => {
    const res = await call(api, "GET", "/health");
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({ status: "ok", database: api.handle.kind });
  });

  // A bare PGlite runs initdb in WebAssembly: seconds alone, far more beside the suite's other lanes.
  it("is ready on a migrated database, and not on one never migrated", {
    timeout: 120_000,
  }, async () => {
    const ready = await call(api, "GET", "/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: "ready", database: true, migrations: true });

    const bare = await createPglite();
    try {
      const fresh = { app: createApi({ db: pgliteDatabase(bare).db }) };
      const waiting = await call(fresh, "GET", "/health/ready");
      expect(waiting.status).toBe(503);
      expect(waiting.json).toEqual({ status: "not_ready", database: true, migrations: false });
    } finally {
      await bare.close();
    }
  });
});
