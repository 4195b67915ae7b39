// Creating and changing a campaign: the ui edit screen, one form posting to this route's action
// (without JavaScript too), the API's refusals beside their fields, a toast when saved; the gift
// product is looked up through the admin product list; deleting asks first.
import { AdminCampaignEditScreen } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect } from "react";
import {
  Form,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "react-router";
import { searchProducts } from "../../features/admin-marketing/record-search.ts";
import { errorMessageId } from "../../i18n/messages.ts";
import { paths } from "../../lib/paths.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { CampaignFormResult, loader } from "./admin-campaign-edit.server.ts";

export { action, loader } from "./admin-campaign-edit.server.ts";

const listPath = `${paths.admin}/campaigns`;

export default function AdminCampaignEdit() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<CampaignFormResult>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const intl = useIntl();
  const { show, showError } = useShopToast();
  const remover = useFetcher<CampaignFormResult>({ key: "campaign-delete" });

  useEffect(() => {
    if (result?.ok || loaded.saved) show("success", "app.admin.saved");
  }, [result, loaded.saved, show]);
  useEffect(() => {
    if (remover.state === "idle" && remover.data && !remover.data.ok) showError(remover.data.code);
  }, [remover.state, remover.data, showError]);

  return (
    <AdminCampaignEditScreen
      key={loaded.id ?? "new"}
      mode={loaded.mode}
      values={loaded.values}
      categories={loaded.categories}
      brands={loaded.brands}
      {...(loaded.usage ? { usage: loaded.usage } : {})}
      onSearchProducts={(text) => searchProducts(text, intl.locale)}
      {...(result && !result.ok
        ? {
            errors: result.errors,
            ...(Object.keys(result.errors).length === 0
              ? { error: intl.formatMessage({ id: errorMessageId(result.code) }) }
              : {}),
          }
        : {})}
      saving={navigation.state === "submitting"}
      deleting={remover.state !== "idle"}
      renderForm={({ action: _action, method: _method, encType: _encType, ...props }) => (
        <Form method="post" {...props} />
      )}
      onCancel={() => void navigate(listPath)}
      onDelete={() => remover.submit({ intent: "delete" }, { method: "post" })}
    />
  );
}
