import { and, desc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  answerOf,
  apiForFile,
  call,
  client,
  onPostgres,
  signInAdmin,
} from "../../../test/harness.ts";
import {
  ContentGroup,
  ContentPage,
  FaqGroup,
  NewsletterSubscription,
} from "../../contract/index.ts";
import {
  contactMessages,
  contentCategories,
  contentCategoryTranslations,
  contents,
  contentTranslations,
  faqCategories,
  faqCategoryTranslations,
  faqs,
  faqTranslations,
  languages,
  newsletterSubscribers,
  outboxMessages,
} from "../../db/schema/index.ts";

const api = apiForFile();
const ids: Record<string, number> = {};

const LANGS = ["tr", "en", "ar"] as const;
type Lang = (typeof LANGS)[number];
const t3 = (tr: string, en: string, ar: string): Record<Lang, string> => ({ tr, en, ar });

async function addContent(
  code: string,
  texts: Partial<Record<Lang, { title: string; body: string; seo: string }>>,
  options: {
    category?: number | null;
    sortOrder?: number;
    active?: boolean;
    footer?: boolean;
  } = {},
) {
  const [row] = await api.db
    .insert(contents)
    .values({
      code,
      contentCategoryId: options.category ?? null,
      sortOrder: options.sortOrder ?? 0,
      isActive: options.active ?? true,
      showInFooter: options.footer ?? true,
    })
    .returning();
  if (!row) throw new Error("no content row");
  ids[code] = row.id;
  await api.db.insert(contentTranslations).values(
    Object.entries(texts).map(([lang, text]) => ({
      contentId: row.id,
      languageCode: lang,
      title: text.title,
      body: text.body,
      seoLink: text.seo,
      seoTitle: `${text.title} | Shop`,
      seoKeywords: `${text.title}, ${lang}`,
      seoDescription: `${text.title} (${lang})`,
    })),
  );
}

beforeAll(async () => {
  const categories = await api.db
    .insert(contentCategories)
    .values([
      { code: "t-policies", sortOrder: 2 },
      { code: "t-company", sortOrder: 1 },
    ])
    .returning();
  for (const c of categories) ids[c.code] = c.id;
  const names = {
    "t-policies": t3("Politikalar", "Policies", "السياسات"),
    "t-company": t3("Kurumsal", "Company", "عن الشركة"),
  };
  await api.db.insert(contentCategoryTranslations).values(
    categories.flatMap((c) =>
      LANGS.map((lang) => ({
        contentCategoryId: c.id,
        languageCode: lang,
        name: names[c.code as keyof typeof names][lang],
      })),
    ),
  );

  const title = t3("Çerez Politikası", "Cookie Policy", "سياسة ملفات تعريف الارتباط");
  const seo = t3("cerez-politikasi", "cookie-policy", "سياسة-ملفات-تعريف-الارتباط");
  await addContent(
    "t-cookie-policy",
    Object.fromEntries(
      LANGS.map((lang) => [
        lang,
        { title: title[lang], body: `<h2>${title[lang]}</h2><p>${lang} body</p>`, seo: seo[lang] },
      ]),
    ),
    { category: ids["t-policies"], sortOrder: 2 },
  );
  await addContent(
    "t-kvkk",
    {
      tr: { title: "KVKK Aydınlatma Metni", body: "<p>kvkk</p>", seo: "kvkk-aydinlatma" },
      en: { title: "Privacy Notice", body: "<p>privacy</p>", seo: "privacy-notice" },
      ar: { title: "إشعار الخصوصية", body: "<p>الخصوصية</p>", seo: "إشعار-الخصوصية" },
    },
    { category: ids["t-policies"], sortOrder: 1 },
  );
  // Only in Turkish: the other languages get the Turkish text.
  await addContent(
    "t-about",
    { tr: { title: "Hakkımızda", body: "<p>Biz kimiz?</p>", seo: "hakkimizda-test" } },
    { category: ids["t-company"] },
  );
  // No category; kept out of the footer.
  await addContent(
    "t-loose",
    {
      tr: { title: "Kampanya Koşulları", body: "<p>koşullar</p>", seo: "kampanya-kosullari" },
      en: { title: "Campaign Terms", body: "<p>terms</p>", seo: "campaign-terms" },
      ar: { title: "شروط الحملة", body: "<p>الشروط</p>", seo: "شروط-الحملة" },
    },
    { footer: false },
  );
  await addContent(
    "t-hidden",
    { tr: { title: "Taslak", body: "<p>taslak</p>", seo: "taslak-sayfa" } },
    { category: ids["t-company"], active: false },
  );

  const faqCats = await api.db
    .insert(faqCategories)
    .values([
      { code: "t-orders", sortOrder: 1 },
      { code: "t-returns", sortOrder: 2 },
      { code: "t-empty", sortOrder: 3 },
    ])
    .returning();
  for (const c of faqCats) ids[c.code] = c.id;
  const faqNames = {
    "t-orders": t3("Siparişler", "Orders", "الطلبات"),
    "t-returns": t3("İadeler", "Returns", "المرتجعات"),
    "t-empty": t3("Boş", "Empty", "فارغ"),
  };
  await api.db.insert(faqCategoryTranslations).values(
    faqCats.flatMap((c) =>
      LANGS.map((lang) => ({
        faqCategoryId: c.id,
        languageCode: lang,
        name: faqNames[c.code as keyof typeof faqNames][lang],
      })),
    ),
  );
  const faqRows = await api.db
    .insert(faqs)
    .values([
      { code: "t-track", faqCategoryId: ids["t-orders"] as number, sortOrder: 2 },
      { code: "t-change", faqCategoryId: ids["t-orders"] as number, sortOrder: 1 },
      { code: "t-refund", faqCategoryId: ids["t-returns"] as number, sortOrder: 1 },
      { code: "t-off", faqCategoryId: ids["t-empty"] as number, isActive: false },
    ])
    .returning();
  const q = {
    "t-track": t3("Siparişim nerede?", "Where is my order?", "أين طلبي؟"),
    "t-change": t3(
      "Siparişimi değiştirebilir miyim?",
      "Can I change my order?",
      "هل يمكنني تغيير طلبي؟",
    ),
    "t-refund": t3(
      "Param ne zaman iade edilir?",
      "When do I get my money back?",
      "متى أسترد أموالي؟",
    ),
    "t-off": t3("Gizli", "Hidden", "مخفي"),
  };
  await api.db.insert(faqTranslations).values(
    faqRows.flatMap((f) =>
      LANGS.filter((lang) => !(f.code === "t-refund" && lang === "ar")).map((lang) => ({
        faqId: f.id,
        languageCode: lang,
        question: q[f.code as keyof typeof q][lang],
        answer: `<p>${f.code} ${lang}</p>`,
      })),
    ),
  );
});

describe("contents/getContentBySeoLink/{seo}", () => {
  it.each(LANGS)(
    "answers the page in %s with its HTML, seo fields and hreflang links",
    async (lang) => {
      const seo = t3("cerez-politikasi", "cookie-policy", "سياسة-ملفات-تعريف-الارتباط")[lang];
      const res = await answerOf(
        client(api).contents.getContentBySeoLink[":seo"].$get({
          param: { seo: encodeURIComponent(seo) },
          query: { language: lang },
        }),
      );
      expect(res.status).toBe(200);
      const page = ContentPage.parse(res.json.response);
      const title = t3("Çerez Politikası", "Cookie Policy", "سياسة ملفات تعريف الارتباط")[lang];
      expect(page).toMatchObject({
        id: ids["t-cookie-policy"],
        code: "t-cookie-policy",
        title,
        description: `<h2>${title}</h2><p>${lang} body</p>`,
        seo_title: `${title} | Shop`,
        seo_keywords: `${title}, ${lang}`,
        seo_description: `${title} (${lang})`,
        seo_link: seo,
        category: {
          id: ids["t-policies"],
          code: "t-policies",
          name: t3("Politikalar", "Policies", "السياسات")[lang],
        },
      });
      expect(page.alternates).toEqual([
        { language: "tr", seo_link: "cerez-politikasi" },
        { language: "en", seo_link: "cookie-policy" },
        { language: "ar", seo_link: "سياسة-ملفات-تعريف-الارتباط" },
      ]);
    },
  );

  it("finds a page by another language's link and answers in the language asked for", async () => {
    // The storefront's cookie dialog asks for cerez-politikasi in every language.
    const en = await answerOf(
      client(api).contents.getContentBySeoLink[":seo"].$get({
        param: { seo: "cerez-politikasi" },
        query: { language: "en" },
      }),
    );
    expect(en.status).toBe(200);
    expect(en.json.response).toMatchObject({ title: "Cookie Policy", seo_link: "cookie-policy" });
    const ar = await answerOf(
      client(api).contents.getContentBySeoLink[":seo"].$get({
        param: { seo: "cookie-policy" },
        query: { language: "ar" },
      }),
    );
    expect(ar.json.response.seo_link).toBe("سياسة-ملفات-تعريف-الارتباط");
  });

  it("gives the Turkish text where a page has no translation; hreflang names only what exists", async () => {
    const res = await answerOf(
      client(api).contents.getContentBySeoLink[":seo"].$get({
        param: { seo: "hakkimizda-test" },
        query: { language: "ar" },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      title: "Hakkımızda",
      description: "<p>Biz kimiz?</p>",
      seo_link: "hakkimizda-test",
      category: { code: "t-company", name: "عن الشركة" },
      alternates: [{ language: "tr", seo_link: "hakkimizda-test" }],
    });
  });

  it("leaves out a switched-off language from the hreflang links", async () => {
    await api.db.update(languages).set({ isActive: false }).where(eq(languages.code, "ar"));
    try {
      const res = await answerOf(
        client(api).contents.getContentBySeoLink[":seo"].$get({
          param: { seo: "kvkk-aydinlatma" },
        }),
      );
      expect(res.json.response.alternates).toEqual([
        { language: "tr", seo_link: "kvkk-aydinlatma" },
        { language: "en", seo_link: "privacy-notice" },
      ]);
    } finally {
      await api.db.update(languages).set({ isActive: true }).where(eq(languages.code, "ar"));
    }
  });

  it.each(LANGS)("404 in %s for an unknown link and for an inactive page", async (lang) => {
    const unknown = await answerOf(
      client(api).contents.getContentBySeoLink[":seo"].$get({
        param: { seo: "no-such-page" },
        query: { language: lang },
      }),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ success: false, code: "record_not_found" });
    const hidden = await answerOf(
      client(api).contents.getContentBySeoLink[":seo"].$get({
        param: { seo: "taslak-sayfa" },
        query: { language: lang },
      }),
    );
    expect(hidden.status).toBe(404);
    expect(hidden.json.message).toBe(
      (
        await answerOf(
          client(api).contents.getContentBySeoLink[":seo"].$get({
            param: { seo: "x" },
            query: { language: lang },
          }),
        )
      ).json.message,
    );
  });

  it("refuses a link over 300 characters", async () => {
    const res = await answerOf(
      client(api).contents.getContentBySeoLink[":seo"].$get({ param: { seo: "a".repeat(301) } }),
    );
    expect(res.status).toBe(400);
    expect(res.json.fields[0]).toMatchObject({ field: "seo", in: "path", code: "too_long" });
  });
});

describe("contents/{id}", () => {
  it.each(LANGS)("answers a page by id in %s", async (lang) => {
    const res = await answerOf(
      client(api).contents[":id"].$get({ param: { id: ids["t-kvkk"] }, query: { language: lang } }),
    );
    expect(res.status).toBe(200);
    expect(res.json.response).toMatchObject({
      code: "t-kvkk",
      title: t3("KVKK Aydınlatma Metni", "Privacy Notice", "إشعار الخصوصية")[lang],
      seo_link: t3("kvkk-aydinlatma", "privacy-notice", "إشعار-الخصوصية")[lang],
    });
  });

  it("404 for an inactive page and an unknown id, 400 for a malformed one", async () => {
    expect(
      (await answerOf(client(api).contents[":id"].$get({ param: { id: ids["t-hidden"] } }))).status,
    ).toBe(404);
    expect(
      (await answerOf(client(api).contents[":id"].$get({ param: { id: "999999" } }))).status,
    ).toBe(404);
    const bad = await answerOf(
      client(api).contents[":id"].$get({ param: { id: "abc" }, query: { language: "en" } }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fields[0]).toMatchObject({ field: "id", in: "path" });
  });

  it("follows an admin's edit and deactivation", async () => {
    const id = ids["t-loose"] as number;
    await api.db
      .update(contentTranslations)
      .set({ body: "<p>new terms</p>" })
      .where(
        sql`${contentTranslations.contentId} = ${id} AND ${contentTranslations.languageCode} = 'en'`,
      );
    const edited = await answerOf(
      client(api).contents[":id"].$get({ param: { id }, query: { language: "en" } }),
    );
    expect(edited.json.response.description).toBe("<p>new terms</p>");
    await api.db.update(contents).set({ isActive: false }).where(eq(contents.id, id));
    try {
      expect(
        (
          await answerOf(
            client(api).contents[":id"].$get({ param: { id }, query: { language: "en" } }),
          )
        ).status,
      ).toBe(404);
      expect(
        (
          await answerOf(
            client(api).contents.getContentBySeoLink[":seo"].$get({
              param: { seo: "campaign-terms" },
            }),
          )
        ).status,
      ).toBe(404);
    } finally {
      await api.db.update(contents).set({ isActive: true }).where(eq(contents.id, id));
    }
  });
});

describe("contents", () => {
  it.each(LANGS)("lists active pages in %s grouped by category, in order", async (lang) => {
    const res = await answerOf(client(api).contents.$get({ query: { language: lang } }));
    expect(res.status).toBe(200);
    const groups = ContentGroup.array().parse(res.json.response);
    expect(groups.map((g) => g.category?.code ?? null)).toEqual(["t-company", "t-policies", null]);
    expect(groups[0]?.category?.name).toBe(t3("Kurumsal", "Company", "عن الشركة")[lang]);
    expect(groups[0]?.contents).toEqual([
      { id: ids["t-about"], code: "t-about", title: "Hakkımızda", seo_link: "hakkimizda-test" },
    ]);
    expect(groups[1]?.contents.map((c) => [c.code, c.seo_link])).toEqual([
      ["t-kvkk", t3("kvkk-aydinlatma", "privacy-notice", "إشعار-الخصوصية")[lang]],
      [
        "t-cookie-policy",
        t3("cerez-politikasi", "cookie-policy", "سياسة-ملفات-تعريف-الارتباط")[lang],
      ],
    ]);
    expect(groups[2]?.contents.map((c) => c.title)).toEqual([
      t3("Kampanya Koşulları", "Campaign Terms", "شروط الحملة")[lang],
    ]);
    expect(JSON.stringify(groups)).not.toContain("taslak");
  });

  it("footer=true keeps only the footer's pages", async () => {
    const res = await answerOf(
      client(api).contents.$get({ query: { footer: "true", language: "en" } }),
    );
    expect(
      res.json.response.map((g: { category: { code: string } | null }) => g.category?.code),
    ).toEqual(["t-company", "t-policies"]);
    expect(
      (await answerOf(client(api).contents.$get({ query: { footer: "yes" } as never }))).status,
    ).toBe(400);
  });
});

describe("faq", () => {
  it.each(LANGS)("groups active questions by category in %s", async (lang) => {
    const res = await answerOf(client(api).faq.$get({ query: { language: lang } }));
    expect(res.status).toBe(200);
    const groups = FaqGroup.array().parse(res.json.response);
    // The category whose only question is inactive is left out.
    expect(groups.map((g) => [g.code, g.name])).toEqual([
      ["t-orders", t3("Siparişler", "Orders", "الطلبات")[lang]],
      ["t-returns", t3("İadeler", "Returns", "المرتجعات")[lang]],
    ]);
    expect(groups[0]?.items.map((i) => i.code)).toEqual(["t-change", "t-track"]);
    expect(groups[0]?.items[1]).toEqual({
      id: expect.any(Number),
      code: "t-track",
      question: t3("Siparişim nerede?", "Where is my order?", "أين طلبي؟")[lang],
      answer: `<p>t-track ${lang}</p>`,
    });
    // No Arabic text for the refund question: the Turkish one stands in, whole.
    expect(groups[1]?.items[0]).toMatchObject(
      lang === "ar"
        ? { question: "Param ne zaman iade edilir?", answer: "<p>t-refund tr</p>" }
        : { answer: `<p>t-refund ${lang}</p>` },
    );
  });
});

describe("newsletter/subscribe", () => {
  const subscribe = (email: unknown, lang = "tr", clientAddress?: string) =>
    call(api, "POST", `/newsletter/subscribe?language=${lang}`, {
      body: { email },
      ...(clientAddress ? { clientAddress } : {}),
    });
  const rowsFor = (email: string) =>
    api.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`);

  const mails = (email: string) =>
    api.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, email),
          eq(outboxMessages.topic, "newsletter_confirmation"),
        ),
      )
      .orderBy(desc(outboxMessages.id));
  const tokenIn = (body: string | undefined) => /\?kod=([\w-]+)/.exec(body ?? "")?.[1] ?? "";
  const confirm = (token: string, lang = "tr") =>
    answerOf(client(api).newsletter.confirm.$post({ query: { language: lang }, json: { token } }));

  it("stores an address once as pending and e-mails a single-use link in the request's language; the link confirms it", async () => {
    const first = await subscribe(" Ayse.Yilmaz@Example.com ", "en");
    expect(first.status).toBe(200);
    const answer = NewsletterSubscription.parse(first.json.response);
    expect(answer).toMatchObject({
      email: "Ayse.Yilmaz@Example.com",
      language: "en",
      already_subscribed: false,
      status: "pending",
      confirmation_sent: true,
    });
    const [mail] = await mails("Ayse.Yilmaz@Example.com");
    expect(mail).toMatchObject({
      languageCode: "en",
      subject: "Confirm your newsletter subscription",
    });
    expect(mail?.body).toMatch(/\/en\/bulten-onay\?kod=/);

    // again within minutes: still pending, and no second e-mail
    const again = await subscribe("ayse.yilmaz@example.COM", "ar");
    expect(again.json.response).toMatchObject({
      status: "pending",
      confirmation_sent: false,
      already_subscribed: false,
    });
    expect(await mails("Ayse.Yilmaz@Example.com")).toHaveLength(1);
    expect(await rowsFor("ayse.yilmaz@example.com")).toHaveLength(1);

    const confirmed = await confirm(tokenIn(mail?.body));
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.response).toMatchObject({
      email: "Ayse.Yilmaz@Example.com",
      language: "en",
    });
    const used = await confirm(tokenIn(mail?.body), "ar");
    expect(used.status).toBe(404);
    expect(used.json).toMatchObject({
      code: "subscription_not_created",
      message: expect.any(String),
    });
    const subscribed = await subscribe("ayse.yilmaz@example.com");
    expect(subscribed.json.response).toMatchObject({
      already_subscribed: true,
      status: "confirmed",
      confirmation_sent: false,
    });
    expect(await mails("Ayse.Yilmaz@Example.com")).toHaveLength(1);
  });

  it("sends a new link after the wait, which replaces the old one; unknown links are refused", async () => {
    await subscribe("later@example.com", "tr");
    const [first] = await mails("later@example.com");
    await api.db
      .update(newsletterSubscribers)
      .set({ confirmSentAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(newsletterSubscribers.email, "later@example.com"));
    const again = await subscribe("later@example.com", "tr");
    expect(again.json.response).toMatchObject({ confirmation_sent: true });
    const [second] = await mails("later@example.com");
    expect(second?.subject).toBe("Bülten aboneliğinizi onaylayın");
    expect((await confirm(tokenIn(first?.body))).status).toBe(404);
    expect((await confirm("not-a-real-token")).json.code).toBe("subscription_not_created");
    expect((await confirm(tokenIn(second?.body))).status).toBe(200);
  });

  it("an address that had unsubscribed starts over as pending, with a new link", async () => {
    await subscribe("gone@example.com");
    await confirm(tokenIn((await mails("gone@example.com"))[0]?.body));
    await api.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, "gone@example.com"));
    const back = await subscribe("gone@example.com", "ar");
    expect(back.json.response).toMatchObject({
      already_subscribed: false,
      language: "ar",
      status: "pending",
      confirmation_sent: true,
    });
    const rows = await rowsFor("gone@example.com");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ unsubscribedAt: null, confirmedAt: null });
    expect((await mails("gone@example.com"))[0]?.languageCode).toBe("ar");
  });

  it.each([
    ["tr", "Geçerli bir e-posta adresi girin."],
    ["en", "Enter a valid e-mail address."],
    ["ar", "أدخل عنوان بريد إلكتروني صالحًا."],
  ])("refuses a malformed address with a field error in %s", async (lang, message) => {
    for (const email of [
      "not-an-email",
      "a@b",
      "a@b.info",
      "x y@example.com",
      `${"a".repeat(250)}@b.co`,
    ]) {
      const res = await subscribe(email, lang);
      expect(res.status, email).toBe(400);
      expect(res.json).toMatchObject({ success: false, code: "validation_error" });
      expect(res.json.fields).toEqual([
        { field: "email", in: "body", code: "invalid_email", message },
      ]);
    }
    expect(await rowsFor("not-an-email")).toHaveLength(0);
  });

  it("refuses a missing, blank or non-text address", async () => {
    for (const body of [{}, { email: "  " }, { email: 42 }]) {
      const res = await answerOf(
        client(api).newsletter.subscribe.$post({ query: { language: "en" }, json: body as never }),
      );
      expect(res.status).toBe(400);
      expect(res.json.fields[0]).toMatchObject({ field: "email", in: "body" });
    }
    const blank = await subscribe("   ", "en");
    expect(blank.json.fields[0]).toMatchObject({
      code: "required",
      message: "This field is required.",
    });
  });

  it("limits subscriptions per e-mail address and per client address", async () => {
    for (let i = 0; i < 5; i++) expect((await subscribe("busy@example.com")).status).toBe(200);
    const limited = await subscribe("BUSY@example.com", "en");
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("too_many_attempts");
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(limited.json.message).toMatch(/^Too many attempts/);

    const address = "203.0.113.77";
    for (let i = 0; i < 30; i++) {
      expect((await subscribe(`reader${i}@example.com`, "tr", address)).status).toBe(200);
    }
    expect((await subscribe("reader-last@example.com", "tr", address)).status).toBe(429);
    expect((await subscribe("reader-last@example.com", "tr", "203.0.113.78")).status).toBe(200);
  });

  it.runIf(onPostgres())(
    "makes one row and sends one link when the same address subscribes at the same time",
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          subscribe(i % 2 ? "race@example.com" : "RACE@example.com"),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((a) => a.json.response.confirmation_sent)).toHaveLength(1);
      const rows = await rowsFor("race@example.com");
      expect(rows).toHaveLength(1);
      expect(await mails(rows[0]?.email ?? "")).toHaveLength(1);
    },
  );
});

describe("OpenAPI document", () => {
  it("describes the content, FAQ, newsletter and blog calls", async () => {
    const doc = (await call(api, "GET", "/openapi.json")).json;
    for (const [path, method] of [
      ["/api/v1/contents/getContentBySeoLink/{seo}", "get"],
      ["/api/v1/contents/{id}", "get"],
      ["/api/v1/contents", "get"],
      ["/api/v1/faq", "get"],
      ["/api/v1/newsletter/subscribe", "post"],
      ["/api/v1/newsletter/confirm", "post"],
      ["/api/v1/blog/getLimit/{n}", "get"],
      ["/api/v1/blog/otherBlogs/{n}", "get"],
      ["/api/v1/blog/active_all", "post"],
      ["/api/v1/blog/getBlogCategories", "get"],
      ["/api/v1/blog/active_all_by_category/{id}", "post"],
      ["/api/v1/blog/get_most_read", "get"],
      ["/api/v1/blog/viewed/{id}", "get"],
      ["/api/v1/blog/getBySeoLink/{seo}", "get"],
      ["/api/v1/blog/{id}", "get"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    expect(Object.keys(doc.paths["/api/v1/newsletter/subscribe"].post.responses)).toEqual(
      expect.arrayContaining(["200", "400", "429"]),
    );
    expect(doc.components.schemas.ContentPage.required).toEqual(
      expect.arrayContaining(["title", "description", "seo_link", "alternates"]),
    );
    expect(doc.paths["/api/v1/blog/active_all"].post.requestBody.required).toBe(false);
  });
});

describe("contact/send", () => {
  const message = {
    name: "Ayşe Yılmaz",
    email: "ayse@example.com",
    phone: "0532 123 45 67",
    subject: "Siparişim",
    message: "Siparişim ne zaman kargoya verilecek?",
  };
  const send = (body: unknown, lang = "tr", clientAddress?: string) =>
    call(api, "POST", `/contact/send?language=${lang}`, {
      body,
      ...(clientAddress ? { clientAddress } : {}),
    });
  const stored = (email: string) =>
    api.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  it("stores a message for the admin, in the shopper's language, and lists it newest first", async () => {
    const res = await send({ ...message, email: "first@example.com" }, "ar");
    expect(res.status).toBe(200);
    expect(res.json.response.received_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const [row] = await stored("first@example.com");
    expect(row).toMatchObject({ subject: "Siparişim", languageCode: "ar", readAt: null });

    expect((await answerOf(client(api).contact.messages.$get())).status).toBe(401);
    const token = await signInAdmin(api);
    await send({ ...message, email: "second@example.com" });
    const list = await answerOf(
      client(api, token).contact.messages.$get({ query: { limit: "2" } }),
    );
    expect(list.status).toBe(200);
    expect(list.json.response.map((m: { email: string }) => m.email)).toEqual([
      "second@example.com",
      "first@example.com",
    ]);
  });

  it("refuses missing and malformed fields with messages in the shopper's language", async () => {
    const res = await send({ name: " ", email: "x@y", subject: "", message: "short" }, "en");
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(
      (res.json.fields as { field: string; code: string }[]).map((f) => [f.field, f.code]),
    );
    expect(fields).toEqual({
      name: "required",
      email: "invalid_email",
      subject: "required",
      message: "too_short",
    });
    const long = await send({ ...message, message: "x".repeat(5001) });
    expect(long.json.fields[0]).toMatchObject({ field: "message", code: "too_long" });
    expect(await stored("x@y")).toHaveLength(0);
  });

  it("answers a robot that fills the hidden field as if sent, and stores nothing", async () => {
    const res = await send({ ...message, email: "robot@example.com", website: "http://spam" });
    expect(res.status).toBe(200);
    expect(await stored("robot@example.com")).toHaveLength(0);
  });

  it("limits messages per client address", async () => {
    for (let i = 0; i < 5; i++) {
      const res = await send({ ...message, email: `n${i}@example.com` }, "tr", "203.0.113.9");
      expect(res.status).toBe(200);
    }
    const limited = await send({ ...message, email: "n9@example.com" }, "tr", "203.0.113.9");
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe("too_many_attempts");
    expect(await stored("n9@example.com")).toHaveLength(0);
  });
});
