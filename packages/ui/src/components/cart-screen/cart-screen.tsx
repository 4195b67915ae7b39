import { Gift, ShoppingBag, Truck } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { CartLine, type CartLineLinkProps, type ChosenOption } from "../cart-line/cart-line.tsx";
import { CartStepIndicator } from "../cart-step-indicator/cart-step-indicator.tsx";
import { CartSummary, type CartSummaryDiscount } from "../cart-summary/cart-summary.tsx";
import { CouponForm } from "../coupon-form/coupon-form.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { Select } from "../select/select.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import { TrustBadges } from "../trust-badges/trust-badges.tsx";

const messages = defineUiMessages({
  title: { id: "commerce.cartScreen.title", description: "Heading of the cart page" },
  lines: { id: "commerce.cartScreen.lines", description: "Accessible name of the cart's lines" },
  emptyTitle: { id: "commerce.cartScreen.emptyTitle", description: "Empty cart: heading" },
  emptyText: { id: "commerce.cartScreen.emptyText", description: "Empty cart: encouragement" },
  emptyAction: { id: "commerce.cartScreen.emptyAction", description: "Empty cart: link home" },
  checkout: { id: "commerce.cartScreen.checkout", description: "Button: go on to the address" },
  cannotOrder: {
    id: "commerce.cartScreen.cannotOrder",
    description: "Shown under the checkout button while a line is out of stock",
  },
  campaigns: { id: "commerce.cartScreen.campaigns", description: "Heading: campaigns to apply" },
  campaignApply: { id: "commerce.cartScreen.campaignApply", description: "Button: apply" },
  campaignRemove: { id: "commerce.cartScreen.campaignRemove", description: "Button: remove" },
  campaignApplied: { id: "commerce.cartScreen.campaignApplied", description: "Applied state" },
  campaignNotEligible: {
    id: "commerce.cartScreen.campaignNotEligible",
    description: "A campaign the cart does not meet yet",
  },
  cargo: { id: "commerce.cartScreen.cargo", description: "Heading: cargo company choice" },
  cargoDays: {
    id: "commerce.cartScreen.cargoDays",
    description: "Delivery time of a cargo company, {min}-{max} working days",
  },
  cargoSave: {
    id: "commerce.cartScreen.cargoSave",
    description: "Button, before JavaScript runs: save the chosen cargo company",
  },
  cargoFree: { id: "commerce.cartScreen.cargoFree", description: "A cargo option that is free" },
  options: { id: "commerce.cartScreen.options", description: "Heading: gift, note and date" },
  gift: { id: "commerce.cartScreen.gift", description: "Checkbox: wrap as a gift, with price" },
  giftNote: { id: "commerce.cartScreen.giftNote", description: "Field: the gift card's note" },
  note: { id: "commerce.cartScreen.note", description: "Field: a note for the order" },
  deliveryDate: { id: "commerce.cartScreen.deliveryDate", description: "Field: delivery date" },
  deliveryDateAny: {
    id: "commerce.cartScreen.deliveryDateAny",
    description: "Delivery date option: as soon as possible",
  },
  deliveryTime: { id: "commerce.cartScreen.deliveryTime", description: "Field: time window" },
  save: { id: "commerce.cartScreen.save", description: "Button: save gift, note and date" },
  giftPackage: { id: "commerce.cartScreen.giftPackage", description: "Summary row: gift wrap" },
});

export interface CartScreenLine {
  id: string;
  title: string;
  href?: string;
  image?: string | null;
  options?: readonly ChosenOption[];
  unitPrice: number;
  oldUnitPrice?: number;
  lineTotal: number;
  quantity: number;
  minQuantity?: number;
  maxQuantity?: number;
  outOfStock?: boolean;
}

export interface CartScreenCampaign {
  id: string;
  name: string;
  description?: string | null;
  eligible: boolean;
  applied: boolean;
}

export interface CartScreenCargo {
  id: string;
  name: string;
  logo?: string | null;
  price: number;
  daysMin: number;
  daysMax: number;
  selected: boolean;
}

export interface CartScreenChoices {
  isGift: boolean;
  giftNote: string;
  note: string;
  deliveryDate: string;
  deliveryDateText: string;
}

/** The delivery time windows a shopper may pick. */
export const DELIVERY_TIME_WINDOWS = ["09:00-13:00", "13:00-18:00", "18:00-22:00"] as const;

export type CartScreenProps = Omit<ComponentProps<"div">, "children"> & {
  currency: PriceCurrency;
  lines: readonly CartScreenLine[];
  placeholderImage: string;
  renderLink?: (props: CartLineLinkProps) => ReactElement;
  /** Amounts as the server computed them. */
  summary: {
    itemCount: number;
    subtotal: number;
    vatTotal: number;
    campaign?: CartSummaryDiscount | null;
    coupon?: { code: string; amount: number } | null;
    cargoPrice: number;
    freeShippingThreshold?: number;
    giftPackagePrice: number;
    total: number;
  };
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
  /** Lines whose change is under way. */
  pendingLineIds?: readonly string[];
  coupon: {
    appliedCode: string | null;
    /** The applied coupon's id, which the remove form sends. */
    appliedId?: string | null;
    error?: string;
    pending?: boolean;
  };
  onApplyCoupon: (code: string) => void;
  onRemoveCoupon: () => void;
  campaigns: readonly CartScreenCampaign[];
  onApplyCampaign: (id: string) => void;
  onRemoveCampaign: (id: string) => void;
  cargo: readonly CartScreenCargo[];
  onChooseCargo: (id: string) => void;
  choices: CartScreenChoices;
  giftPackageUnitPrice: number;
  deliveryDates: readonly string[];
  /**
   * Renders the screen's POST forms, so that every change works before JavaScript runs (the app
   * passes its router's form). Each carries `intent`: update (line_id, quantity, step), delete
   * (line_id), coupon (code), coupon-remove (coupon_id), campaign and campaign-remove
   * (campaign_id), cargo (cargo_id) and choices (is_gift_cart, gift_note, general_note,
   * delivery_date, delivery_date_text). With JavaScript the callbacks run instead, except for
   * the choices, which are always sent by their form.
   */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  checkoutHref: string;
  /** False while a line cannot be ordered as it is: the checkout button is disabled. */
  canCheckout: boolean;
  shoppingHref: string;
  /** The totals are being recalculated. */
  pending?: boolean;
  /** A message above the lines (the outcome of a change made without JavaScript). */
  notice?: ReactNode;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** The cart page: lines, campaigns, coupon, cargo, gift and note, and the totals. */
export function CartScreen({
  currency,
  lines,
  placeholderImage,
  renderLink = defaultRenderLink,
  summary,
  onQuantityChange,
  onRemove,
  pendingLineIds = [],
  coupon,
  onApplyCoupon,
  onRemoveCoupon,
  campaigns,
  onApplyCampaign,
  onRemoveCampaign,
  cargo,
  onChooseCargo,
  choices,
  giftPackageUnitPrice,
  deliveryDates,
  renderForm = defaultRenderForm,
  checkoutHref,
  canCheckout,
  shoppingHref,
  pending = false,
  notice,
  className,
  ...props
}: CartScreenProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const titleId = useId();
  const fieldId = useId();
  const hidden = (fields: Record<string, string>) =>
    Object.entries(fields).map(([name, value]) => (
      <input key={name} type="hidden" name={name} value={value} />
    ));
  const t = (message: keyof typeof messages, values?: Record<string, ReactNode>) =>
    intl.formatMessage(messages[message], values as Record<string, string>);

  if (lines.length === 0) {
    return (
      <div
        data-slot="cart-screen"
        data-state="empty"
        className={cn("flex flex-col gap-6", className)}
        {...props}
      >
        <CartStepIndicator current="cart" />
        {notice}
        <section
          aria-labelledby={titleId}
          className="flex flex-col items-center gap-3 rounded-lg border border-border-subtle bg-surface px-4 py-12 text-center"
        >
          <ShoppingBag aria-hidden="true" className="size-12 text-fg-muted" />
          <h1 id={titleId} className="text-heading-md font-semibold text-fg-strong">
            {t("emptyTitle")}
          </h1>
          <p className="max-w-prose text-body text-fg-muted">{t("emptyText")}</p>
          <Button asChild size="lg">
            {renderLink({ href: shoppingHref, children: t("emptyAction") })}
          </Button>
        </section>
      </div>
    );
  }

  const fees: CartSummaryDiscount[] = [
    ...(summary.giftPackagePrice > 0
      ? [{ id: "gift", label: t("giftPackage"), amount: summary.giftPackagePrice }]
      : []),
  ];

  const summaryColumn = (
    <>
      <CartSummary
        currency={currency}
        itemCount={summary.itemCount}
        subtotal={summary.subtotal}
        campaignDiscounts={summary.campaign ? [summary.campaign] : []}
        coupon={summary.coupon ?? null}
        cargoPrice={summary.cargoPrice}
        fees={fees}
        {...(summary.freeShippingThreshold !== undefined
          ? { freeShippingThreshold: summary.freeShippingThreshold }
          : {})}
        total={summary.total}
        pending={pending}
        action={
          <div className="flex flex-col gap-2">
            {canCheckout ? (
              <Button asChild size="lg" className="w-full">
                {renderLink({ href: checkoutHref, children: t("checkout") })}
              </Button>
            ) : (
              <>
                <Button size="lg" className="w-full" disabled>
                  {t("checkout")}
                </Button>
                <p role="status" className="text-caption text-warning-fg">
                  {t("cannotOrder")}
                </p>
              </>
            )}
          </div>
        }
      />
      <CouponForm
        appliedCode={coupon.appliedCode}
        onApply={onApplyCoupon}
        onRemove={onRemoveCoupon}
        name="code"
        renderForm={renderForm}
        applyFields={hidden({ intent: "coupon" })}
        removeFields={hidden({ intent: "coupon-remove", coupon_id: coupon.appliedId ?? "" })}
        {...(coupon.error ? { error: coupon.error } : {})}
        pending={coupon.pending ?? false}
      />
      <TrustBadges layout="stack" compact />
    </>
  );

  return (
    <div data-slot="cart-screen" className={cn("flex flex-col gap-6", className)} {...props}>
      <CartStepIndicator current="cart" />
      <h1 id={titleId} className="text-heading-lg font-semibold text-fg-strong">
        {t("title")}
      </h1>
      {notice}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <h2 id={`${fieldId}-lines`} className="sr-only">
            {t("lines")}
          </h2>
          <ul aria-labelledby={`${fieldId}-lines`} className="-mt-6 flex flex-col gap-3">
            {lines.map((line) => (
              <li key={line.id}>
                <CartLine
                  title={line.title}
                  {...(line.href ? { href: line.href } : {})}
                  renderLink={renderLink}
                  image={line.image ?? null}
                  placeholderImage={placeholderImage}
                  options={line.options ?? []}
                  unitPrice={line.unitPrice}
                  {...(line.oldUnitPrice !== undefined ? { oldUnitPrice: line.oldUnitPrice } : {})}
                  lineTotal={line.lineTotal}
                  currency={currency}
                  quantity={line.quantity}
                  {...(line.minQuantity !== undefined ? { minQuantity: line.minQuantity } : {})}
                  {...(line.maxQuantity !== undefined ? { maxQuantity: line.maxQuantity } : {})}
                  outOfStock={line.outOfStock ?? false}
                  pending={pendingLineIds.includes(line.id)}
                  onQuantityChange={(quantity) => onQuantityChange(line.id, quantity)}
                  onRemove={() => onRemove(line.id)}
                  renderForm={renderForm}
                  lineId={line.id}
                />
              </li>
            ))}
          </ul>
        </div>

        <div className="flex flex-col gap-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          {summaryColumn}
        </div>

        <div className="flex min-w-0 flex-col gap-6">
          {campaigns.length > 0 && (
            <section
              data-slot="cart-screen-campaigns"
              aria-labelledby={`${fieldId}-campaigns`}
              className="flex flex-col gap-3 rounded-lg border border-border-subtle bg-surface p-4"
            >
              <h2
                id={`${fieldId}-campaigns`}
                className="text-heading-sm font-semibold text-fg-strong"
              >
                {t("campaigns")}
              </h2>
              <ul className="flex flex-col gap-2">
                {campaigns.map((campaign) => (
                  <li
                    key={campaign.id}
                    data-state={
                      campaign.applied ? "applied" : campaign.eligible ? "eligible" : "ineligible"
                    }
                    className={cn(
                      "flex flex-wrap items-center justify-between gap-2 rounded-md border p-3",
                      campaign.applied
                        ? "border-success-border bg-success-subtle"
                        : "border-border-subtle",
                    )}
                  >
                    <div className="flex min-w-0 flex-col gap-0.5">
                      <span className="font-semibold text-fg-strong">{campaign.name}</span>
                      {!campaign.eligible && !campaign.applied && (
                        <span className="text-caption text-fg-muted">
                          {t("campaignNotEligible")}
                        </span>
                      )}
                    </div>
                    {renderForm({
                      method: "post",
                      children: (
                        <>
                          {hidden({
                            intent: campaign.applied ? "campaign-remove" : "campaign",
                            campaign_id: campaign.id,
                          })}
                          {campaign.applied ? (
                            <Button
                              type="submit"
                              size="sm"
                              variant="outline"
                              onClick={(event) => {
                                event.preventDefault();
                                onRemoveCampaign(campaign.id);
                              }}
                            >
                              {t("campaignRemove")}
                            </Button>
                          ) : (
                            <Button
                              type="submit"
                              size="sm"
                              variant="secondary"
                              disabled={!campaign.eligible}
                              onClick={(event) => {
                                event.preventDefault();
                                onApplyCampaign(campaign.id);
                              }}
                            >
                              {t("campaignApply")}
                            </Button>
                          )}
                        </>
                      ),
                    })}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {cargo.length > 0 &&
            renderForm({
              method: "post",
              children: (
                <fieldset
                  data-slot="cart-screen-cargo"
                  className="flex flex-col gap-2 rounded-lg border border-border-subtle bg-surface p-4"
                >
                  {hidden({ intent: "cargo" })}
                  <legend className="float-start mb-2 flex items-center gap-2 text-heading-sm font-semibold text-fg-strong">
                    <Truck aria-hidden="true" className="size-5 rtl:-scale-x-100" />
                    {t("cargo")}
                  </legend>
                  {cargo.map((option) => (
                    <label
                      key={option.id}
                      className={cn(
                        "flex cursor-pointer items-center gap-3 rounded-md border p-3",
                        option.selected ? "border-brand bg-brand-subtle" : "border-border-subtle",
                      )}
                    >
                      <input
                        type="radio"
                        name="cargo_id"
                        value={option.id}
                        checked={option.selected}
                        onChange={() => onChooseCargo(option.id)}
                        className="size-4 accent-brand"
                      />
                      {option.logo && (
                        <img src={option.logo} alt="" className="h-6 w-auto" loading="lazy" />
                      )}
                      <span className="flex min-w-0 flex-1 flex-col">
                        <span className="font-semibold text-fg-strong">{option.name}</span>
                        <span className="text-caption text-fg-muted">
                          {t("cargoDays", { min: option.daysMin, max: option.daysMax })}
                        </span>
                      </span>
                      {option.price === 0 ? (
                        <span className="font-semibold text-success-fg">{t("cargoFree")}</span>
                      ) : (
                        <Price amount={option.price} currency={currency} size="sm" />
                      )}
                    </label>
                  ))}
                  {/* Before JavaScript runs, a choice is sent with this button. */}
                  {!hydrated && (
                    <Button type="submit" variant="outline" size="sm" className="self-start">
                      {t("cargoSave")}
                    </Button>
                  )}
                </fieldset>
              ),
            })}

          {renderForm({
            method: "post",
            "aria-labelledby": `${fieldId}-options`,
            className: "flex flex-col gap-3 rounded-lg border border-border-subtle bg-surface p-4",
            children: (
              <>
                <input type="hidden" name="intent" value="choices" />
                <h2
                  id={`${fieldId}-options`}
                  className="text-heading-sm font-semibold text-fg-strong"
                >
                  {t("options")}
                </h2>
                <label className="flex items-center gap-2 text-body">
                  <input
                    type="checkbox"
                    name="is_gift_cart"
                    defaultChecked={choices.isGift}
                    className="size-4 accent-brand"
                  />
                  <Gift aria-hidden="true" className="size-4 text-brand" />
                  <span>
                    {t("gift", {
                      price: <Price amount={giftPackageUnitPrice} currency={currency} size="sm" />,
                    })}
                  </span>
                </label>
                <FormField label={t("giftNote")} optional>
                  <Textarea
                    name="gift_note"
                    maxLength={500}
                    rows={2}
                    defaultValue={choices.giftNote}
                  />
                </FormField>
                <FormField label={t("note")} optional>
                  <Textarea
                    name="general_note"
                    maxLength={1000}
                    rows={2}
                    defaultValue={choices.note}
                  />
                </FormField>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField label={t("deliveryDate")} optional>
                    <Select
                      name="delivery_date"
                      defaultValue={choices.deliveryDate}
                      options={[
                        { value: "", label: t("deliveryDateAny") },
                        ...deliveryDates.map((date) => ({ value: date, label: date })),
                      ]}
                    />
                  </FormField>
                  <FormField label={t("deliveryTime")} optional>
                    <Select
                      name="delivery_date_text"
                      defaultValue={choices.deliveryDateText}
                      options={[
                        { value: "", label: t("deliveryDateAny") },
                        ...DELIVERY_TIME_WINDOWS.map((window) => ({
                          value: window,
                          label: window,
                        })),
                      ]}
                    />
                  </FormField>
                </div>
                <Button type="submit" variant="outline" className="self-start">
                  {t("save")}
                </Button>
              </>
            ),
          })}
        </div>
      </div>
    </div>
  );
}
