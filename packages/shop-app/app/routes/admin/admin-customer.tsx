// One customer as the admin sees them: profile, orders, addresses, favourites, comments and gift
// certificates.
import { AdminCustomerDetailScreen, type PriceCurrency } from "@shop/ui";
import { useLoaderData } from "react-router";
import { languageName } from "../../features/admin-customers/customer-query.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import type { loader } from "./admin-customer.server.ts";

export { loader } from "./admin-customer.server.ts";

export default function AdminCustomer() {
  const { customer } = useLoaderData<typeof loader>();
  return (
    <AdminCustomerDetailScreen
      renderLink={renderRouterLink}
      customer={{
        name: `${customer.name} ${customer.surname}`,
        email: customer.email,
        phone: customer.phone,
        language: languageName(customer.language),
        isActive: customer.is_active,
        deleted: customer.deleted,
        marketingConsent: customer.marketing_consent,
        phoneConfirmed: customer.phone_confirmed,
        createdAt: customer.created_at,
        lastLoginAt: customer.last_login_at,
        orders: customer.orders.map((order) => ({
          id: String(order.id),
          code: order.code,
          statusName: order.status_name,
          itemCount: order.item_count,
          total: order.total,
          currency: order.currency_code as PriceCurrency,
          createdAt: order.created_at,
        })),
        addresses: customer.addresses.map((address) => ({
          id: String(address.id),
          title: address.title,
          lines: [
            `${address.name} ${address.surname}`,
            address.address,
            `${address.city} / ${address.state} ${address.postal_code}`,
            address.phone,
          ],
        })),
        favourites: customer.favourites.map((favourite) => ({
          id: String(favourite.product_id),
          productName: favourite.product_name ?? favourite.sku,
          sku: favourite.sku,
        })),
        comments: customer.comments.map((comment) => ({
          id: String(comment.id),
          productName: comment.product_name ?? `#${comment.product_id}`,
          rate: comment.rate,
          text: comment.text,
          isApproved: comment.is_approved,
          createdAt: comment.created_at,
        })),
        giftCertificates: customer.gift_certificates.map((gift) => ({
          code: gift.code,
          discount:
            gift.discount_type === "percent"
              ? { type: "percent" as const, percent: gift.discount_percent ?? 0 }
              : {
                  type: "amount" as const,
                  amount: gift.discount_amount ?? 0,
                  currency: gift.currency_id as PriceCurrency,
                },
          status: gift.status,
          endsAt: gift.ends_at,
        })),
      }}
    />
  );
}
