import { beforeAll, describe, expect, it } from "vitest";
import { answerOf, apiForFile, client, signInAdmin } from "../../../test/harness.ts";

const api = apiForFile();

describe("language/", () => {
  it("lists tr (default), en and ar (right-to-left) with their ISO tags", async () => {
    const res = await answerOf(client(api).language.$get());
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

describe("language/getAdminList and language/updateSettings (admin)", () => {
  const all = (
    overrides: Record<string, Partial<{ is_active: boolean; is_default: boolean }>>,
  ) => ({
    languages: ["tr", "en", "ar"].map((code, index) => ({
      code,
      is_active: true,
      is_default: code === "tr",
      sort_order: index + 1,
      ...overrides[code],
    })),
  });
  let admin: string;
  beforeAll(async () => {
    admin = await signInAdmin(api);
  });
  // `as never`: the tests also send bodies that the route's schema refuses, to see the refusal.
  const save = (body: unknown, language = "tr") =>
    answerOf(
      client(api, admin).language.updateSettings.$post({
        query: { language },
        json: body as never,
      }),
    );

  it("needs an admin", async () => {
    expect((await answerOf(client(api).language.getAdminList.$get())).status).toBe(401);
    expect(
      (await answerOf(client(api).language.updateSettings.$post({ json: all({}) }))).status,
    ).toBe(401);
  });

  it("turns English off for the storefront, keeps it in the admin's list, and on again", async () => {
    const off = await save(all({ en: { is_active: false } }));
    expect(off.status).toBe(200);
    expect(
      (await answerOf(client(api).language.$get())).json.response.map(
        (l: { code: string }) => l.code,
      ),
    ).toEqual(["tr", "ar"]);
    const list = await answerOf(client(api, admin).language.getAdminList.$get());
    expect(
      list.json.response.map((l: { code: string; is_active: boolean }) => [l.code, l.is_active]),
    ).toEqual([
      ["tr", true],
      ["en", false],
      ["ar", true],
    ]);
    expect((await save(all({}))).status).toBe(200);
    expect((await answerOf(client(api).language.$get())).json.response).toHaveLength(3);
  });

  it("moves the default and the order", async () => {
    const moved = await save({
      languages: [
        { code: "en", is_active: true, is_default: true, sort_order: 1 },
        { code: "tr", is_active: true, is_default: false, sort_order: 2 },
        { code: "ar", is_active: true, is_default: false, sort_order: 3 },
      ],
    });
    expect(moved.status).toBe(200);
    const shown = (await answerOf(client(api).language.$get())).json.response;
    expect(shown.map((l: { code: string; is_default: boolean }) => [l.code, l.is_default])).toEqual(
      [
        ["en", true],
        ["tr", false],
        ["ar", false],
      ],
    );
    expect((await save(all({}))).status).toBe(200);
  });

  it("refuses the default off, every language off, two defaults or an unknown code", async () => {
    const defaultOff = await save(all({ tr: { is_active: false } }), "en");
    expect(defaultOff.status).toBe(400);
    expect(defaultOff.json).toMatchObject({ code: "default_inactive" });
    expect(defaultOff.json.message).toMatch(/default/);
    const noneOn = await save(
      all({ tr: { is_active: false }, en: { is_active: false }, ar: { is_active: false } }),
      "ar",
    );
    expect(noneOn.json).toMatchObject({ code: "no_active_language" });
    expect(noneOn.json.message).toMatch(/[\u0600-\u06FF]/);
    const twoDefaults = await save(all({ en: { is_default: true } }));
    expect(twoDefaults.json.fields).toEqual([expect.objectContaining({ field: "languages" })]);
    const unknown = await save({
      languages: [{ code: "de", is_active: true, is_default: true, sort_order: 1 }],
    });
    expect(unknown.json.fields).toEqual([expect.objectContaining({ field: "languages.0.code" })]);
    expect((await answerOf(client(api).language.$get())).json.response).toHaveLength(3);
  });
});
