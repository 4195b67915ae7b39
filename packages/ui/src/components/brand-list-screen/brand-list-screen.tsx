import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "../breadcrumbs/index.ts";
import { type BrandListEntry, brandInitial, groupBrands } from "./group-brands.ts";

const messages = defineUiMessages({
  title: { id: "catalogue.brandList.title", description: "Heading of the all-brands page" },
  index: { id: "catalogue.brandList.index", description: "Name of the A–Z letter links" },
  jumpTo: { id: "catalogue.brandList.jumpTo", description: "A letter link's accessible name" },
  other: {
    id: "catalogue.brandList.other",
    description: "Group of names not starting with a letter",
  },
  empty: { id: "catalogue.brandList.empty" },
  productCount: { id: "catalogue.productCount", description: "A brand's number of products" },
});

export type BrandListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  breadcrumbs?: BreadcrumbItem[];
  /** Every brand, in any order: grouped under their initials in the locale's alphabet. */
  brands: BrandListEntry[];
  /** Prefix of the letter sections' ids (the index links to `#<prefix>-<letter>`). */
  idPrefix?: string;
  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
};

/**
 * All brands A–Z: a letter index that jumps to each letter's section, and the brands as cards
 * with their logo (or initial) and number of products.
 */
function BrandListScreen({
  breadcrumbs,
  brands,
  idPrefix = "brands",
  renderLink,
  className,
  ...props
}: BrandListScreenProps) {
  const intl = useIntl();
  const groups = groupBrands(brands, intl.locale);
  const sectionId = (letter: string | null) => `${idPrefix}-${letter ?? "other"}`;
  const letterName = (letter: string | null) => letter ?? intl.formatMessage(messages.other);

  return (
    <div data-slot="brand-list-screen" className={cn("flex flex-col gap-6", className)} {...props}>
      {breadcrumbs && (
        <Breadcrumbs
          items={breadcrumbs}
          {...(renderLink
            ? {
                renderLink: ({ href, children }) => (
                  <LayoutLink render={renderLink} href={href}>
                    {children}
                  </LayoutLink>
                ),
              }
            : {})}
        />
      )}
      <h1 className="text-heading-md font-bold text-fg-strong sm:text-heading-lg">
        {intl.formatMessage(messages.title)}
      </h1>
      {groups.length === 0 ? (
        <p
          data-slot="brand-list-empty"
          className="rounded-lg bg-surface-muted px-6 py-10 text-center text-body text-fg-muted"
        >
          {intl.formatMessage(messages.empty)}
        </p>
      ) : (
        <>
          <nav
            data-slot="brand-list-index"
            aria-label={intl.formatMessage(messages.index)}
            className="sticky top-0 z-sticky -mx-4 border-border-subtle border-b bg-surface/95 px-4 py-2 sm:mx-0 sm:rounded-lg sm:border sm:px-3"
          >
            <ul className="flex gap-1 overflow-x-auto [scrollbar-width:none] sm:flex-wrap sm:overflow-visible">
              {groups.map(({ letter }) => (
                <li key={letter ?? "other"} className="shrink-0">
                  <a
                    href={`#${sectionId(letter)}`}
                    data-slot="brand-list-letter"
                    aria-label={intl.formatMessage(messages.jumpTo, { letter: letterName(letter) })}
                    className={cn(
                      "flex h-9 min-w-9 items-center justify-center rounded-md px-2 text-body-sm font-semibold text-fg-strong",
                      "transition-colors duration-fast ease-standard hover:bg-brand-subtle hover:text-brand-fg",
                      "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                    )}
                  >
                    {letter ?? "#"}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-col gap-8">
            {groups.map(({ letter, brands: entries }) => (
              <section
                key={letter ?? "other"}
                id={sectionId(letter)}
                data-slot="brand-list-section"
                aria-labelledby={`${sectionId(letter)}-title`}
                className="scroll-mt-scroll-offset"
              >
                <h2
                  id={`${sectionId(letter)}-title`}
                  className="mb-3 border-border-subtle border-b pb-2 text-heading-sm font-bold text-fg-strong"
                >
                  {letterName(letter)}
                </h2>
                <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
                  {entries.map((brand) => (
                    <li key={brand.id} className="min-w-0">
                      <LayoutLink
                        render={renderLink}
                        href={brand.href}
                        data-slot="brand-list-brand"
                        className={cn(
                          "flex h-full flex-col items-center gap-2 rounded-lg border border-border-subtle bg-surface p-3 text-center",
                          "transition-shadow duration-fast ease-standard hover:border-border hover:shadow-md",
                          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                        )}
                      >
                        <span className="flex h-14 w-full items-center justify-center">
                          {brand.logo ? (
                            <img
                              src={brand.logo}
                              alt=""
                              width={120}
                              height={56}
                              loading="lazy"
                              className="max-h-14 max-w-full object-contain"
                            />
                          ) : (
                            <span
                              aria-hidden="true"
                              className="flex size-12 items-center justify-center rounded-full bg-surface-sunken text-heading-sm font-bold text-fg-muted"
                            >
                              {brandInitial(brand.name, intl.locale) ?? "#"}
                            </span>
                          )}
                        </span>
                        <span className="line-clamp-2 w-full break-words text-body-sm font-semibold text-fg-strong">
                          {brand.name}
                        </span>
                        {brand.productCount !== undefined && (
                          <span className="text-caption text-fg-muted">
                            {intl.formatMessage(messages.productCount, {
                              count: brand.productCount,
                            })}
                          </span>
                        )}
                      </LayoutLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

export { BrandListScreen };
