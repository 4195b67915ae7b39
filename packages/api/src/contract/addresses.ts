// The address book (spec section 7, Customer: getCustomerAddress, getGuestAddress,
// addCustomerAddress, updateCustomerAddress, deleteCustomerAddress), the cart's chosen addresses
// and the order address check of section 4.
import { z } from "zod";
import { Email, Phone } from "./identity.ts";
import { isValidNationalId } from "./validators.ts";

const Id = z.number({ error: "invalid_type" }).int().positive().max(2_147_483_647);
const Text = (max: number) =>
  z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max);

export const ADDRESS_KINDS = ["individual", "corporate"] as const;

export const AddressInput = z
  .object({
    title: Text(50),
    kind: z.enum(ADDRESS_KINDS, { error: "invalid_value" }).default("individual"),
    name: Text(60),
    surname: Text(60),
    email: Email.optional().meta({
      description: "Required for a guest: the order is confirmed to it.",
    }),
    phone: Phone,
    country_id: Id,
    state_id: Id,
    city_id: Id,
    address: z.string({ error: "required" }).trim().min(5, { error: "too_short" }).max(500),
    postal_code: z
      .string({ error: "required" })
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, { error: "invalid_format" })
      .meta({ description: "Five digits in Turkey.", example: "34710" }),
    identity_number: z
      .string()
      .trim()
      .refine((v) => v === "" || isValidNationalId(v), { error: "invalid_national_id" })
      .optional(),
    company_name: z.string().trim().max(200).optional(),
    tax_office: z.string().trim().max(100).optional(),
    tax_number: z
      .string()
      .trim()
      .refine((v) => v === "" || /^\d{10,11}$/.test(v), { error: "invalid_format" })
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.kind !== "corporate") return;
    for (const field of ["company_name", "tax_office", "tax_number"] as const) {
      if (!value[field]) context.addIssue({ code: "custom", path: [field], message: "required" });
    }
  })
  .meta({ id: "AddressInput" });
export type AddressInput = z.input<typeof AddressInput>;

export const AddressUpdate = z.object({ id: Id }).and(AddressInput).meta({ id: "AddressUpdate" });

export const AddressId = z.object({ id: Id }).meta({ id: "AddressId" });

export const Address = z
  .object({
    id: z.number().int(),
    title: z.string(),
    kind: z.enum(ADDRESS_KINDS),
    name: z.string(),
    surname: z.string(),
    email: z.string().nullable(),
    phone: z.string(),
    country_id: z.number().int(),
    country: z.string(),
    state_id: z.number().int(),
    state: z.string(),
    city_id: z.number().int(),
    city: z.string(),
    address: z.string(),
    postal_code: z.string(),
    identity_number: z.string().nullable(),
    company_name: z.string().nullable(),
    tax_office: z.string().nullable(),
    tax_number: z.string().nullable(),
  })
  .meta({ id: "Address" });
export type Address = z.infer<typeof Address>;

export const CartAddressBody = z
  .object({
    delivery_address_id: Id,
    invoice_address_id: Id.nullish().meta({
      description:
        "Another address for the invoice; left out, the delivery address serves for both.",
    }),
  })
  .meta({ id: "CartAddressBody" });

export const ORDER_ADDRESS_CODES = [
  "no_problem",
  "no_delivery_address",
  "no_invoice_address",
  "no_two_address",
] as const;
export const OrderAddressCheck = z
  .object({ code: z.enum(ORDER_ADDRESS_CODES) })
  .meta({ id: "OrderAddressCheck" });
