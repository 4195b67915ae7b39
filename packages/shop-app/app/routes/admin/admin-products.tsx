// The admin's product list: filters, sort and pages in the URL (a GET form and links, so it works
// without JavaScript), edit links, and a confirmed delete through the route's action.
import { AdminProductListScreen, type AdminProductRow, type PriceCurrency } from "@shop/ui";
import { useEffect } from "react";
import { Form, useFetcher, useLoaderData } from "react-router";
import { productQuery } from "../../features/admin-catalog/product-query.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { API_BASE_PATH } from "../../lib/shop-api.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { action, loader } from "./admin-products.server.ts";

export { action, loader } from "./admin-products.server.ts";

const listPath = `${paths.admin}/products`;

export default function AdminProducts() {
  const { query, page, categories, brands } = useLoaderData<typeof loader>();
  const fetcher = useFetcher<typeof action>();
  const { show, showError } = useShopToast();
  // The deletion's outcome as a toast; the list revalidates by itself after the action.
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) show("success", "app.admin.productDeleted");
    else showError(fetcher.data.code);
  }, [fetcher.state, fetcher.data, show, showError]);
  const rows: AdminProductRow[] = page.items.map((item) => ({
    id: String(item.id),
    name: item.name,
    sku: item.sku,
    imageUrl: item.image,
    categoryName: item.category.name,
    brandName: item.brand?.name ?? null,
    price: item.price,
    currency: item.currency_code as PriceCurrency,
    stock: item.stock,
    stockLevel: item.stock_level,
    isActive: item.is_active,
    sortOrder: item.sort_order,
    updatedAt: item.updated_at,
    editHref: `${listPath}/${item.id}`,
  }));
  return (
    <AdminProductListScreen
      products={rows}
      totalRows={page.total}
      pageSize={page.page_size}
      query={query}
      categories={categories}
      brands={brands}
      getHref={(next) => productQuery.href(listPath, next)}
      newProductHref={`${listPath}/new`}
      exportHref={`${API_BASE_PATH}product/export`}
      importHref={`${listPath}/import`}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
      onDelete={(row) => fetcher.submit({ id: row.id }, { method: "post" })}
    />
  );
}
