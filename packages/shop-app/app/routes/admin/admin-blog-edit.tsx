// Writing and changing a blog post: the ui edit screen, one form posting to this route's
// action; the form's wiring is lib/use-translated-record-form.tsx.
import { AdminBlogEditScreen, type AdminBlogValues } from "@shop/ui";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { paths } from "../../lib/paths.ts";
import {
  translatedRecordMeta,
  useTranslatedRecordForm,
} from "../../lib/use-translated-record-form.tsx";

export { action, loader } from "./admin-blog-edit.server.ts";

export const handle: AdminHandle = {
  admin: { menuId: "blog-posts", title: "app.page.adminBlogEdit" },
};

export const meta = translatedRecordMeta("app.page.adminBlogNew", "app.page.adminBlogEdit");

export default function AdminBlogEdit() {
  const form = useTranslatedRecordForm<AdminBlogValues>(`${paths.admin}/blog`, "blog-delete");
  return <AdminBlogEditScreen key={form.key} {...form.props} />;
}
