import { AddressBookScreen, Notice } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import {
  type MetaArgs,
  useActionData,
  useFetcher,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
} from "react-router";
import type { AccountHandle } from "../features/account/account-frame.tsx";
import { EDIT_PARAM, NEW_PARAM } from "../features/checkout/address-params.ts";
import { toAddressCard } from "../features/checkout/checkout-view.ts";
import { useAddressForm } from "../features/checkout/use-address-form.tsx";
import { errorMessageId } from "../i18n/messages.ts";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { paths } from "../lib/paths.ts";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { AccountAddressResult, loader } from "./account-addresses.server.ts";

export { action, loader } from "./account-addresses.server.ts";

export const handle: AccountHandle = { accountSection: "addresses" };

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.addresses") }, { name: "robots", content: "noindex" }];
}

export default function AccountAddressesRoute() {
  const data = useLoaderData<typeof loader>();
  const sent = useActionData<AccountAddressResult>();
  const intl = useIntl();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const fetcher = useFetcher<AccountAddressResult>();
  const { locale } = splitLocale(location.pathname);
  const here = localizePath(paths.addresses, locale);
  const refused = sent && !sent.ok ? sent : null;
  const deleteRefused = fetcher.data && !fetcher.data.ok ? fetcher.data : null;

  const form = useAddressForm(data, refused, {
    here,
    locale,
    pending: navigation.state === "submitting",
  });
  return (
    <AddressBookScreen
      addresses={data.addresses.map(toAddressCard)}
      addHref={`${here}?${NEW_PARAM}=1#address-form-title`}
      onEdit={(id) => void navigate(`${here}?${EDIT_PARAM}=${id}#address-form-title`)}
      onDelete={(id) => fetcher.submit({ intent: "delete", id }, { method: "post", action: here })}
      {...(deleteRefused
        ? { deleteError: intl.formatMessage({ id: errorMessageId(deleteRefused.code) }) }
        : {})}
      renderLink={renderRouterLink}
      form={form}
      {...(refused && Object.keys(refused.errors).length === 0
        ? {
            notice: (
              <Notice tone="error">
                {intl.formatMessage({ id: errorMessageId(refused.code) })}
              </Notice>
            ),
          }
        : {})}
    />
  );
}
