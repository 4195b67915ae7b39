import { type ComponentProps, type ReactElement, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import type { RenderLayoutLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Notice } from "../notice/notice.tsx";
import type { ProductTalkFormProps } from "../product-review-form/product-review-form.tsx";
import { SignInPrompt } from "../product-review-form/sign-in-prompt.tsx";
import { Textarea } from "../textarea/textarea.tsx";

const messages = defineUiMessages({
  title: { id: "product.questionForm.title", description: "Heading of the form to ask a question" },
  question: { id: "product.questionForm.question", description: "Label of the question" },
  hint: { id: "product.questionForm.hint" },
  submit: { id: "product.questionForm.submit" },
  sent: {
    id: "product.questionForm.sent",
    description: "After sending: shown with the shop's answer once approved",
  },
  signIn: { id: "product.questionForm.signIn", description: "To a signed-out shopper" },
  signInAction: { id: "product.reviewForm.signInAction" },
});

export const QUESTION_TEXT_MAX_LENGTH = 1000;

const defaultRenderForm = (props: ProductTalkFormProps) => <form {...props} />;

export type ProductQuestionFormProps = Omit<ComponentProps<"section">, "children"> & {
  /** A signed-out shopper gets a link to sign in instead of the form. */
  signedIn: boolean;
  /** The sign-in page, returning to this product. */
  signInHref: string;
  renderLink?: RenderLayoutLink;
  /** sending: on its way; sent: a note that the answer will be shown takes the form's place. */
  status?: "idle" | "sending" | "sent";
  /** The refusal, in the shopper's language. */
  error?: string;
  /** What the shopper typed, kept after a refusal. */
  value?: string;
  /**
   * Renders the `<form>`: the app passes its router's form (adding which product). Its field is
   * `question`. A plain POST form by default.
   */
  renderForm?: (props: ProductTalkFormProps) => ReactElement;
  headingLevel?: 2 | 3;
};

/** A signed-in shopper's question about the product, answered by the shop before it shows. */
export function ProductQuestionForm({
  signedIn,
  signInHref,
  renderLink,
  status = "idle",
  error,
  value = "",
  renderForm = defaultRenderForm,
  headingLevel = 3,
  className,
  ...props
}: ProductQuestionFormProps) {
  const intl = useIntl();
  const titleId = useId();
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
      <Notice tone="success" data-slot="product-question-sent">
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
            <Notice tone="error" data-slot="product-question-error">
              {error}
            </Notice>
          )}
          <FormField
            label={intl.formatMessage(messages.question)}
            hint={intl.formatMessage(messages.hint)}
          >
            <Textarea
              name="question"
              rows={3}
              maxLength={QUESTION_TEXT_MAX_LENGTH}
              defaultValue={value}
            />
          </FormField>
          <Button type="submit" className="self-start" loading={status === "sending"}>
            {intl.formatMessage(messages.submit)}
          </Button>
        </>
      ),
    });
  }

  return (
    <section
      data-slot="product-question-form"
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
