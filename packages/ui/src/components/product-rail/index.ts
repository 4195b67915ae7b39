export { ProductRail, type ProductRailProps } from "./product-rail.tsx";
