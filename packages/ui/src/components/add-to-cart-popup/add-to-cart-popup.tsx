import { CircleCheck } from "lucide-react";
import type { ComponentProps, ReactElement } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { Button } from "../button/button.tsx";
import { type ChosenOption, ChosenOptions } from "../cart-line/cart-line.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../dialog/index.ts";
import { Price, type PriceCurrency } from "../price/index.ts";

const messages = defineUiMessages({
  title: { id: "commerce.addToCartPopup.title", description: "Success message: product added" },
  quantity: { id: "commerce.addToCartPopup.quantity", description: "Quantity that was added" },
  cartCount: {
    id: "commerce.addToCartPopup.cartCount",
    description: "How many items the cart holds now",
  },
  continue: { id: "commerce.addToCartPopup.continue", description: "Button: close, keep shopping" },
  goToCart: { id: "commerce.addToCartPopup.goToCart", description: "Link to the cart page" },
});

export interface AddToCartPopupProduct {
  title: string;
  brand?: string;
  /** The product's small image; null or absent shows the placeholder. */
  image?: string | null;
  /** The chosen sub-product's options. */
  options?: readonly ChosenOption[];
  quantity: number;
  /** The line's price in minor units (unit price × quantity). */
  price?: number;
  oldPrice?: number;
}

export type AddToCartLinkProps = ComponentProps<"a"> & { href: string };

export type AddToCartPopupProps = {
  open: boolean;
  /** Closing (× button, Escape, outside click, "continue shopping") calls it with false. */
  onOpenChange: (open: boolean) => void;
  /** The product just added (customer state: lastAddedProduct). */
  product: AddToCartPopupProduct | null;
  placeholderImage: string;
  currency: PriceCurrency;
  cartHref: string;
  /** Renders the "go to cart" link, e.g. through the app's router link. */
  renderCartLink?: (props: AddToCartLinkProps) => ReactElement;
  /** Items in the cart after the add, shown under the product. */
  cartItemCount?: number;
  className?: string;
};

export function AddToCartPopup({
  open,
  onOpenChange,
  product,
  placeholderImage,
  currency,
  cartHref,
  renderCartLink = defaultRenderLink,
  cartItemCount,
  className,
}: AddToCartPopupProps) {
  const intl = useIntl();
  return (
    <Dialog open={open && product !== null} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="add-to-cart-popup"
        size="md"
        phone="sheet"
        aria-describedby={undefined}
        className={className}
      >
        <DialogHeader className="border-b-0 pb-2">
          <DialogTitle
            data-slot="add-to-cart-popup-title"
            className="flex items-center gap-2 text-body-lg text-success-fg"
          >
            <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success" />
            {intl.formatMessage(messages.title)}
          </DialogTitle>
        </DialogHeader>
        {product && (
          <DialogBody data-slot="add-to-cart-popup-body" className="max-h-popup py-2 sm:py-2">
            <div data-slot="add-to-cart-popup-product" className="flex gap-4">
              <img
                data-slot="add-to-cart-popup-image"
                src={product.image || placeholderImage}
                alt=""
                width={84}
                height={112}
                className="h-28 w-21 shrink-0 rounded-md border border-border-subtle bg-surface-muted object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <p
                  data-slot="add-to-cart-popup-product-title"
                  className="line-clamp-3 text-body-sm"
                >
                  {product.brand && (
                    <span className="font-semibold text-fg-strong">{product.brand} </span>
                  )}
                  {product.title}
                </p>
                {product.options && <ChosenOptions options={product.options} />}
                <p data-slot="add-to-cart-popup-quantity" className="text-caption text-fg-muted">
                  {intl.formatMessage(messages.quantity, { quantity: product.quantity })}
                </p>
                {product.price !== undefined && (
                  <Price
                    data-slot="add-to-cart-popup-price"
                    amount={product.price}
                    {...(product.oldPrice !== undefined ? { oldAmount: product.oldPrice } : {})}
                    currency={currency}
                    size="sm"
                    className="mt-auto"
                  />
                )}
              </div>
            </div>
            {cartItemCount !== undefined && (
              <p
                data-slot="add-to-cart-popup-cart-count"
                className="mt-3 rounded-md bg-surface-muted px-3 py-2 text-body-sm text-fg-muted"
              >
                {intl.formatMessage(messages.cartCount, { count: cartItemCount })}
              </p>
            )}
          </DialogBody>
        )}
        <DialogFooter className={cn("sm:[&>*]:flex-1")}>
          <DialogClose asChild>
            <Button data-slot="add-to-cart-popup-continue" variant="outline">
              {intl.formatMessage(messages.continue)}
            </Button>
          </DialogClose>
          <Button data-slot="add-to-cart-popup-cart" asChild>
            {renderCartLink({
              href: cartHref,
              // a router link prevents the click's default, so close here rather than by DialogClose
              onClick: () => onOpenChange(false),
              children: intl.formatMessage(messages.goToCart),
            })}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
