// Site settings (spec section 3): a page's layout (five sections of ordered widgets), the page
// links, the shop-wide `setting` object and the public code/value settings. Texts come in the
// requested language, falling back to Turkish where a translation is missing.
import { sql } from "drizzle-orm";
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
import { isoText } from "../../db/iso-text.ts";
import { queryRows } from "../../db/query-rows.ts";
import { PAGE_CODES } from "../../db/schema/index.ts";
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

interface SettingsRow {
  page: PageRow | null;
  fallback: PageRow | null;
  widgets: Array<{
    id: number;
    page_id: number;
    key: string;
    section: string;
    type: string;
    config: Record<string, unknown> | null;
    updated_at: string;
    title: string | null;
    content: string | null;
  }> | null;
  links: Array<{ code: string; title: string | null; url: string | null }> | null;
  setting: (Setting & { updatedAt: string }) | null;
  settings: Array<{ code: string; value: string }> | null;
}

interface PageRow {
  id: number;
  code: string;
  name: string;
  updated_at: string;
}

const pageJson = (alias: string) => {
  const a = sql.raw(alias);
  return sql`json_build_object('id', ${a}.id, 'code', ${a}.code, 'name', ${a}.name,
    'updated_at', ${isoText(sql`${a}.updated_at`)})`;
};

/**
 * A page's layout with the links, the shop-wide setting and the public settings, in one
 * prepared statement: the page asked for and the default page (whose sections a page inherits,
 * and which lays out a known kind of page without a layout of its own) come both, with the
 * widgets of either.
 */
export async function getSiteSettings(
  db: Database,
  id: string,
  lang: LanguageCode,
): Promise<SiteSettings> {
  const byId = /^\d+$/.test(id) ? sql`sp.id = ${Number(id)}` : sql`sp.code = ${id}`;
  const [row] = await queryRows<SettingsRow>(
    db,
    sql`WITH page AS (SELECT sp.* FROM site_pages sp WHERE ${byId} LIMIT 1),
        fallback AS (SELECT sp.* FROM site_pages sp WHERE sp.code = 'default' LIMIT 1)
      SELECT
        (SELECT ${pageJson("page")} FROM page) AS page,
        (SELECT ${pageJson("fallback")} FROM fallback) AS fallback,
        (SELECT json_agg(json_build_object('id', w.id, 'page_id', w.page_id, 'key', w.key,
            'section', w.section, 'type', w.type, 'config', w.config,
            'updated_at', ${isoText(sql`w.updated_at`)},
            'title', coalesce(wt.title, wtf.title), 'content', coalesce(wt.content, wtf.content))
            ORDER BY w.sort_order, w.id)
          FROM page_widgets w
          LEFT JOIN page_widget_translations wt ON wt.page_widget_id = w.id AND wt.language_code = ${lang}
          LEFT JOIN page_widget_translations wtf
            ON wtf.page_widget_id = w.id AND wtf.language_code = ${DEFAULT_LANGUAGE}
          WHERE w.is_active AND w.page_id IN (SELECT id FROM page UNION ALL SELECT id FROM fallback)
        ) AS widgets,
        (SELECT json_agg(json_build_object('code', l.code, 'title', coalesce(lt.title, ltf.title),
            'url', coalesce(lt.url, ltf.url)) ORDER BY l.sort_order, l.id)
          FROM page_links l
          LEFT JOIN page_link_translations lt ON lt.page_link_id = l.id AND lt.language_code = ${lang}
          LEFT JOIN page_link_translations ltf
            ON ltf.page_link_id = l.id AND ltf.language_code = ${DEFAULT_LANGUAGE}
          WHERE l.is_active
        ) AS links,
        (SELECT json_build_object('bodyHtml', ss.body_html, 'bodyScript', ss.body_script,
            'headScript', ss.head_script, 'headScripts', ss.head_scripts,
            'bodyScripts', ss.body_scripts, 'css', ss.css, 'favicon', ss.favicon,
            'noImageProduct', ss.no_image_product, 'updatedAt', ${isoText(sql`ss.updated_at`)})
          FROM site_setting ss WHERE ss.id = 1
        ) AS setting,
        (SELECT json_agg(json_build_object('code', st.code, 'value', st.value) ORDER BY st.code)
          FROM settings st WHERE st.is_public
        ) AS settings`,
    "site-settings",
  );
  // A known kind of page without a layout of its own is laid out like any page.
  const page =
    row?.page ?? ((PAGE_CODES as readonly string[]).includes(id) ? (row?.fallback ?? null) : null);
  if (!page) throw new ApiError("record_not_found", 404);
  const defaultPage = page.code === "default" ? page : row?.fallback;
  const pageIds = defaultPage && defaultPage.id !== page.id ? [page.id, defaultPage.id] : [page.id];
  const widgetRows = (row?.widgets ?? []).filter((widget) => pageIds.includes(widget.page_id));

  // A section the page leaves empty is inherited from the default layout (header and footer,
  // typically), so a page only declares what is its own.
  const own = new Set(widgetRows.filter((w) => w.page_id === page.id).map((w) => w.section));
  const sections = Object.fromEntries(
    LAYOUT_SECTION_NAMES.map((name) => [name, [] as Widget[]]),
  ) as Record<LayoutSection, Widget[]>;
  // ISO 8601 UTC texts of one format compare as the times they stand for.
  let updatedAt = page.updated_at;
  for (const widget of widgetRows) {
    const section = sections[widget.section as LayoutSection];
    if (!section) continue;
    if (widget.page_id !== page.id && own.has(widget.section)) continue;
    section.push({
      id: widget.id,
      key: widget.key,
      type: widget.type,
      title: widget.title,
      content: widget.content,
      config: widget.config ?? {},
    });
    if (widget.updated_at > updatedAt) updatedAt = widget.updated_at;
  }

  const { updatedAt: settingUpdatedAt, ...setting } = row?.setting ?? {
    ...EMPTY_SETTING,
    updatedAt: "",
  };
  if (settingUpdatedAt > updatedAt) updatedAt = settingUpdatedAt;

  return {
    page: { id: page.id, code: page.code, name: page.name },
    ...sections,
    pageLinks: (row?.links ?? []).flatMap((link) =>
      link.title !== null && link.url !== null
        ? [{ code: link.code, title: link.title, url: link.url }]
        : [],
    ),
    setting,
    settings: row?.settings ?? [],
    updated_at: updatedAt,
  };
}
