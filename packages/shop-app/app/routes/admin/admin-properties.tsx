// The properties products vary by and are filtered on, with their values in order, names in
// each language: added and changed in dialogs, deleted after a confirmation.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import { PropertyPage } from "../../features/admin-catalog/property-page.tsx";
import type { loader } from "./admin-properties.server.ts";

export { action, loader } from "./admin-properties.server.ts";

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
