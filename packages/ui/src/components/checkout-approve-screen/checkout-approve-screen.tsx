import { ArrowRight } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { AddressCard, type AddressCardAddress } from "../address-card/address-card.tsx";
import { Button } from "../button/button.tsx";
import { type ChosenOption, ChosenOptions } from "../cart-line/cart-line.tsx";
import { CheckoutLayout } from "../checkout-layout/checkout-layout.tsx";
import { Dialog, DialogBody, DialogContent, DialogHeader, DialogTitle } from "../dialog/dialog.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";

const messages = defineUiMessages({
  title: { id: "commerce.checkoutApprove.title", description: "Heading of the review step" },
  products: { id: "commerce.checkoutApprove.products", description: "Heading: the lines" },
  quantity: { id: "commerce.checkoutApprove.quantity", description: "Quantity of a line: {n}" },
  delivery: { id: "commerce.checkoutApprove.delivery", description: "Heading: delivery address" },
  invoice: { id: "commerce.checkoutApprove.invoice", description: "Heading: invoice address" },
  cargo: { id: "commerce.checkoutApprove.cargo", description: "Heading: cargo company" },
  gift: { id: "commerce.checkoutApprove.gift", description: "Gift wrapped, with the note" },
  note: { id: "commerce.checkoutApprove.note", description: "Field: order note" },
  agreements: { id: "commerce.checkoutApprove.agreements", description: "Heading: agreements" },
  distanceSelling: {
    id: "commerce.checkoutApprove.distanceSelling",
    description: "Checkbox; <link> opens the distance selling agreement",
  },
  preliminary: {
    id: "commerce.checkoutApprove.preliminary",
    description: "Checkbox; <link> opens the preliminary information form",
  },
  distanceSellingTitle: { id: "commerce.checkoutApprove.distanceSellingTitle" },
  preliminaryTitle: { id: "commerce.checkoutApprove.preliminaryTitle" },
  continue: { id: "commerce.checkoutApprove.continue", description: "Button: on to payment" },
  edit: { id: "commerce.checkoutApprove.edit", description: "Link: change the addresses" },
});

export interface ApproveLine {
  id: string;
  title: string;
  image?: string | null;
  options?: readonly ChosenOption[];
  quantity: number;
  lineTotal: number;
}

export type CheckoutApproveScreenProps = Omit<ComponentProps<"div">, "children" | "title"> & {
  currency: PriceCurrency;
  lines: readonly ApproveLine[];
  placeholderImage: string;
  deliveryAddress: AddressCardAddress;
  /** Null when the invoice goes to the delivery address. */
  invoiceAddress: AddressCardAddress | null;
  cargoName?: string | null;
  gift?: { note: string | null } | null;
  note?: string;
  /** The agreements' texts (HTML written by the shop), shown in a dialog. */
  distanceSellingHtml: string;
  preliminaryHtml: string;
  /** The fields refused: the agreements not accepted. */
  errors?: Partial<Record<"distance_selling_agreement" | "preliminary_information", string>>;
  addressHref: string;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
  /** Renders the `<form>` (intent approve) that accepts the agreements and keeps the note. */
  renderForm?: (props: ComponentProps<"form">) => ReactElement;
  pending?: boolean;
  notice?: ReactNode;
  aside?: ReactNode;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** Checkout step 3: the whole order to review, the agreements to accept, and a note. */
export function CheckoutApproveScreen({
  currency,
  lines,
  placeholderImage,
  deliveryAddress,
  invoiceAddress,
  cargoName,
  gift,
  note = "",
  distanceSellingHtml,
  preliminaryHtml,
  errors = {},
  addressHref,
  renderLink = defaultRenderLink,
  renderForm = defaultRenderForm,
  pending = false,
  notice,
  aside,
  ...props
}: CheckoutApproveScreenProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<"distance" | "preliminary" | null>(null);
  const t = (key: keyof typeof messages, values?: Record<string, unknown>) =>
    intl.formatMessage(messages[key], values as Record<string, string>);
  const agreement = (
    name: "distance_selling_agreement" | "preliminary_information",
    dialog: "distance" | "preliminary",
    label: keyof typeof messages,
  ) => (
    <div className="flex flex-col gap-1">
      <label className="flex items-start gap-2 text-body">
        <input
          type="checkbox"
          name={name}
          value="true"
          required
          aria-invalid={errors[name] ? true : undefined}
          className="mt-1 size-4 shrink-0 accent-brand"
        />
        <span>
          {t(label, {
            link: (chunks: ReactNode) => (
              <button
                type="button"
                className="font-semibold text-brand-fg underline underline-offset-2"
                onClick={() => setOpen(dialog)}
              >
                {chunks}
              </button>
            ),
          })}
        </span>
      </label>
      {errors[name] && (
        <p role="alert" className="ps-6 text-body-sm text-danger-fg">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <CheckoutLayout step="approve" title={t("title")} notice={notice} aside={aside} {...props}>
      <section
        aria-labelledby="approve-lines"
        className="flex flex-col gap-3 rounded-lg border border-border-subtle bg-surface p-4"
      >
        <h2 id="approve-lines" className="text-heading-sm font-semibold text-fg-strong">
          {t("products")}
        </h2>
        <ul className="flex flex-col divide-y divide-border-subtle">
          {lines.map((line) => (
            <li key={line.id} className="flex items-center gap-3 py-2">
              <img
                src={line.image || placeholderImage || undefined}
                alt=""
                className="size-14 shrink-0 rounded-md border border-border-subtle object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="text-body-sm text-fg-strong">{line.title}</span>
                {line.options && line.options.length > 0 && (
                  <ChosenOptions options={line.options} />
                )}
                <span className="text-caption text-fg-muted">
                  {t("quantity", { n: line.quantity })}
                </span>
              </div>
              <Price amount={line.lineTotal} currency={currency} size="sm" />
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="approve-delivery" className="flex flex-col gap-2">
          <h2
            id="approve-delivery"
            className="flex items-baseline justify-between text-body-lg font-semibold text-fg-strong"
          >
            {t("delivery")}
            {renderLink({
              href: addressHref,
              className: "text-body-sm font-normal text-brand-fg underline",
              children: t("edit"),
            })}
          </h2>
          <AddressCard address={deliveryAddress} />
        </section>
        <section aria-labelledby="approve-invoice" className="flex flex-col gap-2">
          <h2 id="approve-invoice" className="text-body-lg font-semibold text-fg-strong">
            {t("invoice")}
          </h2>
          <AddressCard address={invoiceAddress ?? deliveryAddress} />
        </section>
      </div>
      {(cargoName || gift) && (
        <dl className="flex flex-col gap-1 text-body-sm">
          {cargoName && (
            <div className="flex gap-2">
              <dt className="font-semibold text-fg-strong">{t("cargo")}:</dt>
              <dd>{cargoName}</dd>
            </div>
          )}
          {gift && (
            <div className="flex gap-2">
              <dd>{t("gift", { note: gift.note ?? "" })}</dd>
            </div>
          )}
        </dl>
      )}
      {renderForm({
        method: "post",
        noValidate: true,
        className: "flex flex-col gap-4",
        children: (
          <>
            <input type="hidden" name="intent" value="approve" />
            <label className="flex flex-col gap-1 text-body-sm text-fg">
              {t("note")}
              <textarea
                name="general_note"
                rows={2}
                maxLength={1000}
                defaultValue={note}
                className="rounded-md border border-border bg-surface p-2 text-body"
              />
            </label>
            <fieldset className="flex flex-col gap-2 rounded-lg border border-border-subtle bg-surface p-4">
              <legend className="px-1 text-body-lg font-semibold text-fg-strong">
                {t("agreements")}
              </legend>
              {agreement("distance_selling_agreement", "distance", "distanceSelling")}
              {agreement("preliminary_information", "preliminary", "preliminary")}
            </fieldset>
            <div className="flex justify-end">
              <Button type="submit" size="lg" loading={pending}>
                {t("continue")}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Button>
            </div>
          </>
        ),
      })}
      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <DialogContent size="lg">
          <DialogHeader>
            <DialogTitle>
              {t(open === "preliminary" ? "preliminaryTitle" : "distanceSellingTitle")}
            </DialogTitle>
          </DialogHeader>
          <DialogBody>
            <div
              className="prose max-h-[400px] overflow-y-auto text-body-sm"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own agreement text, written by its admin
              dangerouslySetInnerHTML={{
                __html: open === "preliminary" ? preliminaryHtml : distanceSellingHtml,
              }}
            />
          </DialogBody>
        </DialogContent>
      </Dialog>
    </CheckoutLayout>
  );
}
