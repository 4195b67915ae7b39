import {
  ArrowDown,
  ArrowUp,
  ChevronRight,
  GripVertical,
  IndentDecrease,
  IndentIncrease,
  LoaderCircle,
  Pencil,
  Plus,
  Trash2,
} from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useMemo, useState } from "react";
// The per-component entries, so that the shell's chunk, which has the I18nProvider, does not
// take in the whole library.
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  type DropTarget,
  type Key,
  Tree,
  TreeItem,
  TreeItemContent,
} from "react-aria-components/Tree";
import { DropIndicator, useDragAndDrop } from "react-aria-components/useDragAndDrop";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import {
  ADMIN_PRODUCT_LANGUAGES,
  type AdminProductLanguage,
} from "../admin-product-edit-screen/admin-product-edit-screen.tsx";
import { type AdminRowValues, RowDialog } from "../admin-product-edit-screen/row-dialog.tsx";
import {
  TaxonomyPageFields,
  type TaxonomyPageFieldsOptions,
  type TaxonomyPageTexts,
} from "../admin-taxonomy-list-screen/taxonomy-page-fields.tsx";
import { Badge } from "../badge/badge.tsx";
import { Button, buttonVariants } from "../button/button.tsx";
import { ConfirmDialog } from "../confirm-dialog/confirm-dialog.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { Input } from "../input/input.tsx";
import { Notice } from "../notice/notice.tsx";
import { Select } from "../select/select.tsx";
import { Skeleton } from "../skeleton/skeleton.tsx";

const messages = defineUiMessages({
  name: { id: "admin.taxonomy.name" },
  seoLink: { id: "admin.taxonomy.seoLink" },
  parent: { id: "admin.taxonomy.parent" },
  topLevel: { id: "admin.taxonomy.topLevel" },
  active: { id: "admin.productList.activeOnly" },
  inactive: { id: "admin.productList.inactiveOnly" },
  isActive: { id: "admin.productEdit.isActive" },
  add: { id: "admin.taxonomy.add" },
  edit: { id: "admin.taxonomy.edit" },
  delete: { id: "admin.taxonomy.delete" },
  deleteTitle: { id: "admin.taxonomy.deleteTitle" },
  deleteDescription: { id: "admin.taxonomy.deleteDescription" },
  deleteConfirm: { id: "admin.taxonomy.deleteConfirm" },
  empty: { id: "admin.categoryTree.empty" },
  hint: { id: "admin.categoryTree.hint" },
  drag: { id: "admin.categoryTree.drag" },
  moveUp: { id: "admin.categoryTree.moveUp" },
  moveDown: { id: "admin.categoryTree.moveDown" },
  indent: { id: "admin.categoryTree.indent" },
  outdent: { id: "admin.categoryTree.outdent" },
  moving: { id: "admin.categoryTree.moving" },
  products: { id: "admin.categoryTree.products" },
});

const languageNames: Record<AdminProductLanguage, string> = {
  tr: "Türkçe",
  en: "English",
  ar: "العربية",
};

export interface AdminCategoryNode extends TaxonomyPageTexts {
  id: string;
  /** The parent's id; null at the top. Items come in tree order (a parent before its children). */
  parentId: string | null;
  names: Record<AdminProductLanguage, string>;
  seoLinks: Record<AdminProductLanguage, string>;
  isActive: boolean;
  productCount?: number;
}

/** Where a category goes: under `parentId` (null: the top), at `position` among its siblings. */
export interface AdminCategoryMove {
  parentId: string | null;
  position: number;
}

export type AdminCategoryTreeScreenProps = Omit<ComponentProps<"div">, "children"> &
  Pick<TaxonomyPageFieldsOptions, "onUploadPicture" | "pictureMaxBytes"> & {
    /** The tree's accessible name ("Categories"). */
    caption: ReactNode;
    items: readonly AdminCategoryNode[];
    loading?: boolean;
    /** Why the tree could not be loaded. */
    error?: ReactNode;
    /**
     * The dialog's form was sent: `name.tr`, `name.en`, `name.ar`, `seo_link.tr`…,
     * `description.tr`…, `seo_title.tr`…, `picture`, `parent_id` ("" for the top) and `is_active`
     * ("true" when ticked), as typed; `item` is null for a new one.
     * A returned promise keeps the dialog busy and closes it when it resolves.
     */
    onSave: (values: AdminRowValues, item: AdminCategoryNode | null) => unknown;
    /** Called once the admin confirms; a returned promise keeps the dialog busy. */
    onDelete: (item: AdminCategoryNode) => unknown;
    /** A category was dragged or moved with its buttons to a new place in the tree. */
    onMove: (item: AdminCategoryNode, to: AdminCategoryMove) => unknown;
    /** The category whose move is being saved: the tree waits until the answer. */
    movingId?: string | null;
    /** Why the last move was refused. */
    moveError?: ReactNode;
    /** Refusals beside the dialog's fields, keyed by field name. */
    errors?: Partial<Record<string, ReactNode>>;
    /** Why the last deletion failed (the category still has products). */
    deleteError?: ReactNode;
    saving?: boolean;
  };

type Zone = "before" | "inside" | "after";

// React Aria's drop positions, in the words of moveForDrop.
const zoneOf = { before: "before", on: "inside", after: "after" } as const satisfies Record<
  string,
  Zone
>;

const name = (item: AdminCategoryNode | undefined) => item?.names.tr || item?.id || "";

interface CategoryIndex {
  byId: Map<string, AdminCategoryNode>;
  children: Map<string | null, AdminCategoryNode[]>;
}

function buildTree(items: readonly AdminCategoryNode[]): CategoryIndex {
  const byId = new Map(items.map((item) => [item.id, item]));
  const children = new Map<string | null, AdminCategoryNode[]>();
  for (const item of items) {
    const parent = item.parentId !== null && byId.has(item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  return { byId, children };
}

/** The category and every one under it: none of them can become its parent. */
function subtree(tree: CategoryIndex, id: string): Set<string> {
  const found = new Set<string>([id]);
  const walk = (parent: string) => {
    for (const child of tree.children.get(parent) ?? []) {
      found.add(child.id);
      walk(child.id);
    }
  };
  walk(id);
  return found;
}

function parentOf(tree: CategoryIndex, item: AdminCategoryNode) {
  return item.parentId !== null && tree.byId.has(item.parentId) ? item.parentId : null;
}

function siblingsOf(tree: CategoryIndex, item: AdminCategoryNode) {
  return tree.children.get(parentOf(tree, item)) ?? [];
}

/** The move a drop on a row's zone asks for, or null when it changes nothing. */
export function moveForDrop(
  items: readonly AdminCategoryNode[],
  draggedId: string,
  targetId: string,
  zone: Zone,
): AdminCategoryMove | null {
  const tree = buildTree(items);
  const dragged = tree.byId.get(draggedId);
  const target = tree.byId.get(targetId);
  if (!dragged || !target || subtree(tree, draggedId).has(targetId)) return null;
  if (zone === "inside") {
    const others = (tree.children.get(target.id) ?? []).filter((c) => c.id !== draggedId);
    return { parentId: target.id, position: others.length };
  }
  const parentId = parentOf(tree, target);
  const others = (tree.children.get(parentId) ?? []).filter((c) => c.id !== draggedId);
  const index = others.findIndex((c) => c.id === target.id);
  const move = { parentId, position: zone === "before" ? index : index + 1 };
  const current = siblingsOf(tree, dragged).findIndex((c) => c.id === draggedId);
  return parentOf(tree, dragged) === parentId && current === move.position ? null : move;
}

/**
 * The category tree, a React Aria tree grid: arrow keys go from row to row and open or close a
 * category the way the page reads. Each category is dragged (with the pointer, or its drag button
 * from the keyboard and screen reader) to another place among its siblings or under another
 * parent, or moved with its up, down, indent and outdent buttons; added and changed in a dialog
 * (names, seo links, descriptions and seo titles per language, picture, parent, state) and deleted
 * after a confirmation.
 */
export function AdminCategoryTreeScreen({
  caption,
  items,
  loading = false,
  error,
  onSave,
  onDelete,
  onMove,
  movingId = null,
  moveError,
  errors = {},
  deleteError,
  saving = false,
  onUploadPicture,
  pictureMaxBytes,
  className,
  ...props
}: AdminCategoryTreeScreenProps) {
  const intl = useIntl();
  const t = (key: keyof typeof messages, values?: Record<string, string | number>) =>
    intl.formatMessage(messages[key], values);
  const captionId = useId();
  const [editing, setEditing] = useState<{ item: AdminCategoryNode | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategoryNode | null>(null);
  const [draggedId, setDraggedId] = useState<string | null>(null);
  // Every category starts open, and so does one that gets its first child later.
  const [collapsed, setCollapsed] = useState<ReadonlySet<Key>>(new Set());
  const tree = useMemo(() => buildTree(items), [items]);
  const expandedKeys = useMemo(
    () => new Set(items.filter((node) => !collapsed.has(node.id)).map((node) => node.id)),
    [items, collapsed],
  );
  const item = editing?.item ?? null;

  const dropMove = (target: DropTarget) =>
    draggedId && target.type === "item"
      ? moveForDrop(items, draggedId, String(target.key), zoneOf[target.dropPosition])
      : null;
  const { dragAndDropHooks } = useDragAndDrop<AdminCategoryNode>({
    isDisabled: movingId !== null,
    getItems: (keys) =>
      [...keys].map((key) => ({ "text/plain": name(tree.byId.get(String(key))) })),
    onDragStart: ({ keys }) => setDraggedId(String([...keys][0])),
    onDragEnd: () => setDraggedId(null),
    getDropOperation: (target) => (dropMove(target) ? "move" : "cancel"),
    onMove: ({ target }) => {
      const moving = draggedId ? tree.byId.get(draggedId) : undefined;
      const move = dropMove(target);
      if (moving && move) onMove(moving, move);
    },
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className={({ isDropTarget }) =>
          cn(
            "ms-[calc((var(--tree-item-level)-1)*1.5rem)] h-0.5 rounded-full",
            isDropTarget && "bg-brand",
          )
        }
      />
    ),
  });

  const renderLevel = (parentId: string | null): ReactNode =>
    (tree.children.get(parentId) ?? []).map((node, index, level) => {
      const previous = level[index - 1];
      const parent = parentId === null ? undefined : tree.byId.get(parentId);
      const grandParent = parent ? parentOf(tree, parent) : null;
      const parentSiblings = parent ? siblingsOf(tree, parent) : [];
      const keyMoves: Array<{
        key: "moveUp" | "moveDown" | "indent" | "outdent";
        icon: typeof ArrowUp;
        to: AdminCategoryMove | null;
        mirror?: boolean;
      }> = [
        {
          key: "moveUp",
          icon: ArrowUp,
          to: index > 0 ? { parentId, position: index - 1 } : null,
        },
        {
          key: "moveDown",
          icon: ArrowDown,
          to: index < level.length - 1 ? { parentId, position: index + 1 } : null,
        },
        {
          key: "indent",
          icon: IndentIncrease,
          mirror: true,
          to: previous
            ? {
                parentId: previous.id,
                position: (tree.children.get(previous.id) ?? []).length,
              }
            : null,
        },
        {
          key: "outdent",
          icon: IndentDecrease,
          mirror: true,
          to: parent
            ? {
                parentId: grandParent,
                position: parentSiblings.findIndex((s) => s.id === parent.id) + 1,
              }
            : null,
        },
      ];
      return (
        <TreeItem
          key={node.id}
          id={node.id}
          textValue={name(node)}
          data-slot="admin-category-tree-item"
          data-id={node.id}
          className="rounded-md outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus data-[drop-target]:bg-brand/10 data-[drop-target]:ring-2 data-[drop-target]:ring-brand"
        >
          <TreeItemContent>
            {({ hasChildItems, isExpanded, isDragging }) => (
              <CategoryRow
                node={node}
                name={name(node)}
                hasChildItems={hasChildItems}
                isExpanded={isExpanded}
                dragging={isDragging === true}
                moving={movingId === node.id}
                busy={movingId !== null}
                labels={{
                  drag: t("drag", { name: name(node) }),
                  status: t(node.isActive ? "active" : "inactive"),
                  moving: t("moving"),
                  products:
                    node.productCount === undefined
                      ? undefined
                      : t("products", { count: node.productCount }),
                }}
                actions={
                  <>
                    {keyMoves.map(({ key, icon: Icon, to, mirror }) => (
                      <RowButton
                        key={key}
                        aria-label={t(key, { name: name(node) })}
                        title={t(key, { name: name(node) })}
                        isDisabled={to === null || movingId !== null}
                        onPress={() => (to ? onMove(node, to) : undefined)}
                      >
                        <Icon aria-hidden="true" className={cn(mirror && "rtl:-scale-x-100")} />
                      </RowButton>
                    ))}
                    <RowButton
                      aria-label={t("edit", { name: name(node) })}
                      onPress={() => setEditing({ item: node })}
                    >
                      <Pencil aria-hidden="true" />
                    </RowButton>
                    <RowButton
                      aria-label={t("delete", { name: name(node) })}
                      className="text-danger-fg hover:bg-danger-subtle"
                      onPress={() => setDeleting(node)}
                    >
                      <Trash2 aria-hidden="true" />
                    </RowButton>
                  </>
                }
              />
            )}
          </TreeItemContent>
          {renderLevel(node.id)}
        </TreeItem>
      );
    });

  const parentOptions = useMemo(() => {
    const options: Array<{ value: string; label: string }> = [];
    const blocked = item ? subtree(tree, item.id) : new Set<string>();
    const walk = (parent: string | null, depth: number) => {
      for (const node of tree.children.get(parent) ?? []) {
        if (blocked.has(node.id)) continue;
        options.push({ value: node.id, label: `${"— ".repeat(depth)}${name(node)}` });
        walk(node.id, depth + 1);
      }
    };
    walk(null, 0);
    return options;
  }, [tree, item]);

  const perLanguage = (field: "name" | "seo_link", label: string) =>
    ADMIN_PRODUCT_LANGUAGES.map((code) => (
      <FormField
        key={`${field}.${code}`}
        label={`${label} (${languageNames[code]})`}
        required={field === "name" && code === "tr"}
        optional={!(field === "name" && code === "tr")}
        error={errors[`${field}.${code}`]}
        className="sm:col-span-2"
      >
        <Input
          name={`${field}.${code}`}
          lang={code}
          dir={field === "seo_link" || code !== "ar" ? "ltr" : "rtl"}
          defaultValue={(field === "name" ? item?.names[code] : item?.seoLinks[code]) ?? ""}
        />
      </FormField>
    ));

  return (
    <div
      data-slot="admin-category-tree-screen"
      className={cn("flex flex-col gap-4", className)}
      {...props}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-body-sm text-fg-muted">{t("hint")}</p>
        <Button size="sm" onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden="true" />
          {t("add")}
        </Button>
      </div>
      {moveError && <Notice tone="error">{moveError}</Notice>}
      <section
        aria-label={typeof caption === "string" ? caption : undefined}
        aria-busy={loading || movingId !== null}
        className="rounded-lg border border-border bg-surface p-2 shadow-sm sm:p-3"
      >
        <h2 id={captionId} className="sr-only">
          {caption}
        </h2>
        {error ? (
          <Notice tone="error">{error}</Notice>
        ) : loading ? (
          <div className="flex flex-col gap-2">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-11 w-full" />
            ))}
          </div>
        ) : items.length === 0 ? (
          <p className="px-3 py-10 text-center text-body text-fg-muted">{t("empty")}</p>
        ) : (
          <Tree
            aria-labelledby={captionId}
            expandedKeys={expandedKeys}
            onExpandedChange={(keys) =>
              setCollapsed(new Set(items.map((node) => node.id).filter((id) => !keys.has(id))))
            }
            dragAndDropHooks={dragAndDropHooks}
            className="flex flex-col outline-none"
          >
            {renderLevel(null)}
          </Tree>
        )}
      </section>
      <RowDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={item ? t("edit", { name: name(item) }) : t("add")}
        saving={saving}
        onSave={(values) => onSave(values, item)}
      >
        {perLanguage("name", t("name"))}
        {perLanguage("seo_link", t("seoLink"))}
        <TaxonomyPageFields
          item={item}
          errors={errors}
          withDescription
          withSeoTitle
          picture="image"
          onUploadPicture={onUploadPicture}
          pictureMaxBytes={pictureMaxBytes}
        />
        <FormField label={t("parent")} optional error={errors.parent_id} className="sm:col-span-2">
          <Select
            name="parent_id"
            defaultValue={item?.parentId ?? ""}
            options={[{ value: "", label: t("topLevel") }, ...parentOptions]}
          />
        </FormField>
        <label className="flex items-center gap-2 pb-2.5 text-body">
          <input
            type="checkbox"
            name="is_active"
            value="true"
            defaultChecked={item?.isActive ?? true}
            className="size-4 shrink-0 accent-brand"
          />
          {t("isActive")}
        </label>
      </RowDialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        variant="danger"
        title={t("deleteTitle")}
        description={deleting ? t("deleteDescription", { name: name(deleting) }) : undefined}
        confirmLabel={t("deleteConfirm")}
        error={deleteError}
        onConfirm={() => (deleting ? onDelete(deleting) : undefined)}
      />
    </div>
  );
}

function CategoryRow({
  node,
  name,
  hasChildItems,
  isExpanded,
  dragging,
  moving,
  busy,
  labels,
  actions,
}: {
  node: AdminCategoryNode;
  name: string;
  hasChildItems: boolean;
  isExpanded: boolean;
  dragging: boolean;
  moving: boolean;
  busy: boolean;
  labels: { drag: string; status: string; moving: string; products: string | undefined };
  actions: ReactNode;
}) {
  return (
    <div
      data-slot="admin-category-tree-row"
      className={cn(
        "flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-1 py-1 ps-[calc(0.25rem+(var(--tree-item-level)-1)*1.5rem)] hover:bg-surface-muted",
        dragging && "opacity-40",
        moving && "bg-surface-muted",
      )}
    >
      {/* The pointer drags the whole row; this button starts a drag from the keyboard. */}
      <AriaButton
        slot="drag"
        aria-label={labels.drag}
        data-slot="admin-category-tree-handle"
        className={cn(
          "flex size-8 shrink-0 cursor-grab items-center justify-center rounded-sm text-fg-subtle outline-none hover:text-fg data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus",
          busy && "cursor-wait",
        )}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </AriaButton>
      {hasChildItems ? (
        <AriaButton
          slot="chevron"
          data-slot="admin-category-tree-chevron"
          className="flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-sm text-fg-muted outline-none hover:bg-secondary-subtle data-[focus-visible]:outline-2 data-[focus-visible]:outline-focus"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn(
              "size-4 transition-transform duration-fast rtl:-scale-x-100",
              isExpanded && "rotate-90 rtl:scale-x-100",
            )}
          />
        </AriaButton>
      ) : (
        <span aria-hidden="true" className="size-8 shrink-0" />
      )}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-medium text-fg-strong [overflow-wrap:anywhere]">{name}</span>
        <span className="flex flex-wrap gap-x-3 text-caption text-fg-muted">
          {node.names.en && (
            <span lang="en" dir="ltr">
              {node.names.en}
            </span>
          )}
          {node.names.ar && (
            <span lang="ar" dir="rtl">
              {node.names.ar}
            </span>
          )}
          {node.seoLinks.tr && (
            <span dir="ltr" className="font-mono">
              /{node.seoLinks.tr}
            </span>
          )}
        </span>
      </span>
      {moving && (
        <span role="status" className="inline-flex items-center gap-1 text-caption text-fg-muted">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {labels.moving}
        </span>
      )}
      {labels.products && <span className="text-caption text-fg-muted">{labels.products}</span>}
      <Badge size="sm" variant={node.isActive ? "success" : "neutral"}>
        {labels.status}
      </Badge>
      <span className="inline-flex items-center">{actions}</span>
    </div>
  );
}

/**
 * React Aria's button, which keeps its Enter and Space from the row around it. It takes no
 * `title`, so its tooltip sits on a box that fills it.
 */
function RowButton({
  className,
  title,
  children,
  ...props
}: Omit<AriaButtonProps, "className" | "children"> & {
  className?: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <AriaButton
      {...props}
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "size-8", className)}
    >
      <span title={title} className="flex size-full items-center justify-center">
        {children}
      </span>
    </AriaButton>
  );
}
