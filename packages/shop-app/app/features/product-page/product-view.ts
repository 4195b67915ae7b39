// The API's product detail as the props of the ui's ProductDetail parts. Pure functions, so the
// page and its tests share them.
import type {
  ProductComments as ApiProductCommentsSchema,
  ProductDetail as ApiProductDetail,
  ProductQuestion as ApiProductQuestionSchema,
} from "@shop/api/contract";
import type {
  BreadcrumbItem,
  ProductComment,
  ProductDetail,
  ProductDetailTabsProps,
  ProductQuestion,
  ProductStockStatus,
  SubProductPickerProps,
} from "@shop/ui";
import type { z } from "zod";
import { priceCurrencyOf } from "../../lib/currency.ts";
import { type Locale, localizePath } from "../../lib/locale.ts";

type ApiProductComments = z.infer<typeof ApiProductCommentsSchema>;
type ApiProductQuestion = z.infer<typeof ApiProductQuestionSchema>;

/** The query parameter of the reviews' page (page 1 has none). */
export const COMMENTS_PAGE_PARAM = "comments_page";
/** At most this many left: "only 3 left". */
export const FEW_LEFT_THRESHOLD = 5;

export function stockStatusOf(inStock: boolean, stock: number): ProductStockStatus {
  if (!inStock) return "outOfStock";
  return stock > 0 && stock <= FEW_LEFT_THRESHOLD ? "fewLeft" : "inStock";
}

function attributesOf(product: ApiProductDetail): SubProductPickerProps["attributes"] | undefined {
  const attributes = product.options.slice(0, 2).map((option) => ({
    id: String(option.property_id),
    label: option.name,
    options: option.values.map((value) => ({
      value: String(value.id),
      label: value.name,
      ...(value.swatch_hex ? { swatch: value.swatch_hex } : {}),
    })),
  }));
  const [first, second] = attributes;
  if (!first) return undefined;
  return second ? [first, second] : [first];
}

const cm = (mm: number) => mm / 10;

/**
 * The product for the screen. `subProductId`: the chosen sub-product, whose own price (and stock)
 * the buy box shows.
 */
export function toProductDetail(
  product: ApiProductDetail,
  locale: Locale,
  subProductId: string | null = null,
): ProductDetail {
  const attributes = attributesOf(product);
  const chosen = product.sub_products.find((sub) => String(sub.id) === subProductId);
  const price = chosen?.price ?? product.price;
  const oldPrice = chosen ? chosen.old_price : product.old_price;
  const stock = chosen?.stock ?? product.stock;
  const { width_mm: width, height_mm: height, depth_mm: depth } = product;
  const desi = product.desi === null ? Number.NaN : Number(product.desi);
  return {
    title: product.name,
    ...(product.brand
      ? {
          brand: {
            name: product.brand.name,
            href: localizePath(`/${product.brand.seo_link}`, locale),
          },
        }
      : {}),
    images: product.images.map((image) => ({ src: image.path, thumbnail: image.path_s })),
    price,
    ...(oldPrice !== null && oldPrice > price ? { oldPrice } : {}),
    currency: priceCurrencyOf(product),
    ...(product.rating.count > 0
      ? { rating: { value: product.rating.average, count: product.rating.count } }
      : {}),
    isNew: product.is_new,
    freeShipping: product.free_shipping,
    stockStatus: stockStatusOf(chosen ? chosen.in_stock : product.in_stock, stock),
    ...(stock > 0 ? { stockCount: stock } : {}),
    minOrderQuantity: product.min_order_quantity,
    ...(product.max_order_quantity !== null
      ? { maxOrderQuantity: product.max_order_quantity }
      : {}),
    ...(attributes && product.sub_products.length > 0
      ? {
          subProductAttributes: attributes,
          subProducts: product.sub_products.map((sub) => ({
            id: String(sub.id),
            values: sub.option2
              ? [String(sub.option1.id), String(sub.option2.id)]
              : [String(sub.option1.id)],
            inStock: sub.in_stock,
          })),
        }
      : {}),
    personalizations: product.personalizations.map((field) => ({
      id: String(field.id),
      label: field.name,
      hint: field.hint,
      price: field.price,
      maxLength: field.max_length,
      required: field.required,
    })),
    descriptionHtml: product.description,
    properties: product.properties.map((property) => ({
      name: property.property_name,
      value: property.value_name,
    })),
    sku: product.sku,
    ...(chosen?.barcode || product.barcode
      ? { barcode: chosen?.barcode ?? product.barcode ?? "" }
      : {}),
    ...(product.model ? { model: product.model.name } : {}),
    ...(width !== null && height !== null && depth !== null
      ? { dimensions: { width: cm(width), height: cm(height), depth: cm(depth) } }
      : {}),
    ...(product.weight_grams !== null ? { weight: product.weight_grams / 1000 } : {}),
    ...(Number.isFinite(desi) ? { desi } : {}),
  };
}

/** Home, the category path, the product (the current page, without a link). */
export function breadcrumbsOf(
  product: ApiProductDetail,
  locale: Locale,
  homeLabel: string,
): BreadcrumbItem[] {
  return [
    { label: homeLabel, href: localizePath("/", locale) },
    ...product.breadcrumb.map((category) => ({
      label: category.name,
      href: localizePath(`/${category.seo_link}`, locale),
    })),
    { label: product.name },
  ];
}

export function commentsOf(
  comments: ApiProductComments | null,
  product: ApiProductDetail,
): NonNullable<ProductDetailTabsProps["comments"]> {
  const rating = comments?.rating ?? product.rating;
  return {
    average: rating.average,
    count: rating.count,
    distribution: rating.distribution,
    comments: (comments?.items ?? []).map(
      (comment): ProductComment => ({
        id: String(comment.id),
        // The API masks the name already when its author hid it.
        name: comment.name,
        showName: true,
        date: comment.created_at,
        rating: comment.rate,
        text: comment.text,
      }),
    ),
    page: comments?.page ?? 1,
    pageCount: comments?.page_count ?? 1,
  };
}

export function questionsOf(questions: readonly ApiProductQuestion[]): ProductQuestion[] {
  return questions.map((question) => ({
    id: String(question.id),
    question: question.question,
    answer: question.answer || null,
    date: question.created_at,
  }));
}
