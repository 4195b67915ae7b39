// Creating and changing a content page: the ui edit screen, one form posting to this route's
// action; the form's wiring is lib/use-translated-record-form.tsx.
import { AdminContentEditScreen, type AdminContentValues } from "@shop/ui";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { paths } from "../../lib/paths.ts";
import {
  translatedRecordMeta,
  useTranslatedRecordForm,
} from "../../lib/use-translated-record-form.tsx";

export { action, loader } from "./admin-content-edit.server.ts";

export const handle: AdminHandle = {
  admin: {
    menuId: "content",
    title: "app.page.adminContentEdit",
    newTitle: "app.page.adminContentNew",
  },
};

export const meta = translatedRecordMeta("app.page.adminContentNew", "app.page.adminContentEdit");

export default function AdminContentEdit() {
  const form = useTranslatedRecordForm<AdminContentValues>(
    `${paths.admin}/content`,
    "content-delete",
  );
  return <AdminContentEditScreen key={form.key} {...form.props} />;
}
