// What the catalogue widgets of a page's layout show (spec section 3: the page layout comes from
// site settings): each widget's data is fetched on the server with the page, in parallel, so the
// page is complete HTML. A widget whose data fails is left out rather than failing the page.
import type { Widget } from "@shop/api/contract";
import type { PageLayout } from "../../lib/root-data.ts";
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";
import { categoryTreeOf } from "../../lib/trees.server.ts";

const SECTIONS = ["header", "left", "center", "right", "footer"] as const;

function numberList(value: unknown): number[] {
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}

function limitOf(widget: Widget, fallback: number): number {
  const limit = widget.config.limit;
  return typeof limit === "number" && limit > 0 ? Math.min(limit, 24) : fallback;
}

async function widgetData(shopApi: ShopApi, widget: Widget): Promise<unknown> {
  switch (widget.type) {
    case "product_showcase": {
      const id = widget.config.showcaseId;
      if (typeof id !== "number") return null;
      const showcase = shopApi.product.getProductShowCase[":id"];
      return unwrap(showcase.$post({ param: { id }, json: { limit: 12 } }));
    }
    case "category_list": {
      const tree = await categoryTreeOf(shopApi);
      const ids = numberList(widget.config.categoryIds);
      const parentId = widget.config.parentId;
      const all = tree.flatMap((node) => [node, ...node.children]);
      if (ids.length > 0) return ids.flatMap((id) => all.filter((node) => node.id === id));
      if (typeof parentId === "number")
        return all.find((node) => node.id === parentId)?.children ?? [];
      return tree;
    }
    case "brand_list": {
      const brands = await unwrap(shopApi.brand.getBrands.$get());
      const ids = numberList(widget.config.brandIds);
      const chosen =
        ids.length > 0 ? ids.flatMap((id) => brands.filter((b) => b.id === id)) : brands;
      return chosen.slice(0, limitOf(widget, 12));
    }
    case "campaign_list":
      return (await unwrap(shopApi.campaign.active.$get())).slice(0, limitOf(widget, 3));
    case "blog_list":
      return unwrap(shopApi.blog.getLimit[":n"].$get({ param: { n: limitOf(widget, 3) } }));
    case "most_read":
      return unwrap(shopApi.blog.get_most_read.$get({ query: { limit: limitOf(widget, 5) } }));
    default:
      return undefined;
  }
}

export type WidgetData = Record<string, unknown>;

/** Data of every data-bearing widget of the layout, by widget id. */
export async function loadWidgetData(
  shopApi: ShopApi,
  layout: PageLayout | null,
): Promise<WidgetData> {
  if (!layout) return {};
  const widgets = SECTIONS.flatMap((section) => layout[section]);
  const entries = await Promise.all(
    widgets.map(async (widget) => {
      try {
        return [String(widget.id), await widgetData(shopApi, widget)] as const;
      } catch (error) {
        console.error(`widget ${widget.key} (${widget.type}) unavailable`, error);
        return [String(widget.id), undefined] as const;
      }
    }),
  );
  return Object.fromEntries(entries.filter(([, data]) => data !== undefined && data !== null));
}
