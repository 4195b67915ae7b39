export {
  type BlogListCategory,
  BlogListScreen,
  type BlogListScreenProps,
} from "./blog-list-screen.tsx";
