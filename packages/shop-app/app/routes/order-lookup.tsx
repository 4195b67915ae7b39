import { OrderDetailScreen, OrderLookupScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useAtomValue } from "jotai";
import { type MetaArgs, useActionData, useLoaderData, useNavigation } from "react-router";
import { toOrderDetailView } from "../features/orders/order-view.ts";
import { errorMessageId } from "../i18n/messages.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { routerForm } from "../lib/router-form.tsx";
import { configAtom } from "../state/customer.ts";
import type { action, loader } from "./order-lookup.server.ts";

export { action, loader } from "./order-lookup.server.ts";

export function meta(args: MetaArgs) {
  return [
    { title: pageTitle(args, "app.page.orderLookup") },
    { name: "robots", content: "noindex" },
  ];
}

export default function OrderLookupRoute() {
  const noImage = useAtomValue(configAtom).noImageProduct;
  const { code } = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  const intl = useIntl();
  const navigation = useNavigation();
  if (sent && "order" in sent) {
    return (
      <OrderDetailScreen
        className="py-6"
        order={toOrderDetailView(sent.order, intl.timeZone, false)}
        placeholderImage={noImage}
      />
    );
  }
  const refused = sent && "code" in sent ? sent : null;
  return (
    <OrderLookupScreen
      values={refused?.values ?? { order_code: code }}
      errors={refused?.errors ?? {}}
      {...(refused && Object.keys(refused.errors).length === 0
        ? { error: intl.formatMessage({ id: errorMessageId(refused.code) }) }
        : {})}
      pending={navigation.state !== "idle"}
      renderForm={routerForm()}
    />
  );
}
