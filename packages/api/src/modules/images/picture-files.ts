// Where a stored picture's files are: each upload is six files, <base>-{s,m,l}.{webp,avif}, kept
// in the upload storage under the key <base>-… and served at /uploads/<base>-….
import { IMAGE_SIZES } from "../../contract/index.ts";
import { ApiError } from "../../lib/errors.ts";
import { isSafeKey, UPLOADS_URL } from "./storage/upload-storage.ts";

export { UPLOADS_URL };

const FORMATS = ["webp", "avif"] as const;

/** The storage keys and URLs of the picture a stored path belongs to (all sizes and formats). */
export function pictureFiles(path: string): { base: string; keys: string[]; urls: string[] } {
  const match = /^\/uploads\/(.+)-[sml]\.(?:webp|avif)$/.exec(path);
  // The path pattern allows "..", the key check does not.
  if (!match?.[1] || !isSafeKey(match[1])) throw new ApiError("record_not_found", 404);
  const keys: string[] = [];
  const urls: string[] = [];
  for (const size of Object.keys(IMAGE_SIZES)) {
    for (const ext of FORMATS) {
      keys.push(`${match[1]}-${size}.${ext}`);
      urls.push(`${UPLOADS_URL}/${match[1]}-${size}.${ext}`);
    }
  }
  return { base: match[1], keys, urls };
}

/** A file the upload routes wrote: a random 32-hex name, a size and a format. */
export const UPLOADED_FILE = /^([0-9a-f]{32})-[sml]\.(?:webp|avif)$/;

/** The picture bases (as in pictureFiles) that a stored text mentions by URL, absolute or not. */
export function referencedBases(text: string): string[] {
  const bases: string[] = [];
  for (const match of text.matchAll(/\/uploads\/([A-Za-z0-9/_.-]+?)-[sml]\.(?:webp|avif)/g)) {
    if (match[1]) bases.push(match[1]);
  }
  return bases;
}
