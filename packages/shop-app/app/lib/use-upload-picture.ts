// An admin picture (a blog cover, a brand's logo, a category's image) stored by the image API;
// it counts as used once the record that names it is saved.
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { errorMessageId } from "../i18n/messages.ts";

/** Uploads a picture: its path, or why it was refused in the admin's language. */
export function useUploadPicture() {
  const intl = useIntl();
  return async (file: File): Promise<{ path: string } | { error: string }> => {
    const { createShopApi, isApiRequestError, unwrap } = await import("./shop-api.ts");
    try {
      const shopApi = createShopApi({
        origin: window.location.origin,
        language: intl.locale,
        currency: 1,
      });
      const image = await unwrap(shopApi.image.upload.$post({ form: { file } }));
      return { path: image.path };
    } catch (error) {
      const code = isApiRequestError(error) ? error.code : "unsupported_media_type";
      return {
        error:
          (isApiRequestError(error) ? error.fields?.[0]?.message : undefined) ??
          intl.formatMessage({ id: errorMessageId(code) }),
      };
    }
  };
}
