export { BrandStrip, type BrandStripItem, type BrandStripProps } from "./brand-strip.tsx";
