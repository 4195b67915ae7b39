import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe.ts";
import { findProduct, registerCustomer, signInCode } from "./helpers.ts";

test("a customer's back-in-stock requests: listed in the account and cancelled there", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  const card = await findProduct(request, (c) => !c.has_sub_products);
  const asked = await request.get(`/api/v1/product/productLetMeNow/${card.id}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(asked.ok()).toBe(true);

  await page.goto(
    `/hesabim/stok-bildirimlerim?token=${encodeURIComponent(await signInCode(request, customer))}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "Stok Bildirimlerim" })).toBeVisible();
  const item = page.locator('[data-slot="stock-alert"]');
  await expect(item).toHaveCount(1);
  await expect(item.getByRole("link", { name: card.name })).toHaveAttribute(
    "href",
    `/${card.seo_link}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await item.getByRole("button", { name: `Talebi iptal et: ${card.name}` }).click();
  await expect(page.getByText("Stok bildirim talebiniz iptal edildi.")).toBeVisible();
  await expect(page.getByText("Stok bildirim talebiniz yok")).toBeVisible();
});

test("the account's gift certificates page, in Arabic, with none made out yet", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await page.goto(
    `/ar/hesabim/hediye-ceklerim?token=${encodeURIComponent(await signInCode(request, customer))}`,
  );
  await expect(page.getByRole("heading", { level: 1, name: "قسائم الهدايا" })).toBeVisible();
  await expect(page.getByText("ليس لديك قسائم هدايا")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
