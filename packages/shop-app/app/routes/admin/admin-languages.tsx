// The shop's languages: on or off, the default and the switcher's order, saved at once through
// the route's action; the outcome as a toast, a refusal beside the list.
import { AdminLanguagesForm } from "@shop/ui";
import { useEffect } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { LanguagesActionResult, loader } from "./admin-languages.server.ts";

export { action, loader } from "./admin-languages.server.ts";

export default function AdminLanguages() {
  const { languages } = useLoaderData<typeof loader>();
  const saver = useFetcher<LanguagesActionResult>({ key: "languages-save" });
  const { show } = useShopToast();
  useEffect(() => {
    if (saver.state === "idle" && saver.data?.ok) show("success", "app.admin.saved");
  }, [saver.state, saver.data, show]);
  const rows = languages.map((language) => ({
    code: language.code,
    name: language.name,
    dir: language.dir,
    isActive: language.is_active,
    isDefault: language.is_default,
  }));
  return (
    <AdminLanguagesForm
      // A fresh form once the saved list comes back.
      key={JSON.stringify(rows)}
      languages={rows}
      {...(saver.data && !saver.data.ok ? { error: saver.data.message } : {})}
      saving={saver.state !== "idle"}
      onSave={(next) => saver.submit({ languages: JSON.stringify(next) }, { method: "post" })}
    />
  );
}
