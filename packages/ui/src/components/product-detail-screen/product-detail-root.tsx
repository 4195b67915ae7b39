import {
  type ComponentProps,
  createContext,
  type RefObject,
  use,
  useId,
  useRef,
  useState,
} from "react";
import { cn } from "../../lib/cn.ts";
import type { RenderLayoutLink } from "../../provider/link.tsx";
import type { SubProduct } from "../sub-product-picker/sub-product-picker.tsx";
import type { ProductDetail, ProductDetailTab } from "./product-detail-types.ts";

/** What the parts share: the product, the chosen sub-product and the selected tab. */
interface ProductDetailContextValue {
  product: ProductDetail;
  placeholderImage: string;
  renderLink: RenderLayoutLink | undefined;
  defaultSubProductId: string | null;
  hasSubProducts: boolean;
  /** The chosen sub-product; none until the shopper chooses (or without sub-products). */
  chosen: SubProduct | undefined;
  chooseSubProduct: (subProductId: string | null) => void;
  /** The whole product or the chosen sub-product cannot be bought. */
  outOfStock: boolean;
  /** The tab the shopper chose; undefined keeps the Tabs' default. */
  tab: ProductDetailTab | undefined;
  setTab: (tab: ProductDetailTab) => void;
  tabsId: string;
  tabsRef: RefObject<HTMLDivElement | null>;
  /** Selects the reviews tab and scrolls to it (the rating link in the buy box). */
  openComments: () => void;
}

const ProductDetailContext = createContext<ProductDetailContextValue | null>(null);

export function useProductDetail(): ProductDetailContextValue {
  const context = use(ProductDetailContext);
  if (!context) throw new Error("ProductDetail parts must be inside ProductDetail.Root");
  return context;
}

export type ProductDetailRootProps = ComponentProps<"div"> & {
  product: ProductDetail;
  /** The shop's no-image picture (site settings: noImageProduct). */
  placeholderImage: string;
  /** Renders every link (brand, breadcrumbs, product cards) through the app's router. */
  renderLink?: RenderLayoutLink | undefined;
  /** The sub-product chosen at first (from the address); may be an out-of-stock one. */
  defaultSubProductId?: string | null | undefined;
  onSubProductChange?: ((subProductId: string | null) => void) | undefined;
};

/** The product page's frame: holds the product and the state its parts share. */
export function ProductDetailRoot({
  product,
  placeholderImage,
  renderLink,
  defaultSubProductId = null,
  onSubProductChange,
  className,
  children,
  ...props
}: ProductDetailRootProps) {
  const tabsId = useId();
  const tabsRef = useRef<HTMLDivElement>(null);
  const [tab, setTab] = useState<ProductDetailTab>();
  const [subProductId, setSubProductId] = useState<string | null>(defaultSubProductId);

  const attributes = product.subProductAttributes;
  const subProducts = product.subProducts ?? [];
  const hasSubProducts =
    attributes !== undefined && attributes.length > 0 && subProducts.length > 0;
  const chosen = hasSubProducts ? subProducts.find((sub) => sub.id === subProductId) : undefined;
  const outOfStock =
    product.stockStatus === "outOfStock" ||
    (hasSubProducts && subProducts.every((sub) => !sub.inStock)) ||
    chosen?.inStock === false;

  const context: ProductDetailContextValue = {
    product,
    placeholderImage,
    renderLink,
    defaultSubProductId,
    hasSubProducts,
    chosen,
    chooseSubProduct: (id) => {
      setSubProductId(id);
      onSubProductChange?.(id);
    },
    outOfStock,
    tab,
    setTab,
    tabsId,
    tabsRef,
    openComments: () => {
      setTab("comments");
      tabsRef.current?.scrollIntoView({ block: "start" });
    },
  };

  return (
    <ProductDetailContext value={context}>
      <div
        data-slot="product-detail-screen"
        data-state={outOfStock ? "out-of-stock" : "ready"}
        className={cn("flex min-w-0 flex-col gap-6 lg:gap-8", className)}
        {...props}
      >
        {children}
      </div>
    </ProductDetailContext>
  );
}
