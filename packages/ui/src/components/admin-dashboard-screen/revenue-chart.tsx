// The dashboard's revenue by day, drawn by recharts. Loaded on its own (React.lazy) so that only
// the dashboard downloads the charting library. In Arabic the days run from the right and the
// amounts stand on the right, as the page reads.

import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { useIntl } from "../../i18n/intl.ts";
import { useLocale } from "../../lib/use-locale.ts";
import { currencyIdCodes, type PriceCurrency } from "../price/index.ts";

export interface DashboardDay {
  /** YYYY-MM-DD. */
  date: string;
  orderCount: number;
  /** Minor units. */
  revenue: number;
}

export interface RevenueChartProps {
  days: readonly DashboardDay[];
  currency: PriceCurrency;
  /** The tooltip's order count ("3 orders"). */
  formatOrders: (count: number) => string;
}

const MINOR = 100;

export default function RevenueChart({ days, currency, formatOrders }: RevenueChartProps) {
  const intl = useIntl();
  const { dir } = useLocale();
  const rtl = dir === "rtl";
  const code = typeof currency === "number" ? currencyIdCodes[currency] : currency;
  const day = (date: string) =>
    intl.formatDate(`${date}T12:00:00Z`, { day: "numeric", month: "short", timeZone: "UTC" });
  const money = (minor: number, compact: boolean) =>
    intl.formatNumber(minor / MINOR, {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
      ...(compact ? { notation: "compact", maximumFractionDigits: 1 } : {}),
    });
  // SVG text anchors follow the CSS direction: the axes are laid out left to right and mirrored
  // by `reversed` and `orientation` instead, so that labels never run into the bars.
  return (
    <div dir="ltr">
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={[...days]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid vertical={false} stroke="var(--shop-color-border-subtle)" />
          <XAxis
            dataKey="date"
            reversed={rtl}
            tickFormatter={day}
            minTickGap={16}
            tickLine={false}
            axisLine={false}
            tick={{ fill: "var(--shop-color-text-muted)", fontSize: 12 }}
          />
          <YAxis
            orientation={rtl ? "right" : "left"}
            tickFormatter={(value: number) => money(value, true)}
            width={64}
            tickLine={false}
            axisLine={false}
            tick={{ fill: "var(--shop-color-text-muted)", fontSize: 12 }}
          />
          <Tooltip
            cursor={{ fill: "var(--shop-color-surface-muted)" }}
            labelFormatter={(label) => day(String(label))}
            formatter={(value, _name, item) => [
              `${money(Number(value), false)} · ${formatOrders(
                (item.payload as DashboardDay).orderCount,
              )}`,
            ]}
            contentStyle={{
              borderRadius: 8,
              borderColor: "var(--shop-color-border-subtle)",
              direction: dir,
            }}
          />
          <Bar
            dataKey="revenue"
            fill="var(--shop-color-brand-default)"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
