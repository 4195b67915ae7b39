import { ArrowRight } from "lucide-react";
import type { ComponentProps, ReactElement, ReactNode } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { AddressForm, type AddressFormProps } from "../address-form/address-form.tsx";
import { AddressList, type AddressListProps } from "../address-list/address-list.tsx";
import { Button } from "../button/button.tsx";
import { CheckoutLayout } from "../checkout-layout/checkout-layout.tsx";

const messages = defineUiMessages({
  title: { id: "commerce.checkoutAddress.title", description: "Heading of the address step" },
  newAddress: { id: "commerce.checkoutAddress.newAddress", description: "Heading: the form" },
  continue: { id: "commerce.checkoutAddress.continue", description: "Button: on to the review" },
});

export type CheckoutAddressScreenProps = Omit<ComponentProps<"div">, "children" | "title"> & {
  /** The address book and the choices of delivery and invoice address. */
  list: Omit<AddressListProps, "id">;
  /** The address form, shown while adding or editing (and when the book is empty). */
  form: AddressFormProps | null;
  /** Renders the form that goes on to the review (intent continue), with its button inside. */
  renderContinueForm?: (props: ComponentProps<"form">) => ReactElement;
  continuing?: boolean;
  notice?: ReactNode;
  aside?: ReactNode;
};

const defaultRenderForm = (props: ComponentProps<"form">) => <form {...props} />;

/** Checkout step 2: where the order goes and whom the invoice names. */
export function CheckoutAddressScreen({
  list,
  form,
  renderContinueForm = defaultRenderForm,
  continuing = false,
  notice,
  aside,
  ...props
}: CheckoutAddressScreenProps) {
  const intl = useIntl();
  return (
    <CheckoutLayout
      step="address"
      title={intl.formatMessage(messages.title)}
      notice={notice}
      aside={aside}
      {...props}
    >
      {/* The scroll target of the order address check (section 4: 80 px below the list). */}
      <AddressList id="address-list" {...list} />
      {form && (
        <section
          aria-labelledby="address-form-title"
          className="flex flex-col gap-4 rounded-lg border border-border-subtle bg-surface p-4 sm:p-5"
        >
          <h2 id="address-form-title" className="text-heading-sm font-semibold text-fg-strong">
            {intl.formatMessage(messages.newAddress)}
          </h2>
          <AddressForm {...form} />
        </section>
      )}
      {list.addresses.length > 0 &&
        renderContinueForm({
          method: "post",
          className: "flex justify-end",
          children: (
            <>
              <input type="hidden" name="intent" value="continue" />
              <Button type="submit" size="lg" loading={continuing}>
                {intl.formatMessage(messages.continue)}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Button>
            </>
          ),
        })}
    </CheckoutLayout>
  );
}
