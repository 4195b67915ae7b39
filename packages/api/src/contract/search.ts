// Search: the results page (normal-search), the suggestions shown while the shopper types
// (elastic-search) and the most searched terms. Products come as the catalogue's ProductCard,
// priced in the requested currency.
import { z } from "zod";
import { LinkRef, ProductCard } from "./catalog.ts";
import { LocaleQuery } from "./common.ts";

/** Longest search text accepted (characters, after trimming). */
export const SEARCH_TEXT_MAX_LENGTH = 200;
export const SEARCH_DEFAULT_PAGE_SIZE = 24;
export const SEARCH_MAX_PAGE_SIZE = 48;
/** Products, categories, brands and terms the suggestions list at most. */
export const SUGGESTION_LIMITS = { products: 6, categories: 5, brands: 5, terms: 5 } as const;
export const MOST_SEARCHED_DEFAULT = 10;
export const MOST_SEARCHED_MAX = 50;

export const SearchTextParam = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: "required" })
    .max(SEARCH_TEXT_MAX_LENGTH, { error: "too_long" })
    .meta({ description: "What the shopper typed.", example: "ayakkabılar" }),
});

const positiveInt = (max: number) =>
  z.coerce
    .number({ error: "invalid_type" })
    .int({ error: "invalid_type" })
    .min(1, { error: "too_small" })
    .max(max, { error: "too_big" });

export const SearchQuery = LocaleQuery.extend({
  page: positiveInt(1_000_000).optional().meta({ description: "1-based page (default 1)." }),
  limit: z.coerce
    .number({ error: "invalid_type" })
    .int({ error: "invalid_type" })
    .min(1, { error: "too_small" })
    .transform((v) => Math.min(v, SEARCH_MAX_PAGE_SIZE))
    .optional()
    .meta({
      description: `Products per page, ${SEARCH_DEFAULT_PAGE_SIZE} by default; more than ${SEARCH_MAX_PAGE_SIZE} is served as ${SEARCH_MAX_PAGE_SIZE}.`,
    }),
});

export const MostSearchQuery = LocaleQuery.extend({
  limit: positiveInt(MOST_SEARCHED_MAX)
    .optional()
    .meta({ description: `How many terms (default ${MOST_SEARCHED_DEFAULT}).` }),
});

export const SearchResult = z
  .object({
    query: z.string().meta({ description: "The text as searched (trimmed, spaces collapsed)." }),
    did_you_mean: z.string().nullable().meta({
      description:
        "Set when the text looked misspelt: the corrected text. The products are then those found for the text with the typo tolerated (or, when nothing matched at all, those found for this correction).",
      example: "ayakkabı",
    }),
    products: z.array(ProductCard).meta({
      description: "Best match first: exact name, then full-text relevance, similarity, sales.",
    }),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    page_count: z.number().int(),
  })
  .meta({ id: "SearchResult" });
export type SearchResult = z.infer<typeof SearchResult>;

export const SearchTerm = z
  .object({
    term: z.string(),
    count: z.number().int().meta({ description: "How many searches with results used it." }),
  })
  .meta({ id: "SearchTerm" });
export type SearchTerm = z.infer<typeof SearchTerm>;

export const SearchSuggestions = z
  .object({
    query: z.string(),
    products: z.array(ProductCard).meta({ description: "At most 6, best match first." }),
    categories: z.array(LinkRef),
    brands: z.array(LinkRef),
    terms: z.array(SearchTerm).meta({ description: "Most searched terms that match the text." }),
  })
  .meta({ id: "SearchSuggestions" });
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;
