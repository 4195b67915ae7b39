// /sss: the frequently asked questions in the ui FaqScreen, with FAQPage JSON-LD in the head.
import type { FaqGroup } from "@shop/api/contract";
import { FaqScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import type { ReactNode } from "react";
import type { MetaDescriptor } from "react-router";
import { type Locale, localizePath } from "../../lib/locale.ts";
import { paths } from "../../lib/paths.ts";
import { plainText } from "../../lib/plain-text.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";

const crumbLink = ({ href, children }: { href: string; children: ReactNode }) =>
  renderRouterLink({ href, children });

export function FaqPage({ groups, locale }: { groups: FaqGroup[]; locale: Locale }) {
  const intl = useIntl();
  return (
    <FaqScreen
      breadcrumbs={[
        { label: intl.formatMessage({ id: "app.page.home" }), href: localizePath("/", locale) },
        { label: intl.formatMessage({ id: "app.page.faq" }) },
      ]}
      renderBreadcrumbLink={crumbLink}
      sections={groups.map((group) => ({
        id: String(group.id),
        name: group.name,
        items: group.items.map((item) => ({
          id: String(item.id),
          question: item.question,
          answerHtml: item.answer,
        })),
      }))}
      contactLink={renderRouterLink({
        href: localizePath(paths.contact, locale),
        children: intl.formatMessage({ id: "app.page.contact" }),
      })}
    />
  );
}

/** schema.org FAQPage: every question with its answer as text. */
export function faqJsonLd(groups: FaqGroup[]): MetaDescriptor {
  return {
    "script:ld+json": {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: groups.flatMap((group) =>
        group.items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: plainText(item.answer, 5000) },
        })),
      ),
    },
  };
}
