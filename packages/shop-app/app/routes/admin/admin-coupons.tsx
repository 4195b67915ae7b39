// The admin's coupons: searched by code and paged in the URL, each with its uses of its limit;
// added, changed and generated in dialogs, deleted after a confirmation.
import { useLoaderData } from "react-router";
import { CouponsPage } from "../../features/admin-marketing/coupons-page.tsx";
import { paths } from "../../lib/paths.ts";
import type { loader } from "./admin-coupons.server.ts";

export { action, loader } from "./admin-coupons.server.ts";

export default function AdminCoupons() {
  const { query, page } = useLoaderData<typeof loader>();
  return (
    <CouponsPage
      listPath={`${paths.admin}/coupons`}
      query={query}
      totalRows={page.total}
      pageSize={page.page_size}
      coupons={page.items.map((item) => ({
        id: String(item.id),
        code: item.code,
        discountType: item.discount_type,
        discountPercent: item.discount_percent,
        discountAmount: item.discount_amount,
        currency: item.currency_id as 1 | 2 | 3,
        usageCount: item.usage_count,
        usageLimit: item.usage_limit,
        perCustomerLimit: item.per_customer_limit,
        membersOnly: item.members_only,
        minCartAmount: item.min_cart_amount,
        maxCartAmount: item.max_cart_amount,
        startsAt: item.starts_at,
        endsAt: item.ends_at,
        isActive: item.is_active,
        note: item.note,
      }))}
    />
  );
}
