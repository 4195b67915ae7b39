export { ProductShowcase, type ProductShowcaseProps } from "./product-showcase.tsx";
export { WidgetSection, type WidgetSectionProps } from "./widget-section.tsx";
