import { AdminBankAccountInput, AdminMenuItemInput } from "@shop/api/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formInput, formMoney, formShopInstant, formText, formWhole } from "./form-input.server.ts";

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe("formInput", () => {
  const Schema = z.object({
    name: z.string().trim().min(1),
    note: z.string().nullable(),
    count: z.number().int().min(0).default(0),
    rate: z.number(),
    limit: z.number().int().nullable(),
    parent: z
      .number()
      .int()
      .nullish()
      .transform((v) => v ?? null),
    price: z.number().int(),
    active: z.boolean().default(true),
    tags: z.array(z.string()),
  });

  it("reads each field as the schema types it", () => {
    const form = formOf({
      name: "  Kargo ",
      note: "kapıda",
      count: "12",
      rate: "41,5",
      limit: "3",
      parent: "7",
      price: "1.249,90",
      active: "true",
      tags: "x",
    });
    expect(formInput(form, Schema, { money: ["price"] })).toEqual({
      name: "Kargo",
      note: "kapıda",
      count: 12,
      rate: 41.5,
      limit: 3,
      parent: 7,
      price: 124990,
      active: true,
    });
  });

  it("sends an emptied field as null, leaves it out for a default, else sends it empty", () => {
    const form = formOf({ name: " ", note: "", count: "", rate: "", limit: "", price: "" });
    expect(formInput(form, Schema, { money: ["price"] })).toEqual({
      name: "",
      note: null,
      rate: "",
      limit: null,
      parent: null,
      price: "",
      // An unticked checkbox posts nothing.
      active: false,
    });
  });

  it("passes on what it cannot read as typed, for the API to name", () => {
    const form = formOf({ count: "1.5", rate: "x", price: "12,345" });
    expect(formInput(form, Schema, { money: ["price"] })).toMatchObject({
      count: "1.5",
      rate: "x",
      price: "12,345",
    });
  });

  it("reads the contract's own schemas", () => {
    const bank = formInput(
      formOf({ bank_name: "Ziraat", branch_name: "", iban: "TR00", sort_order: "2" }),
      AdminBankAccountInput,
    );
    expect(bank).toMatchObject({ bank_name: "Ziraat", branch_name: null, sort_order: 2 });
    const menu = formInput(formOf({ type: "category", target_id: "4" }), AdminMenuItemInput);
    expect(menu).toEqual({ type: "category", target_id: 4, parent_id: null, is_active: false });
  });
});

describe("the readers of single fields", () => {
  const form = formOf({
    name: "  Ayşe ",
    price: "1.249,90",
    wrong_price: "12,3,4",
    empty: "  ",
    count: "12",
    half: "1,5",
    day: "2026-03-29",
    odd_day: "29.03.2026",
  });

  it("reads text trimmed, and a missing field as empty", () => {
    expect(formText(form, "name")).toBe("Ayşe");
    expect(formText(form, "missing")).toBe("");
  });

  it("reads money in major units as minor units, emptied as null, unreadable as typed", () => {
    expect(formMoney(form, "price")).toBe(124990);
    expect(formMoney(form, "empty")).toBeNull();
    expect(formMoney(form, "wrong_price")).toBe("12,3,4");
  });

  it("reads whole numbers, emptied as null, anything else as typed", () => {
    expect(formWhole(form, "count")).toBe(12);
    expect(formWhole(form, "empty")).toBeNull();
    expect(formWhole(form, "half")).toBe("1,5");
  });

  it("reads a picked day as that day's time in the shop's time zone", () => {
    // Istanbul is UTC+3 all year.
    expect(formShopInstant(form, "day", "00:00:00", "Europe/Istanbul")).toBe(
      "2026-03-28T21:00:00.000Z",
    );
    expect(formShopInstant(form, "odd_day", "00:00:00", "Europe/Istanbul")).toBe("29.03.2026");
  });
});
