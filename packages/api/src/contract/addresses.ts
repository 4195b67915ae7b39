// The address book (spec section 7, Customer: getCustomerAddress, getGuestAddress,
// addCustomerAddress, updateCustomerAddress, deleteCustomerAddress), the cart's chosen addresses
// and the order address check of section 4.
import { z } from "zod";
import { Phone, requiredText as Text } from "./identity.ts";
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  isNonEmpty,
  isValidNationalId,
  stripBidiControls,
} from "./validators.ts";

const Id = z.number({ error: "invalid_type" }).int().positive().max(2_147_483_647);
/** An optional text of a form: "" is the same as leaving it out. */
const OptionalText = (max: number) =>
  z
    .string({ error: "invalid_type" })
    .overwrite(stripBidiControls)
    .trim()
    .max(max, { error: "too_long" })
    .optional();

export const ADDRESS_KINDS = ["individual", "corporate"] as const;

export const AddressInput = z
  .object({
    title: Text(50),
    kind: z.enum(ADDRESS_KINDS, { error: "invalid_value" }).default("individual"),
    name: Text(60),
    surname: Text(60),
    email: z
      .string({ error: "invalid_type" })
      .trim()
      .toLowerCase()
      .max(EMAIL_MAX_LENGTH, { error: "too_long" })
      .refine((v) => v === "" || EMAIL_PATTERN.test(v), { error: "invalid_email" })
      .optional()
      .meta({
        description: "Required for a guest: the order is confirmed to it.",
        example: "ayse.yilmaz@example.com",
      }),
    phone: Phone,
    country_id: Id,
    state_id: Id,
    city_id: Id,
    address: z
      .string({ error: "required" })
      .overwrite(stripBidiControls)
      .trim()
      .min(5, { error: "too_short" })
      .max(500),
    postal_code: z
      .string({ error: "required" })
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, { error: "invalid_format" })
      .meta({ description: "Five digits in Turkey.", example: "34710" }),
    identity_number: z
      .string({ error: "invalid_type" })
      .trim()
      .refine((v) => v === "" || isValidNationalId(v), { error: "invalid_national_id" })
      .optional()
      .meta({
        description: "Turkish national ID (T.C. kimlik no): 11 digits with its checksum. Optional.",
        example: "10000000146",
      }),
    company_name: OptionalText(200).meta({ description: "Required for corporate." }),
    tax_office: OptionalText(100).meta({ description: "Required for corporate." }),
    tax_number: z
      .string({ error: "invalid_type" })
      .trim()
      .refine((v) => v === "" || /^\d{10,11}$/.test(v), { error: "invalid_format" })
      .optional()
      .meta({
        description:
          "Required for corporate: 10 digits (a company's VKN) or 11 (a sole trader's national ID).",
        example: "1234567890",
      }),
  })
  // Also when other fields were refused, so that one answer names every missing field.
  .superRefine(
    (value, context) => {
      if (value.kind !== "corporate") return;
      for (const field of ["company_name", "tax_office", "tax_number"] as const) {
        if (!isNonEmpty(value[field]))
          context.addIssue({ code: "custom", path: [field], message: "required" });
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
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
      description: "Another of the caller's addresses for the invoice.",
    }),
    same_for_invoice: z.boolean({ error: "invalid_type" }).optional().meta({
      description:
        "The invoice goes to the delivery address. Left out, it is true when no invoice_address_id is given. False without an invoice_address_id leaves the invoice address unchosen (no_invoice_address).",
    }),
  })
  .superRefine((value, context) => {
    if (
      value.same_for_invoice === true &&
      value.invoice_address_id != null &&
      value.invoice_address_id !== value.delivery_address_id
    )
      context.addIssue({ code: "custom", path: ["invoice_address_id"], message: "invalid_value" });
  })
  .meta({ id: "CartAddressBody" });
export type CartAddressBody = z.input<typeof CartAddressBody>;

export const ORDER_ADDRESS_CODES = [
  "no_problem",
  "no_delivery_address",
  "no_invoice_address",
  "no_two_address",
] as const;
export type OrderAddressCode = (typeof ORDER_ADDRESS_CODES)[number];

export const OrderAddressCheck = z
  .object({
    code: z.enum(ORDER_ADDRESS_CODES).meta({
      description:
        "no_problem, or why the order cannot go on: no_delivery_address, no_invoice_address, no_two_address (neither chosen).",
    }),
  })
  .meta({ id: "OrderAddressCheck" });
export type OrderAddressCheck = z.infer<typeof OrderAddressCheck>;

/** The cart's address choice after a change, with the check of section 4 on it. */
export const CartAddresses = OrderAddressCheck.extend({
  cart_id: z.number().int(),
  delivery_address_id: z.number().int().nullable(),
  invoice_address_id: z.number().int().nullable().meta({
    description: "Equal to delivery_address_id when the delivery address serves for both.",
  }),
  same_for_invoice: z.boolean(),
}).meta({ id: "CartAddresses" });
export type CartAddresses = z.infer<typeof CartAddresses>;
