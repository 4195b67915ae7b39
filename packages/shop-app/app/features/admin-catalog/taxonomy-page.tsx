// One admin page for a resource products are filed under (categories, brands, models,
// suppliers): the ui taxonomy list, its dialog saved and its rows deleted through the route's
// action, the outcome as a toast.
import type { ErrorCode, LanguageCode } from "@shop/api/contract";
import {
  type AdminTaxonomyItem,
  AdminTaxonomyListScreen,
  type AdminTaxonomyListScreenProps,
} from "@shop/ui";
import { useIntl } from "@shop/ui/i18n/intl.ts";
import type { ReactNode } from "react";
import { errorMessageId } from "../../i18n/messages.ts";
import { type RowActionResult, useDialogSave, useRowDelete } from "../../lib/use-row-fetchers.ts";
import { useUploadPicture } from "../../lib/use-upload-picture.ts";

export type TaxonomyActionResult = RowActionResult;

const IN_USE = ["categories", "products", "models", "campaigns", "showcases"] as const;

/**
 * Why a delete was refused and, for a record others still use, what uses it: each kind with how
 * many and the first names, as the API counted them.
 */
export function DeleteRefusal({
  result,
}: {
  result: { code: ErrorCode; errors: Record<string, string> };
}) {
  const intl = useIntl();
  const uses = IN_USE.flatMap((kind) => {
    const message = result.errors[kind];
    return message ? [{ kind, message }] : [];
  });
  return (
    <>
      {intl.formatMessage({ id: errorMessageId(result.code) })}
      {uses.length > 0 && (
        <ul className="mt-1 list-disc ps-5">
          {uses.map(({ kind, message }) => (
            <li key={kind}>
              {intl.formatMessage({ id: `app.admin.inUse.${kind}` })}: <bdi>{message}</bdi>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function TaxonomyPage({
  caption,
  items,
  parents,
  group,
  withSeoLink = true,
  singleName = false,
  withSortOrder = true,
  withActive = true,
  withDescription,
  picture,
  pictureMaxBytes,
}: Pick<AdminTaxonomyListScreenProps, "withDescription" | "picture" | "pictureMaxBytes"> & {
  caption: ReactNode;
  items: readonly AdminTaxonomyItem[];
  parents?: ReadonlyArray<{ value: string; label: string }>;
  group?: { label: string; options: ReadonlyArray<{ value: string; label: string }> };
  withSeoLink?: boolean;
  singleName?: boolean;
  withSortOrder?: boolean;
  withActive?: boolean;
}) {
  const saver = useDialogSave("taxonomy-save");
  const remover = useRowDelete("taxonomy-delete");
  const uploadPicture = useUploadPicture();
  return (
    <AdminTaxonomyListScreen
      caption={caption}
      items={items}
      withSeoLink={withSeoLink}
      singleName={singleName}
      withSortOrder={withSortOrder}
      withActive={withActive}
      withDescription={withDescription}
      picture={picture}
      onUploadPicture={picture ? uploadPicture : undefined}
      pictureMaxBytes={pictureMaxBytes}
      {...(parents ? { parents } : {})}
      {...(group ? { group } : {})}
      {...(saver.errors ? { errors: saver.errors } : {})}
      {...(remover.refusal ? { deleteError: <DeleteRefusal result={remover.refusal} /> } : {})}
      saving={saver.saving}
      onSave={(values, item) => saver.save({ ...values, intent: "save", id: item?.id ?? "" })}
      onDelete={(item) => remover.remove(item.id)}
    />
  );
}

/** Categories that have only a name per language and an order (content pages', the FAQ's). */
export function NamedCategoryPage({
  caption,
  categories,
}: {
  caption: ReactNode;
  categories: ReadonlyArray<{
    id: number;
    names: Partial<Record<LanguageCode, string | null>>;
    sort_order: number;
  }>;
}) {
  return (
    <TaxonomyPage
      caption={caption}
      withSeoLink={false}
      withActive={false}
      items={categories.map((category) => ({
        id: String(category.id),
        names: {
          tr: category.names.tr ?? "",
          en: category.names.en ?? "",
          ar: category.names.ar ?? "",
        },
        isActive: true,
        sortOrder: category.sort_order,
      }))}
    />
  );
}
