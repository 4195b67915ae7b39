// The shop-wide settings: name, favicon, the picture for products without one, Google site
// verification, the Tag Manager id, the admin's scripts, body HTML and CSS.
import { AdminSiteSettingsForm } from "@shop/ui";
import { useEffect, useState } from "react";
import { useFetcher, useLoaderData } from "react-router";
import { useShopToast } from "../../lib/use-shop-toast.ts";
import type { loader, SiteSettingsActionResult } from "./admin-site-settings.server.ts";

export { action, loader } from "./admin-site-settings.server.ts";

export default function AdminSiteSettings() {
  const { settings } = useLoaderData<typeof loader>();
  const saver = useFetcher<SiteSettingsActionResult>({ key: "site-settings-save" });
  const { show, showError } = useShopToast();
  useEffect(() => {
    if (saver.state !== "idle" || !saver.data) return;
    if (saver.data.ok) show("success", "app.admin.saved");
    else if (Object.keys(saver.data.errors).length === 0) showError(saver.data.code);
  }, [saver.state, saver.data, show, showError]);
  const refused = saver.data && !saver.data.ok ? saver.data.errors : undefined;
  const [uploading, setUploading] = useState<"favicon" | "no_image_product" | null>(null);
  // The picture is stored by the image API; the small size serves as the favicon, the medium
  // one as the placeholder. It counts as used once the settings that name it are saved.
  const upload = async (field: "favicon" | "no_image_product", file: File) => {
    setUploading(field);
    const { createShopApi, isApiRequestError, unwrap } = await import("../../lib/shop-api.ts");
    try {
      const shopApi = createShopApi({
        origin: window.location.origin,
        language: "tr",
        currency: 1,
      });
      const image = await unwrap(shopApi.image.upload.$post({ form: { file } }));
      return field === "favicon" ? image.path_s : image.path_m;
    } catch (error) {
      showError(isApiRequestError(error) ? error.code : "unsupported_media_type");
      return null;
    } finally {
      setUploading(null);
    }
  };
  return (
    <AdminSiteSettingsForm
      values={settings}
      {...(refused ? { errors: refused } : {})}
      saving={saver.state !== "idle"}
      uploading={uploading}
      onUpload={upload}
      onSave={(values) =>
        saver.submit(values as never, { method: "post", encType: "application/json" })
      }
    />
  );
}
