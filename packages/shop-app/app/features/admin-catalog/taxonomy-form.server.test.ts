import { AdminBrandPatch } from "@shop/api/contract";
import { describe, expect, it } from "vitest";
import { brandInput, categoryInput } from "./taxonomy-form.server.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

// What the brand dialog posts when it is opened on "Lavanta" and saved unchanged.
const brandDialog = {
  "name.tr": "Lavanta",
  "name.en": "Lavender",
  "name.ar": "",
  "seo_link.tr": "lavanta",
  "seo_link.en": "lavender",
  "seo_link.ar": "lavanta",
  picture: "/uploads/brands/lavanta.webp",
  "description.tr": "Doğal sabunlar",
  "description.en": "",
  "description.ar": "",
  sort_order: "1",
  is_active: "true",
};

describe("the brand dialog's save", () => {
  it("sends back the logo, names and descriptions it holds, and nothing it does not", () => {
    const patch = AdminBrandPatch.parse(brandInput(form(brandDialog)));
    expect(patch).toEqual({
      name: "Lavanta",
      logo_path: "/uploads/brands/lavanta.webp",
      sort_order: 1,
      is_active: true,
      texts: {
        tr: { seo_link: "lavanta", description: "Doğal sabunlar" },
        en: { name: "Lavender", seo_link: "lavender", description: null },
        ar: { name: null, seo_link: "lavanta", description: null },
      },
    });
    // The featured flag and the seo texts are not in the dialog: the API keeps them.
    expect(patch).not.toHaveProperty("is_featured");
    expect(patch.texts?.tr).not.toHaveProperty("seo_title");
  });
});

describe("the category dialog's save", () => {
  it("sends the picture, descriptions and seo titles, and a language only when it has texts", () => {
    const patch = categoryInput(
      form({
        "name.tr": "Vazolar",
        "name.en": "",
        "name.ar": "",
        "seo_link.tr": "vazolar",
        "seo_link.en": "",
        "seo_link.ar": "",
        "description.tr": "El yapımı",
        "description.en": "",
        "description.ar": "مصنوعة يدويًا",
        "seo_title.tr": "Vazo",
        "seo_title.en": "",
        "seo_title.ar": "",
        picture: "/uploads/categories/vazo.webp",
        parent_id: "",
        is_active: "true",
      }),
    );
    expect(patch).toMatchObject({
      image_path: "/uploads/categories/vazo.webp",
      texts: {
        tr: { name: "Vazolar", description: "El yapımı", seo_title: "Vazo" },
        // typed without a name: sent, for the API to ask for the name beside its field
        ar: { name: "", description: "مصنوعة يدويًا" },
      },
    });
    expect(patch.texts).not.toHaveProperty("en");
  });
});
