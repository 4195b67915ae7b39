export { FilterPanel, type FilterPanelProps } from "./filter-panel.tsx";
export {
  activeFilterCount,
  emptyFilters,
  type FacetGroup,
  type FacetOption,
  formatPriceInput,
  formTarget,
  type ListingFilters,
  type PriceFilter,
  parsePriceInput,
  setInStock,
  setPrice,
  toggleBrand,
  toggleProperty,
} from "./filters.ts";
