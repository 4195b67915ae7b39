import { Check, Copy } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import type { AdminRowValues } from "../admin-product-edit-screen/row-dialog.tsx";
import { Button } from "../button/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../dialog/dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Textarea } from "../textarea/textarea.tsx";
import { CouponTermsFields } from "./coupon-fields.tsx";

const messages = defineUiMessages({
  title: { id: "admin.coupons.generate" },
  count: { id: "admin.coupons.count" },
  prefix: { id: "admin.coupons.prefix" },
  submit: { id: "admin.coupons.generateSubmit" },
  cancel: { id: "admin.form.cancel" },
  done: { id: "admin.coupons.generated" },
  codes: { id: "admin.coupons.codes" },
  copy: { id: "admin.coupons.copy" },
  copied: { id: "admin.coupons.copied" },
  finish: { id: "admin.coupons.done" },
});

export interface GenerateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * The form's fields (`count`, `prefix` and the terms). The promise's codes are shown to copy;
   * when it rejects the dialog keeps the form with the errors beside its fields.
   */
  onGenerate: (values: AdminRowValues) => Promise<readonly string[]>;
  errors: Partial<Record<string, ReactNode>>;
  /** Shown at once, without generating (a story's state after the codes came). */
  initialCodes?: readonly string[];
}

/** Many coupons at once: how many, a prefix and the terms; then the new codes, to copy. */
export function GenerateDialog({
  open,
  onOpenChange,
  onGenerate,
  errors,
  initialCodes,
}: GenerateDialogProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const [running, setRunning] = useState(false);
  const [codes, setCodes] = useState<readonly string[] | null>(initialCodes ?? null);
  const [copied, setCopied] = useState(false);

  const close = (next: boolean) => {
    if (running) return;
    if (!next) {
      setCodes(initialCodes ?? null);
      setCopied(false);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values: AdminRowValues = {};
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === "string") values[name] = value;
    }
    setRunning(true);
    onGenerate(values).then(
      (made) => {
        setRunning(false);
        setCodes(made);
      },
      () => setRunning(false),
    );
  };

  const text = codes?.join("\n") ?? "";
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="md" aria-describedby={undefined}>
        {codes ? (
          <>
            <DialogHeader>
              <DialogTitle>{t("done", { count: codes.length })}</DialogTitle>
              <DialogDescription className="sr-only">{t("codes")}</DialogDescription>
            </DialogHeader>
            <DialogBody>
              <FormField label={t("codes")}>
                <Textarea
                  readOnly
                  dir="ltr"
                  rows={Math.min(10, Math.max(3, codes.length))}
                  value={text}
                  className="font-mono"
                  onFocus={(event) => event.currentTarget.select()}
                />
              </FormField>
            </DialogBody>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() => {
                  void navigator.clipboard.writeText(text).then(() => setCopied(true));
                }}
              >
                {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
                {t(copied ? "copied" : "copy")}
              </Button>
              <Button onClick={() => close(false)}>{t("finish")}</Button>
            </DialogFooter>
          </>
        ) : (
          <form noValidate onSubmit={submit} className="contents">
            <DialogHeader>
              <DialogTitle>{t("title")}</DialogTitle>
            </DialogHeader>
            <DialogBody className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField label={t("count")} required error={errors.count}>
                <Input name="count" inputMode="numeric" dir="ltr" defaultValue="10" />
              </FormField>
              <FormField label={t("prefix")} optional error={errors.prefix}>
                <Input name="prefix" dir="ltr" autoCapitalize="characters" />
              </FormField>
              <CouponTermsFields terms={{ usageLimit: "1" }} errors={errors} />
            </DialogBody>
            <DialogFooter>
              <Button variant="outline" disabled={running} onClick={() => close(false)}>
                {t("cancel")}
              </Button>
              <Button type="submit" loading={running}>
                {t("submit")}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
