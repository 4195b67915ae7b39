// Writing and changing a blog post: the ui edit screen, one form posting to this route's
// action; the form's wiring is lib/use-translated-record-form.tsx.
import { AdminBlogEditScreen, type AdminBlogValues } from "@shop/ui";
import { useLoaderData } from "react-router";
import { paths } from "../../lib/paths.ts";
import { useTranslatedRecordForm } from "../../lib/use-translated-record-form.tsx";
import { useUploadPicture } from "../../lib/use-upload-picture.ts";
import type { loader } from "./admin-blog-edit.server.ts";

export { action, loader } from "./admin-blog-edit.server.ts";

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
