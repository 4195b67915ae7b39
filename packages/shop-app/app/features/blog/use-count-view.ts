// Counts one view of a blog post per browser tab session: a reload or a visit back to the post
// in the same session is not counted again (sessionStorage), so the most-read panel reflects
// readers rather than refreshes.
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import type { Locale } from "../../lib/locale.ts";
import { currencyAtom } from "../../state/customer.ts";

const key = (postId: number) => `blog-viewed:${postId}`;

export function useCountView(postId: number, locale: Locale) {
  const currency = useAtomValue(currencyAtom);
  useEffect(() => {
    try {
      if (sessionStorage.getItem(key(postId))) return;
      sessionStorage.setItem(key(postId), "1");
    } catch {
      return; // storage refused (private mode): better uncounted than counted on every reload
    }
    void import("../../lib/shop-api.ts")
      .then(({ createShopApi, unwrap }) => {
        const shopApi = createShopApi({
          origin: window.location.origin,
          language: locale,
          currency,
        });
        return unwrap(shopApi.blog.viewed[":id"].$get({ param: { id: postId } }));
      })
      .catch((error: unknown) => console.warn("blog view not counted", error));
  }, [postId, locale, currency]);
}
