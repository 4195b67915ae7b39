// What a cart line shows under its name: the chosen options (Beden: M) and the texts made for
// the shopper (Fincanlara yazılacak isim: Ayşe), both as name and value.
import type { CartLine } from "@shop/api/contract";

export function lineOptions(line: Pick<CartLine, "options" | "personalizations">) {
  return [...line.options, ...line.personalizations.map(({ name, value }) => ({ name, value }))];
}
