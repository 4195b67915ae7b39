// Site settings (spec section 3): a page's layout (five sections of ordered widgets), the page
// links, the shop-wide `setting` object and the public code/value settings. Texts come in the
// requested language, falling back to Turkish where a translation is missing.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  DEFAULT_LANGUAGE,
  LAYOUT_SECTION_NAMES,
  type LanguageCode,
  type LayoutSection,
  type Setting,
  type SiteSettings,
  type Widget,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  PAGE_CODES,
  pageLinks,
  pageLinkTranslations,
  pageWidgets,
  pageWidgetTranslations,
  settings,
  sitePages,
  siteSetting,
} from "../../db/schema/index.ts";
import { ApiError } from "../../lib/errors.ts";

const EMPTY_SETTING: Setting = {
  bodyHtml: "",
  bodyScript: "",
  headScript: "",
  headScripts: [],
  bodyScripts: [],
  css: "",
  favicon: "",
  noImageProduct: "",
};

async function findPage(db: Database, id: string) {
  const byId = /^\d+$/.test(id) ? eq(sitePages.id, Number(id)) : eq(sitePages.code, id);
  const [page] = await db.select().from(sitePages).where(byId).limit(1);
  if (page) return page;
  // A known kind of page without a layout of its own is laid out like any page.
  if ((PAGE_CODES as readonly string[]).includes(id)) {
    const [fallback] = await db
      .select()
      .from(sitePages)
      .where(eq(sitePages.code, "default"))
      .limit(1);
    if (fallback) return fallback;
  }
  throw new ApiError("record_not_found", 404);
}

export async function getSiteSettings(
  db: Database,
  id: string,
  lang: LanguageCode,
): Promise<SiteSettings> {
  const page = await findPage(db, id);
  const [defaultPage] =
    page.code === "default"
      ? [page]
      : await db.select().from(sitePages).where(eq(sitePages.code, "default")).limit(1);
  const pageIds = defaultPage && defaultPage.id !== page.id ? [page.id, defaultPage.id] : [page.id];

  const wt = pageWidgetTranslations;
  const wtFallback = alias(pageWidgetTranslations, "wt_fallback");
  const widgetRows = await db
    .select({
      id: pageWidgets.id,
      pageId: pageWidgets.pageId,
      key: pageWidgets.key,
      section: pageWidgets.section,
      type: pageWidgets.type,
      config: pageWidgets.config,
      updatedAt: pageWidgets.updatedAt,
      title: sql<string | null>`coalesce(${wt.title}, ${wtFallback.title})`,
      content: sql<string | null>`coalesce(${wt.content}, ${wtFallback.content})`,
    })
    .from(pageWidgets)
    .leftJoin(wt, and(eq(wt.pageWidgetId, pageWidgets.id), eq(wt.languageCode, lang)))
    .leftJoin(
      wtFallback,
      and(
        eq(wtFallback.pageWidgetId, pageWidgets.id),
        eq(wtFallback.languageCode, DEFAULT_LANGUAGE),
      ),
    )
    .where(and(inArray(pageWidgets.pageId, pageIds), eq(pageWidgets.isActive, true)))
    .orderBy(asc(pageWidgets.sortOrder), asc(pageWidgets.id));

  // A section the page leaves empty is inherited from the default layout (header and footer,
  // typically), so a page only declares what is its own.
  const own = new Set(widgetRows.filter((row) => row.pageId === page.id).map((row) => row.section));
  const sections = Object.fromEntries(
    LAYOUT_SECTION_NAMES.map((name) => [name, [] as Widget[]]),
  ) as Record<LayoutSection, Widget[]>;
  let updatedAt = page.updatedAt;
  for (const row of widgetRows) {
    const section = sections[row.section as LayoutSection];
    if (!section) continue;
    if (row.pageId !== page.id && own.has(row.section)) continue;
    section.push({
      id: row.id,
      key: row.key,
      type: row.type,
      title: row.title,
      content: row.content,
      config: row.config ?? {},
    });
    if (row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }

  const lt = pageLinkTranslations;
  const ltFallback = alias(pageLinkTranslations, "lt_fallback");
  const linkRows = await db
    .select({
      code: pageLinks.code,
      title: sql<string | null>`coalesce(${lt.title}, ${ltFallback.title})`,
      url: sql<string | null>`coalesce(${lt.url}, ${ltFallback.url})`,
    })
    .from(pageLinks)
    .leftJoin(lt, and(eq(lt.pageLinkId, pageLinks.id), eq(lt.languageCode, lang)))
    .leftJoin(
      ltFallback,
      and(eq(ltFallback.pageLinkId, pageLinks.id), eq(ltFallback.languageCode, DEFAULT_LANGUAGE)),
    )
    .where(eq(pageLinks.isActive, true))
    .orderBy(asc(pageLinks.sortOrder), asc(pageLinks.id));

  const [row] = await db.select().from(siteSetting).where(eq(siteSetting.id, 1)).limit(1);
  const setting: Setting = row
    ? {
        bodyHtml: row.bodyHtml,
        bodyScript: row.bodyScript,
        headScript: row.headScript,
        headScripts: row.headScripts,
        bodyScripts: row.bodyScripts,
        css: row.css,
        favicon: row.favicon,
        noImageProduct: row.noImageProduct,
      }
    : EMPTY_SETTING;
  if (row && row.updatedAt > updatedAt) updatedAt = row.updatedAt;

  const values = await db
    .select({ code: settings.code, value: settings.value })
    .from(settings)
    .where(eq(settings.isPublic, true))
    .orderBy(asc(settings.code));

  return {
    page: { id: page.id, code: page.code, name: page.name },
    ...sections,
    pageLinks: linkRows.flatMap((link) =>
      link.title !== null && link.url !== null
        ? [{ code: link.code, title: link.title, url: link.url }]
        : [],
    ),
    setting,
    settings: values,
    updated_at: updatedAt.toISOString(),
  };
}
