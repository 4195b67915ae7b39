// HTML written by an admin (content pages, and later blog posts and FAQ answers) is shown to
// every shopper as it is, so it is cleaned before it is stored: what a rich-text editor makes
// (headings, lists, links, images, tables, emphasis) stays; scripts, styles, frames, forms,
// event handlers and javascript: or data: links go. An allow-list, so what a newer browser
// would run is not let through by default.
import type sanitize from "sanitize-html";
import { onFirstUse } from "./on-first-use.ts";

const sanitizeHtml = onFirstUse<typeof sanitize>("sanitize-html");

const options = (): sanitize.IOptions => ({
  allowedTags: [
    ...sanitizeHtml().defaults.allowedTags.filter((tag) => tag !== "iframe"),
    "img",
    "h1",
    "h2",
    "s",
    "u",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    "*": ["dir", "lang"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // A link that opens a new tab does not hand the opened page a handle on the shop's.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
});

export function cleanHtml(html: string): string {
  return sanitizeHtml()(html, options()).trim();
}
