import { request as httpRequest } from "node:http";
import { expect, test } from "@playwright/test";
import { baseURL } from "../playwright.config.ts";

/** Asks for a page and hangs up after `ms`, while the shop is still rendering or sending it. */
function hangUpAfter(path: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(new URL(path, baseURL), {
      headers: { "accept-language": "tr", "accept-encoding": "gzip, deflate, br" },
    });
    req.on("error", () => resolve());
    req.on("response", (res) => res.on("error", () => resolve()));
    req.end();
    setTimeout(() => {
      req.destroy();
      resolve();
    }, ms);
  });
}

test("shoppers who leave while a page is being sent do not take the shop down", async ({
  request,
}) => {
  const leaving = Array.from({ length: 40 }, (_, i) =>
    hangUpAfter(i % 2 ? "/" : "/giyim", 5 + i * 7),
  );
  await Promise.all(leaving);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const home = await request.get("/", {
    headers: { "accept-language": "tr", "accept-encoding": "gzip, deflate, br" },
  });
  expect(home.status()).toBe(200);
});
