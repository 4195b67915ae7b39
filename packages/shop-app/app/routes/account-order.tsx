import { Notice, OrderDetailScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useAtomValue } from "jotai";
import {
  type MetaArgs,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from "react-router";
import { toOrderDetailView } from "../features/orders/order-view.ts";
import { errorMessageId } from "../i18n/messages.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { routerForm } from "../lib/router-form.tsx";
import { configAtom } from "../state/customer.ts";
import type { loader, OrderActionResult } from "./account-order.server.ts";

export { action, loader } from "./account-order.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.orders") }, { name: "robots", content: "noindex" }];
}

export default function AccountOrderRoute() {
  const noImage = useAtomValue(configAtom).noImageProduct;
  const { order } = useLoaderData<typeof loader>();
  const sent = useActionData<OrderActionResult>();
  const fetcher = useFetcher<OrderActionResult>();
  const navigation = useNavigation();
  const intl = useIntl();
  const result = fetcher.data ?? sent;
  const notice = result ? (
    result.ok ? (
      <Notice tone="success">{intl.formatMessage({ id: `app.orders.${result.done}` })}</Notice>
    ) : (
      Object.keys(result.errors).length === 0 && (
        <Notice tone="error">{intl.formatMessage({ id: errorMessageId(result.code) })}</Notice>
      )
    )
  ) : null;
  return (
    <OrderDetailScreen
      className="py-6"
      order={toOrderDetailView(order, intl.timeZone)}
      placeholderImage={noImage}
      renderForm={routerForm()}
      onCancel={() => fetcher.submit({ intent: "cancel" }, { method: "post" })}
      cancelling={
        fetcher.state !== "idle" ||
        (navigation.state !== "idle" && navigation.formData?.get("intent") === "cancel")
      }
      refundErrors={result && !result.ok ? result.errors : {}}
      notice={notice || undefined}
    />
  );
}
