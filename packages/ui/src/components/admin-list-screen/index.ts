export {
  type AdminListPageProps,
  type AdminListQuery,
  AdminListScreen,
  type AdminListScreenProps,
  type AdminListSelectFilter,
  useAdminListTexts,
} from "./admin-list-screen.tsx";
export { AdminTitleCell, type AdminTitleCellProps } from "./admin-title-cell.tsx";
