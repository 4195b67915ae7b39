// The hearts on product cards and the product page: a customer's tap saves the favourite at
// once (the heart fills before the answer, and the root loader's next snapshot confirms it); a
// visitor who is not signed in is asked to sign in first and comes back to the same page.
import { useAtom, useAtomValue } from "jotai";
import { useFetcher, useLocation, useNavigate } from "react-router";
import { favouriteIdsAtom, userAtom } from "../state/customer.ts";
import { type Locale, localizePath } from "./locale.ts";
import { paths } from "./paths.ts";
import { withReturnTo } from "./safe-redirect.ts";

export function useFavourites(locale: Locale) {
  const [ids, setIds] = useAtom(favouriteIdsAtom);
  const user = useAtomValue(userAtom);
  const fetcher = useFetcher({ key: "favourite" });
  const navigate = useNavigate();
  const location = useLocation();

  const toggle = (productId: number, favourite: boolean) => {
    if (!user) {
      void navigate(
        withReturnTo(
          localizePath(paths.shopperLogin, locale),
          `${location.pathname}${location.search}`,
        ),
      );
      return;
    }
    setIds(favourite ? [...ids, productId] : ids.filter((id) => id !== productId));
    void fetcher.submit(
      { intent: favourite ? "add" : "remove", product_id: String(productId), enhanced: "1" },
      { method: "post", action: localizePath(paths.favourites, locale) },
    );
  };

  return { isFavourite: (productId: number) => ids.includes(productId), toggle };
}
