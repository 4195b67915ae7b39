import { Heart, PackageCheck, PackageX, ShoppingCart, TriangleAlert, Truck } from "lucide-react";
import {
  type ComponentProps,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import {
  BackInStockForm,
  type BackInStockStatus,
} from "../back-in-stock-form/back-in-stock-form.tsx";
import { Badge } from "../badge/badge.tsx";
import { type BreadcrumbItem, Breadcrumbs } from "../breadcrumbs/breadcrumbs.tsx";
import { Button } from "../button/button.tsx";
import { FormField } from "../form-field/form-field.tsx";
import { LayoutLink, type LayoutLinkProps, type RenderLayoutLink } from "../header/render-link.tsx";
import { IconButton } from "../icon-button/icon-button.tsx";
import { linkVariants } from "../link/link.tsx";
import {
  type PersonalizationField,
  PersonalizationFields,
} from "../personalization-fields/personalization-fields.tsx";
import { Price, type PriceCurrency } from "../price/index.ts";
import { ProductCard, type ProductCardProps } from "../product-card/product-card.tsx";
import {
  ProductComments,
  type ProductCommentsProps,
} from "../product-comments/product-comments.tsx";
import { ProductGallery, type ProductGalleryImage } from "../product-gallery/product-gallery.tsx";
import { type ProductQuestion, ProductQuestions } from "../product-questions/product-questions.tsx";
import { ProductRail } from "../product-rail/product-rail.tsx";
import { WidgetSection } from "../product-showcase/widget-section.tsx";
import { QuantityStepper } from "../quantity-stepper/quantity-stepper.tsx";
import { RatingDisplay } from "../rating/rating.tsx";
import { ShareButtons, type ShareChannel } from "../share-buttons/share-buttons.tsx";
import { Skeleton, SkeletonText } from "../skeleton/skeleton.tsx";
import {
  type SubProduct,
  SubProductPicker,
  type SubProductPickerProps,
} from "../sub-product-picker/sub-product-picker.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../tabs/tabs.tsx";

const messages = defineUiMessages({
  loading: { id: "product.detail.loading", description: "Screen-reader text while loading" },
  ratingLink: {
    id: "product.detail.ratingLink",
    description: "Link from the rating summary to the reviews tab",
  },
  noRatings: { id: "product.detail.noRatings" },
  vatIncluded: { id: "product.detail.vatIncluded", description: "Note under the price" },
  inStock: { id: "product.detail.inStock" },
  fewLeft: { id: "product.detail.fewLeft", description: "Stock is low: how many are left" },
  fewLeftNoCount: {
    id: "product.detail.fewLeftNoCount",
    description: "Stock is low, count unknown",
  },
  outOfStock: { id: "commerce.productCard.outOfStock" },
  isNew: { id: "commerce.productCard.new" },
  freeShipping: { id: "commerce.productCard.freeShipping" },
  favourite: { id: "commerce.productCard.favourite" },
  quantity: { id: "product.detail.quantity", description: "Label of the quantity stepper" },
  quantityMin: { id: "product.detail.quantityMin" },
  quantityMax: { id: "product.detail.quantityMax" },
  addToCart: { id: "product.detail.addToCart" },
  tabsLabel: { id: "product.detail.tabsLabel", description: "Name of the tabs list" },
  description: { id: "product.detail.description", description: "Tab: the admin's description" },
  noDescription: { id: "product.detail.noDescription" },
  specifications: {
    id: "product.detail.specifications",
    description: "Tab: properties, codes, sizes",
  },
  noSpecifications: { id: "product.detail.noSpecifications" },
  comments: { id: "product.detail.comments", description: "Tab: reviews" },
  questions: { id: "product.detail.questions", description: "Tab: questions and answers" },
  sameProducts: { id: "product.detail.sameProducts", description: "Rail of similar products" },
  lastViewed: { id: "product.detail.lastViewed", description: "Rail of recently viewed products" },
  sku: { id: "product.detail.sku" },
  barcode: { id: "product.detail.barcode" },
  model: { id: "product.detail.model" },
  dimensions: { id: "product.detail.dimensions" },
  dimensionsValue: {
    id: "product.detail.dimensionsValue",
    description: "Width, height, depth in cm",
  },
  weight: { id: "product.detail.weight" },
  weightValue: { id: "product.detail.weightValue", description: "Weight in kilograms" },
  desi: { id: "product.detail.desi", description: "Volumetric weight used by Turkish carriers" },
});

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

export type ProductDetailScreenProps = Omit<ComponentProps<"div">, "children"> & {
  /** Absent (or `loading`) shows the skeleton. */
  product?: ProductDetail | undefined;
  loading?: boolean;
  breadcrumbs: BreadcrumbItem[];
  /** The shop's no-image picture (site settings: noImageProduct). */
  placeholderImage: string;
  /** Renders every link (brand, breadcrumbs, product cards) through the app's router. */
  renderLink?: RenderLayoutLink;
  /** Whether the product is a favourite; absent hides the heart button. */
  favourite?: boolean;
  onToggleFavourite?: (favourite: boolean) => void;
  /** Keeps the add-to-cart button disabled. */
  addToCartDisabled?: boolean;
  /**
   * Renders the add-to-cart `<form>` around the quantity and the button: the app passes its
   * router's form so that adding works before and without JavaScript. Its fields are
   * `sub_product_id` and `quantity` (the app adds which product); the button submits it. Without
   * it the button only calls `onAddToCart`.
   */
  renderAddToCartForm?: (props: ComponentProps<"form">) => ReactElement;
  /** Adding is under way: a spinner in the button. */
  addingToCart?: boolean;
  /** Called with the chosen sub-product (null without sub-products), quantity and texts. */
  onAddToCart?: (line: {
    subProductId: string | null;
    quantity: number;
    personalizations: Array<{ id: string; value: string }>;
  }) => void;
  /** The server's messages for the personalisation fields, by field id. */
  personalizationErrors?: Readonly<Record<string, string>>;
  /** The sub-product chosen at first (from the address); may be an out-of-stock one. */
  defaultSubProductId?: string | null;
  onSubProductChange?: (subProductId: string | null) => void;
  /** Signed-in shoppers ask for back-in-stock news without an e-mail field. */
  signedIn?: boolean;
  backInStockStatus?: BackInStockStatus;
  backInStockError?: string;
  /** The back-in-stock request: the guest's e-mail (none when signed in) and the sub-product. */
  onNotifyMe?: (email: string | undefined, subProductId: string | null) => void;
  /** The reviews tab; without it the tab shows the empty state. */
  comments?: Omit<ProductCommentsProps, "titleHidden" | "headingLevel">;
  /** Under the reviews: the app's ProductReviewForm. */
  reviewForm?: ReactNode;
  questions?: readonly ProductQuestion[];
  onAskQuestion?: () => void;
  /** Under the questions: the app's ProductQuestionForm. */
  questionForm?: ReactNode;
  sameProducts?: readonly ProductRailProduct[];
  lastViewedProducts?: readonly ProductRailProduct[];
  /** The page's absolute address: shows the share buttons. */
  shareUrl?: string;
  onShare?: (channel: ShareChannel) => void;
  defaultTab?: ProductDetailTab;
};

// Typography for the admin's HTML: headings, paragraphs, lists, links, tables and images.
const richText = cn(
  "max-w-3xl text-body-sm text-fg [overflow-wrap:anywhere] [&_*+*]:mt-3 md:text-body",
  "[&_h1]:text-heading-sm [&_h1]:font-semibold [&_h1]:text-fg-strong",
  "[&_h2]:mt-5 [&_h2]:text-body-lg [&_h2]:font-semibold [&_h2]:text-fg-strong",
  "[&_h3]:mt-4 [&_h3]:font-semibold [&_h3]:text-fg-strong",
  "[&_ul]:list-disc [&_ul]:ps-5 [&_ol]:list-decimal [&_ol]:ps-5 [&_li+li]:mt-1",
  "[&_a]:text-fg-link [&_a]:underline [&_strong]:font-semibold [&_strong]:text-fg-strong",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md",
  "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-border-subtle [&_td]:p-2 [&_th]:border [&_th]:border-border-subtle [&_th]:bg-surface-muted [&_th]:p-2 [&_th]:text-start",
);

function Rail({
  title,
  products,
  currency,
  placeholderImage,
  renderLink,
  slot,
}: {
  title: string;
  products: readonly ProductRailProduct[] | undefined;
  currency: PriceCurrency;
  placeholderImage: string;
  renderLink: RenderLayoutLink | undefined;
  slot: string;
}) {
  if (!products || products.length === 0) return null;
  return (
    <WidgetSection slot={slot} title={title}>
      <ProductRail label={title}>
        {products.map(({ id, ...card }) => (
          <ProductCard
            key={id}
            {...card}
            currency={currency}
            placeholderImage={placeholderImage}
            {...(renderLink ? { renderLink: (link) => renderLink(link as LayoutLinkProps) } : {})}
          />
        ))}
      </ProductRail>
    </WidgetSection>
  );
}

function StockStatus({
  status,
  count,
}: {
  status: ProductStockStatus;
  count?: number | undefined;
}) {
  const intl = useIntl();
  if (status === "outOfStock") {
    return (
      <Badge data-slot="product-detail-stock" data-stock={status} variant="danger">
        <PackageX aria-hidden="true" />
        {intl.formatMessage(messages.outOfStock)}
      </Badge>
    );
  }
  if (status === "fewLeft") {
    return (
      <Badge data-slot="product-detail-stock" data-stock={status} variant="warning">
        <TriangleAlert aria-hidden="true" />
        {count !== undefined && count > 0
          ? intl.formatMessage(messages.fewLeft, { count })
          : intl.formatMessage(messages.fewLeftNoCount)}
      </Badge>
    );
  }
  return (
    <Badge data-slot="product-detail-stock" data-stock={status} variant="success">
      <PackageCheck aria-hidden="true" />
      {intl.formatMessage(messages.inStock)}
    </Badge>
  );
}

function Specifications({ product }: { product: ProductDetail }) {
  const intl = useIntl();
  const number = (value: number) => intl.formatNumber(value, { maximumFractionDigits: 2 });
  const rows: { key: string; name: ReactNode; value: ReactNode; ltr?: boolean }[] = [
    ...(product.properties ?? []).map((property, index) => ({
      key: `property-${index}`,
      name: property.name,
      value: property.value,
    })),
  ];
  if (product.model)
    rows.push({ key: "model", name: intl.formatMessage(messages.model), value: product.model });
  if (product.sku)
    rows.push({
      key: "sku",
      name: intl.formatMessage(messages.sku),
      value: product.sku,
      ltr: true,
    });
  if (product.barcode)
    rows.push({
      key: "barcode",
      name: intl.formatMessage(messages.barcode),
      value: product.barcode,
      ltr: true,
    });
  if (product.dimensions)
    rows.push({
      key: "dimensions",
      name: intl.formatMessage(messages.dimensions),
      value: intl.formatMessage(messages.dimensionsValue, {
        width: number(product.dimensions.width),
        height: number(product.dimensions.height),
        depth: number(product.dimensions.depth),
      }),
    });
  if (product.weight !== undefined)
    rows.push({
      key: "weight",
      name: intl.formatMessage(messages.weight),
      value: intl.formatMessage(messages.weightValue, { weight: number(product.weight) }),
    });
  if (product.desi !== undefined)
    rows.push({
      key: "desi",
      name: intl.formatMessage(messages.desi),
      value: number(product.desi),
    });

  if (rows.length === 0) {
    return (
      <p className="text-body-sm text-fg-muted">{intl.formatMessage(messages.noSpecifications)}</p>
    );
  }
  return (
    <dl
      data-slot="product-detail-specifications"
      className="grid max-w-3xl grid-cols-[minmax(7rem,40%)_1fr] overflow-hidden rounded-lg border border-border-subtle text-body-sm"
    >
      {rows.map((row, index) => (
        <div
          key={row.key}
          className={cn(
            "col-span-2 grid grid-cols-subgrid",
            index % 2 === 0 ? "bg-surface-muted" : "bg-surface",
          )}
        >
          <dt className="px-3 py-2.5 font-medium text-fg-muted [overflow-wrap:anywhere]">
            {row.name}
          </dt>
          <dd className="px-3 py-2.5 text-fg-strong [overflow-wrap:anywhere]">
            {row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function LoadingScreen({ className, ...props }: ComponentProps<"div">) {
  const intl = useIntl();
  return (
    <div
      data-slot="product-detail-screen"
      data-state="loading"
      aria-busy="true"
      className={cn("flex flex-col gap-6", className)}
      {...props}
    >
      <span role="status" className="sr-only">
        {intl.formatMessage(messages.loading)}
      </span>
      <Skeleton shape="text" className="w-64 max-w-full text-body-sm" />
      <div aria-hidden="true" className="grid gap-6 md:grid-cols-2 lg:gap-10">
        <Skeleton className="aspect-[3/4] w-full rounded-lg" />
        <div className="flex flex-col gap-4">
          <Skeleton shape="text" className="w-24" />
          <SkeletonText lines={2} className="text-heading-md" />
          <Skeleton shape="text" className="w-40" />
          <Skeleton className="h-9 w-44" />
          <Skeleton className="h-6 w-28 rounded-sm" />
          <div className="flex gap-2">
            {["s", "m", "l", "xl"].map((size) => (
              <Skeleton key={size} className="h-10 w-12" />
            ))}
          </div>
          <div className="flex gap-3">
            <Skeleton className="h-12 w-32" />
            <Skeleton className="h-12 flex-1" />
          </div>
        </div>
      </div>
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-10 w-full max-w-lg" />
        <SkeletonText lines={4} />
      </div>
    </div>
  );
}

/**
 * The product page: breadcrumbs, gallery, the buy box (brand, title, rating, price, badges, stock,
 * sub-product choice, quantity, add to cart, favourite, back-in-stock request), tabs with the
 * description, specifications, reviews and questions, and the similar / recently viewed rails.
 */
export function ProductDetailScreen({
  product,
  loading = false,
  ...props
}: ProductDetailScreenProps) {
  if (loading || !product) {
    return <LoadingScreen {...(props.className ? { className: props.className } : {})} />;
  }
  return <Loaded {...props} product={product} />;
}

/** The actions inside the app's add-to-cart form, with its hidden fields, when it gives one. */
function wrapInForm(
  renderForm: ((props: ComponentProps<"form">) => ReactElement) | undefined,
  fields: ReactNode,
  actions: ReactNode,
): ReactNode {
  if (!renderForm) return actions;
  return renderForm({
    "data-slot": "product-detail-add-to-cart-form",
    children: (
      <>
        {fields}
        {actions}
      </>
    ),
  } as ComponentProps<"form">);
}

function Loaded({
  product,
  breadcrumbs,
  placeholderImage,
  renderLink,
  favourite,
  onToggleFavourite,
  addToCartDisabled = false,
  renderAddToCartForm,
  addingToCart = false,
  onAddToCart,
  personalizationErrors,
  defaultSubProductId = null,
  onSubProductChange,
  signedIn = false,
  backInStockStatus = "idle",
  backInStockError,
  onNotifyMe,
  comments,
  reviewForm,
  questions = [],
  onAskQuestion,
  questionForm,
  sameProducts,
  lastViewedProducts,
  shareUrl,
  onShare,
  defaultTab = "description",
  className,
  ...props
}: Omit<ProductDetailScreenProps, "product" | "loading"> & { product: ProductDetail }) {
  const intl = useIntl();
  const tabsId = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<ProductDetailTab>(defaultTab);
  const [subProductId, setSubProductId] = useState<string | null>(defaultSubProductId);
  const [choiceMissing, setChoiceMissing] = useState(false);

  const attributes = product.subProductAttributes;
  const subProducts = product.subProducts ?? [];
  const hasSubProducts =
    attributes !== undefined && attributes.length > 0 && subProducts.length > 0;
  const chosen = hasSubProducts ? subProducts.find((sub) => sub.id === subProductId) : undefined;
  const outOfStock =
    product.stockStatus === "outOfStock" ||
    (hasSubProducts && subProducts.every((sub) => !sub.inStock)) ||
    chosen?.inStock === false;

  const min = Math.max(1, product.minOrderQuantity ?? 1);
  const caps = [product.maxOrderQuantity, product.stockCount].filter(
    (value): value is number => value !== undefined && value > 0,
  );
  const max = caps.length > 0 ? Math.max(min, Math.min(...caps)) : undefined;
  const [quantity, setQuantity] = useState(min);
  const [texts, setTexts] = useState<Record<string, string>>({});

  const addToCart = (event: MouseEvent<HTMLButtonElement>) => {
    if (hasSubProducts && !chosen) {
      // Keeps a form from being sent: the choice is asked for here, not by a round trip.
      event.preventDefault();
      setChoiceMissing(true);
      pickerRef.current?.querySelector<HTMLElement>("input[type=radio]:not(:disabled)")?.focus();
      return;
    }
    onAddToCart?.({
      subProductId: chosen?.id ?? null,
      quantity,
      personalizations: Object.entries(texts).map(([id, value]) => ({ id, value })),
    });
  };

  const openComments = () => {
    setTab("comments");
    tabsRef.current?.scrollIntoView({ block: "start" });
  };

  const link = renderLink ?? ((linkProps: LayoutLinkProps) => <a {...linkProps} />);
  const ratingCount = product.rating?.count ?? 0;
  const limits = [
    product.minOrderQuantity && product.minOrderQuantity > 1
      ? intl.formatMessage(messages.quantityMin, { min })
      : null,
    product.maxOrderQuantity
      ? intl.formatMessage(messages.quantityMax, { max: product.maxOrderQuantity })
      : null,
  ].filter(Boolean);
  const commentCount = comments?.count ?? 0;
  const count = (value: number) => (
    <span
      aria-hidden="true"
      className="rounded-full bg-surface-sunken px-2 py-0.5 text-caption font-semibold text-fg-muted tabular-nums"
    >
      {intl.formatNumber(value)}
    </span>
  );
  const content = "data-[state=inactive]:hidden";

  return (
    <div
      data-slot="product-detail-screen"
      data-state={outOfStock ? "out-of-stock" : "ready"}
      className={cn("flex min-w-0 flex-col gap-6 lg:gap-8", className)}
      {...props}
    >
      <Breadcrumbs
        items={breadcrumbs}
        {...(renderLink
          ? { renderLink: ({ href, children }) => renderLink({ href, children }) }
          : {})}
      />
      <div className="grid min-w-0 gap-6 md:grid-cols-2 lg:gap-10">
        <ProductGallery
          images={product.images}
          title={product.title}
          placeholderImage={placeholderImage}
          className="min-w-0 self-start md:sticky md:top-4"
        />
        <div data-slot="product-detail-buy-box" className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            {product.brand &&
              (product.brand.href ? (
                <LayoutLink
                  render={link}
                  href={product.brand.href}
                  data-slot="product-detail-brand"
                  className={cn(
                    linkVariants({ variant: "brand", underline: "hover", size: "sm" }),
                    "self-start font-semibold",
                  )}
                >
                  {product.brand.name}
                </LayoutLink>
              ) : (
                <span
                  data-slot="product-detail-brand"
                  className="text-body-sm font-semibold text-brand-fg"
                >
                  {product.brand.name}
                </span>
              ))}
            <h1
              data-slot="product-detail-title"
              className="text-heading-sm font-semibold text-fg-strong [overflow-wrap:anywhere] md:text-heading-md"
            >
              {product.title}
            </h1>
            <div
              data-slot="product-detail-rating"
              className="flex flex-wrap items-center gap-x-3 gap-y-1"
            >
              {ratingCount > 0 && product.rating ? (
                <>
                  <RatingDisplay value={product.rating.value} showValue />
                  <a
                    href={`#${tabsId}`}
                    data-slot="product-detail-rating-link"
                    onClick={(event) => {
                      event.preventDefault();
                      openComments();
                    }}
                    className={linkVariants({ variant: "muted", underline: "always", size: "sm" })}
                  >
                    {intl.formatMessage(messages.ratingLink, { count: ratingCount })}
                  </a>
                </>
              ) : (
                <span className="text-body-sm text-fg-muted">
                  {intl.formatMessage(messages.noRatings)}
                </span>
              )}
            </div>
          </div>
          {(product.isNew || product.freeShipping) && (
            <div data-slot="product-detail-badges" className="flex flex-wrap gap-2">
              {product.isNew && (
                <Badge variant="neutral" appearance="solid">
                  {intl.formatMessage(messages.isNew)}
                </Badge>
              )}
              {product.freeShipping && (
                <Badge variant="success">
                  <Truck aria-hidden="true" className="rtl:-scale-x-100" />
                  {intl.formatMessage(messages.freeShipping)}
                </Badge>
              )}
            </div>
          )}
          <div data-slot="product-detail-price" className="flex flex-col gap-1">
            <Price
              amount={product.price}
              {...(product.oldPrice !== undefined ? { oldAmount: product.oldPrice } : {})}
              currency={product.currency}
              size="lg"
            />
            <span className="text-caption text-fg-muted">
              {intl.formatMessage(messages.vatIncluded)}
            </span>
          </div>
          <div>
            <StockStatus
              status={chosen?.inStock === false || outOfStock ? "outOfStock" : product.stockStatus}
              count={product.stockCount}
            />
          </div>
          {hasSubProducts && attributes && (
            <SubProductPicker
              ref={pickerRef}
              attributes={attributes}
              subProducts={subProducts}
              defaultValue={defaultSubProductId}
              invalid={choiceMissing}
              onChange={(id) => {
                setSubProductId(id);
                onSubProductChange?.(id);
              }}
            />
          )}
          {!outOfStock &&
            wrapInForm(
              renderAddToCartForm,
              <input type="hidden" name="sub_product_id" value={chosen?.id ?? ""} />,
              <div className="flex flex-col gap-4">
                <PersonalizationFields
                  fields={product.personalizations ?? []}
                  currency={product.currency}
                  values={texts}
                  onValueChange={(id, value) => setTexts((all) => ({ ...all, [id]: value }))}
                  {...(personalizationErrors ? { errors: personalizationErrors } : {})}
                />
                <div data-slot="product-detail-actions" className="flex flex-wrap items-end gap-3">
                  <FormField
                    label={intl.formatMessage(messages.quantity)}
                    labelHidden
                    className="shrink-0"
                    {...(limits.length > 0 ? { hint: limits.join(" · ") } : {})}
                  >
                    <QuantityStepper
                      size="lg"
                      name="quantity"
                      value={quantity}
                      onChange={setQuantity}
                      min={min}
                      {...(max !== undefined ? { max } : {})}
                    />
                  </FormField>
                  <Button
                    data-slot="product-detail-add-to-cart"
                    size="lg"
                    type={renderAddToCartForm ? "submit" : "button"}
                    disabled={addToCartDisabled}
                    loading={addingToCart}
                    onClick={addToCart}
                    className="order-last basis-full self-start sm:order-none sm:min-w-40 sm:flex-1 sm:basis-auto"
                  >
                    <ShoppingCart aria-hidden="true" />
                    {intl.formatMessage(messages.addToCart)}
                  </Button>
                  {favourite !== undefined && (
                    <IconButton
                      data-slot="product-detail-favourite"
                      label={intl.formatMessage(messages.favourite)}
                      aria-pressed={favourite}
                      variant="outline"
                      size="lg"
                      onClick={() => onToggleFavourite?.(!favourite)}
                      className={cn(
                        "ms-auto self-start sm:ms-0",
                        favourite ? "text-brand" : "text-fg-muted",
                      )}
                    >
                      <Heart aria-hidden="true" className={cn(favourite && "fill-current")} />
                    </IconButton>
                  )}
                </div>
              </div>,
            )}
          {outOfStock && (
            <>
              <BackInStockForm
                signedIn={signedIn}
                status={backInStockStatus}
                {...(backInStockError ? { error: backInStockError } : {})}
                onNotifyMe={(email) => onNotifyMe?.(email, chosen?.id ?? null)}
              />
              {favourite !== undefined && (
                <Button
                  data-slot="product-detail-favourite"
                  variant="outline"
                  aria-pressed={favourite}
                  onClick={() => onToggleFavourite?.(!favourite)}
                  className="self-start"
                >
                  <Heart
                    aria-hidden="true"
                    className={cn(favourite ? "fill-current text-brand" : "text-fg-muted")}
                  />
                  {intl.formatMessage(messages.favourite)}
                </Button>
              )}
            </>
          )}
          {shareUrl && (
            <ShareButtons
              url={shareUrl}
              title={product.title}
              {...(onShare ? { onShare } : {})}
              className="border-border-subtle border-t pt-4"
            />
          )}
        </div>
      </div>
      {/* Without JavaScript the tabs cannot switch: every panel shows, one after another, so that
          the reviews, the questions and their forms are there too. In the base layer, where the
          reset's important [hidden] rule is, which an unlayered rule could not override. */}
      <noscript>
        <style>
          {
            '@layer base{[data-tabs="product-detail"] [role="tablist"]{display:none}[data-tabs="product-detail"] [role="tabpanel"]{display:block!important}}'
          }
        </style>
      </noscript>
      <Tabs
        ref={tabsRef}
        id={tabsId}
        data-tabs="product-detail"
        value={tab}
        onValueChange={(value) => setTab(value as ProductDetailTab)}
        className="scroll-mt-scroll-offset"
      >
        <TabsList aria-label={intl.formatMessage(messages.tabsLabel)}>
          <TabsTrigger value="description">{intl.formatMessage(messages.description)}</TabsTrigger>
          <TabsTrigger value="specifications">
            {intl.formatMessage(messages.specifications)}
          </TabsTrigger>
          <TabsTrigger value="comments">
            {intl.formatMessage(messages.comments)}
            {count(commentCount)}
          </TabsTrigger>
          <TabsTrigger value="questions">
            {intl.formatMessage(messages.questions)}
            {count(questions.length)}
          </TabsTrigger>
        </TabsList>
        <TabsContent
          value="description"
          forceMount
          hidden={tab !== "description"}
          className={content}
        >
          {product.descriptionHtml ? (
            <div
              data-slot="product-detail-description"
              className={richText}
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the admin's own content, rendered as the admin wrote it (ARCHITECTURE.md, identity and security)
              dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
            />
          ) : (
            <p className="text-body-sm text-fg-muted">
              {intl.formatMessage(messages.noDescription)}
            </p>
          )}
        </TabsContent>
        <TabsContent
          value="specifications"
          forceMount
          hidden={tab !== "specifications"}
          className={content}
        >
          <Specifications product={product} />
        </TabsContent>
        <TabsContent value="comments" forceMount hidden={tab !== "comments"} className={content}>
          <ProductComments
            average={0}
            count={0}
            distribution={{}}
            comments={[]}
            {...comments}
            titleHidden
          />
          {reviewForm && <div className="mt-8">{reviewForm}</div>}
        </TabsContent>
        <TabsContent value="questions" forceMount hidden={tab !== "questions"} className={content}>
          <ProductQuestions
            questions={questions}
            titleHidden
            {...(onAskQuestion ? { onAsk: onAskQuestion } : {})}
          />
          {questionForm && <div className="mt-8">{questionForm}</div>}
        </TabsContent>
      </Tabs>
      <Rail
        slot="product-detail-same-products"
        title={intl.formatMessage(messages.sameProducts)}
        products={sameProducts}
        currency={product.currency}
        placeholderImage={placeholderImage}
        renderLink={renderLink}
      />
      <Rail
        slot="product-detail-last-viewed"
        title={intl.formatMessage(messages.lastViewed)}
        products={lastViewedProducts}
        currency={product.currency}
        placeholderImage={placeholderImage}
        renderLink={renderLink}
      />
    </div>
  );
}
