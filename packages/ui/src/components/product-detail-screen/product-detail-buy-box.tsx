import { Heart, ShoppingCart, Truck } from "lucide-react";
import {
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useRef,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import {
  BackInStockForm,
  type BackInStockStatus,
} from "../back-in-stock-form/back-in-stock-form.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { PersonalizationFields } from "../personalization-fields/personalization-fields.tsx";
import { Price } from "../price/index.ts";
import { QuantityStepper } from "../quantity-stepper/quantity-stepper.tsx";
import { ShareButtons, type ShareChannel } from "../share-buttons/share-buttons.tsx";
import { SubProductPicker } from "../sub-product-picker/sub-product-picker.tsx";
import { BuyBoxHeading } from "./product-detail-buy-box-heading.tsx";
import { useProductDetail } from "./product-detail-root.tsx";
import { StockStatus } from "./product-detail-stock-status.tsx";

const messages = defineUiMessages({
  vatIncluded: { id: "product.detail.vatIncluded", description: "Note under the price" },
  isNew: { id: "commerce.productCard.new" },
  freeShipping: { id: "commerce.productCard.freeShipping" },
  favourite: { id: "commerce.productCard.favourite" },
  quantity: { id: "product.detail.quantity", description: "Label of the quantity stepper" },
  quantityMin: { id: "product.detail.quantityMin" },
  quantityMax: { id: "product.detail.quantityMax" },
  addToCart: { id: "product.detail.addToCart" },
});

export interface ProductDetailBuyBoxProps {
  /** Whether the product is a favourite; absent hides the heart button. */
  favourite?: boolean | undefined;
  onToggleFavourite?: ((favourite: boolean) => void) | undefined;
  /** Keeps the add-to-cart button disabled. */
  addToCartDisabled?: boolean | undefined;
  /**
   * Renders the add-to-cart `<form>` around the quantity and the button: the app passes its
   * router's form so that adding works before and without JavaScript. Its fields are
   * `sub_product_id` and `quantity` (the app adds which product); the button submits it. Without
   * it the button only calls `onAddToCart`.
   */
  renderAddToCartForm?: ((props: ComponentProps<"form">) => ReactElement) | undefined;
  /** Adding is under way: a spinner in the button. */
  addingToCart?: boolean | undefined;
  /** Called with the chosen sub-product (null without sub-products), quantity and texts. */
  onAddToCart?:
    | ((line: {
        subProductId: string | null;
        quantity: number;
        personalizations: Array<{ id: string; value: string }>;
      }) => void)
    | undefined;
  /** The server's messages for the personalisation fields, by field id. */
  personalizationErrors?: Readonly<Record<string, string>> | undefined;
  /** Signed-in shoppers ask for back-in-stock news without an e-mail field. */
  signedIn?: boolean | undefined;
  backInStockStatus?: BackInStockStatus | undefined;
  backInStockError?: string | undefined;
  /** The back-in-stock request: the guest's e-mail (none when signed in) and the sub-product. */
  onNotifyMe?: ((email: string | undefined, subProductId: string | null) => void) | undefined;
  /** The page's absolute address: shows the share buttons. */
  shareUrl?: string | undefined;
  onShare?: ((channel: ShareChannel) => void) | undefined;
}

/**
 * The buy box: brand, title, rating, badges, price, stock, the sub-product choice, the
 * personalisation texts, quantity, add to cart and favourite; the back-in-stock request when it
 * cannot be bought; the share buttons.
 */
export function ProductDetailBuyBox({
  favourite,
  onToggleFavourite,
  addToCartDisabled = false,
  renderAddToCartForm,
  addingToCart = false,
  onAddToCart,
  personalizationErrors,
  signedIn = false,
  backInStockStatus = "idle",
  backInStockError,
  onNotifyMe,
  shareUrl,
  onShare,
}: ProductDetailBuyBoxProps) {
  const intl = useIntl();
  const { product, defaultSubProductId, hasSubProducts, chosen, chooseSubProduct, outOfStock } =
    useProductDetail();
  const pickerRef = useRef<HTMLDivElement>(null);
  const [choiceMissing, setChoiceMissing] = useState(false);
  const attributes = product.subProductAttributes;
  const subProducts = product.subProducts ?? [];

  const min = Math.max(1, product.minOrderQuantity ?? 1);
  const caps = [product.maxOrderQuantity, product.stockCount].filter(
    (value): value is number => value !== undefined && value > 0,
  );
  const max = caps.length > 0 ? Math.max(min, Math.min(...caps)) : undefined;
  const [quantity, setQuantity] = useState(min);
  const [texts, setTexts] = useState<Record<string, string>>({});

  const addToCart = (event: MouseEvent<HTMLButtonElement>) => {
    if (hasSubProducts && !chosen) {
      // Keeps a form from being sent: the choice is asked for here, not by a round trip.
      event.preventDefault();
      setChoiceMissing(true);
      pickerRef.current?.querySelector<HTMLElement>("input[type=radio]:not(:disabled)")?.focus();
      return;
    }
    onAddToCart?.({
      subProductId: chosen?.id ?? null,
      quantity,
      personalizations: Object.entries(texts).map(([id, value]) => ({ id, value })),
    });
  };

  const limits = [
    product.minOrderQuantity && product.minOrderQuantity > 1
      ? intl.formatMessage(messages.quantityMin, { min })
      : null,
    product.maxOrderQuantity
      ? intl.formatMessage(messages.quantityMax, { max: product.maxOrderQuantity })
      : null,
  ].filter(Boolean);

  return (
    <div data-slot="product-detail-buy-box" className="flex min-w-0 flex-col gap-4">
      <BuyBoxHeading />
      {(product.isNew || product.freeShipping) && (
        <div data-slot="product-detail-badges" className="flex flex-wrap gap-2">
          {product.isNew && (
            <Badge variant="neutral" appearance="solid">
              {intl.formatMessage(messages.isNew)}
            </Badge>
          )}
          {product.freeShipping && (
            <Badge variant="success">
              <Truck aria-hidden="true" className="rtl:-scale-x-100" />
              {intl.formatMessage(messages.freeShipping)}
            </Badge>
          )}
        </div>
      )}
      <div data-slot="product-detail-price" className="flex flex-col gap-1">
        <Price
          amount={product.price}
          {...(product.oldPrice !== undefined ? { oldAmount: product.oldPrice } : {})}
          currency={product.currency}
          size="lg"
        />
        <span className="text-caption text-fg-muted">
          {intl.formatMessage(messages.vatIncluded)}
        </span>
      </div>
      <div>
        <StockStatus
          status={chosen?.inStock === false || outOfStock ? "outOfStock" : product.stockStatus}
          count={product.stockCount}
        />
      </div>
      {hasSubProducts && attributes && (
        <SubProductPicker
          ref={pickerRef}
          attributes={attributes}
          subProducts={subProducts}
          defaultValue={defaultSubProductId}
          invalid={choiceMissing}
          onChange={chooseSubProduct}
        />
      )}
      {!outOfStock &&
        wrapInForm(
          renderAddToCartForm,
          <input type="hidden" name="sub_product_id" value={chosen?.id ?? ""} />,
          <div className="flex flex-col gap-4">
            <PersonalizationFields
              fields={product.personalizations ?? []}
              currency={product.currency}
              values={texts}
              onValueChange={(id, value) => setTexts((all) => ({ ...all, [id]: value }))}
              {...(personalizationErrors ? { errors: personalizationErrors } : {})}
            />
            <div data-slot="product-detail-actions" className="flex flex-wrap items-end gap-3">
              <FormField
                label={intl.formatMessage(messages.quantity)}
                labelHidden
                className="shrink-0"
                {...(limits.length > 0 ? { hint: limits.join(" · ") } : {})}
              >
                <QuantityStepper
                  size="lg"
                  name="quantity"
                  value={quantity}
                  onChange={setQuantity}
                  min={min}
                  {...(max !== undefined ? { max } : {})}
                />
              </FormField>
              <Button
                data-slot="product-detail-add-to-cart"
                size="lg"
                type={renderAddToCartForm ? "submit" : "button"}
                disabled={addToCartDisabled}
                loading={addingToCart}
                onClick={addToCart}
                className="order-last basis-full self-start sm:order-none sm:min-w-40 sm:flex-1 sm:basis-auto"
              >
                <ShoppingCart aria-hidden="true" />
                {intl.formatMessage(messages.addToCart)}
              </Button>
              {favourite !== undefined && (
                <IconButton
                  data-slot="product-detail-favourite"
                  label={intl.formatMessage(messages.favourite)}
                  aria-pressed={favourite}
                  variant="outline"
                  size="lg"
                  onClick={() => onToggleFavourite?.(!favourite)}
                  className={cn(
                    "ms-auto self-start sm:ms-0",
                    favourite ? "text-brand" : "text-fg-muted",
                  )}
                >
                  <Heart aria-hidden="true" className={cn(favourite && "fill-current")} />
                </IconButton>
              )}
            </div>
          </div>,
        )}
      {outOfStock && (
        <>
          <BackInStockForm
            signedIn={signedIn}
            status={backInStockStatus}
            {...(backInStockError ? { error: backInStockError } : {})}
            onNotifyMe={(email) => onNotifyMe?.(email, chosen?.id ?? null)}
          />
          {favourite !== undefined && (
            <Button
              data-slot="product-detail-favourite"
              variant="outline"
              aria-pressed={favourite}
              onClick={() => onToggleFavourite?.(!favourite)}
              className="self-start"
            >
              <Heart
                aria-hidden="true"
                className={cn(favourite ? "fill-current text-brand" : "text-fg-muted")}
              />
              {intl.formatMessage(messages.favourite)}
            </Button>
          )}
        </>
      )}
      {shareUrl && (
        <ShareButtons
          url={shareUrl}
          title={product.title}
          {...(onShare ? { onShare } : {})}
          className="border-border-subtle border-t pt-4"
        />
      )}
    </div>
  );
}

/** The actions inside the app's add-to-cart form, with its hidden fields, when it gives one. */
function wrapInForm(
  renderForm: ((props: ComponentProps<"form">) => ReactElement) | undefined,
  fields: ReactNode,
  actions: ReactNode,
): ReactNode {
  if (!renderForm) return actions;
  return renderForm({
    "data-slot": "product-detail-add-to-cart-form",
    children: (
      <>
        {fields}
        {actions}
      </>
    ),
  } as ComponentProps<"form">);
}
