import { type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import {
  ProductComments,
  type ProductCommentsProps,
} from "../product-comments/product-comments.tsx";
import { type ProductQuestion, ProductQuestions } from "../product-questions/product-questions.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../tabs/tabs.tsx";
import { useProductDetail } from "./product-detail-root.tsx";
import { Specifications } from "./product-detail-specifications.tsx";
import type { ProductDetailTab } from "./product-detail-types.ts";

const messages = defineUiMessages({
  tabsLabel: { id: "product.detail.tabsLabel", description: "Name of the tabs list" },
  description: { id: "product.detail.description", description: "Tab: the admin's description" },
  noDescription: { id: "product.detail.noDescription" },
  specifications: {
    id: "product.detail.specifications",
    description: "Tab: properties, codes, sizes",
  },
  comments: { id: "product.detail.comments", description: "Tab: reviews" },
  questions: { id: "product.detail.questions", description: "Tab: questions and answers" },
});

export interface ProductDetailTabsProps {
  /** The reviews tab; without it the tab shows the empty state. */
  comments?: Omit<ProductCommentsProps, "titleHidden" | "headingLevel"> | undefined;
  /** Under the reviews: the app's ProductReviewForm. */
  reviewForm?: ReactNode;
  questions?: readonly ProductQuestion[] | undefined;
  onAskQuestion?: (() => void) | undefined;
  /** Under the questions: the app's ProductQuestionForm. */
  questionForm?: ReactNode;
  defaultTab?: ProductDetailTab | undefined;
}

// Typography for the admin's HTML: headings, paragraphs, lists, links, tables and images.
const richText = cn(
  "max-w-3xl text-body-sm text-fg [overflow-wrap:anywhere] [&_*+*]:mt-3 md:text-body",
  "[&_h1]:text-heading-sm [&_h1]:font-semibold [&_h1]:text-fg-strong",
  "[&_h2]:mt-5 [&_h2]:text-body-lg [&_h2]:font-semibold [&_h2]:text-fg-strong",
  "[&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-fg-strong",
  "[&_ul]:list-disc [&_ul]:ps-5 [&_ol]:list-decimal [&_ol]:ps-5 [&_li+li]:mt-1",
  "[&_a]:text-fg-link [&_a]:underline [&_strong]:font-semibold [&_strong]:text-fg-strong",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
  "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border-subtle [&_td]:p-2 [&_th]:border [&_th]:border-border-subtle [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-start",
);

/** The description, specifications, reviews and questions, one tab each. */
export function ProductDetailTabs({
  comments,
  reviewForm,
  questions = [],
  onAskQuestion,
  questionForm,
  defaultTab = "description",
}: ProductDetailTabsProps) {
  const intl = useIntl();
  const { product, tab: chosenTab, setTab, tabsId, tabsRef } = useProductDetail();
  // The default counts at first only, as with an uncontrolled input.
  const [initialTab] = useState(defaultTab);
  const tab = chosenTab ?? initialTab;
  const commentCount = comments?.count ?? 0;
  const count = (value: number) => (
    <span
      aria-hidden="true"
      className="rounded-full bg-surface-sunken px-2 py-0.5 text-caption font-semibold text-fg-muted tabular-nums"
    >
      {intl.formatNumber(value)}
    </span>
  );
  const content = "data-[state=inactive]:hidden";

  return (
    <>
      {/* Without JavaScript the tabs cannot switch: every panel shows, one after another, so that
        the reviews, the questions and their forms are there too. In the base layer, where the
        reset's important [hidden] rule is, which an unlayered rule could not override. */}
      <noscript>
        <style>
          {
            '@layer base{[data-tabs="product-detail"] [role="tablist"]{display:none}[data-tabs="product-detail"] [role="tabpanel"]{display:block!important}}'
          }
        </style>
      </noscript>
      <Tabs
        ref={tabsRef}
        id={tabsId}
        data-tabs="product-detail"
        value={tab}
        onValueChange={(value) => setTab(value as ProductDetailTab)}
        className="scroll-mt-scroll-offset"
      >
        <TabsList aria-label={intl.formatMessage(messages.tabsLabel)}>
          <TabsTrigger value="description">{intl.formatMessage(messages.description)}</TabsTrigger>
          <TabsTrigger value="specifications">
            {intl.formatMessage(messages.specifications)}
          </TabsTrigger>
          <TabsTrigger value="comments">
            {intl.formatMessage(messages.comments)}
            {count(commentCount)}
          </TabsTrigger>
          <TabsTrigger value="questions">
            {intl.formatMessage(messages.questions)}
            {count(questions.length)}
          </TabsTrigger>
        </TabsList>
        <TabsContent
          value="description"
          forceMount
          hidden={tab !== "description"}
          className={content}
        >
          {product.descriptionHtml ? (
            <div
              data-slot="product-detail-description"
              className={richText}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's own content, rendered as the admin wrote it (ARCHITECTURE.md, identity and security)
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          ) : (
            <p className="text-body-sm text-fg-muted">
              {intl.formatMessage(messages.noDescription)}
            </p>
          )}
        </TabsContent>
        <TabsContent
          value="specifications"
          forceMount
          hidden={tab !== "specifications"}
          className={content}
        >
          <Specifications product={product} />
        </TabsContent>
        <TabsContent value="comments" forceMount hidden={tab !== "comments"} className={content}>
          <ProductComments
            average={0}
            count={0}
            distribution={{}}
            comments={[]}
            {...comments}
            titleHidden
          />
          {reviewForm && <div className="mt-8">{reviewForm}</div>}
        </TabsContent>
        <TabsContent value="questions" forceMount hidden={tab !== "questions"} className={content}>
          <ProductQuestions
            questions={questions}
            titleHidden
            {...(onAskQuestion ? { onAsk: onAskQuestion } : {})}
          />
          {questionForm && <div className="mt-8">{questionForm}</div>}
        </TabsContent>
      </Tabs>
    </>
  );
}
