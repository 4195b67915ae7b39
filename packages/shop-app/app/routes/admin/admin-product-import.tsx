// Products in bulk: the catalogue's CSV file to download, and a file to read back, previewed row
// by row before anything is written; the import writes every row or none.
import {
  type AdminProductImportPreview,
  type AdminProductImportResult,
  AdminProductImportScreen,
} from "@shop/ui";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { paths } from "../../lib/paths.ts";
import { renderRouterLink } from "../../lib/router-link.tsx";
import { API_BASE_PATH } from "../../lib/shop-api.ts";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { action } from "./admin-product-import.server.ts";

export { action } from "./admin-product-import.server.ts";

/** A refusal's message, with each field's (line.<n>.<column> for a row of the file). */
function refusalText(refusal: { message: string; fields: { field: string; message: string }[] }) {
  const fields = refusal.fields.map(({ field, message }) => {
    const row = /^line\.(\d+)\.(.+)$/.exec(field);
    return row ? `${row[1]} / ${row[2]}: ${message}` : message;
  });
  return [refusal.message, ...fields].join(" ");
}

export default function AdminProductImport() {
  const fetcher = useFetcher<typeof action>();
  const { show } = useShopToast();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<AdminProductImportPreview | null>(null);
  const [result, setResult] = useState<AdminProductImportResult | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  // Each answer is taken once (the toast too), whatever else re-renders.
  const handled = useRef<unknown>(null);
  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.ok) {
      if (answer.intent === "import") setImportError(refusalText(answer));
      else setFileError(refusalText(answer));
      return;
    }
    if (answer.preview) {
      setPreview({
        fileName: file?.name ?? "",
        rows: answer.preview.rows.map((row) => ({
          line: row.line,
          kind: row.kind,
          sku: row.sku,
          subCode: row.sub_code,
          name: row.name,
          status: row.status,
          changes: row.changes,
          errors: row.errors,
        })),
        counts: answer.preview.counts,
        unknownColumns: answer.preview.unknown_columns,
      });
    }
    if (answer.result) {
      setResult(answer.result);
      show("success", "app.admin.productsImported");
    }
  }, [answer, file, show]);
  const send = (intent: "preview" | "import", chosen: File) => {
    const form = new FormData();
    form.set("intent", intent);
    form.set("file", chosen);
    fetcher.submit(form, { method: "post", encType: "multipart/form-data" });
  };
  const busy = fetcher.state !== "idle";
  const intent = fetcher.formData?.get("intent");
  return (
    <AdminProductImportScreen
      exportHref={`${API_BASE_PATH}product/export`}
      productListHref={`${paths.admin}/products`}
      preview={preview}
      previewing={busy && intent === "preview"}
      importing={busy && intent === "import"}
      result={result}
      fileError={fileError}
      importError={importError}
      renderLink={renderRouterLink}
      onPreview={(chosen) => {
        setFile(chosen);
        setFileError(null);
        setImportError(null);
        setPreview(null);
        send("preview", chosen);
      }}
      onImport={() => {
        setImportError(null);
        if (file) send("import", file);
      }}
      onReset={() => {
        setFile(null);
        setPreview(null);
        setResult(null);
        setFileError(null);
        setImportError(null);
      }}
    />
  );
}
