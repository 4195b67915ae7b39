// Adding and changing a FAQ entry: the ui edit screen, one form posting to this route's
// action; the form's wiring is lib/use-translated-record-form.tsx.
import { AdminFaqEditScreen, type AdminFaqValues } from "@shop/ui";
import type { AdminHandle } from "../../features/admin-shell/admin-frame.tsx";
import { paths } from "../../lib/paths.ts";
import {
  translatedRecordMeta,
  useTranslatedRecordForm,
} from "../../lib/use-translated-record-form.tsx";

export { action, loader } from "./admin-faq-edit.server.ts";

export const handle: AdminHandle = {
  admin: {
    menuId: "faq-entries",
    title: "app.page.adminFaqEdit",
    newTitle: "app.page.adminFaqNew",
  },
};

export const meta = translatedRecordMeta("app.page.adminFaqNew", "app.page.adminFaqEdit");

export default function AdminFaqEdit() {
  const form = useTranslatedRecordForm<AdminFaqValues>(`${paths.admin}/faq`, "faq-delete");
  return <AdminFaqEditScreen key={form.key} {...form.props} />;
}
