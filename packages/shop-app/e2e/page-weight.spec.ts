// A product page's scripts are its own: no admin chunk, no zod (the API's contract), and no
// message catalogue in any script; the page's HTML carries its own locale's catalogue, without the
// admin area's messages, and no other locale's. Weights themselves are measured by `pnpm bench`, not asserted here.
import { expect, test } from "@playwright/test";
import { catalogue, findProduct, type Locale, locales } from "./helpers.ts";

/**
 * Messages of `locale` that `page`'s own catalogue words differently: long enough not to occur by
 * chance, and free of characters a script or the HTML would escape.
 */
function telltales(locale: Locale, page: Locale, count = 40): string[] {
  const own = catalogue(page);
  return Object.entries(catalogue(locale))
    .filter(([id, text]) => own[id] !== text && text.length >= 14 && !/["'\\{}<>&]/.test(text))
    .map(([, text]) => text)
    .slice(0, count);
}

for (const locale of ["tr", "ar"] as const) {
  test(`a ${locale} product page loads its own scripts and its own catalogue only`, async ({
    page,
    request,
  }) => {
    const card = await findProduct(request, (c) => c.in_stock);
    const scripts = new Map<string, Promise<string>>();
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      scripts.set(response.url(), response.text());
    });
    const path = locale === "tr" ? `/${card.seo_link}` : `/${locale}/${card.seo_link}`;
    const response = await page.goto(path, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    const html = await response?.text();

    const names = [...scripts.keys()].map((url) => new URL(url).pathname.split("/").pop() ?? "");
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => name.startsWith("admin"))).toEqual([]);

    const bodies = await Promise.all(scripts.values());
    const js = bodies.join("\n");
    expect(js, "zod in the browser").not.toMatch(/ZodError|_zod\b/);
    for (const other of locales) {
      // Catalogues travel in the root loader's data, never in a script: not even the page's own.
      for (const text of telltales(other, other === "tr" ? "ar" : "tr"))
        expect(js.includes(text), `${other} message in a script: ${text}`).toBe(false);
      if (other === locale) continue;
      for (const text of telltales(other, locale))
        expect(html?.includes(text), `${other} message in the ${locale} page: ${text}`).toBe(false);
    }
    // The admin area's messages come with its own pages only.
    const messages = Object.entries(catalogue(locale));
    const storefrontTexts = messages.filter(([id]) => !id.startsWith("admin.")).map(([, t]) => t);
    const adminTexts = messages
      .filter(
        ([id, text]) => id.startsWith("admin.") && text.length >= 14 && !/["'\\{}<>&]/.test(text),
      )
      .map(([, text]) => text)
      .filter((text) => !storefrontTexts.some((other) => other.includes(text)));
    expect(adminTexts.length).toBeGreaterThan(20);
    for (const text of adminTexts.slice(0, 40))
      expect(html?.includes(text), `admin message in the ${locale} page: ${text}`).toBe(false);
    // The page's own catalogue is there (so the telltales above are not vacuous).
    const own = telltales(locale, locale === "tr" ? "ar" : "tr", 5);
    expect(own.length).toBe(5);
    for (const text of own) expect(html, `own message missing: ${text}`).toContain(text);
  });
}
