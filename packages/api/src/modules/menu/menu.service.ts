// The header menu: a tree of links, categories, brands and content pages. An item that points at
// a target takes its title (unless it has its own) and its seo link from that target in the
// requested language; an item whose target is gone or inactive is left out with its children.
import { and, eq, sql } from "drizzle-orm";
import type { LanguageCode, MenuItem } from "../../contract/index.ts";
import type { Database } from "../../db/client.ts";
import {
  brands,
  brandTranslations,
  categories,
  categoryTranslations,
  contents,
  contentTranslations,
  menuItems,
  menuItemTranslations,
} from "../../db/schema/index.ts";

export async function readHeaderMenu(db: Database, lang: LanguageCode): Promise<MenuItem[]> {
  const rows = await db
    .select({
      id: menuItems.id,
      parentId: menuItems.parentId,
      code: menuItems.code,
      type: menuItems.type,
      targetId: menuItems.targetId,
      sortOrder: menuItems.sortOrder,
      ownTitle: menuItemTranslations.title,
      url: menuItemTranslations.url,
      categoryName: categoryTranslations.name,
      categorySeo: categoryTranslations.seoLink,
      categoryActive: categories.isActive,
      brandName: sql<string | null>`coalesce(${brandTranslations.name}, ${brands.name})`,
      brandSeo: brandTranslations.seoLink,
      brandActive: brands.isActive,
      contentTitle: contentTranslations.title,
      contentSeo: contentTranslations.seoLink,
      contentActive: contents.isActive,
    })
    .from(menuItems)
    .leftJoin(
      menuItemTranslations,
      and(
        eq(menuItemTranslations.menuItemId, menuItems.id),
        eq(menuItemTranslations.languageCode, lang),
      ),
    )
    .leftJoin(
      categories,
      sql`${menuItems.type} = 'category' AND ${categories.id} = ${menuItems.targetId}`,
    )
    .leftJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.categoryId, categories.id),
        eq(categoryTranslations.languageCode, lang),
      ),
    )
    .leftJoin(brands, sql`${menuItems.type} = 'brand' AND ${brands.id} = ${menuItems.targetId}`)
    .leftJoin(
      brandTranslations,
      and(eq(brandTranslations.brandId, brands.id), eq(brandTranslations.languageCode, lang)),
    )
    .leftJoin(
      contents,
      sql`${menuItems.type} = 'content' AND ${contents.id} = ${menuItems.targetId}`,
    )
    .leftJoin(
      contentTranslations,
      and(
        eq(contentTranslations.contentId, contents.id),
        eq(contentTranslations.languageCode, lang),
      ),
    )
    .where(eq(menuItems.isActive, true));

  const items = new Map<number, MenuItem & { parentId: number | null; sortOrder: number }>();
  for (const row of rows) {
    let title: string | null = row.ownTitle;
    let seoLink: string | null = null;
    if (row.type === "category") {
      if (!row.categoryActive || !row.categorySeo) continue;
      title ??= row.categoryName;
      seoLink = row.categorySeo;
    } else if (row.type === "brand") {
      if (!row.brandActive || !row.brandSeo) continue;
      title ??= row.brandName;
      seoLink = row.brandSeo;
    } else if (row.type === "content") {
      if (!row.contentActive || !row.contentSeo) continue;
      title ??= row.contentTitle;
      seoLink = row.contentSeo;
    } else if (!row.url) {
      continue;
    }
    if (!title) continue;
    items.set(row.id, {
      id: row.id,
      code: row.code,
      type: row.type as MenuItem["type"],
      target_id: row.targetId,
      title,
      url: row.type === "link" ? row.url : null,
      seo_link: seoLink,
      children: [],
      parentId: row.parentId,
      sortOrder: row.sortOrder,
    });
  }

  const roots: Array<MenuItem & { sortOrder: number }> = [];
  const ordered = [...items.values()].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  for (const item of ordered) {
    if (item.parentId === null) roots.push(item);
    else items.get(item.parentId)?.children.push(item);
  }
  const strip = (item: MenuItem & { parentId?: number | null; sortOrder?: number }): MenuItem => ({
    id: item.id,
    code: item.code,
    type: item.type,
    target_id: item.target_id,
    title: item.title,
    url: item.url,
    seo_link: item.seo_link,
    children: item.children.map(strip),
  });
  return roots.map(strip);
}
