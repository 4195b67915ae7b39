import { CircleAlert, ImagePlus, Trash2, UserRound } from "lucide-react";
import {
  type ComponentProps,
  type DragEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { Button } from "../button/button.tsx";
import { Spinner } from "../spinner/spinner.tsx";

const messages = defineUiMessages({
  label: { id: "screens.profileImageUpload.label" },
  choose: { id: "screens.profileImageUpload.choose" },
  change: { id: "screens.profileImageUpload.change" },
  upload: {
    id: "screens.profileImageUpload.upload",
    description: "Button without JavaScript: send the chosen file",
  },
  remove: { id: "screens.profileImageUpload.remove" },
  dropHint: { id: "screens.profileImageUpload.dropHint" },
  dropActive: { id: "screens.profileImageUpload.dropActive" },
  advice: {
    id: "screens.profileImageUpload.advice",
    description: "{types}: the accepted formats as a list; {size}: the advised maximum in KB",
  },
  tooLarge: { id: "screens.profileImageUpload.tooLarge" },
  wrongType: { id: "screens.profileImageUpload.wrongType" },
  uploading: { id: "screens.profileImageUpload.uploading" },
  previewAlt: { id: "screens.profileImageUpload.previewAlt" },
});

const defaultAccept = ["image/jpeg", "image/png", "image/webp"];

export interface ProfileImageUploadProps
  extends Omit<ComponentProps<"fieldset">, "onSelect" | "children"> {
  /** The current photo; a placeholder shows without one. */
  imageSrc?: string;
  /** A valid file was chosen (picked or dropped); the app uploads it. */
  onSelect: (file: File) => void;
  /** Shown with a photo: the app deletes it. Without it there is no remove button. */
  onRemove?: () => void;
  uploading?: boolean;
  disabled?: boolean;
  /** An error from the app (the upload failed); a file the component refuses shows its own. */
  error?: ReactNode;
  /** Largest accepted file in KB (the specification advises 300). */
  maxSizeKb?: number;
  /** Accepted MIME types. */
  accept?: string[];
  /** Overrides the default heading ("Profile photo"). */
  label?: ReactNode;
  /**
   * The file input's name. Until JavaScript runs, the input shows with a submit button, so that
   * a multipart form around the component uploads the photo without it.
   */
  name?: string;
}

type Refusal = { kind: "tooLarge"; sizeKb: number } | { kind: "wrongType" };

const typeNames: Record<string, string> = { jpeg: "JPG", webp: "WebP", "svg+xml": "SVG" };

function typeName(mime: string) {
  const sub = mime.split("/")[1] ?? mime;
  return typeNames[sub] ?? sub.toUpperCase();
}

function ProfileImageUpload({
  imageSrc,
  onSelect,
  onRemove,
  uploading = false,
  disabled = false,
  error,
  maxSizeKb = 300,
  accept = defaultAccept,
  label,
  name = "file",
  className,
  ...props
}: ProfileImageUploadProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();
  const [preview, setPreview] = useState<string>();

  // A new photo from the app replaces the local preview of the file that was chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the photo changes
  useEffect(() => setPreview(undefined), [imageSrc]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  const inert = disabled || uploading;
  const types = intl.formatList(accept.map(typeName), { type: "disjunction" });
  const shown = preview ?? imageSrc;

  const take = (file: File | undefined) => {
    if (!file || inert) return;
    if (!accept.includes(file.type)) {
      setRefusal({ kind: "wrongType" });
      return;
    }
    const sizeKb = Math.ceil(file.size / 1024);
    if (sizeKb > maxSizeKb) {
      setRefusal({ kind: "tooLarge", sizeKb });
      return;
    }
    setRefusal(undefined);
    setPreview(URL.createObjectURL(file));
    onSelect(file);
  };

  const onDrag = (event: DragEvent<HTMLDivElement>, over: boolean) => {
    event.preventDefault();
    if (!inert) setDragOver(over);
  };

  const message =
    refusal?.kind === "tooLarge"
      ? intl.formatMessage(messages.tooLarge, {
          size: intl.formatNumber(refusal.sizeKb),
          max: intl.formatNumber(maxSizeKb),
        })
      : refusal?.kind === "wrongType"
        ? intl.formatMessage(messages.wrongType, { types })
        : error;

  const adviceId = `${id}-advice`;
  const errorId = `${id}-error`;

  return (
    <fieldset
      data-slot="profile-image-upload"
      className={cn("m-0 flex min-w-0 flex-col gap-2 border-0 p-0", className)}
      aria-busy={uploading || undefined}
      aria-describedby={message ? `${adviceId} ${errorId}` : adviceId}
      {...props}
    >
      <legend
        data-slot="profile-image-upload-label"
        className="mb-2 p-0 text-body-sm font-semibold text-fg-strong"
      >
        {label ?? intl.formatMessage(messages.label)}
      </legend>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop target is a shortcut; the button is the accessible way in */}
      <div
        data-slot="profile-image-upload-dropzone"
        data-drag-over={dragOver || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={(event) => onDrag(event, true)}
        onDragOver={(event) => onDrag(event, true)}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null))
            onDrag(event, false);
        }}
        onDrop={(event) => {
          onDrag(event, false);
          take(event.dataTransfer.files[0]);
        }}
        className={cn(
          "relative flex flex-col items-center gap-4 rounded-lg border-2 border-dashed p-5 text-center",
          "transition-colors duration-fast ease-standard sm:flex-row sm:text-start",
          message ? "border-danger-border bg-danger-subtle/40" : "border-border bg-surface",
          dragOver && "border-brand-accent bg-brand-subtle",
          disabled && "bg-surface-muted",
        )}
      >
        <div
          data-slot="profile-image-upload-avatar"
          className="relative grid size-24 shrink-0 place-items-center overflow-hidden rounded-full bg-surface-sunken shadow-sm ring-4 ring-surface"
        >
          {shown ? (
            <img
              src={shown}
              alt={intl.formatMessage(messages.previewAlt)}
              className="size-full object-cover"
            />
          ) : (
            <UserRound aria-hidden="true" className="size-12 text-fg-subtle" strokeWidth={1.5} />
          )}
          {uploading && (
            <div
              data-slot="profile-image-upload-progress"
              className="absolute inset-0 grid place-items-center bg-surface-inverse/55"
            >
              <Spinner tone="inverse" label={intl.formatMessage(messages.uploading)} />
            </div>
          )}
        </div>
        <div className="flex min-w-0 flex-col items-center gap-2 sm:items-start">
          <div className="flex flex-wrap items-center justify-center gap-2">
            {!hydrated && (
              <>
                <input
                  type="file"
                  name={name}
                  accept={accept.join(",")}
                  disabled={inert}
                  aria-label={intl.formatMessage(imageSrc ? messages.change : messages.choose)}
                  data-slot="profile-image-upload-input"
                  className="max-w-full text-body-sm file:me-2 file:rounded-md file:border file:border-border-strong file:bg-surface file:px-3 file:py-1.5 file:text-body-sm file:font-medium"
                />
                <Button
                  type="submit"
                  variant="outline"
                  size="sm"
                  disabled={disabled}
                  data-slot="profile-image-upload-submit"
                >
                  <ImagePlus aria-hidden="true" />
                  {intl.formatMessage(messages.upload)}
                </Button>
              </>
            )}
            {hydrated && (
              <Button
                variant="outline"
                size="sm"
                loading={uploading}
                disabled={disabled}
                onClick={() => inputRef.current?.click()}
                data-slot="profile-image-upload-choose"
              >
                {!uploading && <ImagePlus aria-hidden="true" />}
                {uploading
                  ? intl.formatMessage(messages.uploading)
                  : intl.formatMessage(imageSrc ? messages.change : messages.choose)}
              </Button>
            )}
            {hydrated && onRemove && imageSrc && (
              <Button
                variant="ghost"
                size="sm"
                disabled={inert}
                onClick={onRemove}
                data-slot="profile-image-upload-remove"
                className="text-danger-fg hover:bg-danger-subtle"
              >
                <Trash2 aria-hidden="true" />
                {intl.formatMessage(messages.remove)}
              </Button>
            )}
          </div>
          <p
            data-slot="profile-image-upload-hint"
            className={cn(
              "hidden text-body-sm text-fg-muted sm:block",
              dragOver && "font-medium text-brand-fg",
            )}
          >
            {intl.formatMessage(dragOver ? messages.dropActive : messages.dropHint)}
          </p>
          <p
            id={adviceId}
            data-slot="profile-image-upload-advice"
            className="text-caption text-fg-muted"
          >
            {intl.formatMessage(messages.advice, { types, size: intl.formatNumber(maxSizeKb) })}
          </p>
        </div>
      </div>
      <div id={errorId} role="alert" data-slot="profile-image-upload-error">
        {message && (
          <p className="flex items-start gap-1.5 text-body-sm font-medium text-danger-fg">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{message}</span>
          </p>
        )}
      </div>
      {hydrated && (
        <input
          ref={inputRef}
          type="file"
          hidden
          name={name}
          accept={accept.join(",")}
          disabled={inert}
          data-slot="profile-image-upload-input"
          onChange={(event) => {
            take(event.currentTarget.files?.[0]);
            event.currentTarget.value = "";
          }}
        />
      )}
    </fieldset>
  );
}

export { ProfileImageUpload };
