// The admin's campaigns: searched and filtered in the URL, each with its rule, period and uses;
// a row deleted after a confirmation (a used one is switched off instead).
import { AdminCampaignListScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect } from "react";
import { Form, useFetcher, useLoaderData } from "react-router";
import { campaignQuery } from "../../features/admin-marketing/campaign-query.ts";
import { errorMessageId } from "../../i18n/messages.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { CampaignDeleteResult, loader } from "./admin-campaigns.server.ts";

export { action, loader } from "./admin-campaigns.server.ts";

const listPath = `${paths.admin}/campaigns`;

export default function AdminCampaigns() {
  const { query, page } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const remover = useFetcher<CampaignDeleteResult>({ key: "campaign-delete" });
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) show("success", "app.admin.deleted");
    else showError(remover.data.code);
  }, [remover.state, remover.data, show, showError]);
  return (
    <AdminCampaignListScreen
      query={query}
      totalRows={page.total}
      pageSize={page.page_size}
      getHref={(next) => campaignQuery.href(listPath, next)}
      newHref={`${listPath}/new`}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
      {...(remover.data && !remover.data.ok
        ? { deleteError: intl.formatMessage({ id: errorMessageId(remover.data.code) }) }
        : {})}
      onDelete={(row) => remover.submit({ id: row.id }, { method: "post" })}
      campaigns={page.items.map((item) => ({
        id: String(item.id),
        code: item.code,
        name: item.name,
        type: item.type,
        discountPercent: item.discount_percent,
        discountAmount: item.discount_amount,
        currency: item.currency_id as 1 | 2 | 3,
        minCartAmount: item.min_cart_amount,
        maxCartAmount: item.max_cart_amount,
        buyQuantity: item.buy_quantity,
        payQuantity: item.pay_quantity,
        productName: item.product_name,
        usageCount: item.usage_count,
        usageLimit: item.usage_limit,
        perCustomerLimit: item.per_customer_limit,
        customerCount: item.customer_count,
        startsAt: item.starts_at,
        endsAt: item.ends_at,
        isActive: item.is_active,
        editHref: `${listPath}/${item.id}`,
      }))}
    />
  );
}
