// The product page's two forms, sent to the page's own action: a review (stars, text, show-name)
// and a question. The API decides every rule; a refusal comes back as its code with what the
// shopper typed, so that the page shows it in the page's language with or without JavaScript.
import type { ErrorCode } from "@shop/api/contract";
import { isApiRequestError, type ShopApi, unwrap } from "../../lib/shop-api.ts";

export type ProductTalkIntent = "comment" | "question";

export type ProductTalkResult =
  | { intent: ProductTalkIntent; sent: true }
  | {
      intent: ProductTalkIntent;
      sent: false;
      code: ErrorCode;
      values: { text: string; rate?: number; showName: boolean; question: string };
    };

export async function sendProductTalk(
  shopApi: ShopApi,
  form: FormData,
): Promise<ProductTalkResult> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent: ProductTalkIntent = text("intent") === "question" ? "question" : "comment";
  const productId = Number(text("product_id"));
  const rate = Number(text("rate"));
  const values = {
    text: text("text"),
    ...(Number.isInteger(rate) && rate >= 1 && rate <= 5 ? { rate } : {}),
    // An unticked checkbox sends nothing.
    showName: form.has("show_name"),
    question: text("question"),
  };
  try {
    if (intent === "comment") {
      const comment = {
        product_id: productId,
        text: values.text,
        ...(values.rate ? { rate: values.rate } : {}),
        show_name: values.showName,
      };
      await unwrap(shopApi.product.addProductComment.$post({ json: comment }));
    } else {
      const question = { product_id: productId, question: values.question };
      await unwrap(shopApi.product.addProductQuestion.$post({ json: question }));
    }
    return { intent, sent: true };
  } catch (error) {
    if (!isApiRequestError(error)) throw error;
    return { intent, sent: false, code: error.code, values };
  }
}
