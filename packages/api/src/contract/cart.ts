// The cart's calls (spec section 7, Cart and Cargo). The client names products and quantities;
// the server decides every price: any price, total or discount a client sends is not read.
import { z } from "zod";
import { RecordId } from "./admin-fields.ts";

/** A whole number of items: at least one, and no more than any shop sells in one line. */
export const MAX_LINE_QUANTITY = 9_999;
const Quantity = z
  .number({ error: "invalid_type" })
  .int({ error: "invalid_type" })
  .min(1)
  .max(MAX_LINE_QUANTITY)
  .meta({ example: 1 });

/** Fields the storefront sends by habit (section 7) and the server does not need: it knows the
 * caller from the token, and the currency from the query. Accepted so old clients still work. */
const CallerEcho = {
  customer_id: z.unknown().optional(),
  is_guest: z.unknown().optional(),
  guest_code: z.unknown().optional(),
  currency: z.unknown().optional(),
};

/** The most personalisations one product may carry, and the longest text any may take. */
const MAX_PERSONALIZATIONS = 10;
const MAX_PERSONALIZATION_LENGTH = 500;

export const CartAddBody = z
  .object({
    ...CallerEcho,
    products: z
      .array(
        z.object({
          product_id: RecordId,
          sub_product_id: RecordId.nullish(),
          quantity: Quantity,
          personalizations: z
            .array(
              z.object({
                personalization_id: RecordId,
                value: z.string().max(MAX_PERSONALIZATION_LENGTH),
              }),
            )
            .max(MAX_PERSONALIZATIONS)
            .optional()
            .meta({
              description:
                "Texts for the product's personalizations (product detail); an empty value is left out. The same product with other texts is another line.",
            }),
        }),
      )
      .min(1)
      .max(50),
  })
  .meta({ id: "CartAddBody" });
export type CartAddBody = z.infer<typeof CartAddBody>;

export const CartAddQuery = z.object({
  fbp: z.string().max(200).optional().meta({ description: "Meta pixel browser id (_fbp)." }),
  fbc: z.string().max(500).optional().meta({ description: "Meta click id (_fbc)." }),
});

export const CartUpdateBody = z
  .object({
    ...CallerEcho,
    cart_id: RecordId.optional(),
    products: z
      .array(z.object({ cart_product_id: RecordId, quantity: Quantity }))
      .min(1)
      .max(100),
  })
  .meta({ id: "CartUpdateBody" });
export type CartUpdateBody = z.infer<typeof CartUpdateBody>;

/** The choices of cart/cartUpdate; a field left out keeps its value, null clears it. */
export const CartChoicesBody = z
  .object({
    ...CallerEcho,
    cart_id: RecordId.optional(),
    general_note: z.string().trim().max(1000).nullish(),
    is_gift_cart: z.boolean().optional(),
    gift_note: z.string().trim().max(500).nullish(),
    delivery_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalid_date" })
      .nullish()
      .meta({ description: "One of the cart's delivery_dates (YYYY-MM-DD)." }),
    delivery_date_text: z.string().trim().max(100).nullish(),
  })
  .meta({ id: "CartChoicesBody" });
export type CartChoicesBody = z.infer<typeof CartChoicesBody>;

export const CampaignBody = z
  .object({ customer: z.unknown().optional(), campaign_id: RecordId })
  .meta({ id: "CampaignBody" });
export const CouponBody = z
  .object({
    customer: z.unknown().optional(),
    code: z.string().trim().min(1).max(40),
  })
  .meta({ id: "CouponBody" });
export const CouponRemoveBody = z
  .object({ customer: z.unknown().optional(), coupon_code_id: RecordId })
  .meta({ id: "CouponRemoveBody" });

export const PAYMENT_CODES = ["card", "wire_transfer", "door"] as const;
export type PaymentCode = (typeof PAYMENT_CODES)[number];

export const CartDetailsQuery = z.object({
  payment_code: z.enum(PAYMENT_CODES).optional().meta({
    description:
      "Prices the cart for a payment method: wire_transfer and door use a product's cash price where it has one, door adds the service fee.",
  }),
});

export const CartLine = z
  .object({
    id: z.number().int().meta({ description: "The line (cart_product_id)." }),
    product_id: z.number().int(),
    sub_product_id: z.number().int().nullable(),
    name: z.string(),
    variant: z.string().nullable().meta({ description: "The chosen options: Kırmızı / M." }),
    options: z
      .array(z.object({ name: z.string(), value: z.string() }))
      .meta({ description: "The chosen options by attribute: Renk Kırmızı, Beden M." }),
    seo_link: z.string(),
    image: z.string().nullable(),
    quantity: z.number().int(),
    personalizations: z
      .array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          value: z.string(),
          price: z.number().int(),
        }),
      )
      .meta({ description: "What is made for the shopper, each with its price per unit." }),
    personalization_price: z
      .number()
      .int()
      .meta({ description: "The personalizations' price per unit, included in unit_price." }),
    unit_price: z.number().int(),
    old_price: z.number().int().nullable(),
    line_total: z.number().int(),
    vat_rate: z.number().int(),
    stock: z.number().int(),
    min_order: z.number().int(),
    max_order: z.number().int().nullable(),
    problem: z
      .enum(["no_stock", "not_enough_stock"])
      .nullable()
      .meta({ description: "Why the line cannot be ordered as it is; null when it can." }),
  })
  .meta({ id: "CartLine" });
export type CartLine = z.infer<typeof CartLine>;

export const CartCampaign = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.string(),
    image: z.string().nullable(),
    min_cart_amount: z.number().int().nullable(),
    eligible: z.boolean().meta({ description: "The cart meets the campaign's conditions now." }),
  })
  .meta({ id: "CartCampaign" });

export const CargoOption = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    logo: z.string().nullable(),
    price: z.number().int().meta({ description: "For this cart, 0 when it ships free." }),
    free_shipping_threshold: z.number().int().nullable(),
    delivery_days_min: z.number().int(),
    delivery_days_max: z.number().int(),
    selected: z.boolean(),
  })
  .meta({ id: "CargoOption" });
export type CargoOption = z.infer<typeof CargoOption>;

export const CartDetails = z
  .object({
    cart_id: z.number().int().nullable().meta({ description: "null while the shopper has none." }),
    currency_id: z.number().int(),
    currency_code: z.string(),
    items: z.array(CartLine),
    item_count: z.number().int(),
    subtotal: z.number().int().meta({ description: "The lines' total, VAT included." }),
    price_personalization: z
      .number()
      .int()
      .meta({ description: "What the personalizations add, included in subtotal." }),
    vat_total: z.number().int().meta({ description: "The VAT contained in the total." }),
    campaign_discount: z.number().int(),
    coupon_discount: z.number().int(),
    cargo_price: z.number().int(),
    gift_package_price: z.number().int(),
    payment_fee: z.number().int(),
    total: z.number().int(),
    free_shipping_threshold: z.number().int().nullable(),
    campaign: z
      .object({ id: z.number().int(), name: z.string(), discount: z.number().int() })
      .nullable(),
    coupon: z
      .object({ id: z.number().int(), code: z.string(), discount: z.number().int() })
      .nullable(),
    gift_product: z
      .object({ product_id: z.number().int(), name: z.string(), image: z.string().nullable() })
      .nullable()
      .meta({ description: "The free product of an applied gift_product campaign." }),
    campaigns: z.array(CartCampaign).meta({ description: "Campaigns the shopper may apply." }),
    cargo: z.array(CargoOption),
    is_gift_cart: z.boolean(),
    gift_note: z.string().nullable(),
    gift_package_unit_price: z.number().int(),
    general_note: z.string().nullable(),
    delivery_date: z.string().nullable(),
    delivery_date_text: z.string().nullable(),
    delivery_dates: z.array(z.string()).meta({ description: "Dates a delivery may be asked for." }),
    delivery_address_id: z.number().int().nullable(),
    invoice_address_id: z.number().int().nullable(),
    can_order: z
      .boolean()
      .meta({ description: "Not empty and every line can be ordered as it is." }),
  })
  .meta({ id: "CartDetails" });
export type CartDetails = z.infer<typeof CartDetails>;

export const CartAddResult = z
  .object({
    guest_code: z.string().nullable().meta({ description: "Set when the add made a guest." }),
    guest_token: z.string().nullable().meta({
      description: "The new guest's token (also set as the guest_token cookie).",
    }),
    added: z.object({ product_id: z.number().int(), sub_product_id: z.number().int().nullable() }),
    cartDetails: CartDetails,
  })
  .meta({ id: "CartAddResult" });

export const GuestToCustomerBody = z
  .object({
    guest_token: z.string().min(1).max(200).optional().meta({
      description: "The guest's token; the guest_token cookie is read when it is left out.",
    }),
  })
  .meta({ id: "GuestToCustomerBody" });
