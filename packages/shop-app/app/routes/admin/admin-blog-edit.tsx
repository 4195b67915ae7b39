// Writing and changing a blog post: the ui edit screen, one form posting to this route's
// action; the form's wiring is lib/use-translated-record-form.tsx.
import { AdminBlogEditScreen, type AdminBlogValues } from "@shop/ui";
import { useLoaderData } from "react-router";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { paths } from "../../lib/paths.ts";
import {
  translatedRecordMeta,
  useTranslatedRecordForm,
} from "../../lib/use-translated-record-form.tsx";
import { useUploadPicture } from "../../lib/use-upload-picture.ts";
import type { loader } from "./admin-blog-edit.server.ts";

export { action, loader } from "./admin-blog-edit.server.ts";

export const handle: AdminHandle = {
  admin: {
    menuId: "blog-posts",
    title: "app.page.adminBlogEdit",
    newTitle: "app.page.adminBlogNew",
  },
};

export const meta = translatedRecordMeta("app.page.adminBlogNew", "app.page.adminBlogEdit");

export default function AdminBlogEdit() {
  const form = useTranslatedRecordForm<AdminBlogValues>(`${paths.admin}/blog`, "blog-delete");
  const { coverMaxBytes } = useLoaderData<typeof loader>();
  const uploadCover = useUploadPicture();

  return (
    <AdminBlogEditScreen
      key={form.key}
      {...form.props}
      onUploadCover={uploadCover}
      coverMaxBytes={coverMaxBytes}
    />
  );
}
