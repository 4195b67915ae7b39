// The catalogue's contract: product cards and details, category products with filters, sort and
// pages, facets, comments and questions, the category tree, brands, campaigns, the resolution of
// a storefront /{seoLink}, and the sitemap and product-feed reads. Prices are integer minor units
// in the requested currency; every priced answer names that currency and the VAT rate.
import { z } from "zod";
import { IsoDateTime, LANGUAGE_CODES } from "./common.ts";

/** Largest page a list call answers; bigger asks are served this many. */
export const CATALOG_MAX_PAGE_SIZE = 48;
export const CATALOG_DEFAULT_PAGE_SIZE = 24;
/** Most product ids a shopper's recently-viewed list may send. */
export const LAST_VIEWED_MAX = 50;

export const PRODUCT_SORTS = [
  "default",
  "price_asc",
  "price_desc",
  "newest",
  "best_selling",
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const id = () => z.number().int().positive().max(2_147_483_647);
const idList = (max: number) => z.array(id()).max(max, { error: "too_big" });
const minor = () => z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const pageSize = (fallback: number) =>
  z
    .number()
    .int()
    .min(1)
    .transform((v) => Math.min(v, CATALOG_MAX_PAGE_SIZE))
    .optional()
    .meta({
      description: `Items per page, ${fallback} by default; more than ${CATALOG_MAX_PAGE_SIZE} is served as ${CATALOG_MAX_PAGE_SIZE}.`,
    });
const page = () =>
  z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .optional()
    .meta({ description: "1-based page number (default 1).", example: 1 });

// ---------------------------------------------------------------------------------------------
// Pieces

export const Money = z
  .object({
    price: z.number().int().meta({ description: "Selling price, VAT included, minor units." }),
    old_price: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The list price, struck through, when it is higher; else null." }),
    cash_price: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Wire-transfer / cash price when the shop gives one; else null." }),
    currency_id: z.number().int().meta({ example: 1 }),
    currency_code: z.string().meta({ example: "TRY" }),
    vat_rate: z
      .number()
      .int()
      .meta({ description: "Percent, included in the prices.", example: 20 }),
  })
  .meta({ id: "Money" });

export const ImagePaths = z
  .object({
    path: z.string().meta({ description: "Large (gallery, zoom)." }),
    path_m: z.string().meta({ description: "Medium (cards)." }),
    path_s: z.string().meta({ description: "Small, S (thumbnails, cart, popup)." }),
  })
  .meta({ id: "ImagePaths" });

export const ProductImage = ImagePaths.extend({
  id: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  property_value_id: z
    .number()
    .int()
    .nullable()
    .meta({ description: "The colour value the picture shows, when it shows one." }),
}).meta({ id: "ProductImage" });

export const RatingSummary = z
  .object({
    average: z
      .number()
      .meta({ description: "Approved comments' mean rate, 2 decimals; 0 when none." }),
    count: z.number().int(),
  })
  .meta({ id: "RatingSummary" });

export const RatingDetail = RatingSummary.extend({
  distribution: z
    .object({
      1: z.number().int(),
      2: z.number().int(),
      3: z.number().int(),
      4: z.number().int(),
      5: z.number().int(),
    })
    .meta({ description: "Approved comments per rate." }),
}).meta({ id: "RatingDetail" });

export const LinkRef = z
  .object({ id: z.number().int(), name: z.string(), seo_link: z.string() })
  .meta({ id: "LinkRef" });

export const Alternate = z
  .object({
    language: z.enum(LANGUAGE_CODES),
    seo_link: z.string(),
  })
  .meta({ id: "Alternate", description: "The same page's seo link in a language (hreflang)." });

export const ProductCard = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    name: z.string(),
    summary: z.string().nullable(),
    seo_link: z.string(),
    category_id: z.number().int(),
    brand: LinkRef.nullable(),
    ...Money.shape,
    image: ImagePaths.nullable().meta({
      description: "The first picture; null: show noImageProduct.",
    }),
    in_stock: z.boolean(),
    is_new: z.boolean(),
    free_shipping: z.boolean(),
    has_sub_products: z.boolean().meta({ description: "A sub-product must be chosen to buy it." }),
    min_order_quantity: z.number().int(),
    max_order_quantity: z.number().int().nullable(),
    rating: RatingSummary,
  })
  .meta({ id: "ProductCard" });
export type ProductCard = z.infer<typeof ProductCard>;

export const OptionValue = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    swatch_hex: z.string().nullable(),
  })
  .meta({ id: "OptionValue" });

export const ProductOption = z
  .object({
    property_id: z.number().int(),
    code: z.string(),
    name: z.string(),
    display: z.enum(["list", "swatch", "box"]),
    values: z
      .array(OptionValue)
      .meta({ description: "Values used by active sub-products, in order." }),
  })
  .meta({ id: "ProductOption" });

export const SubProduct = z
  .object({
    id: z.number().int(),
    code: z.string(),
    barcode: z.string().nullable(),
    option1: OptionValue.extend({ property_id: z.number().int() }),
    option2: OptionValue.extend({ property_id: z.number().int() }).nullable(),
    stock: z.number().int(),
    in_stock: z.boolean(),
    price: z.number().int().meta({ description: "Its own price, or the product's." }),
    old_price: z.number().int().nullable(),
  })
  .meta({ id: "SubProduct" });

export const ProductPersonalization = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: "The field's label: Fincanlara yazılacak isim." }),
    hint: z.string().nullable(),
    price: z.number().int().meta({ description: "Added to each unit's price; 0 when free." }),
    max_length: z.number().int(),
    required: z.boolean().meta({ description: "The product cannot be added without it." }),
  })
  .meta({ id: "ProductPersonalization" });
export type ProductPersonalization = z.infer<typeof ProductPersonalization>;

export const ProductPropertyValue = z
  .object({
    property_id: z.number().int(),
    property_code: z.string(),
    property_name: z.string(),
    value_id: z.number().int(),
    value_code: z.string(),
    value_name: z.string(),
    swatch_hex: z.string().nullable(),
  })
  .meta({ id: "ProductPropertyValue" });

export const ProductTranslation = z
  .object({
    language: z.enum(LANGUAGE_CODES),
    name: z.string(),
    seo_link: z.string(),
  })
  .meta({ id: "ProductTranslation" });

export const ProductDetail = ProductCard.extend({
  language: z.enum(LANGUAGE_CODES).meta({ description: "The language of the texts." }),
  barcode: z.string().nullable(),
  model: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  category: LinkRef,
  breadcrumb: z
    .array(LinkRef)
    .meta({ description: "Categories from the root down to the product's." }),
  description: z.string().nullable().meta({ description: "HTML written by an admin." }),
  seo_title: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  seo_description: z.string().nullable(),
  stock: z.number().int(),
  stock_unit: z.string(),
  weight_grams: z.number().int().nullable(),
  width_mm: z.number().int().nullable(),
  height_mm: z.number().int().nullable(),
  depth_mm: z.number().int().nullable(),
  desi: z.string().nullable().meta({ description: "Volumetric weight, exact decimal text." }),
  expiry_date: z.string().nullable().meta({ description: "YYYY-MM-DD" }),
  images: z.array(ProductImage),
  options: z
    .array(ProductOption)
    .meta({ description: "The (at most two) attributes sub-products vary by." }),
  sub_products: z.array(SubProduct),
  personalizations: z
    .array(ProductPersonalization)
    .meta({ description: "Texts the shopper may have made on it, sent with cart/add." }),
  properties: z.array(ProductPropertyValue),
  rating: RatingDetail,
  translations: z
    .array(ProductTranslation)
    .meta({ description: "Name and seo link in every language (hreflang)." }),
  created_at: IsoDateTime,
  updated_at: IsoDateTime,
}).meta({ id: "ProductDetail" });
export type ProductDetail = z.infer<typeof ProductDetail>;

// ---------------------------------------------------------------------------------------------
// List calls

export const ProductFilter = z
  .object({
    category_id: id().optional().meta({ description: "With its sub-categories." }),
    brand_id: id().optional().meta({ description: "The brand page's brand." }),
    brand_ids: idList(100).optional().meta({ description: "Brand filter: any of them." }),
    price_min: minor().optional().meta({ description: "In the requested currency, minor units." }),
    price_max: minor().optional(),
    property_value_ids: idList(200).optional().meta({
      description: "Values of one property are alternatives; different properties all apply.",
    }),
    in_stock: z.boolean().optional(),
    discounted: z.boolean().optional().meta({ description: "Only products with an old price." }),
    campaign_id: id()
      .optional()
      .meta({ description: "Only products within that active campaign's scope." }),
  })
  .meta({ id: "ProductFilter" });
export type ProductFilter = z.infer<typeof ProductFilter>;

export const CategoryProductsRequest = ProductFilter.extend({
  sort: z.enum(PRODUCT_SORTS, { error: "invalid_value" }).optional(),
  page: page(),
  page_size: pageSize(CATALOG_DEFAULT_PAGE_SIZE),
}).meta({ id: "CategoryProductsRequest" });
export type CategoryProductsRequest = z.infer<typeof CategoryProductsRequest>;

export const ProductPage = z
  .object({
    items: z.array(ProductCard),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "ProductPage" });
export type ProductPage = z.infer<typeof ProductPage>;

export const ProductTotal = z.object({ total: z.number().int() }).meta({ id: "ProductTotal" });

export const BestSellersRequest = z
  .object({
    category_id: id(),
    limit: z
      .number()
      .int()
      .min(1)
      .transform((v) => Math.min(v, CATALOG_MAX_PAGE_SIZE))
      .optional(),
  })
  .meta({ id: "BestSellersRequest" });

export const LimitRequest = z
  .object({
    limit: z
      .number()
      .int()
      .min(1)
      .transform((v) => Math.min(v, CATALOG_MAX_PAGE_SIZE))
      .optional(),
  })
  .meta({ id: "LimitRequest" });

export const LastViewedRequest = z
  .object({
    product_ids: idList(LAST_VIEWED_MAX).meta({
      description: "Most recent first; answered in that order.",
    }),
  })
  .meta({ id: "LastViewedRequest" });

export const Showcase = z
  .object({
    id: z.number().int(),
    code: z.string(),
    kind: z.enum(["manual", "newest", "best_selling", "discounted", "category"]),
    title: z.string(),
    category_id: z.number().int().nullable(),
    products: z.array(ProductCard),
  })
  .meta({ id: "Showcase" });

export const FacetBrand = LinkRef.extend({ count: z.number().int() }).meta({ id: "FacetBrand" });
export const FacetValue = OptionValue.extend({ count: z.number().int() }).meta({
  id: "FacetValue",
});
export const FacetProperty = z
  .object({
    property_id: z.number().int(),
    code: z.string(),
    name: z.string(),
    display: z.enum(["list", "swatch", "box"]),
    values: z.array(FacetValue),
  })
  .meta({ id: "FacetProperty" });

export const Facets = z
  .object({
    total: z
      .number()
      .int()
      .meta({ description: "Products matching every filter (as getCategoryProductsTotal)." }),
    brands: z.array(FacetBrand),
    price: z
      .object({
        min: z.number().int(),
        max: z.number().int(),
        currency_id: z.number().int(),
        currency_code: z.string(),
      })
      .nullable(),
    properties: z.array(FacetProperty),
    in_stock_count: z.number().int(),
    discounted_count: z.number().int(),
  })
  .meta({
    id: "Facets",
    description:
      "Counts for the current result set; each facet is counted with every other filter applied and its own left out, so a count is what choosing that value (alone in its facet) would list.",
  });
export type Facets = z.infer<typeof Facets>;

export const PagingRequest = z
  .object({ page: page(), page_size: pageSize(10) })
  .meta({ id: "PagingRequest" });

export const ProductComment = z
  .object({
    id: z.number().int(),
    name: z.string().meta({ description: "Masked (A*** Y***) when the author hid their name." }),
    text: z.string().meta({ description: "The shopper's text: render escaped." }),
    rate: z.number().int(),
    language: z.string(),
    created_at: IsoDateTime,
  })
  .meta({ id: "ProductComment" });

export const ProductComments = z
  .object({
    items: z.array(ProductComment),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    page_count: z.number().int(),
    rating: RatingDetail,
  })
  .meta({ id: "ProductComments" });

export const ProductQuestion = z
  .object({
    id: z.number().int(),
    question: z.string(),
    answer: z.string(),
    created_at: IsoDateTime,
    answered_at: IsoDateTime.nullable(),
  })
  .meta({ id: "ProductQuestion" });

export const NotifyMeQuery = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, { error: "too_long" })
    .regex(/^[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}$/i, { error: "invalid_email" })
    .optional()
    .meta({ description: "Needed without a customer token." }),
  sub_product_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const NotifyMe = z
  .object({
    id: z.number().int(),
    product_id: z.number().int(),
    sub_product_id: z.number().int().nullable(),
    created_at: IsoDateTime,
  })
  .meta({ id: "NotifyMe" });

export const LanguageParam = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  lang: z.enum(LANGUAGE_CODES, { error: "invalid_value" }),
});

export const SeoParam = z.object({
  seo: z
    .string()
    .min(1)
    .max(300, { error: "too_long" })
    .meta({ example: "lavanta-kadin-uzun-kollu-viskon-maxi-elbise" }),
});

// ---------------------------------------------------------------------------------------------
// Taxonomy

export type CategoryNode = {
  id: number;
  parent_id: number | null;
  code: string;
  name: string;
  seo_link: string;
  image_path: string | null;
  show_in_menu: boolean;
  product_count: number;
  children: CategoryNode[];
};

export const CategoryNode: z.ZodType<CategoryNode> = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    code: z.string(),
    name: z.string(),
    seo_link: z.string(),
    image_path: z.string().nullable(),
    show_in_menu: z.boolean(),
    product_count: z.number().int().meta({ description: "Active products here and below." }),
    get children(): z.ZodArray<z.ZodType<CategoryNode>> {
      return z.array(CategoryNode);
    },
  })
  .meta({ id: "CategoryNode" });

export const Category = z
  .object({
    id: z.number().int(),
    parent_id: z.number().int().nullable(),
    code: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    seo_link: z.string(),
    seo_title: z.string().nullable(),
    seo_keywords: z.string().nullable(),
    seo_description: z.string().nullable(),
    image_path: z.string().nullable(),
    product_count: z.number().int(),
    breadcrumb: z.array(LinkRef),
    children: z.array(LinkRef),
    alternates: z.array(Alternate),
  })
  .meta({ id: "Category" });

export const Brand = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    seo_link: z.string(),
    logo_path: z.string().nullable(),
    is_featured: z.boolean(),
    product_count: z.number().int(),
  })
  .meta({ id: "Brand" });

export const BrandDetail = Brand.extend({
  description: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_keywords: z.string().nullable(),
  seo_description: z.string().nullable(),
  alternates: z.array(Alternate),
}).meta({ id: "BrandDetail" });

export const PAGE_KINDS = ["product", "category", "brand", "content", "blog_post"] as const;

export const Campaign = z
  .object({
    id: z.number().int(),
    code: z.string(),
    type: z.enum(["cart_percent", "cart_amount", "buy_x_pay_y", "free_shipping", "gift_product"]),
    name: z.string(),
    description: z.string().nullable().meta({ description: "HTML written by an admin." }),
    discount_percent: z.number().int().nullable(),
    discount_amount: z
      .number()
      .int()
      .nullable()
      .meta({ description: "Requested currency, minor units." }),
    min_cart_amount: z.number().int().nullable(),
    buy_quantity: z.number().int().nullable(),
    pay_quantity: z.number().int().nullable(),
    currency_id: z.number().int(),
    currency_code: z.string(),
    category: LinkRef.nullable(),
    brand: LinkRef.nullable(),
    gift_product: LinkRef.nullable(),
    image_path: z.string().nullable(),
    starts_at: IsoDateTime,
    ends_at: IsoDateTime.nullable(),
  })
  .meta({ id: "Campaign" });

// ---------------------------------------------------------------------------------------------
// Sitemap and feed

export const XmlEntry = z
  .object({
    kind: z.enum(PAGE_KINDS),
    id: z.number().int(),
    seo_link: z.string().meta({ description: "In the requested language." }),
    alternates: z.array(Alternate),
    updated_at: IsoDateTime,
  })
  .meta({ id: "XmlEntry" });

export const FeedItem = z
  .object({
    id: z.number().int(),
    sku: z.string(),
    title: z.string(),
    description: z.string().meta({ description: "Plain text." }),
    link: z.string().meta({ description: "Site path with the locale prefix: /en/{seo_link}." }),
    image: z.string().nullable(),
    additional_images: z.array(z.string()),
    price: z.number().int().meta({ description: "Regular price (the old price when discounted)." }),
    sale_price: z.number().int().nullable(),
    currency_code: z.string(),
    availability: z.enum(["in_stock", "out_of_stock"]),
    brand: z.string().nullable(),
    gtin: z.string().nullable(),
    mpn: z.string(),
    condition: z.literal("new"),
    category_path: z.string().meta({ description: "Breadcrumb names joined with ' > '." }),
  })
  .meta({ id: "FeedItem" });
export type Alternate = z.infer<typeof Alternate>;
export type XmlEntry = z.infer<typeof XmlEntry>;
export type FeedItem = z.infer<typeof FeedItem>;
export type ProductComments = z.infer<typeof ProductComments>;
export type ProductComment = z.infer<typeof ProductComment>;
export type ProductQuestion = z.infer<typeof ProductQuestion>;
export type Category = z.infer<typeof Category>;
export type Brand = z.infer<typeof Brand>;
export type BrandDetail = z.infer<typeof BrandDetail>;
export type Campaign = z.infer<typeof Campaign>;
export type Showcase = z.infer<typeof Showcase>;
export type LinkRef = z.infer<typeof LinkRef>;
export type ImagePaths = z.infer<typeof ImagePaths>;
export type ProductImage = z.infer<typeof ProductImage>;
export type SubProduct = z.infer<typeof SubProduct>;
export type ProductOption = z.infer<typeof ProductOption>;
export type OptionValue = z.infer<typeof OptionValue>;
export type RatingDetail = z.infer<typeof RatingDetail>;
export type RatingSummary = z.infer<typeof RatingSummary>;
export type NotifyMe = z.infer<typeof NotifyMe>;
