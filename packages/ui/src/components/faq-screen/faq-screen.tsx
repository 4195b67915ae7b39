import { ChevronDown } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import {
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  Breadcrumbs,
} from "../breadcrumbs/breadcrumbs.tsx";

const messages = defineUiMessages({
  title: { id: "screens.faq.title", description: "Heading of the FAQ page" },
  contactText: { id: "screens.faq.contactText", description: "Below the questions" },
  contactLink: { id: "screens.faq.contactLink", description: "Link to the contact page" },
  empty: { id: "screens.faq.empty" },
});

export interface FaqEntry {
  id: string;
  question: string;
  /** The admin's HTML, rendered as the admin wrote it. */
  answerHtml: string;
}

export interface FaqSection {
  id: string;
  name: string;
  items: FaqEntry[];
}

export type FaqScreenProps = Omit<ComponentProps<"div">, "children"> & {
  breadcrumbs?: BreadcrumbItem[];
  renderBreadcrumbLink?: (props: BreadcrumbLinkProps) => ReactNode;
  sections: FaqSection[];
  /** The contact page, offered below the questions. */
  contactLink?: ReactNode;
};

/**
 * Questions grouped by category, each a native disclosure: the answers are in the page's HTML for
 * search engines and open without JavaScript.
 */
function FaqScreen({
  breadcrumbs,
  renderBreadcrumbLink,
  sections,
  contactLink,
  className,
  ...props
}: FaqScreenProps) {
  const intl = useIntl();
  const filled = sections.filter((section) => section.items.length > 0);
  return (
    <div
      data-slot="faq-screen"
      className={cn("mx-auto flex w-full max-w-3xl flex-col gap-6 py-6", className)}
      {...props}
    >
      {breadcrumbs && (
        <Breadcrumbs
          items={breadcrumbs}
          {...(renderBreadcrumbLink ? { renderLink: renderBreadcrumbLink } : {})}
        />
      )}
      <h1 className="text-heading-lg font-bold text-fg-strong">
        {intl.formatMessage(messages.title)}
      </h1>
      {filled.length === 0 && (
        <p className="text-body text-fg-muted">{intl.formatMessage(messages.empty)}</p>
      )}
      {filled.map((section) => (
        <section
          key={section.id}
          data-slot="faq-section"
          aria-labelledby={`faq-${section.id}`}
          className="flex flex-col gap-2"
        >
          <h2 id={`faq-${section.id}`} className="text-heading-sm font-semibold text-fg-strong">
            {section.name}
          </h2>
          <div className="divide-y divide-border rounded-lg border border-border bg-surface">
            {section.items.map((item) => (
              <details key={item.id} data-slot="faq-item" className="group px-4">
                <summary
                  data-slot="faq-question"
                  className={cn(
                    "flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 py-3 text-start font-medium text-body text-fg-strong",
                    "rounded-sm hover:text-brand-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus [&::-webkit-details-marker]:hidden",
                  )}
                >
                  {item.question}
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-fg-muted transition-transform duration-normal group-open:rotate-180"
                  />
                </summary>
                <div
                  data-slot="faq-answer"
                  className="flex flex-col gap-2 pb-4 text-body-sm text-fg [&_a]:text-brand [&_a]:underline"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's own HTML
                  dangerouslySetInnerHTML={{ __html: item.answerHtml }}
                />
              </details>
            ))}
          </div>
        </section>
      ))}
      {contactLink && (
        <p
          data-slot="faq-contact"
          className="text-body text-fg-muted [&_a]:text-brand [&_a]:underline"
        >
          {intl.formatMessage(messages.contactText)} {contactLink}
        </p>
      )}
    </div>
  );
}

export { FaqScreen };
