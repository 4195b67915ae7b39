import { CircleAlert, MapPinPlus, Plus } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { AddressCard, type AddressCardAddress } from "../address-card/index.ts";
import { Button } from "../button/button.tsx";
import { Checkbox } from "../checkbox/index.ts";
import { RadioGroup, RadioGroupControl } from "../radio-group/index.ts";

const messages = defineUiMessages({
  delivery: { id: "commerce.addressList.delivery", description: "Heading: delivery address" },
  invoice: { id: "commerce.addressList.invoice", description: "Heading: invoice address" },
  sameAsDelivery: {
    id: "commerce.addressList.sameAsDelivery",
    description: "Checkbox: the invoice goes to the delivery address",
  },
  add: { id: "commerce.addressList.add", description: "Button: add a new address" },
  emptyTitle: { id: "commerce.addressList.emptyTitle", description: "No saved address" },
  emptyHint: { id: "commerce.addressList.emptyHint", description: "Hint under the empty title" },
  requiredDeliveryAddress: {
    id: "commerce.addressList.requiredDeliveryAddress",
    description: "Error (requiredDeliveryAddress): no delivery address chosen",
  },
  requiredInvoiceAddress: {
    id: "commerce.addressList.requiredInvoiceAddress",
    description: "Error (requiredInvoiceAddress): no invoice address chosen",
  },
});

export type AddressListError = "requiredDeliveryAddress" | "requiredInvoiceAddress";

export type AddressListProps = Omit<ComponentProps<"div">, "children"> & {
  addresses: readonly AddressCardAddress[];
  deliveryAddressId: string | null;
  invoiceAddressId: string | null;
  onDeliveryChange: (id: string) => void;
  onInvoiceChange: (id: string) => void;
  /** The invoice goes to the delivery address; the invoice choice is hidden. */
  sameAsDelivery: boolean;
  onSameAsDeliveryChange: (same: boolean) => void;
  onAdd: () => void;
  onEdit?: (id: string) => void;
  /** Called after the shopper confirms a deletion (see AddressCard). */
  onDelete?: (id: string) => unknown;
  deleteError?: ReactNode;
  /** The address check's refusals, by the specification's codes. */
  errors?: readonly AddressListError[];
};

export function AddressList({
  addresses,
  deliveryAddressId,
  invoiceAddressId,
  onDeliveryChange,
  onInvoiceChange,
  sameAsDelivery,
  onSameAsDeliveryChange,
  onAdd,
  onEdit,
  onDelete,
  deleteError,
  errors = [],
  className,
  ...props
}: AddressListProps) {
  const intl = useIntl();
  const addButton = (
    <Button data-slot="address-list-add" variant="outline" onClick={onAdd}>
      <Plus aria-hidden="true" />
      {intl.formatMessage(messages.add)}
    </Button>
  );

  if (addresses.length === 0) {
    return (
      <div
        data-slot="address-list"
        data-state="empty"
        className={cn("flex scroll-mt-scroll-offset flex-col gap-3", className)}
        {...props}
      >
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface-muted px-6 py-10 text-center">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-subtle text-brand-fg">
            <MapPinPlus aria-hidden="true" className="size-7" />
          </span>
          <p className="text-body-lg font-semibold text-fg-strong">
            {intl.formatMessage(messages.emptyTitle)}
          </p>
          <p className="max-w-sm text-body-sm text-fg-muted">
            {intl.formatMessage(messages.emptyHint)}
          </p>
          <div className="mt-1">{addButton}</div>
        </div>
        {errors.map((error) => (
          <ErrorMessage key={error}>{intl.formatMessage(messages[error])}</ErrorMessage>
        ))}
      </div>
    );
  }

  const section = (
    kind: "delivery" | "invoice",
    value: string | null,
    onChange: (id: string) => void,
    error: AddressListError,
  ) => (
    <AddressChoice
      kind={kind}
      heading={intl.formatMessage(messages[kind])}
      addresses={addresses}
      value={value}
      onChange={onChange}
      error={errors.includes(error) ? intl.formatMessage(messages[error]) : undefined}
      onEdit={onEdit}
      onDelete={onDelete}
      deleteError={deleteError}
      extra={
        kind === "delivery" && (
          <button
            type="button"
            data-slot="address-list-add-tile"
            onClick={onAdd}
            className={cn(
              "flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-border p-4",
              "text-body-sm font-semibold text-brand-fg transition-colors duration-fast hover:border-brand hover:bg-brand-subtle",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
            )}
          >
            <span className="flex size-10 items-center justify-center rounded-full bg-brand-subtle">
              <Plus aria-hidden="true" className="size-5" />
            </span>
            {intl.formatMessage(messages.add)}
          </button>
        )
      }
    />
  );

  return (
    <div
      data-slot="address-list"
      data-state="ready"
      className={cn("flex scroll-mt-scroll-offset flex-col gap-6", className)}
      {...props}
    >
      {section("delivery", deliveryAddressId, onDeliveryChange, "requiredDeliveryAddress")}
      <Checkbox
        data-slot="address-list-same"
        checked={sameAsDelivery}
        onCheckedChange={(checked) => onSameAsDeliveryChange(checked === true)}
        label={intl.formatMessage(messages.sameAsDelivery)}
      />
      {!sameAsDelivery &&
        section("invoice", invoiceAddressId, onInvoiceChange, "requiredInvoiceAddress")}
      {sameAsDelivery && errors.includes("requiredInvoiceAddress") && (
        <ErrorMessage>{intl.formatMessage(messages.requiredInvoiceAddress)}</ErrorMessage>
      )}
    </div>
  );
}

function AddressChoice({
  kind,
  heading,
  addresses,
  value,
  onChange,
  error,
  onEdit,
  onDelete,
  deleteError,
  extra,
}: {
  kind: "delivery" | "invoice";
  heading: string;
  addresses: readonly AddressCardAddress[];
  value: string | null;
  onChange: (id: string) => void;
  error: string | undefined;
  onEdit: ((id: string) => void) | undefined;
  onDelete: ((id: string) => unknown) | undefined;
  deleteError: ReactNode;
  extra: ReactNode;
}) {
  const headingId = useId();
  const errorId = useId();
  return (
    <section
      data-slot={`address-list-${kind}`}
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
    >
      <h2 id={headingId} className="text-body-lg font-semibold text-fg-strong">
        {heading}
      </h2>
      <RadioGroup
        aria-labelledby={headingId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={value ?? ""}
        onValueChange={onChange}
        className="grid gap-3 sm:grid-cols-2"
      >
        {addresses.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            selected={address.id === value}
            onEdit={onEdit}
            onDelete={onDelete}
            deleteError={deleteError}
            className={cn(
              "has-[[data-slot=radio]:focus-visible]:outline-2 has-[[data-slot=radio]:focus-visible]:outline-offset-2 has-[[data-slot=radio]:focus-visible]:outline-focus",
              error && "border-border-error",
            )}
            control={
              <RadioGroupControl
                value={address.id}
                aria-label={[address.title, address.fullName, address.addressLine].join(", ")}
                className="mt-0.5 focus-visible:outline-none after:absolute after:inset-0 after:rounded-lg after:content-['']"
              />
            }
          />
        ))}
        {extra}
      </RadioGroup>
      {error && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
    </section>
  );
}

function ErrorMessage({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p
      id={id}
      role="alert"
      data-slot="address-list-error"
      className="flex items-center gap-2 rounded-md border border-danger-border bg-danger-subtle px-3 py-2 text-body-sm font-medium text-danger-fg"
    >
      <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </p>
  );
}
