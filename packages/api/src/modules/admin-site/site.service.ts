// The admin's site settings (spec section 3): the shop-wide `setting` row and the public
// code/value settings, each page's layout and the page links. The storefront reads the same
// tables through siteSettings/getSettings/{page}, so a save shows on the next page it renders.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import {
  type AdminPageLayout,
  type AdminPageLayoutInput,
  type AdminPageLink,
  type AdminPageLinksInput,
  type AdminSitePage,
  type AdminSiteSettings,
  type AdminSiteSettingsInput,
  DEFAULT_SHOP_TIME_ZONE,
  isTimeZone,
  LANGUAGE_CODES,
  LAYOUT_SECTION_NAMES,
  type LanguageCode,
  AdminPageLayoutInput as LayoutInputSchema,
  type LayoutSection,
  AdminPageLinksInput as LinksInputSchema,
  AdminSiteSettingsInput as SettingsInputSchema,
} from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  pageLinks,
  pageLinkTranslations,
  pageWidgets,
  pageWidgetTranslations,
  settings,
  sitePages,
  siteSetting,
  WIDGET_TYPES,
} from "../../db/schema/index.ts";
import { cleanHtml } from "../../lib/clean-html.ts";
import { ApiError, type FieldProblem } from "../../lib/errors.ts";

const SETTING_CODES = [
  "shop_name",
  "google_site_verification",
  "google_gtm_id",
  "time_zone",
] as const;

const emptyTexts = () =>
  Object.fromEntries(LANGUAGE_CODES.map((code) => [code, ""])) as Record<LanguageCode, string>;

export async function readAdminSiteSettings(db: Database): Promise<AdminSiteSettings> {
  const [row] = await db.select().from(siteSetting).where(eq(siteSetting.id, 1)).limit(1);
  const values = await db
    .select({ code: settings.code, value: settings.value })
    .from(settings)
    .where(inArray(settings.code, [...SETTING_CODES]));
  const value = (code: string) => values.find((entry) => entry.code === code)?.value ?? "";
  return {
    shop_name: value("shop_name"),
    google_site_verification: value("google_site_verification"),
    google_gtm_id: value("google_gtm_id"),
    time_zone: isTimeZone(value("time_zone")) ? value("time_zone") : DEFAULT_SHOP_TIME_ZONE,
    favicon: row?.favicon ?? "",
    no_image_product: row?.noImageProduct ?? "",
    css: row?.css ?? "",
    head_script: row?.headScript ?? "",
    body_script: row?.bodyScript ?? "",
    body_html: row?.bodyHtml ?? "",
    head_scripts: row?.headScripts ?? [],
    body_scripts: row?.bodyScripts ?? [],
  };
}

/**
 * Saves the general settings. The body HTML is cleaned like a content page; the head and body
 * scripts stay as the admin wrote them (only an admin can change them, and the storefront's CSP
 * lets exactly these run).
 */
export async function updateAdminSiteSettings(
  db: Database,
  raw: AdminSiteSettingsInput,
): Promise<AdminSiteSettings> {
  const input = SettingsInputSchema.parse(raw);
  const row = {
    favicon: input.favicon,
    noImageProduct: input.no_image_product,
    css: input.css,
    headScript: input.head_script,
    bodyScript: input.body_script,
    bodyHtml: cleanHtml(input.body_html),
    headScripts: input.head_scripts,
    bodyScripts: input.body_scripts,
  };
  await db
    .insert(siteSetting)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: siteSetting.id, set: row });
  for (const code of SETTING_CODES) {
    await db
      .insert(settings)
      .values({ code, value: input[code], isPublic: true })
      .onConflictDoUpdate({ target: settings.code, set: { value: input[code] } });
  }
  return readAdminSiteSettings(db);
}

async function listPages(db: Database): Promise<AdminSitePage[]> {
  return db
    .select({ id: sitePages.id, code: sitePages.code, name: sitePages.name })
    .from(sitePages)
    .orderBy(asc(sitePages.id));
}

async function findPage(db: Database, code: string) {
  const [page] = await db.select().from(sitePages).where(eq(sitePages.code, code)).limit(1);
  if (!page) throw new ApiError("record_not_found", 404);
  return page;
}

async function widgetsOf(db: Database, pageIds: number[]) {
  if (pageIds.length === 0) return [];
  const rows = await db
    .select()
    .from(pageWidgets)
    .where(inArray(pageWidgets.pageId, pageIds))
    .orderBy(asc(pageWidgets.sortOrder), asc(pageWidgets.id));
  const texts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(pageWidgetTranslations)
          .where(
            inArray(
              pageWidgetTranslations.pageWidgetId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => {
    const title = emptyTexts();
    const content = emptyTexts();
    for (const text of texts) {
      if (text.pageWidgetId !== row.id) continue;
      if (!(LANGUAGE_CODES as readonly string[]).includes(text.languageCode)) continue;
      title[text.languageCode as LanguageCode] = text.title ?? "";
      content[text.languageCode as LanguageCode] = text.content ?? "";
    }
    return { ...row, title, content };
  });
}

/**
 * A page's layout as the admin arranges it: the page's own widgets, active or not, in order; a
 * section the page leaves empty shows the default page's widgets, marked inherited.
 */
export async function readAdminLayout(db: Database, code: string): Promise<AdminPageLayout> {
  const page = await findPage(db, code);
  const pages = await listPages(db);
  const fallback = page.code === "default" ? undefined : pages.find((p) => p.code === "default");
  const rows = await widgetsOf(db, fallback ? [page.id, fallback.id] : [page.id]);
  const own = new Set(rows.filter((row) => row.pageId === page.id).map((row) => row.section));
  const sections = Object.fromEntries(
    LAYOUT_SECTION_NAMES.map((name) => [name, [] as AdminPageLayout["sections"][LayoutSection]]),
  ) as AdminPageLayout["sections"];
  let updatedAt = page.updatedAt;
  for (const row of rows) {
    const inherited = row.pageId !== page.id;
    if (inherited && own.has(row.section)) continue;
    sections[row.section as LayoutSection]?.push({
      id: row.id,
      key: row.key,
      type: row.type,
      is_active: row.isActive,
      config: row.config ?? {},
      title: row.title,
      content: row.content,
      inherited,
    });
    if (!inherited && row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return {
    page: { id: page.id, code: page.code, name: page.name },
    pages,
    widget_types: [...WIDGET_TYPES],
    sections,
    updated_at: updatedAt.toISOString(),
  };
}

const newKey = (type: string) => `${type.replaceAll("_", "-")}-${randomBytes(4).toString("hex")}`;

/**
 * Replaces a page's layout: each listed widget of the page is kept and moved to its place, a
 * widget without an id is added, and the page's widgets left out are deleted. An html widget's
 * content is cleaned like a content page.
 */
export async function saveAdminLayout(
  db: Database,
  code: string,
  raw: AdminPageLayoutInput,
): Promise<AdminPageLayout> {
  const input = LayoutInputSchema.parse(raw);
  const page = await findPage(db, code);
  const existing = await db
    .select({ id: pageWidgets.id })
    .from(pageWidgets)
    .where(eq(pageWidgets.pageId, page.id));
  const ownIds = new Set(existing.map((row) => row.id));
  const problems: FieldProblem[] = [];
  const seen = new Set<number>();
  for (const section of LAYOUT_SECTION_NAMES) {
    input.sections[section].forEach((widget, index) => {
      const at = `sections.${section}.${index}`;
      if (!(WIDGET_TYPES as readonly string[]).includes(widget.type))
        problems.push({ field: `${at}.type`, in: "body", code: "invalid_value" });
      if (widget.id !== undefined && (!ownIds.has(widget.id) || seen.has(widget.id)))
        problems.push({ field: `${at}.id`, in: "body", code: "invalid_value" });
      if (widget.id !== undefined) seen.add(widget.id);
    });
  }
  if (problems.length > 0) throw new ApiError("validation_error", 400, { fields: problems });

  // Only what changed is written: a move touches the rows whose place changed, so the audit log
  // shows the admin's change rather than the whole layout again.
  const before = new Map((await widgetsOf(db, [page.id])).map((row) => [row.id, row] as const));
  const kept = [...seen];
  if (kept.length < before.size)
    await db
      .delete(pageWidgets)
      .where(
        kept.length > 0
          ? and(eq(pageWidgets.pageId, page.id), notInArray(pageWidgets.id, kept))
          : eq(pageWidgets.pageId, page.id),
      );
  const texts: (typeof pageWidgetTranslations.$inferInsert)[] = [];
  for (const section of LAYOUT_SECTION_NAMES) {
    let order = 0;
    for (const widget of input.sections[section]) {
      order += 10;
      const values = {
        section,
        sortOrder: order,
        type: widget.type,
        config: widget.config,
        isActive: widget.is_active,
      };
      const old = widget.id === undefined ? undefined : before.get(widget.id);
      let id = widget.id;
      if (old) {
        const changed =
          old.section !== values.section ||
          old.sortOrder !== values.sortOrder ||
          old.type !== values.type ||
          old.isActive !== values.isActive ||
          JSON.stringify(old.config) !== JSON.stringify(values.config);
        if (changed) await db.update(pageWidgets).set(values).where(eq(pageWidgets.id, old.id));
      } else {
        const [added] = await db
          .insert(pageWidgets)
          .values({ ...values, pageId: page.id, key: newKey(widget.type) })
          .returning({ id: pageWidgets.id });
        id = added?.id;
      }
      if (id === undefined) continue;
      for (const language of LANGUAGE_CODES) {
        const title = widget.title[language]?.trim() || null;
        const typed = widget.content[language]?.trim() || null;
        const content = typed && widget.type === "html" ? cleanHtml(typed) || null : typed;
        if (
          old &&
          (old.title[language] || null) === title &&
          (old.content[language] || null) === content
        )
          continue;
        texts.push({ pageWidgetId: id, languageCode: language, title, content });
      }
    }
  }
  if (texts.length > 0)
    await db
      .insert(pageWidgetTranslations)
      .values(texts)
      .onConflictDoUpdate({
        target: [pageWidgetTranslations.pageWidgetId, pageWidgetTranslations.languageCode],
        set: { title: sql`excluded.title`, content: sql`excluded.content` },
      });
  await db.update(sitePages).set({ name: page.name }).where(eq(sitePages.id, page.id));
  return readAdminLayout(db, code);
}

export async function listAdminPageLinks(db: Database): Promise<AdminPageLink[]> {
  const rows = await db
    .select()
    .from(pageLinks)
    .orderBy(asc(pageLinks.sortOrder), asc(pageLinks.id));
  const texts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(pageLinkTranslations)
          .where(
            inArray(
              pageLinkTranslations.pageLinkId,
              rows.map((row) => row.id),
            ),
          );
  return rows.map((row) => {
    const title = emptyTexts();
    const url = emptyTexts();
    for (const text of texts) {
      if (text.pageLinkId !== row.id) continue;
      if (!(LANGUAGE_CODES as readonly string[]).includes(text.languageCode)) continue;
      title[text.languageCode as LanguageCode] = text.title;
      url[text.languageCode as LanguageCode] = text.url;
    }
    return { id: row.id, code: row.code, is_active: row.isActive, title, url };
  });
}

/**
 * Replaces the page links, in order. A link keeps its row by code; a language without its own
 * title or address falls back to Turkish on the storefront.
 */
export async function saveAdminPageLinks(
  db: Database,
  raw: AdminPageLinksInput,
): Promise<AdminPageLink[]> {
  const input = LinksInputSchema.parse(raw);
  const problems: FieldProblem[] = [];
  const codes = new Set<string>();
  input.links.forEach((link, index) => {
    if (codes.has(link.code))
      problems.push({ field: `links.${index}.code`, in: "body", code: "already_used" });
    codes.add(link.code);
  });
  if (problems.length > 0) throw new ApiError("validation_error", 400, { fields: problems });

  const keep = [...codes];
  await db.delete(pageLinks).where(keep.length > 0 ? notInArray(pageLinks.code, keep) : undefined);
  let order = 0;
  for (const link of input.links) {
    order += 10;
    const [row] = await db
      .insert(pageLinks)
      .values({ code: link.code, sortOrder: order, isActive: link.is_active })
      .onConflictDoUpdate({
        target: pageLinks.code,
        set: { sortOrder: order, isActive: link.is_active },
      })
      .returning({ id: pageLinks.id });
    if (!row) continue;
    await db.delete(pageLinkTranslations).where(eq(pageLinkTranslations.pageLinkId, row.id));
    for (const language of LANGUAGE_CODES) {
      const title = link.title[language].trim();
      const url = link.url[language].trim();
      if (language !== "tr" && (!title || !url)) continue;
      await db
        .insert(pageLinkTranslations)
        .values({ pageLinkId: row.id, languageCode: language, title, url });
    }
  }
  return listAdminPageLinks(db);
}
