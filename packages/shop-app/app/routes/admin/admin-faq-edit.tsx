// Adding and changing a FAQ entry: the ui edit screen, one form posting to this route's
// action; the form's wiring is lib/use-translated-record-form.tsx.
import { AdminFaqEditScreen, type AdminFaqValues } from "@shop/ui";
import { paths } from "../../lib/paths.ts";
import { useTranslatedRecordForm } from "../../lib/use-translated-record-form.tsx";

export { action, loader } from "./admin-faq-edit.server.ts";

export default function AdminFaqEdit() {
  const form = useTranslatedRecordForm<AdminFaqValues>(`${paths.admin}/faq`, "faq-delete");
  return <AdminFaqEditScreen key={form.key} {...form.props} />;
}
