// The admin's gift certificates: each with its customer and uses, searched by code and paged in
// the URL; a new one made out in a dialog whose customer is looked up by name or e-mail.
import { AdminGiftCertificateScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect, useRef } from "react";
import { Form, useFetcher, useLoaderData } from "react-router";
import { couponQuery } from "../../features/admin-marketing/coupon-query.ts";
import { searchCustomers } from "../../features/admin-marketing/record-search.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { GiftCertificateResult, loader } from "./admin-gift-certificates.server.ts";

export { action, loader } from "./admin-gift-certificates.server.ts";

const listPath = `${paths.admin}/gift-certificates`;

export default function AdminGiftCertificates() {
  const { query, page } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const fetcher = useFetcher<GiftCertificateResult>({ key: "gift-certificate-save" });
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);
  const { show } = useShopToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending.current) return;
    if (fetcher.data.ok) {
      pending.current.resolve();
      show("success", "app.admin.saved");
    } else pending.current.reject(fetcher.data.code);
    pending.current = null;
  }, [fetcher.state, fetcher.data, show]);
  return (
    <AdminGiftCertificateScreen
      query={query}
      totalRows={page.total}
      pageSize={page.page_size}
      getHref={(next) => couponQuery.href(listPath, next)}
      renderLink={renderRouterLink}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="get" action={listPath} {...props} />
      )}
      onSearchCustomers={(text) => searchCustomers(text, intl.locale)}
      errors={fetcher.data && !fetcher.data.ok ? fetcher.data.errors : {}}
      saving={fetcher.state !== "idle"}
      onSave={(values) =>
        new Promise<void>((resolve, reject) => {
          pending.current = { resolve, reject };
          void fetcher.submit(values, { method: "post" });
        })
      }
      certificates={page.items.map((item) => ({
        id: String(item.id),
        code: item.code,
        customer: item.customer ? { name: item.customer.name, email: item.customer.email } : null,
        discountType: item.discount_type,
        discountPercent: item.discount_percent,
        discountAmount: item.discount_amount,
        currency: item.currency_id as 1 | 2 | 3,
        usageCount: item.usage_count,
        usageLimit: item.usage_limit,
        startsAt: item.starts_at,
        endsAt: item.ends_at,
        isActive: item.is_active,
      }))}
    />
  );
}
