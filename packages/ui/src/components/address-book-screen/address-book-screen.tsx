import { MapPinPlus } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { defaultRenderLink } from "../../provider/link.tsx";
import { AddressCard, type AddressCardAddress } from "../address-card/address-card.tsx";
import { AddressForm, type AddressFormProps } from "../address-form/address-form.tsx";
import { Button } from "../button/button.tsx";

const messages = defineUiMessages({
  add: { id: "commerce.addressList.add", description: "Button: add a new address" },
  emptyTitle: { id: "commerce.addressList.emptyTitle", description: "No saved address" },
});

export type AddressBookScreenProps = Omit<ComponentProps<"div">, "children"> & {
  addresses: readonly AddressCardAddress[];
  /** Opens the form for a new address (a link, so that it works without JavaScript). */
  addHref: string;
  onEdit: (id: string) => void;
  renderLink?: (props: ComponentProps<"a"> & { href: string }) => ReactElement;
  /** After the confirm dialog: deletes the address. */
  onDelete: (id: string) => unknown;
  deleteError?: ReactNode;
  /** The form to add or change an address, when open. */
  form?: AddressFormProps | null;
  notice?: ReactNode;
};

/** The member's address book: every saved address, to change or delete, and a new one to add. */
export function AddressBookScreen({
  addresses,
  addHref,
  onEdit,
  renderLink = defaultRenderLink,
  onDelete,
  deleteError,
  form,
  notice,
  className,
  ...props
}: AddressBookScreenProps) {
  const intl = useIntl();
  return (
    <div
      data-slot="address-book-screen"
      className={cn("flex flex-col gap-5", className)}
      {...props}
    >
      {notice}
      {addresses.length === 0 && !form && (
        <p className="text-body text-fg-muted">{intl.formatMessage(messages.emptyTitle)}</p>
      )}
      {addresses.length > 0 && (
        <ul className="grid gap-4 sm:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="flex">
              <AddressCard
                className="w-full"
                address={address}
                onEdit={onEdit}
                onDelete={onDelete}
                {...(deleteError ? { deleteError } : {})}
              />
            </li>
          ))}
        </ul>
      )}
      {form ? (
        <AddressForm {...form} />
      ) : (
        <Button asChild variant="outline" className="self-start">
          {renderLink({
            href: addHref,
            children: (
              <>
                <MapPinPlus aria-hidden="true" />
                {intl.formatMessage(messages.add)}
              </>
            ),
          })}
        </Button>
      )}
    </div>
  );
}
