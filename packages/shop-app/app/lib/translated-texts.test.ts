import { describe, expect, it } from "vitest";
import { textsForForm, textsFromForm } from "./translated-texts.ts";

const fields = ["title", "body", "seo_link"] as const;
const written = (texts: Record<(typeof fields)[number], string>) =>
  Boolean(texts.title.trim() || texts.body.trim());

describe("textsFromForm", () => {
  it("always sends Turkish, and another language only where the admin wrote in it", () => {
    const form = new FormData();
    form.set("tr.title", "");
    form.set("en.title", "   ");
    form.set("en.seo_link", "left-alone");
    form.set("ar.body", "<p>مرحبا</p>");
    expect(textsFromForm(form, fields, written)).toEqual({
      tr: { title: "", body: "", seo_link: "" },
      ar: { title: "", body: "<p>مرحبا</p>", seo_link: "" },
    });
  });
});

describe("textsForForm", () => {
  it("shows every language, with empty fields where the record has no text", () => {
    expect(
      textsForForm(fields, { tr: { title: "Kargo", body: "<p>x</p>", seo_link: null } }),
    ).toEqual({
      tr: { title: "Kargo", body: "<p>x</p>", seo_link: "" },
      en: { title: "", body: "", seo_link: "" },
      ar: { title: "", body: "", seo_link: "" },
    });
    expect(textsForForm(fields, undefined).ar).toEqual({ title: "", body: "", seo_link: "" });
  });
});
