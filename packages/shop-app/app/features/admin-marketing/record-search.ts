// The admin pickers' look-ups, asked from the API in the browser with the admin's cookie: products
// by name, SKU or barcode (the admin product list) and customers by name or e-mail (the admin
// customer list).
import type { AdminPickedRecord } from "@shop/ui";

const PICKER_RESULTS = 10;

async function client(language: string) {
  const { createShopApi, unwrap } = await import("../../lib/shop-api.ts");
  return { api: createShopApi({ origin: window.location.origin, language, currency: 1 }), unwrap };
}

export async function searchProducts(text: string, language: string): Promise<AdminPickedRecord[]> {
  const { api, unwrap } = await client(language);
  const page = await unwrap(
    api.product.getAdminProducts.$post({
      json: { search: text, page_size: PICKER_RESULTS, sort: "name", direction: "asc" },
    }),
  );
  return page.items.map((product) => ({
    id: String(product.id),
    label: product.name,
    detail: product.sku,
  }));
}

export async function searchCustomers(
  text: string,
  language: string,
): Promise<AdminPickedRecord[]> {
  const { api, unwrap } = await client(language);
  const page = await unwrap(
    api.customer.getAdminCustomers.$get({
      query: { search: text, page_size: PICKER_RESULTS, sort: "name", direction: "asc" },
    }),
  );
  return page.items
    .filter((customer) => !customer.deleted)
    .map((customer) => ({
      id: String(customer.id),
      label: `${customer.name} ${customer.surname}`,
      detail: customer.email,
    }));
}
