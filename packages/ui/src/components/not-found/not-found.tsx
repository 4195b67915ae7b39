import { ArrowLeft, House, SearchX } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { StatusLayout } from "./status-layout.tsx";

const messages = defineUiMessages({
  code: { id: "layout.notFound.code", description: "The technical 404 line above the title" },
  title: { id: "layout.notFound.title" },
  text: { id: "layout.notFound.text" },
  home: { id: "layout.notFound.home" },
  back: { id: "layout.notFound.back" },
});

export type NotFoundProps = Omit<ComponentProps<"section">, "title"> & {
  /** The home page of the current locale ("/", "/en", "/ar"). */
  homeHref: string;
  /** Shows a "Go back" button that raises this (the app calls history.back()). */
  onBack?: () => void;
  /** Renders the home link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
};

/**
 * The storefront's 404: "Aradığınız sayfayı bulamadık" with a link home and a back button.
 * Children (a search box, popular categories) go under the actions.
 */
function NotFound({ homeHref, onBack, renderLink, children, ...props }: NotFoundProps) {
  const intl = useIntl();
  return (
    <StatusLayout
      slot="not-found"
      tone="brand"
      icon={<SearchX />}
      eyebrow={intl.formatMessage(messages.code)}
      title={intl.formatMessage(messages.title)}
      text={intl.formatMessage(messages.text)}
      actions={
        <>
          {onBack && (
            <Button variant="outline" size="lg" data-slot="not-found-back" onClick={onBack}>
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              {intl.formatMessage(messages.back)}
            </Button>
          )}
          <Button asChild size="lg">
            <LayoutLink render={renderLink} href={homeHref} data-slot="not-found-home">
              <House aria-hidden="true" />
              {intl.formatMessage(messages.home)}
            </LayoutLink>
          </Button>
        </>
      }
      {...props}
    >
      {children}
    </StatusLayout>
  );
}

export { NotFound };
