import { CalendarDays, ChevronRight, TicketPercent } from "lucide-react";
import type { ComponentProps } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import { Badge } from "../badge/badge.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "../breadcrumbs/index.ts";

const messages = defineUiMessages({
  title: { id: "catalogue.campaignList.title", description: "Heading of the campaigns page" },
  dates: { id: "catalogue.campaignList.dates", description: "A campaign's first and last day" },
  from: { id: "catalogue.campaignList.from", description: "A campaign without an end date" },
  until: { id: "catalogue.campaignList.until", description: "A campaign's last day" },
  ended: { id: "catalogue.campaignList.ended", description: "Badge of a past campaign" },
  details: { id: "catalogue.campaignList.details", description: "A campaign card's link" },
  emptyTitle: { id: "catalogue.campaignList.emptyTitle" },
  emptyText: { id: "catalogue.campaignList.emptyText" },
});

export interface CampaignListEntry {
  id: string;
  title: string;
  description?: string;
  href: string;
  /** The campaign's banner; absent shows an icon. */
  image?: string | null;
  /** A short highlight ("%20 indirim", "3 al 2 öde"). */
  badge?: string;
  /** First and last day, ISO dates ("2025-06-01"). */
  startsAt?: string;
  endsAt?: string;
  /** A campaign that is over: greyed, with an "Ended" badge. */
  ended?: boolean;
}

export type CampaignListScreenProps = Omit<ComponentProps<"div">, "children"> & {
  breadcrumbs?: BreadcrumbItem[];
  campaigns: CampaignListEntry[];
  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
};

const dateFormat = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;

/** The campaigns as cards: banner, highlight badge, title, description, dates and a link. */
function CampaignListScreen({
  breadcrumbs,
  campaigns,
  renderLink,
  className,
  ...props
}: CampaignListScreenProps) {
  const intl = useIntl();
  const date = (iso: string) =>
    intl.formatDate(new Date(`${iso.slice(0, 10)}T00:00:00Z`), dateFormat);
  const dates = (campaign: CampaignListEntry) =>
    campaign.startsAt && campaign.endsAt
      ? intl.formatMessage(messages.dates, {
          start: date(campaign.startsAt),
          end: date(campaign.endsAt),
        })
      : campaign.endsAt
        ? intl.formatMessage(messages.until, { end: date(campaign.endsAt) })
        : campaign.startsAt
          ? intl.formatMessage(messages.from, { start: date(campaign.startsAt) })
          : null;

  return (
    <div
      data-slot="campaign-list-screen"
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
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
      {campaigns.length === 0 ? (
        <div
          data-slot="campaign-list-empty"
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface-muted px-6 py-12 text-center"
        >
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-brand-subtle text-brand-fg"
          >
            <TicketPercent className="size-7" />
          </span>
          <p className="text-body-lg font-semibold text-fg-strong">
            {intl.formatMessage(messages.emptyTitle)}
          </p>
          <p className="text-body-sm text-fg-muted">{intl.formatMessage(messages.emptyText)}</p>
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {campaigns.map((campaign) => {
            const when = dates(campaign);
            return (
              <li key={campaign.id} className="min-w-0">
                <article
                  data-slot="campaign-list-card"
                  data-state={campaign.ended ? "ended" : "active"}
                  className={cn(
                    "group relative flex h-full flex-col overflow-hidden rounded-lg border border-border-subtle bg-surface",
                    "transition-shadow duration-fast ease-standard hover:shadow-md",
                    "has-[[data-slot=campaign-list-link]:focus-visible]:outline-2 has-[[data-slot=campaign-list-link]:focus-visible]:outline-offset-2 has-[[data-slot=campaign-list-link]:focus-visible]:outline-focus",
                  )}
                >
                  <div className="relative aspect-[2/1] overflow-hidden bg-brand-subtle">
                    {campaign.image ? (
                      <img
                        src={campaign.image}
                        alt=""
                        width={600}
                        height={300}
                        loading="lazy"
                        className={cn(
                          "size-full object-cover",
                          campaign.ended && "opacity-60 grayscale",
                        )}
                      />
                    ) : (
                      <span
                        aria-hidden="true"
                        className="flex size-full items-center justify-center text-brand-fg"
                      >
                        <TicketPercent className="size-14" />
                      </span>
                    )}
                    <div className="absolute start-3 top-3 flex flex-wrap gap-1.5">
                      {campaign.badge && (
                        <Badge variant="brand" appearance="solid" data-slot="campaign-list-badge">
                          {campaign.badge}
                        </Badge>
                      )}
                      {campaign.ended && (
                        <Badge variant="neutral" appearance="solid" data-slot="campaign-list-ended">
                          {intl.formatMessage(messages.ended)}
                        </Badge>
                      )}
                    </div>
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-4">
                    <h2 className="text-body-lg font-bold text-fg-strong break-words">
                      <LayoutLink
                        render={renderLink}
                        href={campaign.href}
                        data-slot="campaign-list-link"
                        className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-fg"
                      >
                        {campaign.title}
                      </LayoutLink>
                    </h2>
                    {campaign.description && (
                      <p className="line-clamp-3 text-body-sm text-fg-muted">
                        {campaign.description}
                      </p>
                    )}
                    {when && (
                      <p
                        data-slot="campaign-list-dates"
                        className="flex items-center gap-1.5 text-caption font-medium text-fg-muted"
                      >
                        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                        {when}
                      </p>
                    )}
                    <span
                      aria-hidden="true"
                      className="mt-auto inline-flex items-center gap-1 pt-2 text-body-sm font-semibold text-brand-fg group-hover:underline"
                    >
                      {intl.formatMessage(messages.details)}
                      <ChevronRight className="size-4 rtl:rotate-180" />
                    </span>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export { CampaignListScreen };
