import { ChevronLeft, ChevronRight, ZoomIn } from "lucide-react";
import {
  type ComponentProps,
  type KeyboardEvent,
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { useLocale } from "../../lib/use-locale.ts";
import {
  LazyDialog as Dialog,
  LazyDialogBody as DialogBody,
  LazyDialogContent as DialogContent,
  LazyDialogDescription as DialogDescription,
  LazyDialogHeader as DialogHeader,
  LazyDialogTitle as DialogTitle,
} from "../dialog/lazy-dialog.tsx";

const messages = defineUiMessages({
  label: { id: "commerce.productGallery.label", description: "Name of the product's gallery" },
  thumbnails: {
    id: "commerce.productGallery.thumbnails",
    description: "Name of the row of thumbnails that choose the shown image",
  },
  slide: {
    id: "commerce.productGallery.slide",
    description: "Position of the shown image, e.g. Image 2 of 5",
  },
  imageAlt: {
    id: "commerce.productGallery.imageAlt",
    description: "Alternative text of an image without its own: product title and position",
  },
  previous: { id: "commerce.productGallery.previous", description: "Button: previous image" },
  next: { id: "commerce.productGallery.next", description: "Button: next image" },
  zoom: { id: "commerce.productGallery.zoom", description: "Button on the image: open it large" },
  magnify: {
    id: "commerce.productGallery.magnify",
    description: "Toggle in the zoom dialog: show the image twice as large, following the pointer",
  },
  noImage: {
    id: "commerce.productGallery.noImage",
    description: "Alternative text of the placeholder when the product has no image",
  },
});

export interface ProductGalleryImage {
  /** The large image. */
  src: string;
  /** The small-size image for the thumbnail (falls back to `src`). */
  thumbnail?: string;
  /** Alternative text; defaults to the product title and the image's position. */
  alt?: string;
}

export type ProductGalleryProps = Omit<ComponentProps<"section">, "children"> & {
  images: readonly ProductGalleryImage[];
  /** The product's title, used for the images' alternative texts and the zoom dialog. */
  title: string;
  /** The shop's no-image picture, shown when `images` is empty. */
  placeholderImage: string;
  /** Intrinsic size of the large images, reserved before they load. */
  imageWidth?: number;
  imageHeight?: number;
  defaultIndex?: number;
  onIndexChange?: (index: number) => void;
};

export function ProductGallery({
  images,
  title,
  placeholderImage,
  imageWidth = 600,
  imageHeight = 800,
  defaultIndex = 0,
  onIndexChange,
  className,
  ...props
}: ProductGalleryProps) {
  const intl = useIntl();
  const { dir } = useLocale();
  const baseId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbnailRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const zoomRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = images.length;
  const [index, setIndex] = useState(() => Math.min(Math.max(defaultIndex, 0), count - 1));
  const [zoomOpen, setZoomOpen] = useState(false);
  // The zoom dialog's code loads when the zoom is first opened.
  const [zoomWanted, setZoomWanted] = useState(false);
  if (zoomOpen && !zoomWanted) setZoomWanted(true);
  const [magnified, setMagnified] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const moveOrigin = (event: { clientX: number; clientY: number; currentTarget: Element }) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    // a keyboard press reports no position: keep the centre
    if (event.clientX === 0 && event.clientY === 0) return;
    setOrigin({
      x: Math.min(100, Math.max(0, ((event.clientX - box.left) / box.width) * 100)),
      y: Math.min(100, Math.max(0, ((event.clientY - box.top) / box.height) * 100)),
    });
  };
  const initialIndex = useRef(index);

  const altOf = (image: ProductGalleryImage, position: number) =>
    image.alt ?? intl.formatMessage(messages.imageAlt, { title, index: position + 1 });

  const scrollToSlide = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const left = target * track.clientWidth * (dir === "rtl" ? -1 : 1);
      track.scrollTo({ left, behavior: reduce ? "auto" : "smooth" });
    },
    [dir],
  );

  const select = (target: number, { focus = false } = {}) => {
    const next = (target + count) % count;
    setMagnified(false);
    if (focus) thumbnailRefs.current[next]?.focus();
    scrollToSlide(next);
    if (next !== index) {
      setIndex(next);
      onIndexChange?.(next);
    }
  };

  useLayoutEffect(() => {
    // start on `defaultIndex` without an animation
    const track = trackRef.current;
    if (track && initialIndex.current > 0) {
      track.scrollTo({ left: initialIndex.current * track.clientWidth * (dir === "rtl" ? -1 : 1) });
    }
  }, [dir]);

  const onScrollEnd = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const settled = Math.round(Math.abs(track.scrollLeft) / track.clientWidth);
    if (settled !== index && settled >= 0 && settled < count) {
      setIndex(settled);
      onIndexChange?.(settled);
    }
  };

  const onThumbnailKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const moves: Record<string, number> = {
      [forward]: index + 1,
      [backward]: index - 1,
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, { focus: true });
  };

  if (count === 0) {
    return (
      <section
        data-slot="product-gallery"
        data-state="empty"
        aria-label={intl.formatMessage(messages.label)}
        className={cn("w-full", className)}
        {...props}
      >
        <div className="overflow-hidden rounded-lg bg-surface-muted">
          <img
            data-slot="product-gallery-placeholder"
            src={placeholderImage}
            alt={intl.formatMessage(messages.noImage)}
            width={imageWidth}
            height={imageHeight}
            className="aspect-[3/4] size-full object-cover"
          />
        </div>
      </section>
    );
  }

  const multiple = count > 1;
  const keys = images.map((image, position) => `${position}:${image.src.slice(-40)}`);
  const current = images[index] ?? images[0];

  return (
    <section
      data-slot="product-gallery"
      data-state={multiple ? "multiple" : "single"}
      aria-label={intl.formatMessage(messages.label)}
      className={cn(
        "grid w-full gap-3",
        multiple && "md:grid-cols-[4.5rem_minmax(0,1fr)] md:items-start",
        className,
      )}
      {...props}
    >
      <div data-slot="product-gallery-viewport" className="relative min-w-0">
        <div
          ref={trackRef}
          data-slot="product-gallery-track"
          onScrollEnd={onScrollEnd}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-lg bg-surface-muted [scrollbar-width:none]"
        >
          {images.map((image, position) => {
            const active = position === index;
            return (
              <div
                key={keys[position]}
                id={`${baseId}-slide-${position}`}
                {...(multiple
                  ? { role: "tabpanel", "aria-labelledby": `${baseId}-thumb-${position}` }
                  : {})}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-slot="product-gallery-slide"
                data-state={active ? "active" : "inactive"}
                className="w-full shrink-0 snap-center snap-always"
              >
                <button
                  type="button"
                  ref={(element) => {
                    zoomRefs.current[position] = element;
                  }}
                  data-slot="product-gallery-zoom"
                  aria-haspopup="dialog"
                  aria-label={intl.formatMessage(messages.zoom)}
                  onClick={() => setZoomOpen(true)}
                  className="relative block size-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus"
                >
                  <img
                    data-slot="product-gallery-image"
                    src={image.src}
                    alt={altOf(image, position)}
                    width={imageWidth}
                    height={imageHeight}
                    loading={position === 0 ? "eager" : "lazy"}
                    // The first image is the page's largest paint: fetched before the scripts.
                    fetchPriority={position === 0 ? "high" : "auto"}
                    decoding={position === 0 ? "sync" : "async"}
                    draggable={false}
                    className="aspect-[3/4] size-full object-cover"
                  />
                  <span
                    aria-hidden="true"
                    className="absolute end-3 top-3 flex size-9 items-center justify-center rounded-full bg-surface/90 text-fg shadow-sm"
                  >
                    <ZoomIn className="size-5" />
                  </span>
                </button>
              </div>
            );
          })}
        </div>
        {multiple && (
          <>
            <button
              type="button"
              data-slot="product-gallery-previous"
              aria-label={intl.formatMessage(messages.previous)}
              onClick={() => select(index - 1)}
              className={arrowClass("start-3 hidden md:flex")}
            >
              <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
            <button
              type="button"
              data-slot="product-gallery-next"
              aria-label={intl.formatMessage(messages.next)}
              onClick={() => select(index + 1)}
              className={arrowClass("end-3 hidden md:flex")}
            >
              <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
            </button>
            <span
              data-slot="product-gallery-counter"
              aria-hidden="true"
              className="absolute bottom-3 end-3 rounded-full bg-surface-inverse/75 px-2.5 py-0.5 text-caption font-medium text-fg-inverse"
            >
              {intl.formatMessage(messages.slide, { index: index + 1, count })}
            </span>
          </>
        )}
      </div>
      {multiple && (
        <div className="min-w-0 md:relative md:order-first md:self-stretch">
          <div
            role="tablist"
            aria-label={intl.formatMessage(messages.thumbnails)}
            data-slot="product-gallery-thumbnails"
            className="flex gap-2 overflow-x-auto p-1 [scrollbar-width:thin] md:absolute md:inset-0 md:flex-col md:overflow-y-auto md:overflow-x-hidden"
          >
            {images.map((image, position) => {
              const active = position === index;
              return (
                <button
                  key={keys[position]}
                  ref={(element) => {
                    thumbnailRefs.current[position] = element;
                  }}
                  id={`${baseId}-thumb-${position}`}
                  type="button"
                  role="tab"
                  aria-selected={active}
                  aria-controls={`${baseId}-slide-${position}`}
                  aria-label={intl.formatMessage(messages.slide, { index: position + 1, count })}
                  tabIndex={active ? 0 : -1}
                  data-slot="product-gallery-thumbnail"
                  data-state={active ? "active" : "inactive"}
                  onClick={() => select(position)}
                  onKeyDown={onThumbnailKeyDown}
                  className={cn(
                    "w-16 shrink-0 cursor-pointer overflow-hidden rounded-md border-2 bg-surface-muted md:w-full",
                    "transition-colors duration-fast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                    active ? "border-brand" : "border-transparent opacity-80 hover:opacity-100",
                  )}
                >
                  <img
                    src={image.thumbnail ?? image.src}
                    alt=""
                    width={120}
                    height={160}
                    loading="lazy"
                    decoding="async"
                    draggable={false}
                    className="aspect-[3/4] size-full object-cover"
                  />
                </button>
              );
            })}
          </div>
        </div>
      )}
      {zoomWanted ? (
        <Suspense fallback={null}>
          <Dialog
            open={zoomOpen}
            onOpenChange={(open) => {
              setZoomOpen(open);
              setMagnified(false);
            }}
          >
            <DialogContent
              data-slot="product-gallery-zoom-dialog"
              size="xl"
              onCloseAutoFocus={(event) => {
                // back to the zoom button of the image shown now (the dialog has no single trigger)
                event.preventDefault();
                zoomRefs.current[index]?.focus();
              }}
              onKeyDown={(event) => {
                if (!multiple) return;
                const forward = dir === "rtl" ? "ArrowLeft" : "ArrowRight";
                const backward = dir === "rtl" ? "ArrowRight" : "ArrowLeft";
                if (event.key === forward) select(index + 1);
                else if (event.key === backward) select(index - 1);
              }}
            >
              <DialogHeader>
                <DialogTitle className="line-clamp-2 text-body-lg">{title}</DialogTitle>
                {multiple && (
                  <DialogDescription>
                    {intl.formatMessage(messages.slide, { index: index + 1, count })}
                  </DialogDescription>
                )}
              </DialogHeader>
              <DialogBody className="relative flex items-center justify-center sm:max-h-none sm:pb-6">
                {current && (
                  <button
                    type="button"
                    data-slot="product-gallery-magnify"
                    aria-pressed={magnified}
                    aria-label={intl.formatMessage(messages.magnify)}
                    onClick={(event) => {
                      moveOrigin(event);
                      setMagnified(!magnified);
                    }}
                    onPointerMove={(event) => {
                      if (magnified) moveOrigin(event);
                    }}
                    className={cn(
                      "overflow-hidden rounded-lg bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                      magnified ? "cursor-zoom-out" : "cursor-zoom-in",
                    )}
                  >
                    <img
                      data-slot="product-gallery-zoom-image"
                      src={current.src}
                      alt={altOf(current, index)}
                      width={imageWidth}
                      height={imageHeight}
                      draggable={false}
                      style={{ transformOrigin: `${origin.x}% ${origin.y}%` }}
                      className={cn(
                        "block h-auto max-h-[calc(100dvh-10rem)] w-auto max-w-full object-contain transition-transform duration-normal ease-standard",
                        magnified && "scale-200",
                      )}
                    />
                  </button>
                )}
                {multiple && (
                  <>
                    <button
                      type="button"
                      data-slot="product-gallery-zoom-previous"
                      aria-label={intl.formatMessage(messages.previous)}
                      onClick={() => select(index - 1)}
                      className={arrowClass("start-4 flex")}
                    >
                      <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
                    </button>
                    <button
                      type="button"
                      data-slot="product-gallery-zoom-next"
                      aria-label={intl.formatMessage(messages.next)}
                      onClick={() => select(index + 1)}
                      className={arrowClass("end-4 flex")}
                    >
                      <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
                    </button>
                  </>
                )}
              </DialogBody>
            </DialogContent>
          </Dialog>
        </Suspense>
      ) : null}
    </section>
  );
}

function arrowClass(position: string) {
  return cn(
    "absolute top-1/2 size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full bg-surface/90 text-fg shadow-md",
    "transition-colors duration-fast hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
    position,
  );
}
