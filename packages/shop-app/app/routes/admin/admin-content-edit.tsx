// Creating and changing a content page: the ui edit screen, one form posting to this route's
// action; the form's wiring is lib/use-translated-record-form.tsx.
import { AdminContentEditScreen, type AdminContentValues } from "@shop/ui";
import { paths } from "../../lib/paths.ts";
import { useTranslatedRecordForm } from "../../lib/use-translated-record-form.tsx";

export { action, loader } from "./admin-content-edit.server.ts";

export default function AdminContentEdit() {
  const form = useTranslatedRecordForm<AdminContentValues>(
    `${paths.admin}/content`,
    "content-delete",
  );
  return <AdminContentEditScreen key={form.key} {...form.props} />;
}
