import { describe, expect, it } from "vitest";
import { createLoadContext, serverShopApi } from "./request-context.server.ts";
import { unwrap } from "./shop-api.ts";

describe("a page whose data the API cannot serve for a moment", () => {
  it("is thrown as a 503 page, not a fault, when the API answers service_unavailable", async () => {
    const context = createLoadContext({
      nonce: "n",
      api: {
        fetch: async () =>
          Response.json(
            { success: false, code: "service_unavailable", message: "…" },
            { status: 503, headers: { "Retry-After": "3" } },
          ),
      },
    });
    const shopApi = serverShopApi(context, new Request("http://shop.test/en"), {
      language: "en",
      currency: 1,
    });
    const thrown = await unwrap(shopApi.currency.$get()).catch((error: unknown) => error);
    // What React Router turns into the route's error response, with this status.
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 503 } });
  });
});
