// The widgets of a layout section (site settings), rendered in the admin's order. The shell
// renders its own kinds (HTML block, trust badges, exchange rates); the catalogue, blog and cart
// features add theirs through the registry the route passes in. Unknown kinds are skipped, as the
// API's contract asks.
import type { Widget } from "@shop/api/contract";
import { ExchangeRate, TrustBadges } from "@shop/ui";
import { Fragment, type ReactNode } from "react";
import type { RootData } from "../../lib/root-data.ts";
import type { WidgetRegistry } from "../../lib/widget-registry.ts";

/** US dollar and euro against the lira, in kuruş, from the API's currency list. */
export function exchangeRates(root: RootData) {
  const rates = root.currencies
    .filter((currency) => currency.code === "USD" || currency.code === "EUR")
    .map((currency) => ({
      currency: currency.code as "USD" | "EUR",
      amount: Math.round(Number(currency.exchange_rate) * 100),
    }));
  const updated = root.currencies
    .map((currency) => currency.rate_updated_at)
    .sort()
    .at(-1);
  return { rates, updatedAt: updated };
}

export const shellWidgets: WidgetRegistry = {
  // Admin-written HTML, rendered as the admin's (ARCHITECTURE.md: content the admin writes).
  html: (widget) =>
    widget.content ? (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's own HTML block
      <div data-widget="html" dangerouslySetInnerHTML={{ __html: widget.content }} />
    ) : null,
  trust_badges: () => <TrustBadges />,
  exchange_rates: (_widget, root) => {
    const { rates, updatedAt } = exchangeRates(root);
    return <ExchangeRate variant="card" rates={rates} {...(updatedAt ? { updatedAt } : {})} />;
  },
};

export function renderSection(
  widgets: Widget[],
  registry: WidgetRegistry,
  root: RootData,
  widgetData: Record<string, unknown> = {},
): ReactNode {
  const rendered = widgets
    .map((widget) => ({
      widget,
      node: registry[widget.type]?.(widget, root, widgetData[String(widget.id)]) ?? null,
    }))
    .filter((entry) => entry.node !== null);
  if (rendered.length === 0) return null;
  return rendered.map(({ widget, node }) => (
    <Fragment key={`${widget.id}-${widget.key}`}>{node}</Fragment>
  ));
}
