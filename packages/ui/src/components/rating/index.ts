export {
  Rating,
  RatingDisplay,
  type RatingDisplayProps,
  RatingInput,
  type RatingInputProps,
  type RatingProps,
} from "./rating.tsx";
