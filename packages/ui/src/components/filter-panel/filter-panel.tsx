import { Check, SlidersHorizontal, X } from "lucide-react";
import {
  type ComponentProps,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from "react";
import { defineUiMessages } from "../../i18n/define-messages.ts";
import { useIntl } from "../../i18n/intl.ts";
import { cn } from "../../lib/cn.ts";
import { LayoutLink, type RenderLayoutLink } from "../../provider/link.tsx";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../accordion/index.ts";
import { Button } from "../button/button.tsx";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../dialog/dialog.tsx";
import { Input } from "../input/input.tsx";
import { formatPrice, type PriceCurrency, priceSymbols, toCurrencyCode } from "../price/index.ts";
import {
  activeFilterCount,
  emptyFilters,
  type FacetGroup,
  type FacetOption,
  formatPriceInput,
  formTarget,
  hasPrice,
  type ListingFilters,
  type PriceFilter,
  parsePriceInput,
  setInStock,
  setPrice,
  toggleBrand,
  toggleProperty,
} from "./filters.ts";

const messages = defineUiMessages({
  title: { id: "catalogue.filterPanel.title", description: "Heading of the filters" },
  open: { id: "catalogue.filterPanel.open", description: "Phones: button opening the filters" },
  openCount: {
    id: "catalogue.filterPanel.openCount",
    description: "Phones: the same button while {count} filters are on",
  },
  showResults: {
    id: "catalogue.filterPanel.showResults",
    description: "Phones: closes the filter drawer, showing the matching products",
  },
  brands: { id: "catalogue.filterPanel.brands", description: "Title of the brand filter" },
  price: { id: "catalogue.filterPanel.price", description: "Title of the price range filter" },
  priceMin: { id: "catalogue.filterPanel.priceMin", description: "Label of the lowest price box" },
  priceMax: { id: "catalogue.filterPanel.priceMax", description: "Label of the highest price box" },
  priceApply: { id: "catalogue.filterPanel.priceApply", description: "Applies the price range" },
  priceInvalid: { id: "catalogue.filterPanel.priceInvalid", description: "Lowest above highest" },
  priceNotAmount: { id: "catalogue.filterPanel.priceNotAmount", description: "Not a price" },
  priceBetween: { id: "catalogue.filterPanel.priceBetween", description: "Price range chip" },
  priceFrom: { id: "catalogue.filterPanel.priceFrom", description: "Price chip, no upper bound" },
  priceTo: { id: "catalogue.filterPanel.priceTo", description: "Price chip, no lower bound" },
  availability: { id: "catalogue.filterPanel.availability" },
  inStock: { id: "catalogue.filterPanel.inStock", description: "Switch: hide sold-out products" },
  showMore: { id: "catalogue.filterPanel.showMore", description: "Shows every brand" },
  showLess: { id: "catalogue.filterPanel.showLess" },
  selected: { id: "catalogue.filterPanel.selected", description: "Label of the filter chips" },
  remove: { id: "catalogue.filterPanel.remove", description: "Accessible name of a chip" },
  clearAll: { id: "catalogue.filterPanel.clearAll", description: "Removes every filter" },
});

export type FilterPanelProps = Omit<ComponentProps<"div">, "onChange" | "children"> & {
  /** The filters in force (from the page's address). */
  filters: ListingFilters;
  /** The brands with their product counts. */
  brands?: FacetOption[];
  /** Property groups (colour, size…) shown as checkbox lists. */
  propertyGroups?: FacetGroup[];
  /** Whether to offer the price range (in `currency`, the shopper's chosen currency). */
  showPrice?: boolean;
  currency: PriceCurrency;
  /** Whether to offer the in-stock-only switch. */
  showInStock?: boolean;
  /**
   * The address of the listing with these filters. Every option, chip and "clear all" is a real
   * link to it, so filtering works without JavaScript and search engines can follow it.
   */
  getHref: (filters: ListingFilters) => string;
  /**
   * Raised with the next filters when an option, chip or the price form is used. When given, the
   * link's own navigation is prevented: the app applies the filters (usually by navigating to
   * `getHref(filters)` itself). Without it the links navigate.
   */
  onChange?: (filters: ListingFilters) => void;
  /** Renders every link (the app's router link); a plain `<a>` by default. */
  renderLink?: RenderLayoutLink;
  /** Brands shown before "Show all". */
  brandLimit?: number;
  /** Products matching the filters: the phone drawer's "Show 24 products" button. */
  resultCount?: number;
  /**
   * "responsive": the panel from `lg` up, a "Filter (n)" button opening a drawer below it;
   * "inline": always the panel; "drawer": always the button and drawer.
   */
  display?: "responsive" | "inline" | "drawer";
  /** The drawer's state, when the app controls it. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Query parameter names of the price form when it is submitted without JavaScript
   * (a GET form to `getHref` of the other filters).
   */
  priceParams?: { min: string; max: string };
};

interface Chip {
  key: string;
  label: string;
  next: ListingFilters;
}

function chipsOf(
  filters: ListingFilters,
  brands: FacetOption[],
  groups: FacetGroup[],
  priceLabel: (price: PriceFilter) => string,
  inStockLabel: string,
): Chip[] {
  const chips: Chip[] = [];
  for (const value of filters.brands) {
    const label = brands.find((brand) => brand.value === value)?.label ?? value;
    chips.push({ key: `brand:${value}`, label, next: toggleBrand(filters, value) });
  }
  for (const [groupId, values] of Object.entries(filters.properties)) {
    const group = groups.find((candidate) => candidate.id === groupId);
    for (const value of values) {
      const option = group?.options.find((candidate) => candidate.value === value);
      chips.push({
        key: `property:${groupId}:${value}`,
        label: group ? `${group.label}: ${option?.label ?? value}` : (option?.label ?? value),
        next: toggleProperty(filters, groupId, value),
      });
    }
  }
  if (hasPrice(filters.price)) {
    chips.push({
      key: "price",
      label: priceLabel(filters.price),
      next: setPrice(filters, { min: null, max: null }),
    });
  }
  if (filters.inStock) {
    chips.push({ key: "in-stock", label: inStockLabel, next: setInStock(filters, false) });
  }
  return chips;
}

/**
 * The listing's facet filters: selected filters as removable chips with "clear all", brands
 * (a checkbox list with "show all" when long), the price range with apply, property groups and
 * an in-stock switch. Every option is a link to the filtered address (`getHref`) with checkbox
 * semantics. On phones it is a "Filter (n)" button opening a drawer from the start side.
 */
function FilterPanel({
  filters,
  brands = [],
  propertyGroups = [],
  showPrice = true,
  currency,
  showInStock = true,
  getHref,
  onChange,
  renderLink,
  brandLimit = 6,
  resultCount,
  display = "responsive",
  open,
  defaultOpen = false,
  onOpenChange,
  priceParams = { min: "minPrice", max: "maxPrice" },
  className,
  ...props
}: FilterPanelProps) {
  const intl = useIntl();
  const id = useId();
  const [openState, setOpenState] = useState(defaultOpen);
  const isOpen = open ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const count = activeFilterCount(filters);

  const content = (
    <FilterContent
      filters={filters}
      brands={brands}
      propertyGroups={propertyGroups}
      showPrice={showPrice}
      currency={currency}
      showInStock={showInStock}
      getHref={getHref}
      onChange={onChange}
      renderLink={renderLink}
      brandLimit={brandLimit}
      priceParams={priceParams}
    />
  );

  return (
    <div data-slot="filter-panel" data-display={display} className={className} {...props}>
      {display !== "drawer" && (
        <section
          data-slot="filter-panel-inline"
          aria-labelledby={`${id}-title`}
          className={cn(display === "responsive" && "hidden lg:block")}
        >
          <h2 id={`${id}-title`} className="sr-only">
            {intl.formatMessage(messages.title)}
          </h2>
          {content}
        </section>
      )}
      {display !== "inline" && (
        <Dialog open={isOpen} onOpenChange={setOpen}>
          <DialogTrigger asChild>
            <Button
              data-slot="filter-panel-trigger"
              variant="outline"
              className={cn("gap-2", display === "responsive" && "lg:hidden")}
            >
              <SlidersHorizontal aria-hidden="true" />
              {count > 0
                ? intl.formatMessage(messages.openCount, { count: intl.formatNumber(count) })
                : intl.formatMessage(messages.open)}
            </Button>
          </DialogTrigger>
          <DialogContent
            data-slot="filter-panel-drawer"
            aria-describedby={undefined}
            className={cn(
              "inset-y-0 start-0 end-auto h-dvh max-h-dvh w-[min(24rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-none",
              "sm:inset-y-0 sm:start-0 sm:end-auto sm:m-0 sm:h-dvh sm:max-h-dvh sm:w-[24rem] sm:max-w-none sm:rounded-none",
              "starting:-translate-x-full rtl:starting:translate-x-full sm:starting:scale-100",
            )}
          >
            <DialogHeader className="sm:border-b sm:pb-4">
              <DialogTitle>{intl.formatMessage(messages.title)}</DialogTitle>
            </DialogHeader>
            <DialogBody className="sm:max-h-none">{content}</DialogBody>
            {resultCount !== undefined && (
              <DialogFooter className="sm:border-t sm:py-4">
                <DialogClose asChild>
                  <Button data-slot="filter-panel-show-results" className="w-full sm:w-full">
                    {intl.formatMessage(messages.showResults, { count: resultCount })}
                  </Button>
                </DialogClose>
              </DialogFooter>
            )}
          </DialogContent>
        </Dialog>
      )}
    </div>
  );
}

type FilterContentProps = Required<
  Pick<
    FilterPanelProps,
    | "filters"
    | "brands"
    | "propertyGroups"
    | "showPrice"
    | "currency"
    | "showInStock"
    | "getHref"
    | "brandLimit"
    | "priceParams"
  >
> &
  Pick<FilterPanelProps, "onChange" | "renderLink">;

function FilterContent({
  filters,
  brands,
  propertyGroups,
  showPrice,
  currency,
  showInStock,
  getHref,
  onChange,
  renderLink,
  brandLimit,
  priceParams,
}: FilterContentProps) {
  const intl = useIntl();
  const id = useId();
  const [allBrands, setAllBrands] = useState(false);

  const follow = (next: ListingFilters) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onChange) return;
    event.preventDefault();
    onChange(next);
  };

  // isolated, so that "100,00 ₺ – 500,00 ₺" keeps its order inside Arabic text
  const priceText = (amount: number) => `\u2066${formatPrice(amount, currency)}\u2069`;
  const priceLabel = (price: PriceFilter) =>
    price.min !== null && price.max !== null
      ? intl.formatMessage(messages.priceBetween, {
          min: priceText(price.min),
          max: priceText(price.max),
        })
      : price.min !== null
        ? intl.formatMessage(messages.priceFrom, { min: priceText(price.min) })
        : intl.formatMessage(messages.priceTo, { max: priceText(price.max ?? 0) });

  const chips = chipsOf(
    filters,
    brands,
    propertyGroups,
    priceLabel,
    intl.formatMessage(messages.inStock),
  );

  const option = (item: FacetOption, checked: boolean, next: ListingFilters, hidden = false) => (
    <li key={item.value} data-slot="filter-panel-item" hidden={hidden || undefined}>
      <FilterLink
        render={renderLink}
        href={getHref(next)}
        role="checkbox"
        aria-checked={checked}
        data-slot="filter-panel-option"
        data-state={checked ? "checked" : "unchecked"}
        onClick={follow(next)}
        className="group/option"
      >
        <span
          aria-hidden="true"
          className={cn(
            "flex size-5 shrink-0 items-center justify-center rounded-sm border border-border-strong bg-surface text-fg-on-brand shadow-sm",
            "transition-colors duration-fast ease-standard group-hover/option:border-fg-muted",
            checked && "border-brand bg-brand group-hover/option:border-brand",
          )}
        >
          {checked && <Check strokeWidth={3} className="size-3.5" />}
        </span>
        <span className={cn("min-w-0 flex-1 truncate", checked && "font-medium text-fg-strong")}>
          {item.label}
        </span>
        <span data-slot="filter-panel-count" className="shrink-0 text-caption text-fg-muted">
          ({intl.formatNumber(item.count)})
        </span>
      </FilterLink>
    </li>
  );

  const brandRows = brands.map((brand, index) => ({
    brand,
    checked: filters.brands.includes(brand.value),
    index,
  }));
  const longBrandList = brands.length > brandLimit;
  const brandListId = `${id}-brands`;

  const sections: string[] = [
    ...(brands.length > 0 ? ["brands"] : []),
    ...(showPrice ? ["price"] : []),
    ...propertyGroups.map((group) => `property-${group.id}`),
    ...(showInStock ? ["availability"] : []),
  ];

  return (
    <div data-slot="filter-panel-content" className="flex flex-col gap-2">
      {chips.length > 0 && (
        <section
          data-slot="filter-panel-selected"
          aria-label={intl.formatMessage(messages.selected)}
          className="flex flex-col gap-2 border-border-subtle border-b pb-4"
        >
          <ul className="flex flex-wrap gap-2">
            {chips.map((chip) => (
              <li key={chip.key} className="min-w-0 max-w-full">
                <LayoutLink
                  render={renderLink}
                  href={getHref(chip.next)}
                  data-slot="filter-panel-chip"
                  aria-label={intl.formatMessage(messages.remove, { label: chip.label })}
                  onClick={follow(chip.next)}
                  className={cn(
                    "inline-flex min-h-8 max-w-full items-center gap-1.5 rounded-full border border-brand-muted bg-brand-subtle ps-3 pe-2 text-body-sm text-brand-fg",
                    "transition-colors duration-fast ease-standard hover:border-brand",
                    "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
                  )}
                >
                  <span className="truncate">{chip.label}</span>
                  <X aria-hidden="true" className="size-4 shrink-0" />
                </LayoutLink>
              </li>
            ))}
          </ul>
          <LayoutLink
            render={renderLink}
            href={getHref(emptyFilters)}
            data-slot="filter-panel-clear"
            onClick={follow(emptyFilters)}
            className="self-start rounded-sm text-body-sm font-medium text-fg-link underline underline-offset-4 hover:text-info-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {intl.formatMessage(messages.clearAll)}
          </LayoutLink>
        </section>
      )}

      <Accordion type="multiple" defaultValue={sections}>
        {brands.length > 0 && (
          <AccordionItem value="brands" data-slot="filter-panel-brands">
            <AccordionTrigger>{intl.formatMessage(messages.brands)}</AccordionTrigger>
            <AccordionContent>
              <ul id={brandListId} className="flex flex-col gap-0.5">
                {brandRows.map(({ brand, checked, index }) =>
                  // collapsed rows stay in the page (crawlable links), only hidden
                  option(
                    brand,
                    checked,
                    toggleBrand(filters, brand.value),
                    longBrandList && !allBrands && index >= brandLimit && !checked,
                  ),
                )}
              </ul>
              {longBrandList && (
                <Button
                  data-slot="filter-panel-more"
                  variant="link"
                  size="sm"
                  aria-expanded={allBrands}
                  aria-controls={brandListId}
                  onClick={() => setAllBrands((value) => !value)}
                  className="mt-2"
                >
                  {allBrands
                    ? intl.formatMessage(messages.showLess)
                    : intl.formatMessage(messages.showMore, {
                        count: intl.formatNumber(brands.length),
                      })}
                </Button>
              )}
            </AccordionContent>
          </AccordionItem>
        )}

        {showPrice && (
          <AccordionItem value="price" data-slot="filter-panel-price">
            <AccordionTrigger>{intl.formatMessage(messages.price)}</AccordionTrigger>
            <AccordionContent>
              <PriceForm
                filters={filters}
                currency={currency}
                getHref={getHref}
                onChange={onChange}
                priceParams={priceParams}
              />
            </AccordionContent>
          </AccordionItem>
        )}

        {propertyGroups.map((group) => (
          <AccordionItem
            key={group.id}
            value={`property-${group.id}`}
            data-slot="filter-panel-property"
          >
            <AccordionTrigger>{group.label}</AccordionTrigger>
            <AccordionContent>
              <ul className="flex flex-col gap-0.5">
                {group.options.map((item) =>
                  option(
                    item,
                    (filters.properties[group.id] ?? []).includes(item.value),
                    toggleProperty(filters, group.id, item.value),
                  ),
                )}
              </ul>
            </AccordionContent>
          </AccordionItem>
        ))}

        {showInStock && (
          <AccordionItem value="availability" data-slot="filter-panel-availability">
            <AccordionTrigger>{intl.formatMessage(messages.availability)}</AccordionTrigger>
            <AccordionContent>
              <FilterLink
                render={renderLink}
                href={getHref(setInStock(filters, !filters.inStock))}
                role="switch"
                aria-checked={filters.inStock}
                data-slot="filter-panel-in-stock"
                data-state={filters.inStock ? "checked" : "unchecked"}
                onClick={follow(setInStock(filters, !filters.inStock))}
                className="group/switch justify-between"
              >
                <span className="min-w-0 flex-1">{intl.formatMessage(messages.inStock)}</span>
                <span
                  aria-hidden="true"
                  className={cn(
                    "inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent bg-border-strong transition-colors duration-fast ease-standard",
                    filters.inStock && "bg-brand",
                  )}
                >
                  <span
                    className={cn(
                      "block size-5 rounded-full bg-surface shadow-sm transition-transform duration-fast ease-standard",
                      filters.inStock && "translate-x-5 rtl:-translate-x-5",
                    )}
                  />
                </span>
              </FilterLink>
            </AccordionContent>
          </AccordionItem>
        )}
      </Accordion>
    </div>
  );
}

/**
 * A link acting as a checkbox or switch: Space toggles it as it would a checkbox (Enter
 * follows it as any link).
 */
function FilterLink({
  render,
  className,
  onKeyDown,
  ...props
}: ComponentProps<typeof LayoutLink> & { children: ReactNode }) {
  return (
    <LayoutLink
      render={render}
      onKeyDown={(event: KeyboardEvent<HTMLAnchorElement>) => {
        onKeyDown?.(event);
        if (event.key === " " && !event.defaultPrevented) {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
      className={cn(
        "flex min-h-9 items-center gap-2.5 rounded-sm py-1 text-body-sm text-fg",
        "hover:text-fg-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus",
        className,
      )}
      {...props}
    />
  );
}

function PriceForm({
  filters,
  currency,
  getHref,
  onChange,
  priceParams,
}: Pick<FilterContentProps, "filters" | "currency" | "getHref" | "onChange" | "priceParams">) {
  const intl = useIntl();
  const id = useId();
  const [min, setMin] = useState(formatPriceInput(filters.price.min));
  const [max, setMax] = useState(formatPriceInput(filters.price.max));
  const [invalid, setInvalid] = useState<"min" | "max" | "range" | null>(null);
  // the applied range changes from outside (a chip removed, "clear all")
  useEffect(() => {
    setMin(formatPriceInput(filters.price.min));
    setMax(formatPriceInput(filters.price.max));
    setInvalid(null);
  }, [filters.price.min, filters.price.max]);

  const symbol = priceSymbols[toCurrencyCode(currency)];
  const { action, fields } = formTarget(getHref(setPrice(filters, { min: null, max: null })), [
    priceParams.min,
    priceParams.max,
  ]);
  const errorId = `${id}-error`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const low = parsePriceInput(min);
    const high = parsePriceInput(max);
    const problem =
      low === "invalid"
        ? "min"
        : high === "invalid"
          ? "max"
          : low !== null && high !== null && low > high
            ? "range"
            : null;
    if (problem) {
      event.preventDefault();
      setInvalid(problem);
      return;
    }
    setInvalid(null);
    if (!onChange) return;
    event.preventDefault();
    onChange(setPrice(filters, { min: low as number | null, max: high as number | null }));
  };

  const field = (
    which: "min" | "max",
    value: string,
    setValue: (value: string) => void,
    label: string,
  ) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={`${id}-${which}`} className="text-caption font-medium text-fg-muted">
        {label}
      </label>
      <Input
        id={`${id}-${which}`}
        name={priceParams[which]}
        inputMode="decimal"
        autoComplete="off"
        size="sm"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        aria-invalid={invalid === which || invalid === "range" || undefined}
        aria-describedby={invalid ? errorId : undefined}
        endAdornment={symbol}
        data-slot={`filter-panel-price-${which}`}
      />
    </div>
  );

  return (
    <form
      data-slot="filter-panel-price-form"
      method="get"
      action={action}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-2"
    >
      {fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-end gap-2">
        {field("min", min, setMin, intl.formatMessage(messages.priceMin))}
        <span aria-hidden="true" className="pb-1.5 text-fg-subtle">
          –
        </span>
        {field("max", max, setMax, intl.formatMessage(messages.priceMax))}
        <Button type="submit" size="sm" variant="secondary" data-slot="filter-panel-price-apply">
          {intl.formatMessage(messages.priceApply)}
        </Button>
      </div>
      {invalid && (
        <p id={errorId} role="alert" className="text-caption font-medium text-danger-fg">
          {intl.formatMessage(
            invalid === "range" ? messages.priceInvalid : messages.priceNotAmount,
          )}
        </p>
      )}
    </form>
  );
}

export { FilterPanel };
