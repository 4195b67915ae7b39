export {
  type FavouriteProduct,
  FavouritesScreen,
  type FavouritesScreenProps,
} from "./favourites-screen.tsx";
