import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  ArrowDown,
  ArrowUp,
  GripVertical,
  IndentDecrease,
  IndentIncrease,
  LoaderCircle,
  Pencil,
  Plus,
  Trash2,
} from "lucide-react";
import { type ComponentProps, type ReactNode, useMemo, useState } from "react";
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
import { Button } from "../button/button.tsx";
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
  dragInstructions: { id: "admin.categoryTree.dragInstructions" },
  moveUp: { id: "admin.categoryTree.moveUp" },
  moveDown: { id: "admin.categoryTree.moveDown" },
  indent: { id: "admin.categoryTree.indent" },
  outdent: { id: "admin.categoryTree.outdent" },
  moving: { id: "admin.categoryTree.moving" },
  picked: { id: "admin.categoryTree.picked" },
  overBefore: { id: "admin.categoryTree.overBefore" },
  overAfter: { id: "admin.categoryTree.overAfter" },
  overInside: { id: "admin.categoryTree.overInside" },
  dropped: { id: "admin.categoryTree.dropped" },
  cancelled: { id: "admin.categoryTree.cancelled" },
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

const name = (item: AdminCategoryNode | undefined) => item?.names.tr || item?.id || "";

interface Tree {
  byId: Map<string, AdminCategoryNode>;
  children: Map<string | null, AdminCategoryNode[]>;
}

function buildTree(items: readonly AdminCategoryNode[]): Tree {
  const byId = new Map(items.map((item) => [item.id, item]));
  const children = new Map<string | null, AdminCategoryNode[]>();
  for (const item of items) {
    const parent = item.parentId !== null && byId.has(item.parentId) ? item.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  return { byId, children };
}

/** The category and every one under it: none of them can become its parent. */
function subtree(tree: Tree, id: string): Set<string> {
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

function parentOf(tree: Tree, item: AdminCategoryNode) {
  return item.parentId !== null && tree.byId.has(item.parentId) ? item.parentId : null;
}

function siblingsOf(tree: Tree, item: AdminCategoryNode) {
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
 * The category tree: each category dragged by its handle to another place among its siblings or
 * under another parent, or moved with its up, down, indent and outdent buttons from the keyboard;
 * added and changed in a dialog (names, seo links, descriptions and seo titles per language,
 * picture, parent, state) and deleted
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
  const [editing, setEditing] = useState<{ item: AdminCategoryNode | null } | null>(null);
  const [deleting, setDeleting] = useState<AdminCategoryNode | null>(null);
  const [dragged, setDragged] = useState<AdminCategoryNode | null>(null);
  const tree = useMemo(() => buildTree(items), [items]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const locked = useMemo(
    () => (dragged ? subtree(tree, dragged.id) : new Set<string>()),
    [tree, dragged],
  );
  const item = editing?.item ?? null;

  const zoneOf = (id: string | number | undefined) => {
    const [zone, targetId] = String(id ?? "").split(":") as [Zone, string];
    return { zone, target: tree.byId.get(targetId) };
  };
  const announceOver = (overId: string | number | undefined, activeName: string) => {
    const { zone, target } = zoneOf(overId);
    if (!target) return undefined;
    const key = zone === "before" ? "overBefore" : zone === "after" ? "overAfter" : "overInside";
    return t(key, { name: activeName, target: name(target) });
  };

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged(tree.byId.get(String(active.id)) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const moving = tree.byId.get(String(active.id));
    const { zone, target } = zoneOf(over?.id);
    if (!moving || !target) return;
    const move = moveForDrop(items, moving.id, target.id, zone);
    if (move) onMove(moving, move);
  };

  const renderLevel = (parentId: string | null, depth: number): ReactNode => {
    const level = tree.children.get(parentId) ?? [];
    if (level.length === 0) return null;
    return (
      <ul
        data-slot="admin-category-tree-level"
        className={cn("flex flex-col", depth > 0 && "border-s border-border ms-5 ps-3")}
      >
        {level.map((node, index) => {
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
            <li key={node.id} data-slot="admin-category-tree-item" data-id={node.id}>
              <CategoryRow
                node={node}
                name={name(node)}
                disabled={locked.has(node.id)}
                dragging={dragged?.id === node.id}
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
                      <Button
                        key={key}
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={t(key, { name: name(node) })}
                        title={t(key, { name: name(node) })}
                        disabled={to === null || movingId !== null}
                        onClick={() => (to ? onMove(node, to) : undefined)}
                      >
                        <Icon aria-hidden="true" className={cn(mirror && "rtl:-scale-x-100")} />
                      </Button>
                    ))}
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={t("edit", { name: name(node) })}
                      onClick={() => setEditing({ item: node })}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={t("delete", { name: name(node) })}
                      className="size-8 text-danger-fg hover:bg-danger-subtle"
                      onClick={() => setDeleting(node)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </>
                }
              />
              {renderLevel(node.id, depth + 1)}
            </li>
          );
        })}
      </ul>
    );
  };

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
        <h2 className="sr-only">{caption}</h2>
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
          <DndContext
            sensors={sensors}
            collisionDetection={pointerWithin}
            onDragStart={onDragStart}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragged(null)}
            accessibility={{
              screenReaderInstructions: { draggable: t("dragInstructions") },
              announcements: {
                onDragStart: ({ active }) =>
                  t("picked", { name: name(tree.byId.get(String(active.id))) }),
                onDragOver: ({ active, over }) =>
                  announceOver(over?.id, name(tree.byId.get(String(active.id)))),
                onDragEnd: ({ active, over }) =>
                  over
                    ? announceOver(over.id, name(tree.byId.get(String(active.id))))
                      ? t("dropped", { name: name(tree.byId.get(String(active.id))) })
                      : undefined
                    : t("cancelled", { name: name(tree.byId.get(String(active.id))) }),
                onDragCancel: ({ active }) =>
                  t("cancelled", { name: name(tree.byId.get(String(active.id))) }),
              },
            }}
          >
            {renderLevel(null, 0)}
            <DragOverlay dropAnimation={null}>
              {dragged ? (
                <div className="flex items-center gap-2 rounded-md border border-brand bg-surface px-3 py-2 text-body font-medium text-fg-strong shadow-lg">
                  <GripVertical aria-hidden="true" className="size-4 text-fg-subtle" />
                  {name(dragged)}
                </div>
              ) : null}
            </DragOverlay>
          </DndContext>
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

function DropZone({ id, zone, disabled }: { id: string; zone: Zone; disabled: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: `${zone}:${id}`, disabled });
  return (
    <div
      ref={setNodeRef}
      aria-hidden="true"
      data-zone={zone}
      className={cn(
        "pointer-events-none absolute start-0 end-0",
        zone === "before" && "top-0 h-1/4",
        zone === "inside" && "top-1/4 h-1/2",
        zone === "after" && "bottom-0 h-1/4",
        isOver && zone === "before" && "border-t-2 border-brand",
        isOver && zone === "after" && "border-b-2 border-brand",
        isOver && zone === "inside" && "rounded-md bg-brand/10 ring-2 ring-brand",
      )}
    />
  );
}

function CategoryRow({
  node,
  name,
  disabled,
  dragging,
  moving,
  busy,
  labels,
  actions,
}: {
  node: AdminCategoryNode;
  name: string;
  disabled: boolean;
  dragging: boolean;
  moving: boolean;
  busy: boolean;
  labels: { drag: string; status: string; moving: string; products: string | undefined };
  actions: ReactNode;
}) {
  const { listeners, setNodeRef } = useDraggable({ id: node.id, disabled: busy });
  return (
    <div
      data-slot="admin-category-tree-row"
      className={cn(
        "relative flex min-h-11 flex-wrap items-center gap-x-2 gap-y-1 rounded-md px-1 py-1 hover:bg-surface-muted",
        dragging && "opacity-40",
        moving && "bg-surface-muted",
      )}
    >
      {!disabled &&
        (["before", "inside", "after"] as const).map((zone) => (
          <DropZone key={zone} id={node.id} zone={zone} disabled={disabled} />
        ))}
      {/* Dragging is for the pointer; the keyboard has the row's move buttons. */}
      <div
        ref={setNodeRef}
        {...listeners}
        aria-hidden="true"
        title={labels.drag}
        data-slot="admin-category-tree-handle"
        className={cn(
          "flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-sm text-fg-subtle hover:text-fg active:cursor-grabbing",
          busy && "cursor-wait",
        )}
      >
        <GripVertical className="size-4" />
      </div>
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
      <span className="relative z-10 inline-flex items-center">{actions}</span>
    </div>
  );
}
