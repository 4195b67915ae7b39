import { Button, Container, FormField, Input, PasswordInput } from "@shop/ui";
import { useIntl } from "react-intl";
import { Form, type MetaArgs, useActionData, useNavigation } from "react-router";
import { errorMessageId } from "../i18n/messages.ts";
import { pageTitle } from "../lib/page-meta.ts";
import type { action } from "./admin-login.server.ts";

export { action, loader } from "./admin-login.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminLogin") }];
}

/** The admin sign-in form; the action signs in through the API and goes on to `r`. */
export default function AdminLogin() {
  const intl = useIntl();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const t = (id: string) => intl.formatMessage({ id });
  const error = result?.error ? t(errorMessageId(result.error)) : undefined;
  return (
    <Container asChild className="max-w-md py-16">
      <main>
        <Form method="post" className="flex flex-col gap-5" aria-labelledby="admin-login-heading">
          <header className="flex flex-col gap-2">
            <h1 id="admin-login-heading" className="text-heading-lg font-semibold text-fg-strong">
              {t("app.adminLogin.heading")}
            </h1>
            <p className="text-body-sm text-fg-muted">{t("app.adminLogin.intro")}</p>
          </header>
          <FormField label={t("app.adminLogin.email")} required>
            <Input
              name="email"
              type="email"
              autoComplete="username"
              required
              defaultValue={result?.email ?? ""}
            />
          </FormField>
          <FormField label={t("app.adminLogin.password")} required error={error}>
            <PasswordInput name="password" required />
          </FormField>
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t("app.adminLogin.submit")}
          </Button>
        </Form>
      </main>
    </Container>
  );
}
