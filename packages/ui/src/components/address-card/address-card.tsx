import { Building2, Pencil, Phone, Trash2, User } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/index.ts";

const messages = defineUiMessages({
  individual: { id: "commerce.addressCard.individual", description: "Invoice type: a person" },
  corporate: { id: "commerce.addressCard.corporate", description: "Invoice type: a company" },
  edit: { id: "commerce.addressCard.edit", description: "Button: edit the address" },
  delete: { id: "commerce.addressCard.delete", description: "Button: delete the address" },
  phones: { id: "commerce.addressCard.phones", description: "Screen-reader label of the phones" },
  taxOffice: { id: "commerce.addressCard.taxOffice", description: "Corporate: tax office" },
  taxNumber: { id: "commerce.addressCard.taxNumber", description: "Corporate: tax number" },
  identityNumber: {
    id: "commerce.addressCard.identityNumber",
    description: "Individual: Turkish national identity number, masked",
  },
  deleteTitle: { id: "commerce.addressCard.deleteTitle", description: "Confirm dialog title" },
  deleteDescription: {
    id: "commerce.addressCard.deleteDescription",
    description: "Confirm dialog text, with the address title",
  },
  deleteConfirm: {
    id: "commerce.addressCard.deleteConfirm",
    description: "Confirm dialog: the delete button",
  },
});

export interface AddressCardAddress {
  id: string;
  /** The shopper's name for the address ("Ev", "İş"). */
  title: string;
  /** Name and surname of the recipient. */
  fullName: string;
  /** Street, building, door number. */
  addressLine: string;
  district: string;
  province: string;
  country: string;
  postalCode?: string;
  phones: readonly string[];
  kind: "individual" | "corporate";
  companyName?: string;
  taxOffice?: string;
  taxNumber?: string;
  /** Turkish national identity number; shown masked. */
  identityNumber?: string;
}

export type AddressCardProps = Omit<ComponentProps<"article">, "children"> & {
  address: AddressCardAddress;
  onEdit?: (id: string) => void;
  /**
   * Called after the shopper confirms the deletion. A returned promise keeps the confirm dialog
   * busy until it settles; it closes when it resolves.
   */
  onDelete?: (id: string) => unknown;
  /** Why the deletion failed, shown in the confirm dialog. */
  deleteError?: ReactNode;
  /** Marks the card as the chosen one (address lists). */
  selected?: boolean;
  /** Rendered before the title: the radio of a selectable card. */
  control?: ReactNode;
  /** The heading level of the title in the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

/** "12*******34": the first and last two digits of a national identity number. */
export function maskIdentityNumber(value: string): string {
  const digits = value.trim();
  if (digits.length <= 4) return "*".repeat(digits.length);
  return `${digits.slice(0, 2)}${"*".repeat(digits.length - 4)}${digits.slice(-2)}`;
}

export function AddressCard({
  address,
  onEdit,
  onDelete,
  deleteError,
  selected = false,
  control,
  headingLevel = 3,
  className,
  ...props
}: AddressCardProps) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const corporate = address.kind === "corporate";
  const place = [address.district, address.province].filter(Boolean).join(" / ");
  const country = [address.country, address.postalCode].filter(Boolean).join(" ");

  return (
    <article
      data-slot="address-card"
      data-kind={address.kind}
      data-selected={selected || undefined}
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col gap-3 rounded-lg border bg-surface p-4 transition-colors duration-fast",
        selected
          ? "border-brand bg-brand-subtle/40 shadow-[inset_0_0_0_1px_var(--shop-color-brand-default)]"
          : "border-border-subtle",
        className,
      )}
      {...props}
    >
      <div data-slot="address-card-header" className="flex items-start gap-3">
        {control}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <Heading
            id={titleId}
            data-slot="address-card-title"
            className="min-w-0 break-words text-body font-semibold text-fg-strong"
          >
            <bdi>{address.title}</bdi>
          </Heading>
          <Badge data-slot="address-card-kind" size="sm" variant={corporate ? "info" : "neutral"}>
            {corporate ? <Building2 aria-hidden="true" /> : <User aria-hidden="true" />}
            {intl.formatMessage(messages[corporate ? "corporate" : "individual"])}
          </Badge>
        </div>
      </div>
      <address
        data-slot="address-card-body"
        className="flex flex-1 flex-col gap-0.5 text-body-sm text-fg not-italic break-words"
      >
        <span data-slot="address-card-name" className="font-medium text-fg-strong">
          <bdi>{address.fullName}</bdi>
        </span>
        {corporate && address.companyName && (
          <span data-slot="address-card-company">
            <bdi>{address.companyName}</bdi>
          </span>
        )}
        <span data-slot="address-card-line">
          <bdi>{address.addressLine}</bdi>
        </span>
        {place && <span data-slot="address-card-place">{place}</span>}
        {country && <span data-slot="address-card-country">{country}</span>}
        {address.phones.length > 0 && (
          <span data-slot="address-card-phones" className="mt-1.5 flex items-start gap-1.5">
            <Phone aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-fg-muted" />
            <span className="sr-only">{intl.formatMessage(messages.phones)}: </span>
            <span className="flex flex-wrap gap-x-3">
              {address.phones.map((phone) => (
                <bdi key={phone} dir="ltr">
                  {phone}
                </bdi>
              ))}
            </span>
          </span>
        )}
        {corporate
          ? (address.taxOffice || address.taxNumber) && (
              <span data-slot="address-card-tax" className="mt-1 text-fg-muted">
                {address.taxOffice &&
                  intl.formatMessage(messages.taxOffice, {
                    value: <bdi key="office">{address.taxOffice}</bdi>,
                  })}
                {address.taxOffice && address.taxNumber && " · "}
                {address.taxNumber &&
                  intl.formatMessage(messages.taxNumber, {
                    value: <bdi dir="ltr">{address.taxNumber}</bdi>,
                  })}
              </span>
            )
          : address.identityNumber && (
              <span data-slot="address-card-identity" className="mt-1 text-fg-muted">
                {intl.formatMessage(messages.identityNumber, {
                  value: <bdi dir="ltr">{maskIdentityNumber(address.identityNumber)}</bdi>,
                })}
              </span>
            )}
      </address>
      {(onEdit || onDelete) && (
        <div
          data-slot="address-card-actions"
          className="relative z-10 -mx-2 -mb-2 flex flex-wrap gap-1 border-t border-border-subtle pt-2"
        >
          {onEdit && (
            <Button
              data-slot="address-card-edit"
              variant="ghost"
              size="sm"
              aria-describedby={titleId}
              onClick={() => onEdit(address.id)}
            >
              <Pencil aria-hidden="true" />
              {intl.formatMessage(messages.edit)}
            </Button>
          )}
          {onDelete && (
            <ConfirmDialog
              variant="danger"
              trigger={
                <Button
                  data-slot="address-card-delete"
                  variant="ghost"
                  size="sm"
                  aria-describedby={titleId}
                  className="text-danger-fg hover:bg-danger-subtle"
                >
                  <Trash2 aria-hidden="true" />
                  {intl.formatMessage(messages.delete)}
                </Button>
              }
              title={intl.formatMessage(messages.deleteTitle)}
              description={intl.formatMessage(messages.deleteDescription, {
                title: address.title,
              })}
              confirmLabel={intl.formatMessage(messages.deleteConfirm)}
              onConfirm={() => onDelete(address.id)}
              error={deleteError}
            />
          )}
        </div>
      )}
    </article>
  );
}
