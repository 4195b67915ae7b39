// Passwords that appear on lists of the most common and breached ones (the 49,000 of
// @zxcvbn-ts/language-common, compiled from breach corpora), refused whatever their length.
// Kept on the server: the list is far too large for a page.
import type { dictionary } from "@zxcvbn-ts/language-common";
import { onFirstUse } from "./on-first-use.ts";

const lists = onFirstUse<{ dictionary: typeof dictionary }>("@zxcvbn-ts/language-common");

let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(lists().dictionary["passwords-common"] as string[]);
  return common.has(password.normalize("NFC").toLowerCase());
}
