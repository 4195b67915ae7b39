export {
  AdminAddLink,
  type AdminListDateFilter,
  type AdminListFilter,
  type AdminListPageProps,
  type AdminListQuery,
  AdminListScreen,
  type AdminListScreenProps,
  type AdminListSelectFilter,
  useAdminListTexts,
} from "./admin-list-screen.tsx";
export {
  AdminDeleteDialog,
  type AdminDeleteDialogProps,
  AdminRowActions,
  type AdminRowActionsProps,
  adminActionsColumn,
} from "./admin-row-actions.tsx";
export { AdminTitleCell, type AdminTitleCellProps } from "./admin-title-cell.tsx";
