import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, createTestApi, type TestApi } from "../../../test/harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api?.close());

describe("language/", () => {
  it("lists tr (default), en and ar (right-to-left) with their ISO tags", async () => {
    const res = await call(api, "GET", "/language");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      success: true,
      response: [
        {
          id: 1,
          code: "tr",
          name: "Türkçe",
          dir: "ltr",
          iso: "tr-TR",
          file: "tr.json",
          is_default: true,
        },
        {
          id: 2,
          code: "en",
          name: "English",
          dir: "ltr",
          iso: "en-US",
          file: "en.json",
          is_default: false,
        },
        {
          id: 3,
          code: "ar",
          name: "العربية",
          dir: "rtl",
          iso: "ar-SA",
          file: "ar.json",
          is_default: false,
        },
      ],
    });
  });
});
