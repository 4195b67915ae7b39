import { describe, expect, it } from "vitest";
import { ApiRequestError } from "../../lib/shop-api.ts";
import { shopperCode } from "./cart-actions.server.ts";

const answer = (status: number, code: ApiRequestError["code"]) =>
  new ApiRequestError(status, { code, message: code });

describe("the code a shopper is told after a cart change", () => {
  it("is the API's refusal when the API refused", () => {
    expect(shopperCode("add", answer(409, "no_stock"))).toBe("no_stock");
    expect(shopperCode("update", answer(400, "validation_error"))).toBe("validation_error");
  });

  it("is section 8's message for the change when the server failed to make it", () => {
    const failed = answer(500, "system_error");
    expect(shopperCode("add", failed)).toBe("error_while_add_cart");
    expect(shopperCode("update", failed)).toBe("update_product_error");
    expect(shopperCode("delete", failed)).toBe("delete_product_error");
    expect(shopperCode("choices", failed)).toBe("order_note_not_added");
    expect(shopperCode("coupon", failed)).toBe("system_error");
  });
});
