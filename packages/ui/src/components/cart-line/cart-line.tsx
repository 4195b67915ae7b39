import { CircleAlert, Info, Trash2 } from "lucide-react";
import { type ComponentProps, type ReactElement, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { IconButton } from "../icon-button/index.ts";
import { Link } from "../link/index.ts";
import { Price, type PriceCurrency } from "../price/index.ts";
import { QuantityStepper } from "../quantity-stepper/index.ts";
import { Spinner } from "../spinner/index.ts";

const messages = defineUiMessages({
  remove: { id: "commerce.cartLine.remove", description: "Button: remove the line from the cart" },
  unitPrice: { id: "commerce.cartLine.unitPrice", description: "Price of one item of the line" },
  lineTotal: { id: "commerce.cartLine.lineTotal", description: "Screen-reader label of the total" },
  outOfStock: {
    id: "commerce.cartLine.outOfStock",
    description: "Warning on a line whose product ran out of stock",
  },
  maxReached: {
    id: "commerce.cartLine.maxReached",
    description: "Hint when the quantity reached the maximum order quantity",
  },
  minOrder: {
    id: "commerce.cartLine.minOrder",
    description: "Hint when the product has a minimum order quantity above one",
  },
  updating: { id: "commerce.cartLine.updating", description: "Status while the line updates" },
});

const optionMessages = defineUiMessages({
  item: {
    id: "commerce.cartLine.option",
    description: "A chosen sub-product option: attribute name and value, e.g. Size: M",
  },
});

export interface ChosenOption {
  /** The attribute's name, e.g. "Beden". */
  name: string;
  /** The chosen option, e.g. "M". */
  value: string;
}

export type ChosenOptionsProps = Omit<ComponentProps<"ul">, "children"> & {
  options: readonly ChosenOption[];
};

/** The sub-product a shopper chose, as "Beden: M · Renk: Siyah" (cart line, added-to-cart popup). */
export function ChosenOptions({ options, className, ...props }: ChosenOptionsProps) {
  const intl = useIntl();
  if (options.length === 0) return null;
  return (
    <ul
      data-slot="chosen-options"
      className={cn(
        "flex flex-wrap gap-x-2 gap-y-0.5 text-caption text-fg-muted [&>li+li]:before:me-2 [&>li+li]:before:content-['·']",
        className,
      )}
      {...props}
    >
      {options.map((option) => (
        <li key={option.name} data-slot="chosen-option" className="before:text-fg-subtle">
          {intl.formatMessage(optionMessages.item, { name: option.name, value: option.value })}
        </li>
      ))}
    </ul>
  );
}

export type CartLineLinkProps = ComponentProps<"a"> & { href: string };

/** Prices are in integer minor units (kuruş, cents), as the API sends them. */
export type CartLineProps = Omit<ComponentProps<"article">, "children" | "title"> & {
  title: string;
  brand?: string;
  /** The product page; absent leaves the title as text. */
  href?: string;
  renderLink?: (props: CartLineLinkProps) => ReactElement;
  image?: string | null;
  placeholderImage: string;
  /** The chosen sub-product's options. */
  options?: readonly ChosenOption[];
  unitPrice: number;
  /** The unit price before a discount. */
  oldUnitPrice?: number;
  /** The line's total as the server computed it; defaults to unit price × quantity. */
  lineTotal?: number;
  currency: PriceCurrency;
  quantity: number;
  /** The minimum order quantity. */
  minQuantity?: number;
  /** The maximum order quantity (or the stock left). */
  maxQuantity?: number;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  outOfStock?: boolean;
  /** An update or removal of this line runs: controls are disabled. */
  pending?: boolean;
  /**
   * Renders the line's POST forms, so that its stepper and remove button work before JavaScript
   * runs: `intent` update (fields line_id, quantity, step) and delete (line_id). With JavaScript
   * the callbacks run instead.
   */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  /** The line's id in those forms. */
  lineId?: string;
};

const defaultRenderLink = (props: CartLineLinkProps) => (
  <Link variant="inherit" underline="hover" {...props} />
);

export function CartLine({
  title,
  brand,
  href,
  renderLink = defaultRenderLink,
  image,
  placeholderImage,
  options = [],
  unitPrice,
  oldUnitPrice,
  lineTotal,
  currency,
  quantity,
  minQuantity = 1,
  maxQuantity,
  onQuantityChange,
  onRemove,
  outOfStock = false,
  pending = false,
  renderForm,
  lineId,
  className,
  ...props
}: CartLineProps) {
  const intl = useIntl();
  const titleId = useId();
  const total = lineTotal ?? unitPrice * quantity;
  const oldTotal = oldUnitPrice !== undefined ? oldUnitPrice * quantity : undefined;
  const atMax = maxQuantity !== undefined && quantity >= maxQuantity;
  const inForm = (children: ReactElement) =>
    renderForm ? renderForm({ method: "post", className: "contents", children }) : children;
  const name = (
    <>
      {brand && <span className="font-semibold text-fg-strong">{brand} </span>}
      {title}
    </>
  );

  return (
    <article
      data-slot="cart-line"
      data-state={outOfStock ? "out-of-stock" : pending ? "pending" : "ready"}
      aria-labelledby={titleId}
      aria-busy={pending || undefined}
      className={cn(
        "relative flex gap-3 rounded-lg border bg-surface p-3 sm:gap-4 sm:p-4",
        outOfStock ? "border-warning-border" : "border-border-subtle",
        className,
      )}
      {...props}
    >
      <img
        data-slot="cart-line-image"
        src={image || placeholderImage}
        alt=""
        width={96}
        height={128}
        loading="lazy"
        decoding="async"
        className={cn(
          "h-24 w-18 shrink-0 rounded-md border border-border-subtle bg-surface-muted object-cover sm:h-32 sm:w-24",
          outOfStock && "opacity-60 grayscale",
        )}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:gap-4 sm:pe-10">
        <div data-slot="cart-line-info" className="flex min-w-0 flex-1 flex-col gap-1.5">
          <h3
            id={titleId}
            data-slot="cart-line-title"
            className="pe-8 text-body-sm text-fg sm:pe-0"
          >
            {href ? (
              renderLink({ href, className: "line-clamp-2", children: name } as CartLineLinkProps)
            ) : (
              <span className="line-clamp-2">{name}</span>
            )}
          </h3>
          <ChosenOptions options={options} />
          <p data-slot="cart-line-unit-price" className="text-caption text-fg-muted">
            {intl.formatMessage(messages.unitPrice, {
              price: (
                <Price
                  amount={unitPrice}
                  currency={currency}
                  size="sm"
                  className="text-caption [&_[data-slot=price-current]]:font-normal [&_[data-slot=price-current]]:text-fg-muted"
                />
              ),
            })}
          </p>
          {outOfStock && (
            <p
              data-slot="cart-line-out-of-stock"
              role="alert"
              className="flex items-start gap-2 rounded-md border border-warning-border bg-warning-subtle px-2.5 py-2 text-body-sm text-warning-fg"
            >
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {intl.formatMessage(messages.outOfStock)}
            </p>
          )}
          {!outOfStock && (atMax || minQuantity > 1) && (
            <p
              data-slot="cart-line-limit"
              className="flex items-start gap-1.5 text-caption text-info-fg"
            >
              <Info aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {atMax
                ? intl.formatMessage(messages.maxReached, { max: maxQuantity })
                : intl.formatMessage(messages.minOrder, { min: minQuantity })}
            </p>
          )}
        </div>
        <div
          data-slot="cart-line-controls"
          className="flex items-center justify-between gap-3 sm:w-56 sm:shrink-0 sm:justify-end sm:gap-5"
        >
          <div className="flex items-center gap-2">
            {inForm(
              <>
                {renderForm && (
                  <>
                    <input type="hidden" name="intent" value="update" />
                    <input type="hidden" name="line_id" value={lineId} />
                    {/* Enter in the field sends the typed number, not a step. */}
                    <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />
                  </>
                )}
                <QuantityStepper
                  data-slot="cart-line-quantity"
                  size="sm"
                  value={quantity}
                  min={minQuantity}
                  {...(maxQuantity !== undefined ? { max: maxQuantity } : {})}
                  onChange={onQuantityChange}
                  onRemove={onRemove}
                  disabled={pending || outOfStock}
                  aria-describedby={titleId}
                  {...(renderForm ? { name: "quantity", submitName: "step" } : {})}
                />
              </>,
            )}
            {pending && (
              <Spinner
                data-slot="cart-line-pending"
                size="sm"
                label={intl.formatMessage(messages.updating)}
              />
            )}
          </div>
          <div data-slot="cart-line-total" className="flex flex-col items-end text-end">
            <span className="sr-only">{intl.formatMessage(messages.lineTotal)}: </span>
            <Price
              amount={total}
              {...(oldTotal !== undefined ? { oldAmount: oldTotal } : {})}
              currency={currency}
              layout="stacked"
              showDiscount={false}
              className={cn(
                "items-end",
                outOfStock && "[&_[data-slot=price-current]]:text-fg-muted",
              )}
            />
          </div>
        </div>
      </div>
      {inForm(
        <>
          {renderForm && (
            <>
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="line_id" value={lineId} />
            </>
          )}
          <IconButton
            data-slot="cart-line-remove"
            label={intl.formatMessage(messages.remove)}
            aria-describedby={titleId}
            size="sm"
            shape="round"
            disabled={pending}
            {...(renderForm ? { type: "submit" as const } : {})}
            onClick={(event) => {
              event.preventDefault();
              onRemove();
            }}
            className="absolute end-2 top-2 text-fg-muted hover:bg-danger-subtle hover:text-danger-fg"
          >
            <Trash2 aria-hidden="true" />
          </IconButton>
        </>,
      )}
    </article>
  );
}
