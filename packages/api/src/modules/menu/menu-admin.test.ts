import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "../../../test/commerce-fixtures.ts";
import { answerOf, apiForFile, call, client, signInAdmin } from "../../../test/harness.ts";
import { AdminContent, AdminMenuItem, type MenuItem } from "../../contract/index.ts";

const api = apiForFile();
let admin: string;

beforeAll(async () => {
  admin = await signInAdmin(api);
});

const asAdmin = (method: "GET" | "POST", path: string, body?: unknown) =>
  call(api, method, path, { token: admin, ...(body === undefined ? {} : { body }) });

const unique = () => Math.random().toString(36).slice(2, 8);

const headerMenu = async (language: string): Promise<MenuItem[]> =>
  (await answerOf(client(api).header_menu.$get({ query: { language } }))).json.response;

describe("header_menu admin", () => {
  it("adds a link and a content item under it; the storefront's header follows in each language", async () => {
    const word = unique();
    const link = await answerOf(
      client(api, admin).header_menu.add.$post({
        json: {
          sort_order: 900,
          texts: {
            tr: { title: `Kampanyalar ${word}`, url: "/kampanyalar" },
            ar: { title: `العروض ${word}`, url: "/ar/kampanyalar" },
          },
        },
      }),
    );
    expect(link.status).toBe(200);
    const parent = AdminMenuItem.parse(link.json.response);
    expect(parent).toMatchObject({
      type: "link",
      parent_id: null,
      depth: 0,
      title: `Kampanyalar ${word}`,
      code: `kampanyalar-${word}`,
    });
    const page = AdminContent.parse(
      (
        await answerOf(
          client(api, admin).contents.add.$post({
            json: {
              texts: { tr: { title: `Hakkımızda ${word}` }, ar: { title: `من نحن ${word}` } },
            },
          }),
        )
      ).json.response,
    );
    const child = AdminMenuItem.parse(
      (
        await answerOf(
          client(api, admin).header_menu.add.$post({
            json: {
              parent_id: parent.id,
              type: "content",
              target_id: page.id,
              texts: {},
            },
          }),
        )
      ).json.response,
    );
    expect(child).toMatchObject({ depth: 1, title: `Hakkımızda ${word}`, target_id: page.id });

    const arabic = (await headerMenu("ar")).find((item) => item.id === parent.id);
    expect(arabic).toMatchObject({ title: `العروض ${word}`, url: "/ar/kampanyalar" });
    expect(arabic?.children[0]).toMatchObject({
      id: child.id,
      type: "content",
      title: `من نحن ${word}`,
    });
    // English has no label of its own for the link: it is left out there.
    expect((await headerMenu("en")).some((item) => item.id === parent.id)).toBe(false);

    const list = AdminMenuItem.array().parse(
      (await answerOf(client(api, admin).header_menu.list.$post())).json.response,
    );
    const at = list.findIndex((item) => item.id === parent.id);
    expect(list[at + 1]?.id).toBe(child.id);

    const off = await answerOf(
      client(api, admin).header_menu.update[":id"].$post({
        param: { id: parent.id },
        json: {
          is_active: false,
          sort_order: 900,
          texts: { tr: { title: `Fırsatlar ${word}`, url: "https://example.com/firsat" } },
        },
      }),
    );
    expect(AdminMenuItem.parse(off.json.response)).toMatchObject({
      is_active: false,
      title: `Fırsatlar ${word}`,
      texts: { tr: { title: `Fırsatlar ${word}`, url: "https://example.com/firsat" } },
    });
    expect(off.json.response.texts.ar).toBeUndefined();
    expect((await headerMenu("tr")).some((item) => item.id === parent.id)).toBe(false);

    expect(
      (
        await answerOf(
          client(api, admin).header_menu.delete[":id"].$post({ param: { id: parent.id } }),
        )
      ).status,
    ).toBe(200);
    const after = AdminMenuItem.array().parse(
      (await answerOf(client(api, admin).header_menu.list.$post())).json.response,
    );
    expect(after.some((item) => item.id === parent.id || item.id === child.id)).toBe(false);
    expect(
      (
        await answerOf(
          client(api, admin).header_menu.delete[":id"].$post({ param: { id: parent.id } }),
        )
      ).status,
    ).toBe(404);
  });

  it("names the fields it refuses", async () => {
    const parent = AdminMenuItem.parse(
      (
        await answerOf(
          client(api, admin).header_menu.add.$post({
            json: {
              texts: { tr: { title: `Üst ${unique()}`, url: "/ust" } },
            },
          }),
        )
      ).json.response,
    );
    const child = AdminMenuItem.parse(
      (
        await answerOf(
          client(api, admin).header_menu.add.$post({
            json: {
              parent_id: parent.id,
              texts: { tr: { title: "Alt", url: "/alt" } },
            },
          }),
        )
      ).json.response,
    );
    const cases: Array<[string, unknown, string[]]> = [
      ["/header_menu/add", { texts: {} }, ["texts.tr.title", "texts.tr.url"]],
      [
        "/header_menu/add",
        { texts: { tr: { title: "x", url: "javascript:x" } } },
        ["texts.tr.url"],
      ],
      ["/header_menu/add", { type: "category", texts: {} }, ["target_id"]],
      ["/header_menu/add", { type: "brand", target_id: 999_999, texts: {} }, ["target_id"]],
      [
        "/header_menu/add",
        { parent_id: 999_999, texts: { tr: { title: "x", url: "/x" } } },
        ["parent_id"],
      ],
      [
        `/header_menu/update/${parent.id}`,
        { parent_id: child.id, texts: { tr: { title: "x", url: "/x" } } },
        ["parent_id"],
      ],
      [
        `/header_menu/update/${parent.id}`,
        { parent_id: parent.id, texts: { tr: { title: "x", url: "/x" } } },
        ["parent_id"],
      ],
    ];
    for (const [path, body, fields] of cases) {
      const answer = await asAdmin("POST", path, body);
      expect([
        answer.status,
        (answer.json.fields ?? []).map((field: { field: string }) => field.field),
      ]).toEqual([400, fields]);
    }
    expect(
      (
        await answerOf(
          client(api, admin).header_menu.update[":id"].$post({
            param: { id: "999999" },
            json: {
              texts: { tr: { title: "x", url: "/x" } },
            },
          }),
        )
      ).status,
    ).toBe(404);
  });

  it("is for admins only", async () => {
    const customer = await signUp(api);
    for (const path of ["/header_menu/list", "/header_menu/add", "/header_menu/delete/1"]) {
      expect((await call(api, "POST", path, { body: {} })).status).toBe(401);
      expect((await call(api, "POST", path, { token: customer.token, body: {} })).status).toBe(403);
    }
  });
});
