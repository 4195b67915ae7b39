import type { PersonalizationField } from "../personalization-fields/personalization-fields.tsx";
import type { PriceCurrency } from "../price/index.ts";
import type { ProductCardProps } from "../product-card/product-card.tsx";
import type { ProductGalleryImage } from "../product-gallery/product-gallery.tsx";
import type {
  SubProduct,
  SubProductPickerProps,
} from "../sub-product-picker/sub-product-picker.tsx";

export type ProductStockStatus = "inStock" | "fewLeft" | "outOfStock";

export interface ProductProperty {
  name: string;
  value: string;
}

/** The product as the product page shows it; prices in the chosen currency, in minor units. */
export interface ProductDetail {
  title: string;
  brand?: { name: string; href?: string };
  images: readonly ProductGalleryImage[];
  price: number;
  oldPrice?: number;
  currency: PriceCurrency;
  /** Average out of 5 and the number of approved reviews. */
  rating?: { value: number; count: number };
  isNew?: boolean;
  freeShipping?: boolean;
  stockStatus: ProductStockStatus;
  /** Units left, shown with "fewLeft" ("Son 3 ürün"); also caps the quantity. */
  stockCount?: number;
  minOrderQuantity?: number;
  maxOrderQuantity?: number;
  /** One or two attributes (colour, size); with `subProducts` a choice is required. */
  subProductAttributes?: SubProductPickerProps["attributes"];
  subProducts?: readonly SubProduct[];
  /** Texts the shop makes on it, typed before adding it to the cart. */
  personalizations?: readonly PersonalizationField[];
  /** The admin's HTML, rendered as given. */
  descriptionHtml?: string | null;
  properties?: readonly ProductProperty[];
  sku?: string;
  barcode?: string;
  model?: string;
  /** Centimetres. */
  dimensions?: { width: number; height: number; depth: number };
  /** Kilograms. */
  weight?: number;
  desi?: number;
}

/** A product in the "similar" and "recently viewed" rails (shown as ProductCards). */
export type ProductRailProduct = { id: string } & Pick<
  ProductCardProps,
  | "href"
  | "title"
  | "brand"
  | "image"
  | "price"
  | "oldPrice"
  | "isNew"
  | "freeShipping"
  | "outOfStock"
  | "rating"
  | "favourite"
  | "onToggleFavourite"
>;

export type ProductDetailTab = "description" | "specifications" | "comments" | "questions";
