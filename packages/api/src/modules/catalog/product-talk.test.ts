import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertCategory, insertProduct, signUp } from "../../../test/commerce-fixtures.ts";
import {
  answerOf,
  apiForFile,
  call,
  client,
  onPostgres,
  signInAdmin,
} from "../../../test/harness.ts";
import { productComments, products } from "../../db/schema/index.ts";

const api = apiForFile();
let categoryId: number;
let admin: string;
beforeAll(async () => {
  categoryId = await insertCategory(api.db);
  admin = await signInAdmin(api);
});

const comment = (token: string | undefined, body: unknown, query = "") =>
  call(api, "POST", `/product/addProductComment${query}`, { token, body });
const ask = (token: string | undefined, body: unknown, query = "") =>
  call(api, "POST", `/product/addProductQuestion${query}`, { token, body });
const shown = (id: number) =>
  answerOf(client(api).product.getProductComments[":id"].$post({ param: { id } }));
const product = () => insertProduct(api.db, { categoryId });

describe("product/addProductComment", () => {
  it("stores a signed-in customer's comment unapproved: not shown and not in the rating until an admin approves it", async () => {
    const { token } = await signUp(api);
    const id = await product();
    const sent = await comment(
      token,
      { product_id: id, text: "  Kumaşı <b>çok</b> iyi  ", rate: 4, show_name: false },
      "?language=en",
    );
    expect(sent.status).toBe(200);
    expect(sent.json.response).toMatchObject({
      product_id: id,
      rate: 4,
      show_name: false,
      is_approved: false,
    });
    expect((await shown(id)).json.response).toMatchObject({ items: [], total: 0 });
    expect(
      (await answerOf(client(api).product.getProductById[":id"].$get({ param: { id } }))).json
        .response.rating,
    ).toEqual(expect.objectContaining({ average: 0, count: 0 }));

    const pending = await answerOf(
      client(api, admin).product.comment.pending.$get({ query: { language: "en" } }),
    );
    expect(pending.status).toBe(200);
    const mine = pending.json.response.find((c: { id: number }) => c.id === sent.json.response.id);
    expect(mine).toMatchObject({
      product_id: id,
      product_name: expect.stringMatching(/ en$/),
      text: "Kumaşı <b>çok</b> iyi",
      rate: 4,
      show_name: false,
      language: "en",
    });

    const approved = await answerOf(
      client(api, admin).product.comment.approve[":id"].$post({ param: { id: mine.id } }),
    );
    expect(approved.json.response).toEqual({ id: mine.id, status: "approved" });
    const list = (await shown(id)).json.response;
    expect(list.total).toBe(1);
    // the text is stored as written (escaping is the renderer's), the hidden name masked
    expect(list.items[0]).toMatchObject({ text: "Kumaşı <b>çok</b> iyi", rate: 4 });
    expect(list.items[0].name).toMatch(/^\S\*\*\* \S\*\*\*$/);
    expect(
      (await answerOf(client(api).product.getProductById[":id"].$get({ param: { id } }))).json
        .response.rating,
    ).toEqual(expect.objectContaining({ average: 4, count: 1 }));
    // approving twice finds nothing left to approve
    expect(
      (
        await answerOf(
          client(api, admin).product.comment.approve[":id"].$post({ param: { id: mine.id } }),
        )
      ).status,
    ).toBe(404);
  });

  it("refuses a missing text or rating with comment_or_score_missing, in the shopper's language", async () => {
    const { token } = await signUp(api);
    const id = await product();
    for (const body of [
      { product_id: id, rate: 5 },
      { product_id: id, text: "   ", rate: 5 },
      { product_id: id, text: "İyi" },
      { product_id: id, text: "İyi", rate: 0 },
      { product_id: id, text: "İyi", rate: 6 },
      { product_id: id, text: "İyi", rate: 3.5 },
    ]) {
      const res = await comment(token, body, "?language=ar");
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({
        code: "comment_or_score_missing",
        message: "يرجى كتابة تعليق وإعطاء تقييم.",
      });
    }
    expect(
      await api.db.select().from(productComments).where(eq(productComments.productId, id)),
    ).toHaveLength(0);
  });

  it("allows one comment per product and customer: already_commented", async () => {
    const { token } = await signUp(api);
    const id = await product();
    expect((await comment(token, { product_id: id, text: "Bir", rate: 5 })).status).toBe(200);
    const again = await comment(token, { product_id: id, text: "İki", rate: 1 }, "?language=en");
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({
      code: "already_commented",
      message: "You have already commented on this product.",
    });
    // another customer may still comment on it
    const other = await signUp(api);
    expect((await comment(other.token, { product_id: id, text: "Üç", rate: 3 })).status).toBe(200);
  });

  it("refuses a product that does not exist or is not shown: no_product_to_comment", async () => {
    const { token } = await signUp(api);
    const hidden = await product();
    await api.db.update(products).set({ isActive: false }).where(eq(products.id, hidden));
    for (const productId of [hidden, 2_000_000_000]) {
      const res = await comment(token, { product_id: productId, text: "Yok", rate: 2 });
      expect(res.status).toBe(404);
      expect(res.json.code).toBe("no_product_to_comment");
    }
  });

  it("needs a signed-in customer", async () => {
    const id = await product();
    expect((await comment(undefined, { product_id: id, text: "Hey", rate: 5 })).status).toBe(401);
    expect((await comment(admin, { product_id: id, text: "Hey", rate: 5 })).status).toBe(401);
  });

  it("a rejected comment is removed, from the rating too, and the customer may write again", async () => {
    const { token } = await signUp(api);
    const id = await product();
    const first = (await comment(token, { product_id: id, text: "Kötü", rate: 1 })).json.response;
    await answerOf(
      client(api, admin).product.comment.approve[":id"].$post({ param: { id: first.id } }),
    );
    expect((await shown(id)).json.response.total).toBe(1);
    const rejected = await answerOf(
      client(api, admin).product.comment.reject[":id"].$post({ param: { id: first.id } }),
    );
    expect(rejected.json.response).toEqual({ id: first.id, status: "rejected" });
    expect((await shown(id)).json.response.total).toBe(0);
    expect((await comment(token, { product_id: id, text: "Daha iyi", rate: 4 })).status).toBe(200);
  });

  it("keeps the review calls to admins", async () => {
    const { token } = await signUp(api);
    expect((await answerOf(client(api, token).product.comment.pending.$get())).status).toBe(403);
    expect(
      (
        await answerOf(
          client(api, token).product.comment.approve[":id"].$post({ param: { id: "1" } }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await answerOf(
          client(api, token).product.question.answer[":id"].$post({ param: { id: "1" } } as never),
        )
      ).status,
    ).toBe(403);
    expect((await answerOf(client(api).product.question.pending.$get())).status).toBe(401);
  });
});

describe("product/addProductQuestion", () => {
  it("a customer's question shows under getProductSSS in its language once an admin answers it", async () => {
    const { token } = await signUp(api);
    const id = await product();
    const sent = await ask(token, { product_id: id, question: " Yıkanır mı? " });
    expect(sent.status).toBe(200);
    expect(sent.json.response).toMatchObject({
      product_id: id,
      language: "tr",
      is_approved: false,
    });
    const sss = () => answerOf(client(api).product.getProductSSS[":id"].$post({ param: { id } }));
    expect((await sss()).json.response).toEqual([]);

    const pending = (await answerOf(client(api, admin).product.question.pending.$get())).json
      .response;
    const mine = pending.find((q: { id: number }) => q.id === sent.json.response.id);
    expect(mine).toMatchObject({ question: "Yıkanır mı?", language: "tr", product_id: id });
    const answered = await answerOf(
      client(api, admin).product.question.answer[":id"].$post({
        param: { id: mine.id },
        json: { answer: "30 derecede yıkanır." },
      }),
    );
    expect(answered.json.response).toEqual({ id: mine.id, status: "approved" });
    expect((await sss()).json.response).toEqual([
      expect.objectContaining({ question: "Yıkanır mı?", answer: "30 derecede yıkanır." }),
    ]);
    // not in the English SSS
    const en = await answerOf(
      client(api).product.getProductSSS[":id"].$post({
        param: { id },
        query: { language: "en" },
      }),
    );
    expect(en.json.response).toEqual([]);
    const empty = await answerOf(
      client(api, admin).product.question.answer[":id"].$post({
        param: { id: mine.id },
        json: { answer: " " },
      }),
    );
    expect(empty.status).toBe(400);
  });

  it("refuses an empty question, an unknown product and a signed-out shopper", async () => {
    const { token } = await signUp(api);
    const id = await product();
    const empty = await ask(token, { product_id: id, question: "  " }, "?language=en");
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({
      code: "question_missing",
      message: "Please write your question.",
    });
    const unknown = await ask(token, { product_id: 2_000_000_000, question: "Var mı?" });
    expect(unknown.json.code).toBe("no_product_to_comment");
    expect((await ask(undefined, { product_id: id, question: "Var mı?" })).status).toBe(401);
  });

  it("a rejected question is removed", async () => {
    const { token } = await signUp(api);
    const id = await product();
    const sent = (await ask(token, { product_id: id, question: "Reklam" })).json.response;
    expect(
      (
        await answerOf(
          client(api, admin).product.question.reject[":id"].$post({ param: { id: sent.id } }),
        )
      ).json.response,
    ).toEqual({ id: sent.id, status: "rejected" });
    const pending = (await answerOf(client(api, admin).product.question.pending.$get())).json
      .response;
    expect(pending.some((q: { id: number }) => q.id === sent.id)).toBe(false);
  });
});

describe.runIf(onPostgres())("under concurrency, on PostgreSQL", () => {
  it("of two comments sent at the same moment one is stored, the other is already_commented", async () => {
    const { token, customerId } = await signUp(api);
    const id = await product();
    const answers = await Promise.all(
      [5, 1].map((rate) => comment(token, { product_id: id, text: `Puan ${rate}`, rate })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.json.code).toBe("already_commented");
    const rows = await api.db
      .select()
      .from(productComments)
      .where(eq(productComments.customerId, customerId));
    expect(rows).toHaveLength(1);
  });
});
