import { AdminBankAccountInput, AdminMenuItemInput } from "@shop/api/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formInput } from "./form-input.server.ts";

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
