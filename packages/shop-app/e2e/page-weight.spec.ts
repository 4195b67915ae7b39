// A product page's scripts are its own: no admin chunk, no zod (the API's contract), and no
// message catalogue in any script; the page's HTML carries its own locale's catalogue and no
// other's, without the admin area's messages. Weights themselves are measured by `pnpm bench`,
// not asserted here.
import { expect, test } from "@playwright/test";
import { catalogue, findProduct, type Locale, locales } from "./helpers.ts";

/**
 * Messages of `locale` that `page`'s own catalogue words differently: long enough not to occur by
 * chance, and free of characters a script or the HTML would escape.
 */
function telltales(locale: Locale, page: Locale, count = 40): string[] {
  const own = catalogue(page);
  return Object.entries(catalogue(locale))
    .filter(([id, text]) => own[id] !== text && findable(text))
    .map(([, text]) => text)
    .slice(0, count);
}

/** Long enough not to occur by chance, and free of characters a script or the HTML would escape. */
const findable = (text: string) => text.length >= 14 && !/["'\\{}<>&]/.test(text);

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
    // The page's own catalogue is there (so the telltales above are not vacuous).
    const own = telltales(locale, locale === "tr" ? "ar" : "tr", 5);
    expect(own.length).toBe(5);
    for (const text of own) expect(html, `own message missing: ${text}`).toContain(text);
    // The admin area's messages (half the catalogue) reach the admin area only.
    const storefront = new Set(
      Object.entries(catalogue(locale))
        .filter(([id]) => !id.startsWith("admin."))
        .map(([, text]) => text),
    );
    const admin = Object.entries(catalogue(locale))
      .filter(([id, text]) => id.startsWith("admin.") && findable(text) && !storefront.has(text))
      .slice(0, 20);
    expect(admin.length).toBe(20);
    for (const [id, text] of admin)
      expect(html?.includes(text), `admin message in the page: ${id}`).toBe(false);
  });
}
