import { FavouritesScreen } from "@shop/ui";
import { useAtomValue } from "jotai";
import { type MetaArgs, useLoaderData, useLocation } from "react-router";
import type { AccountHandle } from "../features/account/account-frame.tsx";
import { currencyCodeOf } from "../lib/currency.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { PAGE_PARAM } from "../lib/page-param.ts";
import { paths } from "../lib/paths.ts";
import { toProductCardProps } from "../lib/product-card.ts";
import { routerForm } from "../lib/router-form.tsx";
import { renderRouterLink } from "../lib/router-link.tsx";
import { configAtom, currencyAtom } from "../state/customer.ts";
import type { loader } from "./account-favourites.server.ts";

export { action, loader } from "./account-favourites.server.ts";

export const handle: AccountHandle = { accountSection: "favourites" };

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.favourites") },
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountFavouritesRoute() {
  const { favourites } = useLoaderData<typeof loader>();
  const noImage = useAtomValue(configAtom).noImageProduct;
  const currencyId = useAtomValue(currencyAtom);
  const location = useLocation();
  const { locale } = splitLocale(location.pathname);
  const here = `${location.pathname}${location.search}`;
  return (
    <FavouritesScreen
      products={favourites.items.map((card) => ({
        ...toProductCardProps(card, locale),
        id: card.id,
      }))}
      currency={currencyCodeOf(currencyId)}
      placeholderImage={noImage}
      renderLink={renderRouterLink}
      renderRemoveForm={(productId, { children, ...props }) =>
        routerForm()({
          ...props,
          children: (
            <>
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="product_id" value={productId} />
              <input type="hidden" name="return_to" value={here} />
              {children}
            </>
          ),
        })
      }
      shoppingHref={localizePath(paths.home, locale)}
      total={favourites.total}
      page={favourites.page}
      pageCount={favourites.page_count}
      getPageHref={(page) => {
        const list = localizePath(paths.favourites, locale);
        return page > 1 ? `${list}?${PAGE_PARAM}=${page}` : list;
      }}
    />
  );
}
