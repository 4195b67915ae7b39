export { LayoutRegions, type LayoutRegionsProps } from "./layout-regions.tsx";
