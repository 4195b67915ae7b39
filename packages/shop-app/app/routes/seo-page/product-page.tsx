// The product page: the API's product, reviews, questions and rails, assembled from the ui's
// ProductDetail parts, with its JSON-LD. Back-in-stock requests go from the browser to the API;
// each view is recorded in the recently viewed cookie. It puts the product page's and the cart's
// features together, so it lives with its route (no feature imports another).
import { type BackInStockStatus, ProductDetail, type ProductRailProduct } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import { AddedToCartPopup, useAddToCart } from "../../features/cart/add-to-cart.tsx";
import { CartNotice } from "../../features/cart/cart-notice.tsx";
import { CART_OUTCOME_PARAM } from "../../features/cart/cart-outcome.ts";
import { recordLastViewed } from "../../features/product-page/last-viewed.ts";
import { jsonLdText, productJsonLd } from "../../features/product-page/product-meta.ts";
import type { ProductPageData } from "../../features/product-page/product-page.server.ts";
import { useProductTalk } from "../../features/product-page/product-talk.tsx";
import {
  breadcrumbsOf,
  COMMENTS_PAGE_PARAM,
  commentsOf,
  questionsOf,
  toProductDetail,
} from "../../features/product-page/product-view.ts";
import { errorMessageId } from "../../i18n/messages.ts";
import { toProductCardProps } from "../../lib/product-card.ts";
import { ROOT_ROUTE_ID, type RootData } from "../../lib/root-data.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { useFavourites } from "../../lib/use-favourites.ts";

export function ProductPage({ data }: { data: ProductPageData }) {
  const root = useRouteLoaderData<RootData>(ROOT_ROUTE_ID);
  const intl = useIntl();
  const location = useLocation();
  const locale = root?.locale ?? "tr";
  const origin = root?.origin ?? "";
  const { product } = data;
  const [subProductId, setSubProductId] = useState<string | null>(null);
  const addToCart = useAddToCart(product.id, locale);
  const favourites = useFavourites(locale);
  const signedIn = root?.customer.userLoggedIn ?? false;
  const talk = useProductTalk(product.id, locale, signedIn);
  // The outcome of an add made before the page's JavaScript ran (a redirect back here).
  const cartOutcome = useSearchParams()[0].get(CART_OUTCOME_PARAM);
  const [notify, setNotify] = useState<{ status: BackInStockStatus; error?: string }>({
    status: "idle",
  });

  // A new product (client navigation) starts with no choice and a fresh form.
  useEffect(() => {
    setSubProductId(null);
    setNotify({ status: "idle" });
    recordLastViewed(product.id);
  }, [product.id]);

  const detail = useMemo(
    () => toProductDetail(product, locale, subProductId),
    [product, locale, subProductId],
  );
  const cards = (list: ProductPageData["sameProducts"]): ProductRailProduct[] =>
    list.map((card) => ({ ...toProductCardProps(card, locale), id: String(card.id) }));
  const comments = commentsOf(data.comments, product);
  const commentsPageHref = (page: number) => {
    const params = new URLSearchParams(location.search);
    if (page > 1) params.set(COMMENTS_PAGE_PARAM, String(page));
    else params.delete(COMMENTS_PAGE_PARAM);
    const query = params.toString();
    return `${location.pathname}${query ? `?${query}` : ""}`;
  };
  const jsonLd = productJsonLd(
    product,
    origin,
    locale,
    intl.formatMessage({ id: "app.page.home" }),
  );

  const notifyMe = async (email: string | undefined, chosen: string | null) => {
    setNotify({ status: "submitting" });
    try {
      const { createShopApi, isApiRequestError, unwrap } = await import("../../lib/shop-api.ts");
      try {
        const shopApi = createShopApi({
          origin: window.location.origin,
          language: locale,
          currency: root?.customer.currency ?? 1,
        });
        const query = {
          ...(email ? { email } : {}),
          ...(chosen ? { sub_product_id: Number(chosen) } : {}),
        };
        await unwrap(
          shopApi.product.productLetMeNow[":id"].$get({ param: { id: product.id }, query }),
        );
        setNotify({ status: "success" });
      } catch (error) {
        if (isApiRequestError(error, "notify_me_already_active")) {
          setNotify({ status: "alreadyActive" });
          return;
        }
        console.warn("back-in-stock request failed", error);
        setNotify({
          status: "error",
          error: intl.formatMessage({
            id: isApiRequestError(error)
              ? errorMessageId(error.code)
              : "app.error.unexpected_error",
          }),
        });
      }
    } catch (error) {
      console.warn("back-in-stock request failed", error);
      setNotify({
        status: "error",
        error: intl.formatMessage({ id: "app.error.unexpected_error" }),
      });
    }
  };

  return (
    <>
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped (jsonLdText)
        dangerouslySetInnerHTML={{ __html: jsonLdText(jsonLd) }}
      />
      {cartOutcome && <CartNotice outcome={cartOutcome} />}
      <ProductDetail.Root
        key={product.id}
        product={detail}
        placeholderImage={root?.customer.config.noImageProduct ?? ""}
        renderLink={renderRouterLink}
        onSubProductChange={setSubProductId}
      >
        <ProductDetail.Breadcrumbs
          items={breadcrumbsOf(product, locale, intl.formatMessage({ id: "app.page.home" }))}
        />
        <ProductDetail.Columns>
          <ProductDetail.Gallery />
          <ProductDetail.BuyBox
            renderAddToCartForm={addToCart.renderForm}
            addingToCart={addToCart.adding}
            personalizationErrors={addToCart.personalizationErrors}
            favourite={favourites.isFavourite(product.id)}
            onToggleFavourite={(favourite) => favourites.toggle(product.id, favourite)}
            signedIn={signedIn}
            backInStockStatus={notify.status}
            backInStockError={notify.error}
            onNotifyMe={(email, chosen) => void notifyMe(email, chosen)}
            shareUrl={origin ? new URL(location.pathname, origin).href : undefined}
          />
        </ProductDetail.Columns>
        <ProductDetail.Tabs
          comments={{
            ...comments,
            getPageHref: commentsPageHref,
            renderPageLink: ({ href, children }) => (
              <Link to={href} preventScrollReset>
                {children}
              </Link>
            ),
          }}
          reviewForm={talk.reviewForm}
          questions={questionsOf(data.questions)}
          questionForm={talk.questionForm}
          defaultTab={comments.page && comments.page > 1 ? "comments" : undefined}
        />
        <ProductDetail.Rails
          sameProducts={cards(data.sameProducts)}
          lastViewedProducts={cards(data.lastViewedProducts)}
        />
      </ProductDetail.Root>
      <AddedToCartPopup locale={locale} />
    </>
  );
}
