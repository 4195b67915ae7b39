import { Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormActions } from "./admin-form.tsx";

/**
 * A record's edit form's actions: save (with its own label for a new record), cancel, and, for a
 * saved record, delete behind a confirmation.
 */
export function RecordFormActions({
  mode,
  saving,
  onCancel,
  createLabel,
  onDelete,
  deleting,
  removeLabel,
  removeTitle,
  removeText,
}: {
  mode: "create" | "edit";
  saving: boolean;
  onCancel?: (() => void) | undefined;
  createLabel: ReactNode;
  onDelete?: (() => void) | undefined;
  deleting: boolean;
  removeLabel: string;
  removeTitle: string;
  removeText: ReactNode;
}) {
  return (
    <FormActions
      pending={saving}
      onCancel={onCancel}
      saveLabel={mode === "create" ? createLabel : undefined}
    >
      {mode === "edit" && onDelete && (
        <ConfirmDialog
          variant="danger"
          title={removeTitle}
          description={removeText}
          confirmLabel={removeLabel}
          pending={deleting}
          onConfirm={onDelete}
          trigger={
            <Button type="button" variant="ghost" className="me-auto text-danger">
              <Trash2 aria-hidden="true" />
              {removeLabel}
            </Button>
          }
        />
      )}
    </FormActions>
  );
}
