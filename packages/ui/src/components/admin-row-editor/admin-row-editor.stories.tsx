import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { useStoryText } from "../../stories/story-text.tsx";
import { Badge } from "../badge/badge.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { AdminRowEditor } from "./admin-row-editor.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

interface Zone {
  id: string;
  name: string;
  days: number;
  active: boolean;
}

const zones: Zone[] = [
  { id: "1", name: "İstanbul", days: 1, active: true },
  { id: "2", name: "Ankara", days: 2, active: true },
  { id: "3", name: "Van", days: 4, active: false },
];

interface ZoneEditorProps {
  rows?: readonly Zone[];
  /** Shows the rows as a section of a form rather than as the screen's own list. */
  section?: boolean;
  onSave?: (values: Record<string, string>, row: Zone | null) => unknown;
  onDelete?: (row: Zone) => unknown;
  loading?: boolean;
  saving?: boolean;
  defaultEditing?: { row: Zone | null };
}

/** A delivery-zone list: the smallest row type that shows every part of the editor. */
function ZoneEditor({ rows = zones, section = true, ...props }: ZoneEditorProps) {
  const text = {
    title: useStoryText({ tr: "Teslimat bölgeleri", en: "Delivery zones", ar: "مناطق التوصيل" }),
    hint: useStoryText({
      tr: "Her bölgenin teslim süresi.",
      en: "How long each zone takes.",
      ar: "مدة التوصيل لكل منطقة.",
    }),
    table: useStoryText({ tr: "Bölge listesi", en: "Zone list", ar: "قائمة المناطق" }),
    name: useStoryText({ tr: "Bölge", en: "Zone", ar: "المنطقة" }),
    days: useStoryText({ tr: "Gün", en: "Days", ar: "الأيام" }),
    active: useStoryText({ tr: "Aktif", en: "Active", ar: "نشط" }),
    inactive: useStoryText({ tr: "Pasif", en: "Inactive", ar: "غير نشط" }),
    empty: useStoryText({ tr: "Henüz bölge yok.", en: "No zones yet.", ar: "لا توجد مناطق بعد." }),
    add: useStoryText({ tr: "Bölge ekle", en: "Add zone", ar: "إضافة منطقة" }),
    edit: useStoryText({ tr: "Bölgeyi düzenle", en: "Edit zone", ar: "تعديل المنطقة" }),
    remove: useStoryText({ tr: "Bölgeyi sil", en: "Delete zone", ar: "حذف المنطقة" }),
    note: useStoryText({
      tr: "Bu bölgeye giden siparişler varsayılan kargoyla gider.",
      en: "Orders to this zone ship with the default cargo.",
      ar: "تُشحن الطلبات إلى هذه المنطقة مع شركة الشحن الافتراضية.",
    }),
    confirm: useStoryText({ tr: "Sil", en: "Delete", ar: "حذف" }),
  };
  return (
    <AdminRowEditor
      {...(section ? { title: text.title, description: text.hint } : {})}
      caption={text.table}
      columns={[
        { id: "name", header: text.name, cell: (zone) => <bdi>{zone.name}</bdi> },
        { id: "days", header: text.days, align: "end", cell: (zone) => zone.days },
        {
          id: "state",
          header: text.active,
          hideHeader: true,
          cell: (zone) => (
            <Badge size="sm" variant={zone.active ? "success" : "neutral"}>
              {zone.active ? text.active : text.inactive}
            </Badge>
          ),
        },
      ]}
      rows={rows}
      getRowId={(zone) => zone.id}
      emptyMessage={text.empty}
      addLabel={text.add}
      editLabel={(zone) => `${text.edit}: ${zone.name}`}
      deleteLabel={(zone) => `${text.remove}: ${zone.name}`}
      dialogTitle={(zone) => (zone ? text.edit : text.add)}
      fields={(zone) => (
        <>
          <FormField label={text.name} required>
            <Input name="name" defaultValue={zone?.name ?? ""} />
          </FormField>
          <FormField label={text.days} required>
            <Input
              name="days"
              inputMode="numeric"
              dir="ltr"
              defaultValue={String(zone?.days ?? 1)}
            />
          </FormField>
        </>
      )}
      deleteTitle={text.remove}
      deleteDescription={(zone) => zone.name}
      deleteNote={text.note}
      deleteConfirmLabel={text.confirm}
      {...props}
    />
  );
}

const meta = {
  title: "Admin/AdminRowEditor",
  component: ZoneEditor,
  args: { onSave: fn(), onDelete: fn() },
  decorators: [
    (Story) => (
      <div className="-m-4 flex min-h-dvh flex-col gap-4 bg-surface-muted p-4 md:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ZoneEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

export const Empty: Story = { args: { rows: [] } };

/** The screen's own list: the add button above the table, the table on its own card. */
export const ScreenList: Story = { args: { section: false } };

export const Loading: Story = { args: { section: false, loading: true } };

/** Without callbacks the rows are read-only: no add button, disabled row buttons. */
export const ReadOnly: Story = { args: { onSave: undefined, onDelete: undefined } };

export const Add: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Bölge ekle|Add zone|إضافة منطقة/ }));
    const dialog = within(await within(document.body).findByRole("dialog"));
    await userEvent.type(dialog.getByRole("textbox", { name: /Bölge|Zone|المنطقة/ }), "İzmir");
    await userEvent.click(dialog.getByRole("button", { name: msg(globals, "admin.form.save") }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: "İzmir", days: "1" }, null);
  },
};

export const Edit: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: { defaultEditing: { row: zones[1] ?? null }, saving: true },
};

export const ConfirmDelete: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: /^(Bölgeyi sil|Delete zone|حذف المنطقة): Van$/ }),
    );
    const dialog = within(await within(document.body).findByRole("alertdialog"));
    await userEvent.click(dialog.getByRole("button", { name: /^(Sil|Delete|حذف)$/ }));
    await expect(args.onDelete).toHaveBeenCalledWith(zones[2]);
  },
};
