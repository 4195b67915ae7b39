export {
  LoadingBar,
  type LoadingBarProps,
  loadingBarDelay,
  loadingBarDuration,
} from "./loading-bar.tsx";
