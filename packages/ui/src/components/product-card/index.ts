export { ProductCard, type ProductCardLinkProps, type ProductCardProps } from "./product-card.tsx";
