import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import {
  chooseAddresses,
  insertAddress,
  insertCategory,
  insertProduct,
  newGuest,
} from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, client, signInAdmin } from "../../../test/harness.ts";
import { AdminBankAccount, AdminCargoCompany, AdminPaymentSettings } from "../../contract/index.ts";
import { ibanIsValid } from "./bank-accounts.service.ts";

const api = apiForFile();
let admin: string;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const allOn = { card: true, wire_transfer: true, door: true, door_fee: 1_990 };

describe("admin payment settings", () => {
  it("refuses a caller without an admin token", async () => {
    expect((await answerOf(client(api).settings.getPaymentSettings.$get())).status).toBe(401);
    const guest = await newGuest(api);
    const asGuest = await answerOf(
      client(api, guest.token).settings.updatePaymentSettings.$post({ json: allOn }),
    );
    expect([401, 403]).toContain(asGuest.status);
  });

  it("reads every method on with the seeded door fee in the shop's currency", async () => {
    const read = await answerOf(client(api, admin).settings.getPaymentSettings.$get());
    expect(read.status).toBe(200);
    expect(AdminPaymentSettings.parse(read.json.response)).toEqual({
      ...allOn,
      currency_code: "TRY",
      card_providers: ["test"],
    });
  });

  it("keeps at least one method on and the fee a whole, non-negative amount", async () => {
    const none = await answerOf(
      client(api, admin).settings.updatePaymentSettings.$post({
        json: {
          ...allOn,
          card: false,
          wire_transfer: false,
          door: false,
        },
      }),
    );
    expect(none.status).toBe(400);
    expect(none.json.fields.map((f: { field: string }) => f.field)).toEqual([
      "card",
      "wire_transfer",
      "door",
    ]);
    for (const door_fee of [-1, 12.5, "100"]) {
      const bad = await answerOf(
        client(api, admin).settings.updatePaymentSettings.$post({
          json: { ...allOn, door_fee } as never,
        }),
      );
      expect(bad.status).toBe(400);
      expect(bad.json.fields[0].field).toBe("door_fee");
    }
  });

  it("turns pay at the door off: the checkout stops offering it and refuses it, then on again", async () => {
    const off = await answerOf(
      client(api, admin).settings.updatePaymentSettings.$post({
        json: {
          ...allOn,
          door: false,
          door_fee: 2_500,
        },
      }),
    );
    expect(off.status).toBe(200);
    expect(off.json.response).toMatchObject({ door: false, door_fee: 2_500 });
    const methods = await answerOf(client(api).payment.getPaymentType.$get());
    expect(methods.json.response.map((m: { code: string }) => m.code)).toEqual([
      "card",
      "wire_transfer",
    ]);

    const guest = await newGuest(api);
    const owner = { guestId: guest.guestId };
    const productId = await insertProduct(api.db, {
      categoryId: await insertCategory(api.db),
      stock: 5,
      sellingPrice: 10_000,
    });
    await answerOf(
      client(api, guest.token).cart.add.$post({
        json: { products: [{ product_id: productId, quantity: 1 }] },
      }),
    );
    await chooseAddresses(api.db, owner, await insertAddress(api.db, owner, {}));
    const body = {
      idempotency_key: randomUUID(),
      distance_selling_agreement: true,
      preliminary_information: true,
    } as const;
    const refused = await answerOf(
      client(api, guest.token).payDoor.$post({ query: { door_payment_type: "cash" }, json: body }),
    );
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe("payment_method_unavailable");

    expect(
      (await answerOf(client(api, admin).settings.updatePaymentSettings.$post({ json: allOn })))
        .status,
    ).toBe(200);
    const again = await answerOf(client(api).payment.getPaymentType.$get());
    expect(again.json.response.find((m: { code: string }) => m.code === "door")?.fee).toBe(1_990);
    const placed = await answerOf(
      client(api, guest.token).payDoor.$post({ query: { door_payment_type: "cash" }, json: body }),
    );
    expect(placed.status).toBe(201);
  });
});

const cargoInput = {
  code: "hizli-kargo",
  name: "Hızlı Kargo",
  tracking_url_template: "https://hizli.test/takip?no={code}",
  base_price: 4_990,
  base_desi: 3,
  extra_desi_price: 500,
  free_shipping_threshold: 75_000,
  delivery_days_min: 1,
  delivery_days_max: 2,
};

describe("admin cargo companies", () => {
  it("refuses a caller without an admin token", async () => {
    expect((await answerOf(client(api).cargo.getAdminList.$get())).status).toBe(401);
    expect((await answerOf(client(api).cargo.add.$post({ json: cargoInput }))).status).toBe(401);
  });

  it("adds, lists, updates and deletes a company; the cart's cargo follows", async () => {
    const added = await answerOf(client(api, admin).cargo.add.$post({ json: cargoInput }));
    expect(added.status).toBe(200);
    const company = AdminCargoCompany.parse(added.json.response);
    expect(company).toMatchObject({ ...cargoInput, is_active: true, currency_code: "TRY" });

    const listed = await answerOf(client(api, admin).cargo.getAdminList.$get());
    expect(listed.json.response.map((c: { id: number }) => c.id)).toContain(company.id);

    const updated = await answerOf(
      client(api, admin).cargo.update[":id"].$post({
        param: { id: company.id },
        json: {
          ...cargoInput,
          free_shipping_threshold: null,
          is_active: false,
        },
      }),
    );
    expect(updated.status).toBe(200);
    expect(updated.json.response).toMatchObject({
      free_shipping_threshold: null,
      is_active: false,
    });

    const taken = await answerOf(client(api, admin).cargo.add.$post({ json: cargoInput }));
    expect(taken.status).toBe(409);
    expect(taken.json.fields[0]).toMatchObject({ field: "code", code: "already_used" });

    expect(
      (await answerOf(client(api, admin).cargo.delete[":id"].$post({ param: { id: company.id } })))
        .status,
    ).toBe(200);
    expect(
      (await answerOf(client(api, admin).cargo.delete[":id"].$post({ param: { id: company.id } })))
        .status,
    ).toBe(404);
    expect(
      (
        await answerOf(
          client(api, admin).cargo.update[":id"].$post({
            param: { id: company.id },
            json: cargoInput,
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("refuses negative or fractional prices, a tracking address without {code} and days backwards", async () => {
    for (const bad of [
      { base_price: -1 },
      { extra_desi_price: 1.5 },
      { free_shipping_threshold: -100 },
      { tracking_url_template: "https://hizli.test/takip" },
    ]) {
      const refused = await answerOf(
        client(api, admin).cargo.add.$post({ json: { ...cargoInput, code: "x", ...bad } }),
      );
      expect(refused.status).toBe(400);
      expect(refused.json.fields[0].field).toBe(Object.keys(bad)[0]);
    }
    const backwards = await answerOf(
      client(api, admin).cargo.add.$post({
        json: {
          ...cargoInput,
          code: "geri",
          delivery_days_min: 4,
          delivery_days_max: 2,
        },
      }),
    );
    expect(backwards.status).toBe(400);
    expect(backwards.json.fields[0].field).toBe("delivery_days_max");
  });
});

const bankInput = {
  bank_name: "Örnek Bankası",
  branch_name: "Kadıköy",
  account_holder: "Demo Mağaza A.Ş.",
  iban: "TR33 0006 1005 1978 6457 8413 26",
};

describe("admin bank accounts", () => {
  it("checks an IBAN's check digits", () => {
    expect(ibanIsValid("TR330006100519786457841326")).toBe(true);
    expect(ibanIsValid("TR340006100519786457841326")).toBe(false);
  });

  it("refuses a caller without an admin token", async () => {
    expect((await answerOf(client(api).bank.getAdminList.$get())).status).toBe(401);
    expect((await answerOf(client(api).bank.add.$post({ json: bankInput }))).status).toBe(401);
  });

  it("adds an account (the IBAN without spaces), shows it at checkout, updates and deletes it", async () => {
    const added = await answerOf(client(api, admin).bank.add.$post({ json: bankInput }));
    expect(added.status).toBe(200);
    const account = AdminBankAccount.parse(added.json.response);
    expect(account).toMatchObject({
      iban: "TR330006100519786457841326",
      branch_code: null,
      currency_code: "TRY",
      is_active: true,
    });
    const shown = await answerOf(client(api).bank.getBankAccounts.$get());
    expect(shown.json.response.map((a: { iban: string }) => a.iban)).toContain(account.iban);

    const off = await answerOf(
      client(api, admin).bank.update[":id"].$post({
        param: { id: account.id },
        json: {
          ...bankInput,
          is_active: false,
        },
      }),
    );
    expect(off.json.response.is_active).toBe(false);
    const hidden = await answerOf(client(api).bank.getBankAccounts.$get());
    expect(hidden.json.response.map((a: { iban: string }) => a.iban)).not.toContain(account.iban);

    expect(
      (await answerOf(client(api, admin).bank.delete[":id"].$post({ param: { id: account.id } })))
        .status,
    ).toBe(200);
    expect(
      (await answerOf(client(api, admin).bank.delete[":id"].$post({ param: { id: account.id } })))
        .status,
    ).toBe(404);
  });

  it("refuses a wrong IBAN, an unknown currency and a missing holder", async () => {
    for (const [bad, field] of [
      [{ iban: "TR34 0006 1005 1978 6457 8413 26" }, "iban"],
      [{ currency_code: "XXX" }, "currency_code"],
      [{ account_holder: "" }, "account_holder"],
    ] as const) {
      const refused = await answerOf(
        client(api, admin).bank.add.$post({ json: { ...bankInput, ...bad } }),
      );
      expect(refused.status).toBe(400);
      expect(refused.json.fields[0].field).toBe(field);
    }
  });
});
