export {
  type AdminCategoryMove,
  type AdminCategoryNode,
  AdminCategoryTreeScreen,
  type AdminCategoryTreeScreenProps,
  moveForDrop,
} from "./admin-category-tree-screen.tsx";
