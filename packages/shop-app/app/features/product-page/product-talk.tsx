// The product page's review and question forms: fetcher forms posting to the page's own action,
// so that they work before and without JavaScript (a plain POST, the page answers with the
// outcome) and, once it has loaded, without leaving the page. A signed-out shopper gets a link to
// sign in that comes back here.
import { ProductQuestionForm, ProductReviewForm, type ProductTalkFormProps } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useActionData, useFetcher, useLocation } from "react-router";
import { errorMessageId } from "../../i18n/messages.ts";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { withReturnTo } from "../../lib/safe-redirect.ts";
import type { ProductTalkIntent, ProductTalkResult } from "./product-talk.server.ts";

function useTalkForm(productId: number, intent: ProductTalkIntent) {
  const fetcher = useFetcher<ProductTalkResult>({ key: `product-${intent}-${productId}` });
  // Without JavaScript the form was an ordinary POST: its outcome is the page's action data.
  const posted = useActionData<ProductTalkResult>();
  const result = fetcher.data ?? (posted?.intent === intent ? posted : undefined);
  const renderForm = ({ children, ...props }: ProductTalkFormProps) => (
    <fetcher.Form {...props} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="product_id" value={productId} />
      {children}
    </fetcher.Form>
  );
  const status =
    fetcher.state !== "idle"
      ? ("sending" as const)
      : result?.sent
        ? ("sent" as const)
        : ("idle" as const);
  return { renderForm, status, refusal: result && !result.sent ? result : undefined };
}

export function useProductTalk(productId: number, locale: Locale, signedIn: boolean) {
  const intl = useIntl();
  const location = useLocation();
  const review = useTalkForm(productId, "comment");
  const question = useTalkForm(productId, "question");
  const signInHref = withReturnTo(
    localizePath(paths.shopperLogin, locale),
    `${location.pathname}${location.search}`,
  );
  // A session that ended while the page was open is asked to sign in again.
  const signedInNow = (refusal: { code: string } | undefined) =>
    signedIn && refusal?.code !== "unauthorized";
  const message = (refusal: ProductTalkResult | undefined) =>
    refusal && !refusal.sent ? intl.formatMessage({ id: errorMessageId(refusal.code) }) : undefined;

  const reviewError = message(review.refusal);
  const questionError = message(question.refusal);
  return {
    reviewForm: (
      <ProductReviewForm
        signedIn={signedInNow(review.refusal)}
        signInHref={signInHref}
        renderLink={renderRouterLink}
        status={review.status}
        renderForm={review.renderForm}
        {...(reviewError ? { error: reviewError } : {})}
        {...(review.refusal
          ? {
              values: {
                text: review.refusal.values.text,
                showName: review.refusal.values.showName,
                ...(review.refusal.values.rate ? { rate: review.refusal.values.rate } : {}),
              },
            }
          : {})}
      />
    ),
    questionForm: (
      <ProductQuestionForm
        signedIn={signedInNow(question.refusal)}
        signInHref={signInHref}
        renderLink={renderRouterLink}
        status={question.status}
        renderForm={question.renderForm}
        {...(questionError ? { error: questionError } : {})}
        {...(question.refusal ? { value: question.refusal.values.question } : {})}
      />
    ),
  };
}
