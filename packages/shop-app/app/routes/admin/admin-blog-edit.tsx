// Writing and changing a blog post: the ui edit screen, one form posting to this route's
// action; the form's wiring is lib/use-translated-record-form.tsx.
import { AdminBlogEditScreen, type AdminBlogValues } from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import { useLoaderData } from "react-router";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { errorMessageId } from "../../i18n/messages.ts";
import { paths } from "../../lib/paths.ts";
import {
  translatedRecordMeta,
  useTranslatedRecordForm,
} from "../../lib/use-translated-record-form.tsx";
import type { loader } from "./admin-blog-edit.server.ts";

export { action, loader } from "./admin-blog-edit.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "blog-posts", title: "app.page.adminBlogEdit" },
};

export const meta = translatedRecordMeta("app.page.adminBlogNew", "app.page.adminBlogEdit");

export default function AdminBlogEdit() {
  const form = useTranslatedRecordForm<AdminBlogValues>(`${paths.admin}/blog`, "blog-delete");
  const { coverMaxBytes } = useLoaderData<typeof loader>();
  const intl = useIntl();

  // The cover is stored by the image API, like the shop's other admin pictures; it counts as used
  // once the post that names it is saved.
  const uploadCover = async (file: File) => {
    const { createApiClient, isApiRequestError } = await import("../../lib/api-client.ts");
    try {
      const image = await createApiClient({
        origin: window.location.origin,
        language: intl.locale,
        currency: 1,
      }).uploadPicture(file);
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

  return (
    <AdminBlogEditScreen
      key={form.key}
      {...form.props}
      onUploadCover={uploadCover}
      coverMaxBytes={coverMaxBytes}
    />
  );
}
