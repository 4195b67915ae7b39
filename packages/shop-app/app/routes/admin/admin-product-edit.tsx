// Creating and changing a product: the ui edit screen, each section a form posting to this
// route's action (without JavaScript too), the API's refusals beside their fields, a toast when
// saved. Moving or deleting a picture and the sub-product dialogs post through fetchers.
import { AdminProductEditScreen, type AdminProductFormIntent, type AdminRowValues } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useEffect, useRef } from "react";
import {
  Form,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "react-router";
import { errorMessageId } from "../../i18n/messages.ts";
import { paths } from "../../lib/paths.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, ProductFormResult } from "./admin-product-edit.server.ts";

export { action, loader } from "./admin-product-edit.server.ts";

const STOCK_UNITS = ["piece", "pair", "set", "pack", "kg", "litre", "metre"] as const;
const CURRENCIES = [
  { value: "1", label: "TRY (₺)" },
  { value: "2", label: "USD ($)" },
  { value: "3", label: "EUR (€)" },
];

/**
 * A row dialog's save (sub-product or personalisation) through its own fetcher. The dialog stays
 * open, busy, until the answer: closed when saved, kept with the refusals beside its fields when
 * not.
 */
function useDialogSave(row: "sub_product" | "personalization") {
  const fetcher = useFetcher<ProductFormResult>({ key: `${row}-save` });
  const { show } = useShopToast();
  const pending = useRef<{ resolve: () => void; reject: (reason: unknown) => void } | null>(null);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !pending.current) return;
    if (fetcher.data.ok) {
      pending.current.resolve();
      show("success", "app.admin.saved");
    } else pending.current.reject(fetcher.data.code);
    pending.current = null;
  }, [fetcher.state, fetcher.data, show]);
  return {
    busy: fetcher.state !== "idle",
    errors: fetcher.data && !fetcher.data.ok ? fetcher.data.errors : undefined,
    save: (values: AdminRowValues, current: { id: string } | null) =>
      new Promise<void>((resolve, reject) => {
        pending.current = { resolve, reject };
        void fetcher.submit(
          { ...values, intent: `${row}_save`, id: current?.id ?? "" },
          { method: "post" },
        );
      }),
  };
}

export default function AdminProductEdit() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<ProductFormResult>();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const intl = useIntl();
  const { show, showError } = useShopToast();
  const mover = useFetcher<ProductFormResult>({ key: "product-image-move" });
  const remover = useFetcher<ProductFormResult>({ key: "product-row-delete" });
  const subSaver = useDialogSave("sub_product");
  const personalizationSaver = useDialogSave("personalization");
  const saving =
    navigation.state === "submitting"
      ? ((navigation.formData?.get("intent") as AdminProductFormIntent | null) ?? null)
      : subSaver.busy
        ? "sub_product"
        : personalizationSaver.busy
          ? "personalization"
          : null;

  useEffect(() => {
    if (result?.ok || loaded.saved) show("success", "app.admin.saved");
  }, [result, loaded.saved, show]);
  useEffect(() => {
    if (mover.state === "idle" && mover.data && !mover.data.ok) showError(mover.data.code);
  }, [mover.state, mover.data, showError]);
  useEffect(() => {
    if (remover.state !== "idle" || !remover.data) return;
    if (remover.data.ok) show("success", "app.admin.deleted");
    else showError(remover.data.code);
  }, [remover.state, remover.data, show, showError]);

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
      properties={loaded.properties}
      images={loaded.images}
      attributes={loaded.attributes}
      subProducts={loaded.subProducts}
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
      onImageMove={(image, move) =>
        mover.submit({ intent: "image_move", image_id: image.id, move }, { method: "post" })
      }
      onImageDelete={(image) =>
        remover.submit({ intent: "image_delete", image_id: image.id }, { method: "post" })
      }
      onSubProductSave={subSaver.save}
      onSubProductDelete={(row) =>
        remover.submit({ intent: "sub_product_delete", id: row.id }, { method: "post" })
      }
      {...(subSaver.errors ? { subProductErrors: subSaver.errors } : {})}
      personalizations={loaded.personalizations}
      onPersonalizationSave={personalizationSaver.save}
      onPersonalizationDelete={(row) =>
        remover.submit({ intent: "personalization_delete", id: row.id }, { method: "post" })
      }
      {...(personalizationSaver.errors
        ? { personalizationErrors: personalizationSaver.errors }
        : {})}
    />
  );
}
