import { Button, Container, FormField, Input, PasswordInput } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { Form, type MetaArgs, useActionData, useNavigation } from "react-router";
import { errorMessageId } from "../i18n/messages.ts";
import { pageTitle } from "../lib/page-meta.ts";
import type { AdminLoginResult } from "./admin-login.server.ts";

export { action, loader } from "./admin-login.server.ts";

export function meta(args: MetaArgs) {
  return [{ title: pageTitle(args, "app.page.adminLogin") }];
}

/**
 * The admin sign-in form; the action signs in through the API and goes on to `r`. An admin with
 * an authenticator app gets a second step that asks for its code.
 */
export default function AdminLogin() {
  const intl = useIntl();
  const result = useActionData<AdminLoginResult>();
  const navigation = useNavigation();
  const t = (id: string) => intl.formatMessage({ id });
  const error = result?.error ? t(errorMessageId(result.error)) : undefined;
  const codeStep = result?.step === "code";
  return (
    <Container asChild className="max-w-md py-16">
      <main>
        <Form method="post" className="flex flex-col gap-5" aria-labelledby="admin-login-heading">
          <header className="flex flex-col gap-2">
            <h1 id="admin-login-heading" className="text-heading-lg font-semibold text-fg-strong">
              {t(codeStep ? "app.adminLogin.codeHeading" : "app.adminLogin.heading")}
            </h1>
            <p className="text-body-sm text-fg-muted">
              {t(codeStep ? "app.adminLogin.codeIntro" : "app.adminLogin.intro")}
            </p>
          </header>
          {codeStep ? (
            <>
              <input type="hidden" name="ticket" value={result.ticket} />
              <FormField label={t("app.adminLogin.code")} required error={error}>
                <Input
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="[0-9]{6}"
                  maxLength={6}
                  dir="ltr"
                  required
                  autoFocus
                />
              </FormField>
            </>
          ) : (
            <>
              <FormField label={t("app.adminLogin.email")} required>
                <Input
                  name="email"
                  type="email"
                  autoComplete="username"
                  required
                  defaultValue={result?.step === "password" ? result.email : ""}
                />
              </FormField>
              <FormField label={t("app.adminLogin.password")} required error={error}>
                <PasswordInput name="password" required />
              </FormField>
            </>
          )}
          <Button type="submit" loading={navigation.state === "submitting"}>
            {t(codeStep ? "app.adminLogin.codeSubmit" : "app.adminLogin.submit")}
          </Button>
        </Form>
      </main>
    </Container>
  );
}
