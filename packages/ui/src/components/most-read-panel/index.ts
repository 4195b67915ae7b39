export {
  type MostReadItem,
  type MostReadLinkProps,
  MostReadPanel,
  type MostReadPanelProps,
} from "./most-read-panel.tsx";
