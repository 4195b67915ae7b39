import { Upload } from "lucide-react";
import { type ReactNode, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { FormGridItem, type FormGridItemProps } from "../admin-form/admin-form.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";

const messages = defineUiMessages({
  image: { id: "admin.blogEdit.image" },
  imageHint: { id: "admin.blogEdit.imageHint" },
  upload: { id: "admin.site.upload" },
  uploading: { id: "admin.site.uploading" },
  preview: { id: "admin.site.preview" },
  coverType: { id: "admin.blogEdit.coverType" },
  coverSize: { id: "admin.blogEdit.coverSize" },
});

const COVER_TYPES = ["image/png", "image/jpeg", "image/webp", "image/avif"];

export interface BlogCoverFieldProps {
  /** The cover's path as stored. */
  defaultPath: string;
  /** The field's name in the form. */
  name?: string;
  /** What the picture is (a brand's logo); a blog post's cover when left out. */
  label?: string;
  /** An example of a path, shown while the field is empty. */
  placeholder?: string;
  span?: FormGridItemProps["span"];
  /** The API's refusal of `image_path`. */
  error?: ReactNode;
  /** Uploads a cover picture: its path, or why it was refused (in the admin's language). */
  onUpload?: ((file: File) => Promise<{ path: string } | { error: string }>) | undefined;
  /** The largest picture the upload takes, in bytes. */
  maxBytes?: number | undefined;
}

/**
 * A blog post's cover: its path (posted as `image_path`), a preview, and an upload that checks
 * the file's type and size before sending it.
 */
export function BlogCoverField({
  defaultPath,
  name = "image_path",
  label,
  placeholder = "/uploads/blog/…",
  span,
  error,
  onUpload,
  maxBytes = Number.POSITIVE_INFINITY,
}: BlogCoverFieldProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const [cover, setCover] = useState(defaultPath);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);

  const upload = async (chosen: File) => {
    if (!onUpload) return;
    if (!COVER_TYPES.includes(chosen.type)) return setRefusal(t("coverType"));
    if (chosen.size > maxBytes)
      return setRefusal(t("coverSize", { megabytes: Math.floor(maxBytes / 1024 / 1024) }));
    setRefusal(null);
    setUploading(true);
    try {
      const answer = await onUpload(chosen);
      if ("path" in answer) setCover(answer.path);
      else setRefusal(answer.error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <FormGridItem {...(span ? { span } : {})}>
      <FormField
        label={label ?? t("image")}
        optional
        hint={t("imageHint")}
        error={refusal ?? error}
      >
        <Input
          name={name}
          dir="ltr"
          placeholder={placeholder}
          value={cover}
          onChange={(event) => setCover(event.target.value)}
        />
      </FormField>
      {(cover || onUpload) && (
        <div data-slot="admin-blog-cover" className="mt-2 flex items-center gap-3">
          {cover && (
            <img
              src={cover}
              alt={t("preview")}
              className="h-12 w-20 rounded-md border border-border bg-surface object-cover"
            />
          )}
          {onUpload && (
            <>
              <input
                ref={file}
                type="file"
                accept={COVER_TYPES.join(",")}
                className="sr-only"
                tabIndex={-1}
                aria-hidden="true"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = "";
                  if (chosen) void upload(chosen);
                }}
              />
              <Button
                type="button"
                variant="outline"
                size="sm"
                loading={uploading}
                onClick={() => file.current?.click()}
              >
                <Upload aria-hidden="true" />
                {t(uploading ? "uploading" : "upload")}
                <span className="sr-only">{` (${label ?? t("image")})`}</span>
              </Button>
            </>
          )}
        </div>
      )}
    </FormGridItem>
  );
}
