export {
  isSortOrder,
  type SortOrder,
  SortSelect,
  type SortSelectProps,
  sortOrders,
} from "./sort-select.tsx";
