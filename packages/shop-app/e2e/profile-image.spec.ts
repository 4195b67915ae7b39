import { expect, test } from "@playwright/test";
import { hydrated, registerCustomer, signInCode } from "./helpers.ts";

// A 1 × 1 PNG: small, and a real picture for the API to decode.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
  "base64",
);
const photo = { name: "foto.png", mimeType: "image/png", buffer: png };
const notAPhoto = { name: "foto.png", mimeType: "image/png", buffer: Buffer.from("not a picture") };
const uploaded = /^\/uploads\/customers\/\d+\/.+-m\.webp$/;

test("a customer uploads and replaces a profile photo on the personal details page, in Turkish", async ({
  page,
  request,
}) => {
  const customer = await registerCustomer(request);
  await page.goto(`/?token=${await signInCode(request, customer)}`);
  await page.goto("/hesabim/bilgilerim");
  const upload = page.locator('[data-slot="profile-image-upload"]');
  const picture = upload.getByRole("img", { name: "Profil fotoğrafınız" });
  await expect(picture).toHaveCount(0);
  // Hydrated, the upload swaps its form's file input for its own: use that one, not the other.
  const ready = () =>
    expect(upload.locator('[data-slot="profile-image-upload-choose"]')).toBeVisible();
  await hydrated(page);
  await ready();

  // A file that is not a photo type is refused before it is sent
  await upload
    .locator('[data-slot="profile-image-upload-input"]')
    .setInputFiles({ name: "not.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await expect(upload.locator('[data-slot="profile-image-upload-error"]')).toHaveText(
    /Bu dosya türü desteklenmiyor/,
  );

  await upload.locator('[data-slot="profile-image-upload-input"]').setInputFiles(photo);
  await expect(picture).toHaveAttribute("src", uploaded);
  await expect(upload.locator('[data-slot="profile-image-upload-error"]')).toHaveText("");
  const first = await picture.getAttribute("src");

  // The customer API gives the same picture, and the page shows it after a reload
  const me = await request.get("/api/v1/customer/getCustomer", {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(((await me.json()) as { response: { image_url: string } }).response.image_url).toBe(first);
  await page.reload();
  await expect(picture).toHaveAttribute("src", first ?? "");
  expect((await page.request.get(first ?? "")).ok()).toBe(true);

  // Replacing it: a new picture, the old one is gone
  await hydrated(page);
  await ready();
  await upload.locator('[data-slot="profile-image-upload-input"]').setInputFiles(photo);
  await expect(picture).not.toHaveAttribute("src", first ?? "");
  await expect(picture).toHaveAttribute("src", uploaded);
  expect((await page.request.get(first ?? "")).status()).toBe(404);
});

test("without JavaScript the photo goes by an ordinary form, with the refusals in Arabic", async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const base = test.info().project.use.baseURL ?? "";
  const customer = await registerCustomer(request);
  await page.goto(`${base}/ar/?token=${await signInCode(request, customer)}`);
  await page.goto(`${base}/ar/hesabim/bilgilerim`);
  const upload = page.locator('[data-slot="profile-image-upload"]');
  const send = upload.getByRole("button", { name: "رفع الصورة" });

  // Nothing chosen, then a file that is no picture: refused by the API, said in Arabic
  await send.click();
  await expect(upload.locator('[data-slot="profile-image-upload-error"]')).toHaveText(
    "تعذّرت قراءة هذا الملف كصورة. يُرجى اختيار صورة بصيغة JPG أو PNG أو WebP.",
  );
  await upload.locator('[data-slot="profile-image-upload-input"]').setInputFiles(notAPhoto);
  await send.click();
  await expect(upload.locator('[data-slot="profile-image-upload-error"]')).toHaveText(
    "تعذّرت قراءة هذا الملف كصورة. يُرجى اختيار صورة بصيغة JPG أو PNG أو WebP.",
  );

  await upload.locator('[data-slot="profile-image-upload-input"]').setInputFiles(photo);
  await send.click();
  const picture = upload.getByRole("img", { name: "صورتك الشخصية" });
  await expect(picture).toHaveAttribute("src", uploaded);
  const first = await picture.getAttribute("src");

  await upload.locator('[data-slot="profile-image-upload-input"]').setInputFiles(photo);
  await send.click();
  await expect(picture).toHaveAttribute("src", uploaded);
  expect(await picture.getAttribute("src")).not.toBe(first);
  await context.close();
});
