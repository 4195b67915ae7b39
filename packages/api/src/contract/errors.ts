import { z } from "zod";

/**
 * Every `code` a refusal can carry. The first group is the specification's error catalogue
 * (section 8) verbatim; the rest name the catalogue's "other messages" and the platform's own
 * refusals. A client maps the code to its own text or shows `message`, which the API writes in the
 * requested language.
 */
export const ERROR_CODES = [
  // Specification, section 8: cart
  "no_stock",
  "required_sub_product",
  "error_while_add_cart",
  "error_member_min_order",
  "error_member_max_order",
  "update_product_error",
  "delete_product_error",
  // campaign
  "cart_price_more_than_campaign_price",
  "campaign_product_no_stock",
  "reached_maximum_usage_customer",
  "reached_maximum_usage",
  "campaign_no_added",
  "campaign_no_removed",
  // coupon
  "no_price_range",
  "cant_customer",
  "coupon_code_no_added",
  "coupon_code_no_removed",
  // address
  "requiredDeliveryAddress",
  "requiredInvoiceAddress",
  "no_delivery_address",
  "no_invoice_address",
  "no_two_address",
  // Specification, section 8: other messages
  "unexpected_error",
  "system_error",
  "service_unavailable",
  "email_or_phone_already_used",
  "wrong_password",
  "user_not_found",
  "cannot_be_refunded",
  "cannot_be_cancelled",
  "no_product_to_comment",
  "comment_or_score_missing",
  "already_commented",
  "question_missing",
  "email_not_found",
  "password_link_expired",
  "password_not_updated",
  "guest_not_created",
  "payment_failed",
  "payment_provider_unavailable",
  "order_creation_failed",
  "out_of_stock_items",
  "not_enough_stock",
  "notify_me_already_active",
  "wrong_code",
  "timeout",
  "subscription_not_created",
  "order_not_created",
  "phone_confirmation_needed",
  "order_note_not_added",
  // warnings
  "address_not_saved",
  "check_phone",
  "card_field_missing",
  // Platform
  "validation_error",
  "invalid_json",
  "unsupported_media_type",
  "payload_too_large",
  "not_found",
  "record_not_found",
  "unauthorized",
  "forbidden",
  "origin_not_allowed",
  "too_many_attempts",
  // Platform: social sign-in (sent to the sign-in page as ?hata=)
  "social_login_failed",
  "social_email_not_verified",
  // Platform: sign-in links (?token=)
  "sign_in_link_expired",
  "sign_in_switch_unconfirmed",
  // Platform: uploads
  "upload_quota_exceeded",
  // Platform: cart and orders
  "cart_empty",
  "order_status_not_allowed",
  "payment_method_unavailable",
  "payment_amount_changed",
  "coupon_members_only",
  // Platform: admin
  "record_in_use",
  "default_inactive",
  "no_active_language",
  "category_move_into_itself",
  "property_value_in_use",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Why one field of the input was refused (`fields[].code`). */
export const FIELD_ERROR_CODES = [
  "required",
  "invalid_type",
  "invalid_value",
  "invalid_email",
  "invalid_phone",
  "invalid_national_id",
  "invalid_date",
  "invalid_format",
  "password_too_short",
  "password_too_common",
  "too_short",
  "too_long",
  "too_small",
  "too_big",
  "must_accept",
  "already_used",
  "invalid_json",
  "invalid_card_number",
  "card_expired",
  // Admin campaigns: a rule that compares two fields
  "not_after_start",
  "not_below_buy",
  "above_limit",
  "not_above_min",
  // A record others still refer to: how many ({count}) and the first of them ({names})
  "in_use",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === "string" && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}

export const FieldError = z
  .object({
    field: z.string().meta({ description: "Dotted path of the field: email, products.0.quantity" }),
    in: z.enum(["body", "query", "path", "header"]).optional(),
    code: z.enum(FIELD_ERROR_CODES),
    message: z.string(),
  })
  .meta({ id: "FieldError" });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorResponse = z
  .object({
    success: z.literal(false),
    code: z.enum(ERROR_CODES),
    message: z.string().meta({ description: "In the requested language." }),
    fields: z
      .array(FieldError)
      .optional()
      .meta({ description: "For validation_error: each refused field." }),
    request_id: z.string().optional().meta({ description: "Quote it when reporting a fault." }),
  })
  .meta({ id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** `{ success: true, response }` around a response schema. */
export function successEnvelope<T extends z.ZodType>(response: T) {
  return z.object({ success: z.literal(true), response });
}
export type SuccessEnvelope<T> = { success: true; response: T };
