import { Images, Trash2 } from "lucide-react";
import { type ComponentProps, type ReactNode, useRef, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { Badge } from "../badge/badge.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { Spinner } from "../spinner/spinner.tsx";

const messages = defineUiMessages({
  label: { id: "screens.gallery.label" },
  delete: { id: "screens.gallery.delete", description: "{name}: the image's description" },
  confirmTitle: { id: "screens.gallery.confirmTitle" },
  confirmDescription: { id: "screens.gallery.confirmDescription" },
  confirm: { id: "screens.gallery.confirm" },
  empty: { id: "screens.gallery.empty" },
  deleting: { id: "screens.gallery.deleting" },
});

export interface GalleryImage {
  id: string;
  src: string;
  /** What the picture shows; also names its delete button. */
  alt: string;
  /** A marker on the picture ("Main image"). */
  label?: ReactNode;
}

export interface GalleryWithDeleteProps extends Omit<ComponentProps<"div">, "children"> {
  images: GalleryImage[];
  /**
   * The admin confirmed the deletion. Return a promise to keep the dialog open and busy until
   * it settles; a rejection keeps it open for `deleteError`.
   */
  onDelete: (id: string) => unknown;
  /** Images whose deletion runs elsewhere (dimmed, without a delete button). */
  deletingIds?: string[];
  /** Why the last deletion failed, shown in the dialog. */
  deleteError?: ReactNode;
  /** The gallery's accessible name; "Images" by default. */
  label?: string;
  /** Overrides the default text shown without images. */
  emptyMessage?: ReactNode;
  /** Shown under the empty message (an upload button, say). */
  emptyAction?: ReactNode;
}

function GalleryWithDelete({
  images,
  onDelete,
  deletingIds = [],
  deleteError,
  label,
  emptyMessage,
  emptyAction,
  className,
  ...props
}: GalleryWithDeleteProps) {
  const intl = useIntl();
  const [asking, setAsking] = useState<GalleryImage>();
  // the dialog is opened from a button of its own image: focus goes back there when it closes
  const returnFocus = useRef<HTMLElement | null>(null);

  if (images.length === 0) {
    return (
      <div
        data-slot="gallery-with-delete"
        data-state="empty"
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border bg-surface-muted px-6 py-10 text-center",
          className,
        )}
        {...props}
      >
        <span className="grid size-14 place-items-center rounded-full bg-surface shadow-sm">
          <Images aria-hidden="true" className="size-7 text-fg-subtle" />
        </span>
        <p data-slot="gallery-with-delete-empty" className="max-w-sm text-body text-fg-muted">
          {emptyMessage ?? intl.formatMessage(messages.empty)}
        </p>
        {emptyAction && <div data-slot="gallery-with-delete-empty-action">{emptyAction}</div>}
      </div>
    );
  }

  return (
    <div data-slot="gallery-with-delete" className={className} {...props}>
      <ul
        aria-label={label ?? intl.formatMessage(messages.label)}
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-5"
      >
        {images.map((image) => {
          const deleting = deletingIds.includes(image.id);
          return (
            <li
              key={image.id}
              data-slot="gallery-with-delete-item"
              data-deleting={deleting || undefined}
              aria-busy={deleting || undefined}
              className="group/tile relative aspect-square overflow-hidden rounded-lg border border-border-subtle bg-surface-sunken shadow-sm"
            >
              <img
                src={image.src}
                alt={image.alt}
                loading="lazy"
                className={cn(
                  "size-full object-cover transition-transform duration-slow ease-standard group-hover/tile:scale-105",
                  deleting && "opacity-40 grayscale",
                )}
              />
              {image.label && (
                <Badge
                  variant="neutral"
                  appearance="solid"
                  size="sm"
                  className="absolute start-2 bottom-2 shadow-sm"
                >
                  {image.label}
                </Badge>
              )}
              {deleting ? (
                <span
                  data-slot="gallery-with-delete-progress"
                  className="absolute inset-0 grid place-items-center"
                >
                  <Spinner
                    size="sm"
                    showLabel
                    label={intl.formatMessage(messages.deleting)}
                    className="rounded-full bg-surface px-3 py-1.5 text-caption font-medium text-fg-strong shadow-md"
                  />
                </span>
              ) : (
                <IconButton
                  label={intl.formatMessage(messages.delete, { name: image.alt })}
                  data-slot="gallery-with-delete-delete"
                  size="sm"
                  shape="round"
                  variant="outline"
                  onClick={(event) => {
                    returnFocus.current = event.currentTarget;
                    setAsking(image);
                  }}
                  className="absolute end-2 top-2 border-transparent bg-surface/95 text-danger-fg shadow-md hover:bg-danger hover:text-fg-on-danger active:bg-danger-hover"
                >
                  <Trash2 aria-hidden="true" />
                </IconButton>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={asking !== undefined}
        onOpenChange={(open) => {
          if (open) return;
          setAsking(undefined);
          const target = returnFocus.current;
          if (target) setTimeout(() => target.isConnected && target.focus(), 0);
        }}
        variant="danger"
        title={intl.formatMessage(messages.confirmTitle)}
        description={intl.formatMessage(messages.confirmDescription)}
        confirmLabel={intl.formatMessage(messages.confirm)}
        error={deleteError}
        onConfirm={() => (asking ? onDelete(asking.id) : undefined)}
      >
        {asking && (
          <img
            data-slot="gallery-with-delete-preview"
            src={asking.src}
            alt={asking.alt}
            className="mx-auto aspect-square w-32 rounded-lg border border-border-subtle object-cover sm:mx-0"
          />
        )}
      </ConfirmDialog>
    </div>
  );
}

export { GalleryWithDelete };
