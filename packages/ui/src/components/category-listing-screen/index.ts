export {
  CategoryListingScreen,
  type CategoryListingScreenProps,
  type ListingLink,
  type ListingProduct,
} from "./category-listing-screen.tsx";
