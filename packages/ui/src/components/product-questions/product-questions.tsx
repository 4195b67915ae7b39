import { CircleHelp, MessageCircleQuestion, MessageSquareReply } from "lucide-react";
import { type ComponentProps, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Button } from "../button/button.tsx";
import { isoDate } from "../news-list/iso-date.ts";

const messages = defineUiMessages({
  title: { id: "product.questions.title", description: "Heading of the questions section" },
  question: { id: "product.questions.question", description: "Marker before a question" },
  answer: { id: "product.questions.answer", description: "Marker before the shop's answer" },
  noAnswer: { id: "product.questions.noAnswer" },
  empty: { id: "product.questions.empty" },
  ask: { id: "product.questions.ask", description: "Button: open the question form" },
});

export interface ProductQuestion {
  id: string;
  question: string;
  /** The shop's answer; absent while unanswered. */
  answer?: string | null;
  /** When it was asked: YYYY-MM-DD, an ISO timestamp or a Date; shown as YYYY-MM-DD. */
  date?: string | Date;
}

export type ProductQuestionsProps = Omit<ComponentProps<"section">, "children"> & {
  questions: readonly ProductQuestion[];
  /** Shows an "ask a question" button that raises this. */
  onAsk?: () => void;
  /** Hide the section's own heading (when a tab already names it). */
  titleHidden?: boolean;
  headingLevel?: 2 | 3;
};

/** Shoppers' questions about a product with the shop's answers; an empty state without any. */
export function ProductQuestions({
  questions,
  onAsk,
  titleHidden = false,
  headingLevel = 2,
  className,
  ...props
}: ProductQuestionsProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const ask = onAsk && (
    <Button variant="outline" data-slot="product-questions-ask" onClick={onAsk}>
      <CircleHelp aria-hidden="true" />
      {intl.formatMessage(messages.ask)}
    </Button>
  );
  const marker = "grid size-7 shrink-0 place-items-center rounded-full";

  return (
    <section
      data-slot="product-questions"
      data-state={questions.length === 0 ? "empty" : "ready"}
      aria-labelledby={titleId}
      className={cn("flex flex-col gap-5", className)}
      {...props}
    >
      <div
        className={cn("flex items-center justify-between gap-4", titleHidden && !ask && "sr-only")}
      >
        <Heading
          id={titleId}
          className={cn("text-heading-sm font-semibold text-fg-strong", titleHidden && "sr-only")}
        >
          {intl.formatMessage(messages.title)}
        </Heading>
        {questions.length > 0 && ask}
      </div>
      {questions.length === 0 ? (
        <div
          data-slot="product-questions-empty"
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface-muted px-6 py-10 text-center"
        >
          <span className="grid size-14 place-items-center rounded-full bg-surface shadow-sm">
            <MessageCircleQuestion aria-hidden="true" className="size-7 text-fg-subtle" />
          </span>
          <p className="text-body text-fg-muted">{intl.formatMessage(messages.empty)}</p>
          {ask}
        </div>
      ) : (
        <ul data-slot="product-questions-list" className="flex flex-col gap-4">
          {questions.map((item) => {
            const date = item.date ? isoDate(item.date) : undefined;
            return (
              <li
                key={item.id}
                data-slot="product-question"
                className="flex flex-col gap-3 rounded-lg border border-border-subtle bg-surface p-4"
              >
                <div className="flex items-start gap-3">
                  <span aria-hidden="true" className={cn(marker, "bg-brand-subtle text-brand-fg")}>
                    <CircleHelp className="size-4" />
                  </span>
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p
                      data-slot="product-question-text"
                      className="text-body-sm font-semibold text-fg-strong [overflow-wrap:anywhere]"
                    >
                      <span className="sr-only">{intl.formatMessage(messages.question)}: </span>
                      {item.question}
                    </p>
                    {date && (
                      <time
                        dateTime={date}
                        dir="ltr"
                        className="self-start text-caption text-fg-muted"
                      >
                        {date}
                      </time>
                    )}
                  </div>
                </div>
                <div className="flex items-start gap-3">
                  <span
                    aria-hidden="true"
                    className={cn(marker, "bg-success-subtle text-success-fg")}
                  >
                    <MessageSquareReply className="size-4 rtl:-scale-x-100" />
                  </span>
                  <p
                    data-slot="product-question-answer"
                    className={cn(
                      "min-w-0 flex-1 whitespace-pre-line pt-1 text-body-sm [overflow-wrap:anywhere]",
                      item.answer ? "text-fg" : "italic text-fg-muted",
                    )}
                  >
                    <span className="sr-only">{intl.formatMessage(messages.answer)}: </span>
                    {item.answer || intl.formatMessage(messages.noAnswer)}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
