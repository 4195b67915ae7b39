// Creating and changing a product: the ui edit screen, each section a form posting to this
// route's action (without JavaScript too), the API's refusals beside their fields, a toast when
// saved.
import { AdminProductEditScreen } from "@shop/ui";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import {
  Form,
  type MetaArgs,
  useActionData,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "react-router";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { errorMessageId } from "../../i18n/messages.ts";
import { pageTitle } from "../../lib/page-meta.ts";
import { paths } from "../../lib/paths.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, ProductFormResult } from "./admin-product-edit.server.ts";

export { action, loader } from "./admin-product-edit.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "product-list", title: "app.page.adminProductEdit" },
};

export function meta(args: MetaArgs) {
  const creating = (args.loaderData as { mode?: string } | undefined)?.mode === "create";
  return [
    { title: pageTitle(args, creating ? "app.page.adminProductNew" : "app.page.adminProductEdit") },
  ];
}

const STOCK_UNITS = ["piece", "pair", "set", "pack", "kg", "litre", "metre"] as const;
const CURRENCIES = [
  { value: "1", label: "TRY (₺)" },
  { value: "2", label: "USD ($)" },
  { value: "3", label: "EUR (€)" },
];

export default function AdminProductEdit() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<ProductFormResult>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const intl = useIntl();
  const { show } = useShopToast();
  const saving =
    navigation.state === "submitting"
      ? ((navigation.formData?.get("intent") as "create" | "general" | "prices" | "texts") ?? null)
      : null;

  useEffect(() => {
    if (result?.ok || loaded.saved) show("success", "app.admin.saved");
  }, [result, loaded.saved, show]);

  const listPath = `${paths.admin}/products`;
  return (
    <AdminProductEditScreen
      key={loaded.id ?? "new"}
      mode={loaded.mode}
      values={loaded.values}
      categories={loaded.categories}
      brands={loaded.brands}
      models={loaded.models}
      suppliers={loaded.suppliers}
      stockUnits={STOCK_UNITS.map((unit) => ({
        value: unit,
        label: intl.formatMessage({ id: `app.admin.stockUnit.${unit}` }),
      }))}
      currencies={CURRENCIES}
      {...(result && !result.ok
        ? {
            errors: result.errors,
            error: intl.formatMessage({ id: errorMessageId(result.code) }),
          }
        : {})}
      saving={saving}
      renderForm={({ action: _action, method: _method, encType, ...props }) => (
        <Form
          method="post"
          {...(encType === "multipart/form-data" ? { encType } : {})}
          {...props}
        />
      )}
      onCancel={() => void navigate(listPath)}
    />
  );
}
