import { beforeAll, describe, expect, it } from "vitest";
import {
  insertAddress,
  insertCategory,
  insertProduct,
  signUp,
} from "../../../test/commerce-fixtures.ts";
import {
  answerOf,
  apiForFile,
  call,
  client,
  newCustomer,
  signInAdmin,
} from "../../../test/harness.ts";
import {
  AdminCustomerDetail,
  AdminCustomerPage,
  NewsletterSubscriberPage,
} from "../../contract/index.ts";
import {
  customerFavorites,
  newsletterSubscribers,
  productComments,
} from "../../db/schema/index.ts";
import { csvField, subscribersCsv } from "./subscribers.service.ts";

const api = apiForFile();
let admin: string;
const tag = `${Date.now() % 1_000_000}`;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const asAdmin = (path: string) => call(api, "GET", path, { token: admin });

async function register(overrides: Record<string, unknown>) {
  const body = newCustomer(overrides);
  const answer = await answerOf(client(api).customer.add.$post({ json: body }));
  expect(answer.status).toBe(201);
  return {
    id: answer.json.response.customer.id as number,
    token: answer.json.response.token,
    body,
  };
}

describe("customer/getAdminCustomers", () => {
  it("searches by name, e-mail and phone, sorts and pages on the server", async () => {
    const zeynep = await register({
      name: "Zeynep",
      surname: `Kaya${tag}`,
      email: `zeynep.${tag}@example.com`,
    });
    const ahmet = await register({
      name: "Ahmet",
      surname: `Kaya${tag}`,
      email: `ahmet.${tag}@example.com`,
    });

    const byName = AdminCustomerPage.parse(
      (await asAdmin(`/customer/getAdminCustomers?search=kaya${tag}&sort=name&direction=asc`)).json
        .response,
    );
    expect(byName.total).toBe(2);
    expect(byName.items.map((row) => row.email)).toEqual([ahmet.body.email, zeynep.body.email]);
    expect(byName.items[0]).toMatchObject({ order_count: 0, is_active: true, deleted: false });

    const byEmail = AdminCustomerPage.parse(
      (await asAdmin(`/customer/getAdminCustomers?search=ZEYNEP.${tag}@`)).json.response,
    );
    expect(byEmail.items.map((row) => row.id)).toEqual([zeynep.id]);

    // Stored as +90…; typed with spaces it is still found.
    const phone = String(ahmet.body.phone).slice(-7);
    const spaced = `${phone.slice(0, 3)} ${phone.slice(3)}`;
    const byPhone = AdminCustomerPage.parse(
      (
        await answerOf(
          client(api, admin).customer.getAdminCustomers.$get({
            query: { search: spaced },
          }),
        )
      ).json.response,
    );
    expect(byPhone.items.map((row) => row.id)).toContain(ahmet.id);

    const second = AdminCustomerPage.parse(
      (
        await asAdmin(
          `/customer/getAdminCustomers?search=kaya${tag}&sort=name&direction=asc&page=2&page_size=1`,
        )
      ).json.response,
    );
    expect([second.total, second.page_count, second.items[0]?.id]).toEqual([2, 2, zeynep.id]);
    const beyond = AdminCustomerPage.parse(
      (await asAdmin(`/customer/getAdminCustomers?search=kaya${tag}&page=9&page_size=1`)).json
        .response,
    );
    expect([beyond.total, beyond.items]).toEqual([2, []]);
  });

  it("takes a search's % and _ literally", async () => {
    const page = AdminCustomerPage.parse(
      (await asAdmin("/customer/getAdminCustomers?search=%25_%25")).json.response,
    );
    expect(page.total).toBe(0);
  });

  it("refuses a bad query by field", async () => {
    for (const query of ["sort=password", "page=0", "page_size=500", "direction=up"]) {
      const answer = await asAdmin(`/customer/getAdminCustomers?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.json.code).toBe("validation_error");
    }
  });
});

describe("customer/getAdminCustomer/{id}", () => {
  it("shows the customer's addresses, favourites, comments and gift certificates", async () => {
    const customer = await register({ name: "Elif", surname: `Demir${tag}` });
    const productId = await insertProduct(api.db, { categoryId: await insertCategory(api.db) });
    await insertAddress(api.db, { customerId: customer.id }, { title: "İş" });
    await api.db.insert(customerFavorites).values({ customerId: customer.id, productId });
    await api.db.insert(productComments).values({
      productId,
      customerId: customer.id,
      languageCode: "tr",
      text: "<b>Çok güzel</b>",
      rate: 5,
    });
    const detail = AdminCustomerDetail.parse(
      (
        await answerOf(
          client(api, admin).customer.getAdminCustomer[":id"].$get({ param: { id: customer.id } }),
        )
      ).json.response,
    );
    expect(detail).toMatchObject({
      id: customer.id,
      email: customer.body.email,
      orders: [],
      gift_certificates: [],
    });
    expect(detail.addresses.map((address) => address.title)).toEqual(["İş"]);
    expect(detail.favourites.map((favourite) => favourite.product_id)).toEqual([productId]);
    expect(detail.comments[0]).toMatchObject({
      product_id: productId,
      text: "<b>Çok güzel</b>",
      rate: 5,
      is_approved: false,
    });
  });

  it("answers 404 for a customer that does not exist and 400 for a bad id", async () => {
    expect(
      (
        await answerOf(
          client(api, admin).customer.getAdminCustomer[":id"].$get({ param: { id: "2147483000" } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api, admin).customer.getAdminCustomer[":id"].$get({ param: { id: "abc" } }),
        )
      ).status,
    ).toBe(400);
  });
});

describe("newsletter/subscribers", () => {
  it("lists subscribers by status and exports them as CSV with a BOM", async () => {
    const now = new Date();
    await api.db.insert(newsletterSubscribers).values([
      { email: `okur.${tag}@example.com`, languageCode: "tr", confirmedAt: now },
      { email: `bekleyen.${tag}@example.com`, languageCode: "ar" },
      { email: `=cmd,"x".${tag}@example.com`, languageCode: "en", confirmedAt: now },
      {
        email: `ayrilan.${tag}@example.com`,
        languageCode: "en",
        confirmedAt: now,
        unsubscribedAt: now,
      },
    ]);
    const confirmed = NewsletterSubscriberPage.parse(
      (
        await answerOf(
          client(api, admin).newsletter.subscribers.$get({
            query: { search: tag, status: "confirmed" },
          }),
        )
      ).json.response,
    );
    expect(confirmed.items.map((row) => row.email).sort()).toEqual(
      [`=cmd,"x".${tag}@example.com`, `okur.${tag}@example.com`].sort(),
    );
    const pending = NewsletterSubscriberPage.parse(
      (await asAdmin(`/newsletter/subscribers?search=bekleyen.${tag}`)).json.response,
    );
    expect(pending.items[0]).toMatchObject({ status: "pending", language: "ar" });

    const file = await answerOf(
      client(api, admin).newsletter.subscribers.export.$get({
        query: { search: tag, status: "confirmed" },
      }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toContain("text/csv");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-/,
    );
    // fetch's text() drops the byte order mark; the service's own answer shows it.
    expect(file.text.startsWith("email,language,status,")).toBe(true);
    const csv = await subscribersCsv(api.db, { search: tag, status: "confirmed" });
    expect(csv.startsWith("\uFEFFemail,language,status,")).toBe(true);
    const lines = file.text.trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^okur\\.${tag}@example\\.com,tr,confirmed,`));
    expect(lines[2]).toMatch(new RegExp(`^"'=cmd,""x""\\.${tag}@example\\.com",en,confirmed,`));
  });

  it("refuses a status it does not know", async () => {
    expect(
      (
        await answerOf(
          client(api, admin).newsletter.subscribers.$get({ query: { status: "spam" } as never }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await answerOf(
          client(api, admin).newsletter.subscribers.export.$get({
            query: { status: "spam" } as never,
          }),
        )
      ).status,
    ).toBe(400);
  });
});

describe("csvField", () => {
  it("quotes what needs quoting and defuses formulas", () => {
    expect(csvField("plain@example.com")).toBe("plain@example.com");
    expect(csvField('a"b')).toBe('"a""b"');
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("+90532")).toBe("'+90532");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  });
});

describe("admins only", () => {
  it("answers 401 without a token and for a customer's token", async () => {
    const customer = await signUp(api);
    for (const path of [
      "/customer/getAdminCustomers",
      "/customer/getAdminCustomer/1",
      "/newsletter/subscribers",
      "/newsletter/subscribers/export",
    ]) {
      expect((await call(api, "GET", path)).status).toBe(401);
      expect((await call(api, "GET", path, { token: customer.token })).status).toBe(403);
    }
  });
});
