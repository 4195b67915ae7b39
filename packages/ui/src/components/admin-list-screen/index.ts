export {
  type AdminListPageProps,
  type AdminListQuery,
  AdminListScreen,
  type AdminListScreenProps,
  type AdminListSelectFilter,
} from "./admin-list-screen.tsx";
export { AdminTitleCell, type AdminTitleCellProps } from "./admin-title-cell.tsx";
