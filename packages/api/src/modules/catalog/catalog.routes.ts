import { z } from "zod";
import {
  AdminFeedSettings,
  BestSellersRequest,
  Brand,
  BrandDetail,
  Campaign,
  Category,
  CategoryNode,
  CategoryProductsRequest,
  Currency,
  ErrorResponse,
  Facets,
  FeedItem,
  IdParam,
  LanguageParam,
  LastViewedRequest,
  LimitRequest,
  LocaleQuery,
  NotifyMe,
  NotifyMeQuery,
  PagingRequest,
  ProductCard,
  ProductComments,
  ProductDetail,
  ProductFilter,
  ProductPage,
  ProductQuestion,
  ProductTotal,
  ResolvedPage,
  SeoParam,
  Showcase,
  XmlEntry,
} from "../../contract/index.ts";
import {
  adminSecurity,
  createRoute,
  customerSecurity,
  errorResponses,
  jsonBody,
  okResponse,
} from "../../lib/openapi.ts";
import { adminWrite, privateRead, publicRead, uncached } from "../../lib/route-policy.ts";
import { authenticate } from "../auth/auth.middleware.ts";

const tags = ["Catalogue"];

const optionalBody = <T extends z.ZodType>(schema: T, description: string) => ({
  required: false,
  description,
  content: { "application/json": { schema } },
});

// ---------------------------------------------------------------------------------------------
// product/ lists

export const showcase = createRoute({
  method: "post",
  path: "/product/getProductShowCase/{id}",
  ...publicRead,
  tags,
  summary: "A showcase with its products",
  description:
    "Manual showcases list their products in the admin's order; newest, best_selling, discounted and category showcases are filled when read. At most the showcase's own limit.",
  request: {
    params: IdParam,
    query: LocaleQuery,
    body: optionalBody(LimitRequest, "Optional: a smaller limit."),
  },
  responses: { ...okResponse(Showcase, "The showcase"), ...errorResponses(400, 404) },
});

export const sameProducts = createRoute({
  method: "post",
  path: "/product/getSameProducts/{id}",
  ...publicRead,
  tags,
  summary: "Other products of the product's category",
  description: "Best sellers first, never the product itself. 12 unless a limit is given.",
  request: {
    params: IdParam,
    query: LocaleQuery,
    body: optionalBody(LimitRequest, "Optional: how many (at most 48)."),
  },
  responses: { ...okResponse(z.array(ProductCard), "Products"), ...errorResponses(400, 404) },
});

export const lastViewed = createRoute({
  method: "post",
  path: "/product/getLastViewedProducts",
  ...publicRead,
  tags,
  summary: "The shopper's recently viewed products",
  description:
    "The client keeps the ids, most recent first; the answer keeps that order, leaves out duplicates and products no longer shown.",
  request: { query: LocaleQuery, body: jsonBody(LastViewedRequest) },
  responses: {
    ...okResponse(z.array(ProductCard), "Products in the given order"),
    ...errorResponses(400, 415),
  },
});

export const bestSellers = createRoute({
  method: "post",
  path: "/product/getCategoryBestSellersProducts",
  ...publicRead,
  tags,
  summary: "A category's best sellers (with its sub-categories)",
  request: { query: LocaleQuery, body: jsonBody(BestSellersRequest) },
  responses: { ...okResponse(z.array(ProductCard), "Products"), ...errorResponses(400, 415) },
});

export const categoryProducts = createRoute({
  method: "post",
  path: "/product/getCategoryProducts",
  ...publicRead,
  tags,
  summary: "Products of a category or brand, filtered, sorted and paged",
  description:
    "Category with its sub-categories and/or brand; filters: brands, price range in the requested currency (minor units), property values (alternatives within one property, all properties apply), in stock, discounted, campaign. Sorts: default, price_asc, price_desc, newest, best_selling. Pages from 1; page_size up to 48 (more is served as 48).",
  request: { query: LocaleQuery, body: jsonBody(CategoryProductsRequest) },
  responses: { ...okResponse(ProductPage, "One page"), ...errorResponses(400, 415) },
});

export const categoryProductsTotal = createRoute({
  method: "post",
  path: "/product/getCategoryProductsTotal",
  ...publicRead,
  tags,
  summary: "How many products getCategoryProducts lists for the same body",
  request: { query: LocaleQuery, body: jsonBody(CategoryProductsRequest) },
  responses: { ...okResponse(ProductTotal, "The total"), ...errorResponses(400, 415) },
});

export const filters = createRoute({
  method: "post",
  path: "/product/getFilters",
  ...publicRead,
  tags,
  summary: "Facets with counts for a result set",
  description:
    "Same filter body as getCategoryProducts (sort and page are ignored). Each facet is counted with the other filters applied and its own left out.",
  request: { query: LocaleQuery, body: jsonBody(ProductFilter) },
  responses: { ...okResponse(Facets, "Facets"), ...errorResponses(400, 415) },
});

// ---------------------------------------------------------------------------------------------
// product/ detail and talk

export const bySeoLink = createRoute({
  method: "post",
  path: "/product/getProductBySeoLink/{seo}",
  ...publicRead,
  tags,
  summary: "A product in full by its seo link",
  description:
    "The link is looked up in the requested language first, then in the others (an old link after a language switch); texts come in the requested language. `translations` gives the links of every language for hreflang.",
  request: { params: SeoParam, query: LocaleQuery },
  responses: { ...okResponse(ProductDetail, "The product"), ...errorResponses(400, 404) },
});

export const byId = createRoute({
  method: "get",
  path: "/product/getProductById/{id}",
  ...publicRead,
  tags,
  summary: "A product in full by id",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(ProductDetail, "The product"), ...errorResponses(400, 404) },
});

export const byLanguage = createRoute({
  method: "get",
  path: "/product/getProductByLanguage/{id}/{lang}",
  ...publicRead,
  tags,
  summary: "A product in full, texts in the given language",
  request: { params: LanguageParam, query: LocaleQuery },
  responses: { ...okResponse(ProductDetail, "The product"), ...errorResponses(400, 404) },
});

export const comments = createRoute({
  method: "post",
  path: "/product/getProductComments/{id}",
  ...publicRead,
  tags,
  summary: "A product's approved comments, newest first, with the rating summary",
  description:
    "Comments appear only after review. The author's name is masked (A*** Y***) when they chose not to show it. Page size 10 by default, at most 48.",
  request: {
    params: IdParam,
    query: LocaleQuery,
    body: optionalBody(PagingRequest, "Optional: page and page_size."),
  },
  responses: { ...okResponse(ProductComments, "Comments"), ...errorResponses(400, 404) },
});

export const questions = createRoute({
  method: "post",
  path: "/product/getProductSSS/{id}",
  ...publicRead,
  tags,
  summary: "A product's answered questions (SSS) in the requested language",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(z.array(ProductQuestion), "Questions"), ...errorResponses(400, 404) },
});

export const notifyMe = createRoute({
  method: "get",
  path: "/product/productLetMeNow/{id}",
  ...uncached,
  tags,
  summary: "Ask to be told when a product is back in stock",
  description:
    "A signed-in customer (token) or an `email`. One pending request per product, sub-product and person: a repeat is refused with notify_me_already_active (409). A write over GET (the specification's method): with a cookie it must come from this site (origin_not_allowed), and it is limited per client address and per e-mail address and hour (too_many_attempts).",
  security: [...customerSecurity, {}],
  middleware: [authenticate(["customer"], { optional: true, writes: true })] as const,
  request: { params: IdParam, query: LocaleQuery.extend(NotifyMeQuery.shape) },
  responses: {
    ...okResponse(NotifyMe, "Recorded"),
    409: {
      description: "notify_me_already_active",
      content: { "application/json": { schema: ErrorResponse } },
    },
    ...errorResponses(400, 401, 403, 404, 429),
  },
});

export const currencyList = createRoute({
  method: "get",
  path: "/product/getCurrencyList",
  ...publicRead,
  tags,
  summary: "Currencies with their exchange rates (as currency/)",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Currency), "Active currencies"), ...errorResponses() },
});

// ---------------------------------------------------------------------------------------------
// Categories, brands, campaigns, pages, feeds

const taxonomyTags = ["Catalogue: categories and brands"];

export const categoryTree = createRoute({
  method: "get",
  path: "/category/tree",
  ...publicRead,
  tags: taxonomyTags,
  summary: "The category tree with product counts",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(CategoryNode), "Root categories"), ...errorResponses() },
});

export const categoryById = createRoute({
  method: "get",
  path: "/category/{id}",
  ...publicRead,
  tags: taxonomyTags,
  summary: "A category with its breadcrumb, children and links in every language",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(Category, "The category"), ...errorResponses(400, 404) },
});

export const categoryBySeo = createRoute({
  method: "get",
  path: "/category/getBySeoLink/{seo}",
  ...publicRead,
  tags: taxonomyTags,
  summary: "A category by its seo link in the requested language",
  request: { params: SeoParam, query: LocaleQuery },
  responses: { ...okResponse(Category, "The category"), ...errorResponses(400, 404) },
});

export const brandList = createRoute({
  method: "get",
  path: "/brand/getBrands",
  ...publicRead,
  tags: taxonomyTags,
  summary: "Active brands with their product counts",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Brand), "Brands"), ...errorResponses() },
});

export const brandBySeo = createRoute({
  method: "get",
  path: "/brand/getBySeoLink/{seo}",
  ...publicRead,
  tags: taxonomyTags,
  summary: "A brand by its seo link in the requested language",
  request: { params: SeoParam, query: LocaleQuery },
  responses: { ...okResponse(BrandDetail, "The brand"), ...errorResponses(400, 404) },
});

export const brandById = createRoute({
  method: "get",
  path: "/brand/{id}",
  ...publicRead,
  tags: taxonomyTags,
  summary: "A brand by id",
  request: { params: IdParam, query: LocaleQuery },
  responses: { ...okResponse(BrandDetail, "The brand"), ...errorResponses(400, 404) },
});

export const activeCampaigns = createRoute({
  method: "get",
  path: "/campaign/active",
  ...publicRead,
  tags: ["Catalogue: campaigns"],
  summary: "Campaigns running now (the /campaign page)",
  description: "Amounts in the requested currency, minor units.",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(Campaign), "Campaigns"), ...errorResponses() },
});

export const resolvePage = createRoute({
  method: "get",
  path: "/pages/resolve/{seo}",
  ...publicRead,
  tags: ["Catalogue: pages"],
  summary: "What a storefront /{seoLink} is",
  description:
    "Tried in this order in the requested language: product, category, brand, content page, blog post. A link of another language finds its page too; `seo_link` is then the requested language's link, to redirect to. 404 when none has that link, or the page has no text in the requested language.",
  request: { params: SeoParam, query: LocaleQuery },
  responses: { ...okResponse(ResolvedPage, "The page"), ...errorResponses(400, 404) },
});

export const xmlEntries = createRoute({
  method: "get",
  path: "/xml/entries",
  ...publicRead,
  tags: ["Catalogue: feeds"],
  summary: "Every shown page with links per language and last change (sitemap)",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(XmlEntry), "Entries"), ...errorResponses() },
});

export const xmlProducts = createRoute({
  method: "get",
  path: "/xml/products",
  ...publicRead,
  tags: ["Catalogue: feeds"],
  summary: "Product feed rows for shopping engines (/xml)",
  description:
    "As the admin's feed settings choose: not_found (404) while the feed is off; only in-stock products and only chosen categories (and those below them) when so set; priced in the settings' currency when one is set, otherwise in the asked one.",
  request: { query: LocaleQuery },
  responses: { ...okResponse(z.array(FeedItem), "Feed rows"), ...errorResponses(404) },
});

export const readFeedSettings = createRoute({
  method: "get",
  path: "/xml/getSettings",
  ...privateRead,
  tags: ["Admin: settings"],
  summary: "The product feed's settings (admin)",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery },
  responses: {
    ...okResponse(AdminFeedSettings, "The settings"),
    ...errorResponses(401, 403),
  },
});

export const updateFeedSettings = createRoute({
  method: "post",
  path: "/xml/updateSettings",
  ...adminWrite,
  tags: ["Admin: settings"],
  summary: "Turn the product feed on or off, choose its categories, stock and currency (admin)",
  description:
    "An unknown category or currency is validation_error naming category_ids or currency_id. /xml follows at once.",
  security: adminSecurity,
  middleware: [authenticate(["admin"])] as const,
  request: { query: LocaleQuery, body: jsonBody(AdminFeedSettings) },
  responses: {
    ...okResponse(AdminFeedSettings, "Saved"),
    ...errorResponses(400, 401, 403),
  },
});
