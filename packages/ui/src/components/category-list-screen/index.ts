export {
  type CategoryListEntry,
  CategoryListScreen,
  type CategoryListScreenProps,
} from "./category-list-screen.tsx";
