import { type ComponentProps, type ReactElement, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { RenderLayoutLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { Checkbox } from "../checkbox/checkbox.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Notice } from "../notice/notice.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import { SignInPrompt } from "./sign-in-prompt.tsx";
import { StarChoice } from "./star-choice.tsx";

const messages = defineUiMessages({
  title: { id: "product.reviewForm.title", description: "Heading of the form to write a review" },
  rating: { id: "product.reviewForm.rating", description: "Label of the star choice" },
  text: { id: "product.reviewForm.text", description: "Label of the review's text" },
  showName: {
    id: "product.reviewForm.showName",
    description: "Checkbox: show my name with the review (otherwise it is masked)",
  },
  showNameHint: {
    id: "product.reviewForm.showNameHint",
    description: "{example} is a masked name, A*** Y***",
  },
  submit: { id: "product.reviewForm.submit" },
  sent: {
    id: "product.reviewForm.sent",
    description: "After sending: the review waits for the shop's approval",
  },
  signIn: { id: "product.reviewForm.signIn", description: "To a signed-out shopper" },
  signInAction: { id: "product.reviewForm.signInAction", description: "Link to the sign-in page" },
});

export const REVIEW_TEXT_MAX_LENGTH = 2000;

/** What the form gives `renderForm`: a POST form's props, its fields as children. */
export type ProductTalkFormProps = Omit<ComponentProps<"form">, "method" | "encType" | "action"> & {
  method: "post";
};

const defaultRenderForm = (props: ProductTalkFormProps) => <form {...props} />;

export type ProductReviewFormProps = Omit<ComponentProps<"section">, "children"> & {
  /** A signed-out shopper gets a link to sign in instead of the form. */
  signedIn: boolean;
  /** The sign-in page, returning to this product. */
  signInHref: string;
  renderLink?: RenderLayoutLink;
  /** sending: on its way; sent: the "awaits approval" note takes the form's place. */
  status?: "idle" | "sending" | "sent";
  /** The refusal, in the shopper's language (comment or score missing, already commented...). */
  error?: string;
  /** What the shopper typed, kept after a refusal. */
  values?: { text?: string; rate?: number; showName?: boolean };
  /**
   * Renders the `<form>`: the app passes its router's form (adding which product), so that the
   * review is sent by a server action with or without JavaScript. Fields: `rate` (1 to 5), `text`
   * and `show_name` ("on" when ticked). A plain POST form by default.
   */
  renderForm?: (props: ProductTalkFormProps) => ReactElement;
  headingLevel?: 2 | 3;
};

/** A signed-in shopper's review: stars, text and whether to show their name. */
export function ProductReviewForm({
  signedIn,
  signInHref,
  renderLink,
  status = "idle",
  error,
  values = {},
  renderForm = defaultRenderForm,
  headingLevel = 3,
  className,
  ...props
}: ProductReviewFormProps) {
  const intl = useIntl();
  const titleId = useId();
  const ratingId = useId();
  const Heading = `h${headingLevel}` as const;

  let body: ReactElement;
  if (!signedIn) {
    body = (
      <SignInPrompt
        text={intl.formatMessage(messages.signIn)}
        action={intl.formatMessage(messages.signInAction)}
        href={signInHref}
        renderLink={renderLink}
      />
    );
  } else if (status === "sent") {
    body = (
      <Notice tone="success" data-slot="product-review-sent">
        {intl.formatMessage(messages.sent)}
      </Notice>
    );
  } else {
    body = renderForm({
      method: "post",
      noValidate: true,
      "aria-busy": status === "sending" || undefined,
      "aria-labelledby": titleId,
      className: "flex flex-col gap-4",
      children: (
        <>
          {error && (
            <Notice tone="error" data-slot="product-review-error">
              {error}
            </Notice>
          )}
          <div className="flex flex-col gap-1.5">
            <span id={ratingId} className="text-body-sm font-medium text-fg-strong">
              {intl.formatMessage(messages.rating)}
            </span>
            <StarChoice
              name="rate"
              defaultValue={values.rate}
              invalid={Boolean(error) && !values.rate}
              labelledBy={ratingId}
            />
          </div>
          <FormField label={intl.formatMessage(messages.text)}>
            <Textarea
              name="text"
              rows={4}
              maxLength={REVIEW_TEXT_MAX_LENGTH}
              defaultValue={values.text ?? ""}
            />
          </FormField>
          <Checkbox
            name="show_name"
            defaultChecked={values.showName ?? true}
            label={intl.formatMessage(messages.showName)}
            description={intl.formatMessage(messages.showNameHint, {
              example: (
                <bdi key="example" dir="ltr">
                  A*** Y***
                </bdi>
              ),
            })}
          />
          <Button type="submit" className="self-start" loading={status === "sending"}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </>
      ),
    });
  }

  return (
    <section
      data-slot="product-review-form"
      data-state={signedIn ? status : "signedOut"}
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-4 rounded-lg border border-border p-4 md:p-6", className)}
      {...props}
    >
      <Heading id={titleId} className="text-body-lg font-semibold text-fg-strong">
        {intl.formatMessage(messages.title)}
      </Heading>
      {body}
    </section>
  );
}
