import { type AddressListError, CartSummary, CheckoutAddressScreen, Notice } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect, useState } from "react";
import {
  type MetaArgs,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import { EDIT_PARAM, NEW_PARAM } from "../features/checkout/address-params.ts";
import { summaryOf, toAddressCard } from "../features/checkout/checkout-view.ts";
import { useAddressForm } from "../features/checkout/use-address-form.tsx";
import { errorMessageId } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { routerForm } from "../lib/router-form.tsx";
import type { AddressActionResult, loader } from "./checkout-address.server.ts";

export { action, loader } from "./checkout-address.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.checkoutAddress") },
    { name: "robots", content: "noindex" },
  ];
}

const WARNINGS: Record<string, AddressListError[]> = {
  no_delivery_address: ["requiredDeliveryAddress"],
  no_invoice_address: ["requiredInvoiceAddress"],
  no_two_address: ["requiredDeliveryAddress", "requiredInvoiceAddress"],
};

export default function CheckoutAddressRoute() {
  const data = useLoaderData<typeof loader>();
  const sent = useActionData<AddressActionResult>();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { locale } = splitLocale(location.pathname);
  const fetcher = useFetcher<AddressActionResult>();
  const here = localizePath(`${paths.checkout}/adres`, locale);

  const cart = data.cart;
  const delivery = cart?.delivery_address_id ?? null;
  const invoice = cart?.invoice_address_id ?? null;
  // The API keeps the delivery address's id in both when it serves for the invoice too.
  const [same, setSame] = useState(invoice === delivery);
  const errors = data.warning ? (WARNINGS[data.warning] ?? []) : [];

  // The order address check's warning scrolls to the list (80 px below its top, section 4).
  useEffect(() => {
    if (errors.length > 0)
      document.getElementById("address-list")?.scrollIntoView({ block: "start" });
  }, [errors.length]);

  const choose = (deliveryId: string | null, invoiceId: string | null) => {
    if (!deliveryId) return;
    fetcher.submit(
      { intent: "choose", delivery_address_id: deliveryId, invoice_address_id: invoiceId ?? "" },
      { method: "post", action: here },
    );
  };
  const refused = sent && !sent.ok ? sent : null;

  const form = useAddressForm(data, refused, {
    here,
    locale,
    hiddenFields: <input type="hidden" name="intent" value="save" />,
    pending: navigation.state === "submitting" && navigation.formData?.get("intent") === "save",
  });
  return (
    <CheckoutAddressScreen
      list={{
        addresses: data.addresses.map(toAddressCard),
        deliveryAddressId: delivery === null ? null : String(delivery),
        invoiceAddressId: invoice === null ? null : String(invoice),
        sameAsDelivery: same,
        onDeliveryChange: (id) =>
          choose(id, same ? null : invoice === null ? null : String(invoice)),
        onInvoiceChange: (id) => choose(delivery === null ? null : String(delivery), id),
        onSameAsDeliveryChange: (next) => {
          setSame(next);
          if (next) choose(delivery === null ? null : String(delivery), null);
        },
        onAdd: () => navigate(`${here}?${NEW_PARAM}=1#address-form-title`),
        onEdit: (id) => navigate(`${here}?${EDIT_PARAM}=${id}#address-form-title`),
        onDelete: (id) =>
          fetcher.submit({ intent: "delete", id }, { method: "post", action: here }),
        errors,
      }}
      form={form}
      renderContinueForm={routerForm(here)}
      continuing={navigation.state !== "idle" && navigation.formData?.get("intent") === "continue"}
      {...(refused && Object.keys(refused.errors).length === 0
        ? {
            notice: (
              <Notice tone="error">
                {intl.formatMessage({ id: errorMessageId(refused.code) })}
              </Notice>
            ),
          }
        : {})}
      {...(cart
        ? {
            aside: (
              <CartSummary
                {...summaryOf(cart, {
                  gift: intl.formatMessage({ id: "app.checkout.giftPackage" }),
                  fee: intl.formatMessage({ id: "app.checkout.doorFee" }),
                })}
              />
            ),
          }
        : {})}
    />
  );
}
