// The demo shop's page layouts, header menu and footer links, written into the settings tables
// (db/schema/settings.ts documents the widget configs). The default page's header and footer
// come from the reference seed; here each page gets the widgets that are its own.
//
// Beyond the documented config keys, slider and banner items carry `links` (the target path per
// language, since seo links differ by language) and `title` / `subtitle` per language; readers
// that do not know them fall back to `link` (the Turkish path) and the widget's own title.
import { and, eq, inArray } from "drizzle-orm";
import {
  categoryTranslations,
  contents,
  contentTranslations,
  menuItems,
  menuItemTranslations,
  pageLinks,
  pageLinkTranslations,
  pageWidgets,
  pageWidgetTranslations,
  sitePages,
  siteSetting,
} from "../../db/schema/index.ts";
import type { CatalogueIds } from "./catalogue.ts";
import type { Visual } from "./drawings.ts";
import type { DemoImages, ImagePaths } from "./images.ts";
import { CATEGORIES } from "./texts/categories.ts";
import { CONTENT_PAGES } from "./texts/pages.ts";
import { LANGS, type Lang, type T3, t3 } from "./util.ts";
import { idsByCode, insertMany, must, type Tx } from "./write.ts";

type Section = "header" | "left" | "center" | "right" | "footer";

interface WidgetSeed {
  key: string;
  section: Section;
  type: string;
  config: Record<string, unknown>;
  title?: T3;
  content?: T3;
}

const localized = (slug: string, lang: Lang) => (lang === "tr" ? `/${slug}` : `/${lang}/${slug}`);
const route = (path: string): T3 => ({ tr: path, en: `/en${path}`, ar: `/ar${path}` });

interface Slide {
  name: string;
  target: { category: string } | { path: string };
  visuals: Array<[Visual, string]>;
  background: [string, string];
  title: T3;
  subtitle: T3;
}

const SLIDES: Slide[] = [
  {
    name: "slider-kadin",
    target: { category: "kadin" },
    visuals: [
      ["dress", "#b3261e"],
      ["blouse", "#f4f4ef"],
      ["bag", "#6f4a2f"],
    ],
    background: ["#fbe9e1", "#f2c4b3"],
    title: t3(
      "Yeni Sezon Kadın Koleksiyonu",
      "The New Season for Women",
      "تشكيلة الموسم الجديد للنساء",
    ),
    subtitle: t3(
      "Elbise, bluz ve çantalarda sezonun renkleri",
      "This season's colours in dresses, blouses and bags",
      "ألوان الموسم في الفساتين والبلوزات والحقائب",
    ),
  },
  {
    name: "slider-elektronik",
    target: { category: "elektronik" },
    visuals: [
      ["phone", "#1d2b4c"],
      ["headphones", "#1f1f22"],
      ["watch", "#c3c7cc"],
    ],
    background: ["#e6edf7", "#a9bfdf"],
    title: t3("Teknolojide Büyük Fırsatlar", "Big Deals on Tech", "عروض كبيرة على التكنولوجيا"),
    subtitle: t3(
      "Telefon, kulaklık ve akıllı saatlerde 2 yıl garanti",
      "Phones, headphones and smartwatches with a 2-year warranty",
      "هواتف وسماعات وساعات ذكية بضمان سنتين",
    ),
  },
  {
    name: "slider-ev",
    target: { category: "ev-yasam" },
    visuals: [
      ["lamp", "#efe6d2"],
      ["cushion", "#2f7d4f"],
      ["mug", "#e8702a"],
    ],
    background: ["#f6f0e4", "#e3cfa6"],
    title: t3("Evinize Sıcak Dokunuşlar", "Warm Touches for Your Home", "لمسات دافئة لمنزلك"),
    subtitle: t3(
      "Aydınlatma, ev tekstili ve mutfakta yeni ürünler",
      "New in lighting, home textiles and kitchenware",
      "جديد الإضاءة والمفروشات وأدوات المطبخ",
    ),
  },
];

const BANNERS: Slide[] = [
  {
    name: "banner-kitap",
    target: { path: "/campaign" },
    visuals: [
      ["book", "#1d2b4c"],
      ["book", "#e8702a"],
    ],
    background: ["#eef3fb", "#c6d4ee"],
    title: t3("Kitaplarda 3 Al 2 Öde", "Books: Buy 3, Pay for 2", "الكتب: اشترِ 3 وادفع ثمن 2"),
    subtitle: t3("Tüm kitaplarda geçerli", "On every book", "على جميع الكتب"),
  },
  {
    name: "banner-outdoor",
    target: { category: "spor-outdoor" },
    visuals: [
      ["backpack", "#6b6b3a"],
      ["thermos", "#2f7d4f"],
    ],
    background: ["#eef2e8", "#c8d6b4"],
    title: t3("Doğaya Hazır Olun", "Ready for the Outdoors", "استعد للطبيعة"),
    subtitle: t3(
      "Kamp ve outdoor ekipmanları",
      "Camping and hiking gear",
      "معدات التخييم والرحلات",
    ),
  },
];

export async function seedLayouts(tx: Tx, images: DemoImages, ids: CatalogueIds): Promise<void> {
  const slugs = new Map<string, T3>();
  const rows = await tx
    .select({
      id: categoryTranslations.categoryId,
      lang: categoryTranslations.languageCode,
      seoLink: categoryTranslations.seoLink,
    })
    .from(categoryTranslations)
    .where(inArray(categoryTranslations.categoryId, [...ids.categories.values()]));
  const codeOf = new Map([...ids.categories].map(([code, id]) => [id, code]));
  for (const row of rows) {
    const code = codeOf.get(row.id) as string;
    const slug = slugs.get(code) ?? t3("", "", "");
    slug[row.lang as Lang] = row.seoLink;
    slugs.set(code, slug);
  }
  const linksOf = (target: Slide["target"]): T3 => {
    if ("path" in target) return route(target.path);
    const slug = must(slugs, target.category, "category link");
    return {
      tr: localized(slug.tr, "tr"),
      en: localized(slug.en, "en"),
      ar: localized(slug.ar, "ar"),
    };
  };
  const picture = (slide: Slide, sizes: Array<[number, number]>): ImagePaths => {
    const [width, height] = sizes[0] as [number, number];
    return images.scene(
      `banners/${slide.name}`,
      sizes,
      slide.background,
      slide.visuals.map(([visual, hex], i, all) => ({
        visual,
        hex,
        x: width * (0.5 + (0.45 * (i + 0.5)) / all.length),
        y: height / 2 + 10,
        scale: (height / 800) * 0.95,
      })),
    );
  };
  const item = (slide: Slide, sizes: Array<[number, number]>) => {
    const pic = picture(slide, sizes);
    const links = linksOf(slide.target);
    return {
      image: pic.path,
      imageM: pic.pathM,
      imageS: pic.pathS,
      link: links.tr,
      links,
      title: slide.title,
      subtitle: slide.subtitle,
    };
  };

  const showcase = (code: string) => ({ showcaseId: must(ids.showcases, code, "showcase") });
  const rootCategoryIds = CATEGORIES.filter((c) => !c.parent).map((c) =>
    must(ids.categories, c.code, "category"),
  );
  const featuredBrandIds = [
    "lavanta",
    "bogaz-denim",
    "kuzey-outdoor",
    "patika",
    "voltra",
    "sonix",
    "mira-home",
    "gulsuyu",
  ].map((code) => must(ids.brands, code, "brand"));
  const showcaseTitle = {
    featured: t3("Öne Çıkanlar", "Featured", "منتجات مميزة"),
    newest: t3("Yeni Gelenler", "New Arrivals", "وصل حديثاً"),
    best: t3("Çok Satanlar", "Best Sellers", "الأكثر مبيعاً"),
    sale: t3("İndirimdekiler", "On Sale", "تخفيضات"),
    also: t3("Bunları da Beğenebilirsiniz", "You May Also Like", "قد يعجبك أيضاً"),
  };

  const layouts: Record<string, WidgetSeed[]> = {
    home: [
      {
        key: "home-slider",
        section: "center",
        type: "slider",
        config: {
          items: SLIDES.map((s) =>
            item(s, [
              [1140, 420],
              [570, 210],
              [285, 105],
            ]),
          ),
        },
      },
      {
        key: "home-categories",
        section: "center",
        type: "category_list",
        config: { categoryIds: rootCategoryIds },
        title: t3("Kategoriler", "Categories", "الفئات"),
      },
      {
        key: "home-featured",
        section: "center",
        type: "product_showcase",
        config: showcase("one-cikanlar"),
        title: showcaseTitle.featured,
      },
      {
        key: "home-banners",
        section: "center",
        type: "banner",
        config: {
          items: BANNERS.map((b) =>
            item(b, [
              [555, 260],
              [278, 130],
              [139, 65],
            ]),
          ),
        },
      },
      {
        key: "home-new",
        section: "center",
        type: "product_showcase",
        config: showcase("yeni-gelenler"),
        title: showcaseTitle.newest,
      },
      {
        key: "home-campaigns",
        section: "center",
        type: "campaign_list",
        config: { limit: 3 },
        title: t3("Kampanyalar", "Campaigns", "الحملات"),
      },
      {
        key: "home-best",
        section: "center",
        type: "product_showcase",
        config: showcase("cok-satanlar"),
        title: showcaseTitle.best,
      },
      {
        key: "home-electronics",
        section: "center",
        type: "product_showcase",
        config: showcase("elektronik-firsatlari"),
        title: t3("Elektronik Fırsatları", "Electronics Deals", "عروض الإلكترونيات"),
      },
      {
        key: "home-brands",
        section: "center",
        type: "brand_list",
        config: { brandIds: featuredBrandIds, limit: 8 },
        title: t3("Markalar", "Brands", "العلامات التجارية"),
      },
      {
        key: "home-sale",
        section: "center",
        type: "product_showcase",
        config: showcase("indirimdekiler"),
        title: showcaseTitle.sale,
      },
      {
        key: "home-blog",
        section: "center",
        type: "blog_list",
        config: { limit: 3 },
        title: t3("Blogdan", "From the Blog", "من المدونة"),
      },
      {
        key: "home-about",
        section: "center",
        type: "html",
        config: {},
        content: t3(
          "<h2>Güvenle alışveriş yapın</h2><p>Giyimden elektroniğe binlerce ürün, 500 ₺ üzeri ücretsiz kargo, 15 gün içinde ücretsiz iade ve 256 bit SSL ile korunan ödeme.</p>",
          "<h2>Shop with confidence</h2><p>Thousands of products from fashion to electronics, free shipping over 500 ₺, free returns within 15 days and payments protected by 256-bit SSL.</p>",
          "<h2>تسوّق بثقة</h2><p>آلاف المنتجات من الأزياء إلى الإلكترونيات، وشحن مجاني فوق 500 ₺، وإرجاع مجاني خلال 15 يوماً، ومدفوعات محمية بتشفير SSL بقوة 256 بت.</p>",
        ),
      },
    ],
    category: [
      {
        key: "category-tree",
        section: "left",
        type: "category_list",
        config: {},
        title: t3("Kategoriler", "Categories", "الفئات"),
      },
      {
        key: "category-best",
        section: "center",
        type: "product_showcase",
        config: showcase("cok-satanlar"),
        title: showcaseTitle.best,
      },
    ],
    brand: [
      {
        key: "brand-categories",
        section: "left",
        type: "category_list",
        config: {},
        title: t3("Kategoriler", "Categories", "الفئات"),
      },
      {
        key: "brand-others",
        section: "center",
        type: "brand_list",
        config: { limit: 12 },
        title: t3("Diğer Markalar", "Other Brands", "علامات تجارية أخرى"),
      },
    ],
    product: [
      {
        key: "product-also",
        section: "center",
        type: "product_showcase",
        config: showcase("cok-satanlar"),
        title: showcaseTitle.also,
      },
      {
        key: "product-shipping",
        section: "right",
        type: "html",
        config: {},
        content: t3(
          "<p><strong>500 ₺ üzeri kargo bedava</strong></p><p>15 gün içinde ücretsiz iade</p><p>Havale/EFT ile %3 indirim</p>",
          "<p><strong>Free shipping over 500 ₺</strong></p><p>Free returns within 15 days</p><p>3% off when you pay by bank transfer</p>",
          "<p><strong>شحن مجاني فوق 500 ₺</strong></p><p>إرجاع مجاني خلال 15 يوماً</p><p>خصم 3٪ عند الدفع بالتحويل المصرفي</p>",
        ),
      },
    ],
    search: [
      {
        key: "search-best",
        section: "center",
        type: "product_showcase",
        config: showcase("cok-satanlar"),
        title: showcaseTitle.best,
      },
    ],
    campaign: [
      {
        key: "campaign-list",
        section: "center",
        type: "campaign_list",
        config: {},
        title: t3("Güncel Kampanyalar", "Current Campaigns", "الحملات الحالية"),
      },
      {
        key: "campaign-sale",
        section: "center",
        type: "product_showcase",
        config: showcase("indirimdekiler"),
        title: showcaseTitle.sale,
      },
    ],
    content: [
      {
        key: "content-links",
        section: "left",
        type: "page_links",
        config: {},
        title: t3("Yardım ve Bilgi", "Help and Information", "المساعدة والمعلومات"),
      },
      {
        key: "content-most-read",
        section: "right",
        type: "most_read",
        config: { limit: 5 },
        title: t3("En Çok Okunanlar", "Most Read", "الأكثر قراءة"),
      },
    ],
    blog: [
      {
        key: "blog-most-read",
        section: "right",
        type: "most_read",
        config: { limit: 5 },
        title: t3("En Çok Okunanlar", "Most Read", "الأكثر قراءة"),
      },
      {
        key: "blog-newsletter",
        section: "right",
        type: "newsletter",
        config: {},
        title: t3(
          "Bültenimize Abone Olun",
          "Subscribe to Our Newsletter",
          "اشترك في نشرتنا البريدية",
        ),
      },
    ],
    cart: [
      {
        key: "cart-suggestions",
        section: "center",
        type: "product_showcase",
        config: showcase("one-cikanlar"),
        title: t3("Sepetinize Ekleyebilirsiniz", "You Might Also Add", "قد ترغب في إضافة"),
      },
    ],
  };

  const pageIds = await idsByCode(tx, sitePages);
  const widgets = Object.entries(layouts).flatMap(([page, list]) => {
    const pageId = pageIds.get(page);
    return pageId === undefined
      ? []
      : list.map((w, i) => ({ page, pageId, sortOrder: (i + 1) * 10, ...w }));
  });
  await insertMany(
    tx,
    pageWidgets,
    widgets.map((w) => ({
      pageId: w.pageId,
      key: w.key,
      section: w.section,
      sortOrder: w.sortOrder,
      type: w.type,
      config: w.config,
    })),
  );
  const widgetIds = new Map(
    (
      await tx
        .select({ id: pageWidgets.id, key: pageWidgets.key })
        .from(pageWidgets)
        .where(
          inArray(
            pageWidgets.key,
            widgets.map((w) => w.key),
          ),
        )
    ).map((r) => [r.key, r.id]),
  );
  await insertMany(
    tx,
    pageWidgetTranslations,
    widgets
      .filter((w) => w.title || w.content)
      .flatMap((w) =>
        LANGS.map((lang) => ({
          pageWidgetId: must(widgetIds, w.key, "widget"),
          languageCode: lang,
          title: w.title?.[lang] ?? null,
          content: w.content?.[lang] ?? null,
        })),
      ),
  );

  await seedMenu(tx, ids);
  await seedContentLinks(tx);
  // The placeholder for products without pictures, unless the admin has set one.
  await tx
    .update(siteSetting)
    .set({ noImageProduct: images.placeholder().pathM })
    .where(and(eq(siteSetting.id, 1), eq(siteSetting.noImageProduct, "")));
}

/** The header menu: the category tree, then the campaigns and the blog. */
async function seedMenu(tx: Tx, ids: CatalogueIds) {
  let parents = new Map<string, number>();
  let level = CATEGORIES.filter((c) => !c.parent);
  while (level.length) {
    await insertMany(
      tx,
      menuItems,
      level.map((c) => ({
        code: `category-${c.code}`,
        type: "category",
        targetId: must(ids.categories, c.code, "category"),
        parentId: c.parent ? must(parents, c.parent, "menu item") : null,
        sortOrder: CATEGORIES.indexOf(c),
      })),
    );
    const rows = await tx.select({ id: menuItems.id, code: menuItems.code }).from(menuItems);
    parents = new Map(rows.map((r) => [r.code.replace(/^category-/, ""), r.id]));
    const codes = new Set(level.map((c) => c.code));
    level = CATEGORIES.filter((c) => c.parent && codes.has(c.parent));
  }
  const links = [
    { code: "link-campaigns", path: "/campaign", title: t3("Kampanyalar", "Campaigns", "الحملات") },
    { code: "link-blog", path: "/blog", title: t3("Blog", "Blog", "المدونة") },
  ];
  await insertMany(
    tx,
    menuItems,
    links.map((l, i) => ({ code: l.code, type: "link", sortOrder: 1000 + i })),
  );
  const linkIds = await idsByCode(tx, menuItems);
  await insertMany(
    tx,
    menuItemTranslations,
    links.flatMap((l) =>
      LANGS.map((lang) => ({
        menuItemId: must(linkIds, l.code, "menu item"),
        languageCode: lang,
        title: l.title[lang],
        url: route(l.path)[lang],
      })),
    ),
  );
}

/** Footer links to the content pages, by their seo link in each language. */
async function seedContentLinks(tx: Tx) {
  const pages = CONTENT_PAGES.filter((p) => p.code !== "cookie-policy");
  const code = (page: string) => page.replace(/-/g, "_");
  await insertMany(
    tx,
    pageLinks,
    pages.map((p, i) => ({ code: code(p.code), sortOrder: 100 + i * 10 })),
  );
  const linkIds = await idsByCode(tx, pageLinks);
  const translations = await tx
    .select({
      code: contents.code,
      lang: contentTranslations.languageCode,
      title: contentTranslations.title,
      seoLink: contentTranslations.seoLink,
    })
    .from(contentTranslations)
    .innerJoin(contents, eq(contents.id, contentTranslations.contentId))
    .where(
      inArray(
        contents.code,
        pages.map((p) => p.code),
      ),
    );
  await insertMany(
    tx,
    pageLinkTranslations,
    translations.map((t) => ({
      pageLinkId: must(linkIds, code(t.code), "page link"),
      languageCode: t.lang,
      title: t.title,
      url: localized(t.seoLink, t.lang as Lang),
    })),
  );
  const helpPages = [
    { code: "faq", path: "/sss", title: t3("Sıkça Sorulan Sorular", "FAQ", "الأسئلة الشائعة") },
    { code: "contact", path: "/iletisim", title: t3("İletişim", "Contact us", "اتصل بنا") },
  ];
  await insertMany(
    tx,
    pageLinks,
    helpPages.map((p, i) => ({ code: p.code, sortOrder: 50 + i * 10 })),
  );
  const helpIds = await idsByCode(tx, pageLinks);
  await insertMany(
    tx,
    pageLinkTranslations,
    helpPages.flatMap((p) =>
      LANGS.map((lang) => ({
        pageLinkId: must(helpIds, p.code, "page link"),
        languageCode: lang,
        title: p.title[lang],
        url: route(p.path)[lang],
      })),
    ),
  );
}
