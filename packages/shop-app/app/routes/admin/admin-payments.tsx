// The payment methods the checkout offers, the pay-at-the-door fee and the bank accounts shown for
// wire transfer: the ui form and list, saved through the route's action, the outcome as a toast.
import { AdminBankAccountsSection, AdminPaymentSettingsForm } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect, useRef } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { providerLabel } from "../../features/checkout/provider-page.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, PaymentsActionResult } from "./admin-payments.server.ts";

export { action, loader } from "./admin-payments.server.ts";

/** A fetcher's answer as a toast: saved, deleted, or the refusal when no field names it. */
function useOutcomeToast(fetcher: ReturnType<typeof useFetcher<PaymentsActionResult>>) {
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    const result = fetcher.data;
    if (result.ok)
      show("success", result.intent === "bank-delete" ? "app.admin.deleted" : "app.admin.saved");
    else if (Object.keys(result.errors).length === 0) showError(result.code);
  }, [fetcher.state, fetcher.data, show, showError]);
}

export default function AdminPayments() {
  const { settings, accounts } = useLoaderData<typeof loader>();
  const intl = useIntl();
  const saver = useFetcher<PaymentsActionResult>({ key: "payments-save" });
  const bankSaver = useFetcher<PaymentsActionResult>({ key: "bank-save" });
  const bankRemover = useFetcher<PaymentsActionResult>({ key: "bank-delete" });
  useOutcomeToast(saver);
  useOutcomeToast(bankSaver);
  useOutcomeToast(bankRemover);
  // The dialog stays open, busy, until the save's answer: closed when saved, kept with the
  // refusals beside its fields when not.
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);
  useEffect(() => {
    if (bankSaver.state !== "idle" || !bankSaver.data || !pending.current) return;
    if (bankSaver.data.ok) pending.current.resolve();
    else pending.current.reject(bankSaver.data.code);
    pending.current = null;
  }, [bankSaver.state, bankSaver.data]);
  const refused = saver.data && !saver.data.ok ? saver.data.errors : undefined;
  const bankRefused = bankSaver.data && !bankSaver.data.ok ? bankSaver.data.errors : undefined;
  return (
    <div className="flex flex-col gap-6">
      <AdminPaymentSettingsForm
        values={{
          card: settings.card,
          wire_transfer: settings.wire_transfer,
          door: settings.door,
          door_fee: settings.door_fee,
          currency: settings.currency_code,
        }}
        {...(refused ? { errors: refused } : {})}
        cardProviders={settings.card_providers.map((code) => providerLabel(code, intl.locale))}
        saving={saver.state !== "idle"}
        onSave={(values) =>
          saver.submit(
            {
              intent: "payments",
              card: String(values.card),
              wire_transfer: String(values.wire_transfer),
              door: String(values.door),
              door_fee: values.door_fee,
            },
            { method: "post" },
          )
        }
      />
      <AdminBankAccountsSection
        accounts={accounts.map((account) => ({ ...account, id: String(account.id) }))}
        {...(bankRefused ? { errors: bankRefused } : {})}
        saving={bankSaver.state !== "idle"}
        onSave={(values, row) =>
          new Promise<void>((resolve, reject) => {
            pending.current = { resolve, reject };
            void bankSaver.submit(
              { ...values, intent: "bank-save", id: row?.id ?? "" },
              { method: "post" },
            );
          })
        }
        onDelete={(row) =>
          bankRemover.submit({ intent: "bank-delete", id: row.id }, { method: "post" })
        }
      />
    </div>
  );
}
