import { ChevronLeft, ChevronRight, ChevronsLeft, Trash2, Upload } from "lucide-react";
import { type ComponentProps, type ReactElement, type ReactNode, useState } from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { FormActions, FormSection } from "../admin-form/admin-form.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Notice } from "../notice/notice.tsx";

const messages = defineUiMessages({
  title: { id: "admin.productEdit.images" },
  empty: { id: "admin.productEdit.imagesEmpty" },
  position: { id: "admin.productEdit.imagePosition" },
  first: { id: "admin.productEdit.imageFirst" },
  main: { id: "admin.productEdit.imageMain" },
  earlier: { id: "admin.productEdit.imageEarlier" },
  later: { id: "admin.productEdit.imageLater" },
  delete: { id: "admin.productEdit.imageDelete" },
  deleteTitle: { id: "admin.productEdit.imageDeleteTitle" },
  deleteDescription: { id: "admin.productEdit.imageDeleteDescription" },
  upload: { id: "admin.productEdit.imageUpload" },
  uploadHint: { id: "admin.productEdit.imageUploadHint" },
  tooLarge: { id: "admin.productEdit.imageTooLarge" },
  send: { id: "admin.productEdit.imageSend" },
});

/** The advised largest picture: bigger ones slow the shop's pages down. */
export const ADVISED_IMAGE_BYTES = 300 * 1024;

export interface AdminProductImage {
  id: string;
  /** The small or medium picture's address. */
  url: string;
}

export type AdminImageMove = "first" | "earlier" | "later";

export interface AdminProductImagesProps {
  /** In their order: the first is the product's main picture. */
  images: readonly AdminProductImage[];
  /** Renders the upload form (method post, multipart, intent "images", files under `images`). */
  renderForm: (props: ComponentProps<"form">) => ReactElement;
  saving?: boolean;
  onImageMove?: (image: AdminProductImage, move: AdminImageMove) => unknown;
  /** Called once the admin confirms; a returned promise keeps the dialog busy. */
  onImageDelete?: (image: AdminProductImage) => unknown;
  /** Why the upload was refused. */
  error?: ReactNode;
}

/**
 * A product's pictures in their order (the first is the main one): moved with buttons that work
 * by keyboard, deleted after a confirmation, and added several at once through a multipart form
 * that posts without JavaScript too, with the advised size beside it.
 */
export function AdminProductImages({
  images,
  renderForm,
  saving = false,
  onImageMove,
  onImageDelete,
  error,
}: AdminProductImagesProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, vars?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], vars);
  const [tooLarge, setTooLarge] = useState<string[]>([]);
  // Once the uploaded pictures show, the chosen files and their warning go: sending them again
  // would add them twice.
  const [shownCount, setShownCount] = useState(images.length);
  if (shownCount !== images.length) {
    setShownCount(images.length);
    setTooLarge([]);
  }
  const [deleting, setDeleting] = useState<AdminProductImage | null>(null);

  const moveButton = (
    image: AdminProductImage,
    move: AdminImageMove,
    label: string,
    icon: ReactNode,
    disabled: boolean,
  ) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      disabled={disabled || !onImageMove}
      onClick={() => onImageMove?.(image, move)}
    >
      {icon}
    </Button>
  );

  return (
    <section data-slot="admin-product-images">
      {renderForm({
        method: "post",
        encType: "multipart/form-data",
        noValidate: true,
        className: "flex flex-col rounded-lg border border-border-subtle bg-surface shadow-sm",
        children: (
          <>
            <input type="hidden" name="intent" value="images" />
            <FormSection
              title={t("title")}
              columns={1}
              className="rounded-b-none border-0 shadow-none"
            >
              {images.length === 0 ? (
                <p className="text-body-sm text-fg-muted">{t("empty")}</p>
              ) : (
                <ol className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
                  {images.map((image, index) => {
                    const position = t("position", { position: index + 1 });
                    return (
                      <li
                        key={image.id}
                        data-slot="admin-product-image"
                        className="relative flex flex-col overflow-hidden rounded-md border border-border-subtle"
                      >
                        {index === 0 && (
                          <Badge
                            size="sm"
                            variant="brand"
                            appearance="solid"
                            className="absolute start-2 top-2"
                          >
                            {t("main")}
                          </Badge>
                        )}
                        <img
                          src={image.url}
                          alt={position}
                          className="aspect-[3/4] w-full bg-surface-muted object-cover"
                        />
                        <div className="flex items-center justify-between gap-1 border-t border-border-subtle p-1">
                          <span className="ps-1 text-caption font-semibold text-fg-muted">
                            {intl.formatNumber(index + 1)}
                          </span>
                          <span className="flex items-center">
                            {moveButton(
                              image,
                              "first",
                              `${t("first")}: ${position}`,
                              <ChevronsLeft aria-hidden="true" className="rtl:rotate-180" />,
                              index === 0,
                            )}
                            {moveButton(
                              image,
                              "earlier",
                              `${t("earlier")}: ${position}`,
                              <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />,
                              index === 0,
                            )}
                            {moveButton(
                              image,
                              "later",
                              `${t("later")}: ${position}`,
                              <ChevronRight aria-hidden="true" className="rtl:rotate-180" />,
                              index === images.length - 1,
                            )}
                            <Button
                              variant="ghost"
                              size="icon"
                              aria-label={`${t("delete")}: ${position}`}
                              title={t("delete")}
                              disabled={!onImageDelete}
                              className="text-danger-fg hover:bg-danger-subtle"
                              onClick={() => setDeleting(image)}
                            >
                              <Trash2 aria-hidden="true" />
                            </Button>
                          </span>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
              <FormField
                key={images.length}
                label={t("upload")}
                hint={t("uploadHint")}
                error={error}
              >
                <input
                  type="file"
                  name="images"
                  accept="image/jpeg,image/png,image/webp"
                  multiple
                  onChange={(event) =>
                    setTooLarge(
                      [...(event.currentTarget.files ?? [])]
                        .filter((file) => file.size > ADVISED_IMAGE_BYTES)
                        .map(
                          (file) =>
                            `${file.name} (${intl.formatNumber(Math.round(file.size / 1024))} kB)`,
                        ),
                    )
                  }
                  className="block w-full cursor-pointer rounded-md border border-border bg-surface p-2 text-body-sm text-fg file:me-3 file:cursor-pointer file:rounded-sm file:border-0 file:bg-surface-sunken file:px-3 file:py-1.5 file:font-medium file:text-fg-strong"
                />
              </FormField>
              {tooLarge.length > 0 && (
                <Notice tone="warning" data-slot="admin-product-images-too-large">
                  <p>{t("tooLarge", { count: tooLarge.length })}</p>
                  <ul className="mt-1 list-disc ps-5">
                    {tooLarge.map((name) => (
                      <li key={name} dir="auto">
                        {name}
                      </li>
                    ))}
                  </ul>
                </Notice>
              )}
            </FormSection>
            <FormActions
              sticky={false}
              pending={saving}
              saveLabel={
                <>
                  <Upload aria-hidden="true" />
                  {t("send")}
                </>
              }
              className="rounded-t-none border-x-0 border-b-0 shadow-none"
            />
          </>
        ),
      })}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={t("deleteTitle")}
        description={t("deleteDescription")}
        confirmLabel={t("delete")}
        onConfirm={() => (deleting ? onImageDelete?.(deleting) : undefined)}
      >
        {deleting && (
          <img
            src={deleting.url}
            alt=""
            className="aspect-[3/4] w-24 rounded-md border border-border-subtle object-cover"
          />
        )}
      </ConfirmDialog>
    </section>
  );
}
