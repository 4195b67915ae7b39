// The properties products vary by and are filtered on, with their values in order, names in
// each language: added and changed in dialogs, deleted after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { type MetaArgs, useLoaderData } from "react-router";
import { PropertyPage } from "../../features/admin-catalog/property-page.tsx";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { pageTitle } from "../../lib/page-meta.ts";
import type { loader } from "./admin-properties.server.ts";

export { action, loader } from "./admin-properties.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "properties", title: "app.page.adminProperties" },
};

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminProperties") }];
}

export default function AdminProperties() {
  const { properties } = useLoaderData<typeof loader>();
  const intl = useIntl();
  return (
    <PropertyPage
      caption={intl.formatMessage({ id: "app.page.adminProperties" })}
      properties={properties}
    />
  );
}
