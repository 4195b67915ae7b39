import { describe, expect, it } from "vitest";
import { ApiRequestError, createShopApi, unwrap } from "./shop-api.ts";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A call whose answer is `response`, as a proxy or the API would give it. */
const answered = (response: Response) =>
  createShopApi({
    origin: "https://shop.example",
    language: "tr",
    currency: 1,
    fetch: async () => response,
  }).customer.getCustomerFavoriteIds.$get();

describe("the typed API client", () => {
  it("sends the page's language and currency with every call, to the route's own path", async () => {
    const sent: Request[] = [];
    const api = createShopApi({
      origin: "https://shop.example",
      language: "ar",
      currency: 2,
      fetch: async (request) => {
        sent.push(request);
        return json(200, { success: true, response: { product_id: 7, is_favorite: true } });
      },
    });
    const change = await unwrap(api.customer.addCustomerFavorite[":id"].$get({ param: { id: 7 } }));
    expect(change).toEqual({ product_id: 7, is_favorite: true });
    const url = new URL(sent[0]?.url ?? "");
    expect(url.pathname).toBe("/api/v1/customer/addCustomerFavorite/7");
    expect(Object.fromEntries(url.searchParams)).toEqual({ language: "ar", currency: "2" });
    expect(sent[0]?.headers.get("accept")).toBe("application/json");
  });

  it("sends a body that is neither JSON nor a form as it is, with its own type (a CSV file)", async () => {
    const sent: Request[] = [];
    const api = createShopApi({
      origin: "https://shop.example",
      language: "en",
      currency: 1,
      fetch: async (request) => {
        sent.push(request);
        return json(200, { success: true, response: { created: 1, updated: 0, unchanged: 0 } });
      },
    });
    const csv = "sku;name_tr\nA-1;Çay";
    await unwrap(
      api.product.import.$post(
        {},
        { headers: { "Content-Type": "text/csv; charset=utf-8" }, init: { body: csv } },
      ),
    );
    expect(sent[0]?.method).toBe("POST");
    expect(new URL(sent[0]?.url ?? "").pathname).toBe("/api/v1/product/import");
    expect(sent[0]?.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await sent[0]?.text()).toBe(csv);
  });

  it("turns the API's refusal into an ApiRequestError with its code and fields", async () => {
    const refusal = {
      success: false,
      code: "validation_error",
      message: "Ürün bulunamadı",
      fields: { id: "geçersiz" },
      request_id: "r1",
    };
    const error = await unwrap(answered(json(400, refusal))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 400, code: "validation_error", requestId: "r1" });
    expect((error as ApiRequestError).fields).toEqual({ id: "geçersiz" });
  });

  it("calls a page that is not the API's envelope an unexpected or a system error", async () => {
    const proxy = new Response("<html>Bad gateway</html>", { status: 502 });
    await expect(unwrap(answered(proxy))).rejects.toMatchObject({ code: "system_error" });
    const odd = new Response("nope", { status: 404 });
    await expect(unwrap(answered(odd))).rejects.toMatchObject({ code: "unexpected_error" });
  });

  it("gives up after its time limit with the timeout code", async () => {
    const api = createShopApi({
      origin: "https://shop.example",
      language: "tr",
      currency: 1,
      timeoutMs: 20,
      fetch: (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener("abort", () => reject(request.signal.reason)),
        ),
    });
    await expect(unwrap(api.customer.getCustomerFavoriteIds.$get())).rejects.toMatchObject({
      status: 504,
      code: "timeout",
    });
  });
});
