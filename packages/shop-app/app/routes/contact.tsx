import { ContactScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { Form, type MetaArgs, useActionData, useLocation, useNavigation } from "react-router";
import { localizePath, splitLocale } from "../lib/locale.ts";
import { pageTitle } from "../lib/page-meta.ts";
import { renderRouterLink } from "../lib/router-link.tsx";
import type { action } from "./contact.server.ts";

export { action } from "./contact.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.contact") }];
}

export default function ContactRoute() {
  const intl = useIntl();
  const { locale } = splitLocale(useLocation().pathname);
  const result = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  return (
    <ContactScreen
      breadcrumbs={[
        { label: intl.formatMessage({ id: "app.page.home" }), href: localizePath("/", locale) },
        { label: intl.formatMessage({ id: "app.page.contact" }) },
      ]}
      renderBreadcrumbLink={({ href, children }) => renderRouterLink({ href, children })}
      status={result?.sent ? "sent" : sending ? "sending" : "idle"}
      {...(result && !result.sent
        ? {
            values: result.values,
            errors: result.errors,
            ...(result.formError ? { formError: result.formError } : {}),
          }
        : {})}
      renderForm={(props) => <Form {...props} />}
    />
  );
}
