// The cart page: the loader's cart as the ui CartScreen. Every change goes to the cart action
// through one fetcher: the page stays, the loaders revalidate (the header's count with them) and
// the outcome shows as the specification's toast. A change made without JavaScript comes back as
// a redirect whose query names the outcome, shown above the lines.
import type { CartDetails } from "@shop/api/contract";
import { CartScreen, type CartScreenLine } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { useFetcher, useLoaderData, useLocation, useSearchParams } from "react-router";
import { errorMessageId } from "../../i18n/messages.ts";
import { priceCurrencyOf } from "../../lib/currency.ts";
import { localizePath, splitLocale } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import { configAtom } from "../../state/customer.ts";
import type { CartActionResult } from "./cart-actions.server.ts";
import { CartNotice } from "./cart-notice.tsx";
import { CART_OUTCOME_PARAM, outcomeMessage } from "./cart-outcome.ts";
import { EnhancedField } from "./enhanced-field.tsx";
import { lineOptions } from "./line-options.ts";

/** What a visitor without a cart sees: the empty state. */
const EMPTY_CART: CartDetails = {
  cart_id: null,
  currency_id: 1,
  currency_code: "TRY",
  items: [],
  item_count: 0,
  subtotal: 0,
  price_personalization: 0,
  vat_total: 0,
  campaign_discount: 0,
  coupon_discount: 0,
  cargo_price: 0,
  gift_package_price: 0,
  payment_fee: 0,
  total: 0,
  free_shipping_threshold: null,
  campaign: null,
  coupon: null,
  gift_product: null,
  campaigns: [],
  cargo: [],
  is_gift_cart: false,
  gift_note: null,
  gift_package_unit_price: 0,
  general_note: null,
  delivery_date: null,
  delivery_date_text: null,
  delivery_dates: [],
  delivery_address_id: null,
  invoice_address_id: null,
  can_order: false,
};

function linesOf(cart: CartDetails, locale: ReturnType<typeof splitLocale>["locale"]) {
  return cart.items.map(
    (line): CartScreenLine => ({
      id: String(line.id),
      title: line.name,
      href: localizePath(`/${line.seo_link}`, locale),
      image: line.image,
      options: lineOptions(line),
      unitPrice: line.unit_price,
      ...(line.old_price !== null ? { oldUnitPrice: line.old_price } : {}),
      lineTotal: line.line_total,
      quantity: line.quantity,
      minQuantity: line.min_order,
      maxQuantity: Math.max(
        line.quantity,
        Math.min(line.stock, line.max_order ?? Number.POSITIVE_INFINITY),
      ),
      outOfStock: line.problem !== null,
    }),
  );
}

export function CartPage() {
  const noImage = useAtomValue(configAtom).noImageProduct;
  const { cart: loaded } = useLoaderData<{ cart: CartDetails | null }>();
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const intl = useIntl();
  const fetcher = useFetcher<CartActionResult>({ key: "cart" });
  const { show, showError } = useShopToast();
  const [params] = useSearchParams();
  const cartPath = localizePath(paths.cart, locale);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (!result.ok) showError(result.code);
    else {
      const message = outcomeMessage(result.success);
      // Adding shows the popup instead; the cart page itself never adds.
      if (message && result.intent !== "add") show("success", message.id);
    }
  }, [fetcher.state, fetcher.data, show, showError]);

  // The action's answer is the cart after the change: shown at once, before revalidation.
  const cart = (fetcher.data?.ok ? fetcher.data.cart : null) ?? loaded ?? EMPTY_CART;
  const submit = (fields: Record<string, string>) =>
    fetcher.submit({ ...fields, enhanced: "1" }, { method: "post", action: cartPath });
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const pendingLine = fetcher.state !== "idle" ? fetcher.formData?.get("line_id") : null;
  const outcome = params.get(CART_OUTCOME_PARAM);

  return (
    <CartScreen
      currency={priceCurrencyOf(cart)}
      lines={linesOf(cart, locale)}
      placeholderImage={noImage}
      renderLink={renderRouterLink}
      summary={{
        itemCount: cart.item_count,
        subtotal: cart.subtotal,
        vatTotal: cart.vat_total,
        campaign: cart.campaign
          ? {
              id: String(cart.campaign.id),
              label: cart.campaign.name,
              amount: cart.campaign_discount,
            }
          : null,
        coupon: cart.coupon ? { code: cart.coupon.code, amount: cart.coupon_discount } : null,
        cargoPrice: cart.cargo_price,
        ...(cart.free_shipping_threshold !== null
          ? { freeShippingThreshold: cart.free_shipping_threshold }
          : {}),
        giftPackagePrice: cart.gift_package_price,
        total: cart.total,
      }}
      onQuantityChange={(lineId, quantity) =>
        submit({ intent: "update", line_id: lineId, quantity: String(quantity) })
      }
      onRemove={(lineId) => submit({ intent: "delete", line_id: lineId })}
      pendingLineIds={typeof pendingLine === "string" ? [pendingLine] : []}
      coupon={{
        appliedCode: cart.coupon?.code ?? null,
        appliedId: cart.coupon ? String(cart.coupon.id) : null,
        pending: pendingIntent === "coupon" || pendingIntent === "coupon-remove",
        ...(fetcher.data && !fetcher.data.ok && fetcher.data.intent === "coupon"
          ? { error: intl.formatMessage({ id: errorMessageId(fetcher.data.code) }) }
          : {}),
      }}
      onApplyCoupon={(code) => submit({ intent: "coupon", code })}
      onRemoveCoupon={() =>
        cart.coupon && submit({ intent: "coupon-remove", coupon_id: String(cart.coupon.id) })
      }
      campaigns={cart.campaigns.map((campaign) => ({
        id: String(campaign.id),
        name: campaign.name,
        description: campaign.description,
        eligible: campaign.eligible,
        applied: cart.campaign?.id === campaign.id,
      }))}
      onApplyCampaign={(id) => submit({ intent: "campaign", campaign_id: id })}
      onRemoveCampaign={(id) => submit({ intent: "campaign-remove", campaign_id: id })}
      cargo={cart.cargo.map((option) => ({
        id: String(option.id),
        name: option.name,
        logo: option.logo,
        price: option.price,
        daysMin: option.delivery_days_min,
        daysMax: option.delivery_days_max,
        selected: option.selected,
      }))}
      onChooseCargo={(id) => submit({ intent: "cargo", cargo_id: id })}
      choices={{
        isGift: cart.is_gift_cart,
        giftNote: cart.gift_note ?? "",
        note: cart.general_note ?? "",
        deliveryDate: cart.delivery_date ?? "",
        deliveryDateText: cart.delivery_date_text ?? "",
      }}
      giftPackageUnitPrice={cart.gift_package_unit_price}
      deliveryDates={cart.delivery_dates}
      renderForm={({ children, action: _action, method: _method, encType: _encType, ...props }) => (
        <fetcher.Form {...props} method="post" action={cartPath}>
          <EnhancedField />
          {children}
        </fetcher.Form>
      )}
      checkoutHref={localizePath(paths.checkout, locale)}
      canCheckout={cart.can_order}
      shoppingHref={localizePath(paths.home, locale)}
      pending={fetcher.state !== "idle"}
      {...(outcome ? { notice: <CartNotice outcome={outcome} /> } : {})}
    />
  );
}
