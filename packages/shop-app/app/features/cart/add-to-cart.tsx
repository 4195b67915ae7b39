// The add-to-cart form of product pages: a fetcher form posting to the cart's action, so that it
// works before the page's JavaScript has loaded and, once it has, without leaving the page. The
// outcome shows as the added-to-cart popup (the line as the server now has it) or a toast with
// the refusal in the shopper's language.
import { useAtom, useAtomValue } from "jotai";
import { type ComponentProps, lazy, Suspense, useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { priceCurrencyOf } from "../../lib/currency.ts";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useHasBeen } from "../../lib/use-has-been.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import { cartItemCountAtom, configAtom, lastAddedProductAtom } from "../../state/customer.ts";
import type { CartActionResult } from "./cart-actions.server.ts";
import { EnhancedField } from "./enhanced-field.tsx";
import { lineOptions } from "./line-options.ts";

export function useAddToCart(productId: number, locale: Locale) {
  const fetcher = useFetcher<CartActionResult>({ key: `add-to-cart-${productId}` });
  const location = useLocation();
  const [, setLastAdded] = useAtom(lastAddedProductAtom);
  const { showError } = useShopToast();

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result) return;
    if (!result.ok) {
      showError(result.code);
      return;
    }
    const line = result.cart.items.at(-1);
    const added = result.cart.items.find((item) => item.product_id === productId) ?? line;
    if (!added) return;
    setLastAdded({
      product_id: added.product_id,
      sub_product_id: added.sub_product_id,
      title: added.name,
      image: added.image,
      quantity: added.quantity,
      price: added.unit_price,
      options: lineOptions(added),
      currency: priceCurrencyOf(result.cart),
    });
  }, [fetcher.state, fetcher.data, productId, setLastAdded, showError]);

  const renderForm = ({ children, className }: ComponentProps<"form">) => (
    <fetcher.Form
      method="post"
      action={localizePath(paths.cart, locale)}
      className={className}
      data-slot="product-detail-add-to-cart-form"
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="product_id" value={productId} />
      <input type="hidden" name="return_to" value={`${location.pathname}${location.search}`} />
      <EnhancedField />
      {children}
    </fetcher.Form>
  );
  const refused = fetcher.data?.ok === false ? fetcher.data : undefined;
  const personalizationErrors = Object.fromEntries(
    (refused?.fields ?? []).flatMap(({ field, message }) => {
      const id = /personalization_(\d+)$/.exec(field)?.[1];
      return id ? [[id, message]] : [];
    }),
  );
  return { renderForm, adding: fetcher.state !== "idle", personalizationErrors };
}

// The popup (and the dialog it is built on) loads with the first product added.
const AddToCartPopup = lazy(() =>
  import("@shop/ui/components/add-to-cart-popup/index.ts").then((m) => ({
    default: m.AddToCartPopup,
  })),
);

/** The popup of the product last added; closing it clears it (spec section 4). */
export function AddedToCartPopup({ locale }: { locale: Locale }) {
  const [lastAdded, setLastAdded] = useAtom(lastAddedProductAtom);
  const count = useAtomValue(cartItemCountAtom);
  const config = useAtomValue(configAtom);
  const wanted = useHasBeen(lastAdded !== null);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AddToCartPopup
        open={lastAdded !== null}
        onOpenChange={(open) => {
          if (!open) setLastAdded(null);
        }}
        product={
          lastAdded
            ? {
                title: lastAdded.title,
                image: lastAdded.image,
                quantity: lastAdded.quantity,
                options: lastAdded.options,
                price: lastAdded.price,
              }
            : null
        }
        currency={lastAdded?.currency ?? "TRY"}
        placeholderImage={config.noImageProduct}
        cartHref={localizePath(paths.cart, locale)}
        renderCartLink={(props) => renderRouterLink(props)}
        cartItemCount={count}
      />
    </Suspense>
  );
}
