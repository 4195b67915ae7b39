import {
  MostSearchQuery,
  SearchQuery,
  SearchResult,
  SearchSuggestions,
  SearchTerm,
  SearchTextParam,
} from "../../contract/index.ts";
import { createRoute, errorResponses, okResponse } from "../../lib/openapi.ts";
import { policy, publicRead } from "../../lib/route-policy.ts";

const tags = ["Search"];

export const normalSearch = createRoute({
  method: "get",
  path: "/search/normal-search/{text}",
  // It counts the term, so the read cache never answers it; a kept results page counts it once
  // per render, which the most-searched list can bear.
  ...policy("none", { pageCache: true }),
  tags,
  summary: "Search products (the results page)",
  description:
    "Full-text search in the page's language (Turkish, English, Arabic stemming; Turkish I/ı folding), word prefixes and Turkish inflections, names of brands and categories, with typo tolerance (trigram similarity). Every word must be found in a product. Ranked: exact name, name starting with the text, matches without typos, relevance, sales. When the text looks misspelt, `did_you_mean` carries the correction. A search with results is counted, on its first page, for getMostSearch. Text: 1 to 200 characters after trimming (validation_error otherwise); text without words (punctuation, one letter) gives an empty result.",
  request: { params: SearchTextParam, query: SearchQuery },
  responses: { ...okResponse(SearchResult, "A page of products"), ...errorResponses(400) },
});

export const elasticSearch = createRoute({
  method: "get",
  path: "/search/elastic-search/{text}",
  ...publicRead,
  tags,
  summary: "Suggestions while the shopper types",
  description:
    "Products (at most 6), categories and brands (at most 5 each) whose names match the text so far (the last word may be unfinished), and most searched terms that match. One database round trip.",
  request: { params: SearchTextParam, query: SearchQuery.pick({ language: true, currency: true }) },
  responses: { ...okResponse(SearchSuggestions, "Suggestions"), ...errorResponses(400) },
});

export const getMostSearch = createRoute({
  method: "get",
  path: "/search/getMostSearch",
  ...publicRead,
  tags,
  summary: "Most searched terms in a language",
  description:
    "Terms of searches that found products, most searched first (a misspelt search counts under its correction).",
  request: { query: MostSearchQuery },
  responses: {
    ...okResponse(SearchTerm.array(), "Most searched first"),
    ...errorResponses(400),
  },
});
