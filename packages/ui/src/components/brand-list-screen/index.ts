export { BrandListScreen, type BrandListScreenProps } from "./brand-list-screen.tsx";
export { type BrandGroup, type BrandListEntry, brandInitial, groupBrands } from "./group-brands.ts";
