// The lists of translated records (blog posts, FAQ entries: search, category and page; content
// pages: search and page) in their URLs.
import { listQuery, page, recordId, text } from "./list-query.ts";

export const recordListQuery = listQuery({ q: text(100), category: recordId, page });

export const contentListQuery = listQuery({ q: text(100), page });
