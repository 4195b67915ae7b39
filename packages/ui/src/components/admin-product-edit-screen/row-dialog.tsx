import { type FormEvent, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { Button } from "../button/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog.tsx";

const messages = defineUiMessages({
  save: { id: "admin.form.save" },
  cancel: { id: "admin.form.cancel" },
});

/** The fields of a dialog's form, as typed: the app parses them (prices with parsePriceInput). */
export type AdminRowValues = Record<string, string>;

export interface RowDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The form's fields (uncontrolled inputs with names). */
  children: ReactNode;
  /**
   * Called with the form's fields. A returned promise keeps the dialog busy; it closes when the
   * promise resolves and stays open (the app shows the errors beside the fields) when it rejects.
   */
  onSave: (values: AdminRowValues) => unknown;
  saving?: boolean;
}

/** A dialog holding a small form: adding or changing a sub-product or a personalisation. */
export function RowDialog({ open, onOpenChange, title, children, onSave, saving }: RowDialogProps) {
  const intl = useIntl();
  const [running, setRunning] = useState(false);
  const busy = saving === true || running;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: AdminRowValues = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") values[name] = value;
    }
    const result = onSave(values);
    if (!(result instanceof Promise)) return;
    setRunning(true);
    result.then(
      () => {
        setRunning(false);
        onOpenChange(false);
      },
      () => setRunning(false),
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent size="md" aria-describedby={undefined}>
        <form noValidate onSubmit={submit} className="contents">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
          </DialogHeader>
          <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</DialogBody>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              {intl.formatMessage(messages.cancel)}
            </Button>
            <Button type="submit" loading={busy}>
              {intl.formatMessage(messages.save)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
