import { randomInt } from "node:crypto";

/**
 * Accounts made by social sign-in have no phone yet, but the column is required and unique:
 * they get a number under +990, a country code ITU keeps spare, that the API shows as "" and
 * customer/update replaces. (+999 marks deleted accounts.)
 */
export const PLACEHOLDER_PHONE_PREFIX = "+990";
export const isPlaceholderPhone = (phone: string) => phone.startsWith(PLACEHOLDER_PHONE_PREFIX);
export const placeholderPhone = () =>
  `${PLACEHOLDER_PHONE_PREFIX}${String(randomInt(0, 1e11)).padStart(11, "0")}`;
