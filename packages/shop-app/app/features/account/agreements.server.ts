// The shop's agreements are content pages an admin writes (seeded under these Turkish links; the
// content API answers in the asked language with that language's link).
import { type ShopApi, unwrap } from "../../lib/shop-api.ts";

export const AGREEMENT_LINKS = {
  distanceSelling: "mesafeli-satis-sozlesmesi",
  preliminary: "on-bilgilendirme-formu",
  kvkk: "kvkk-aydinlatma-metni",
  membership: "uyelik-sozlesmesi",
} as const;

export interface AgreementText {
  title: string;
  html: string;
  /** The page's link in the asked language. */
  seoLink: string;
}

/** An agreement's text, or an empty one when the admin has removed the page. */
export async function agreementText(
  shopApi: ShopApi,
  which: keyof typeof AGREEMENT_LINKS,
): Promise<AgreementText> {
  try {
    const param = { seo: encodeURIComponent(AGREEMENT_LINKS[which]) };
    const page = await unwrap(shopApi.contents.getContentBySeoLink[":seo"].$get({ param }));
    return { title: page.title, html: page.description, seoLink: page.seo_link };
  } catch {
    return { title: "", html: "", seoLink: AGREEMENT_LINKS[which] };
  }
}
