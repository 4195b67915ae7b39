// Where a stored picture's files are: each upload is six files, <base>-{s,m,l}.{webp,avif},
// under DATA_DIR/uploads, served at /uploads/<base>-….
import { relative, resolve } from "node:path";
import { IMAGE_SIZES } from "../../contract/index.ts";
import { ApiError } from "../../lib/errors.ts";

export const UPLOADS_URL = "/uploads";
const FORMATS = ["webp", "avif"] as const;

/** The files and URLs of the picture a stored path belongs to (all sizes and formats). */
export function pictureFiles(
  uploadsDir: string,
  path: string,
): { base: string; files: string[]; urls: string[] } {
  const match = /^\/uploads\/(.+)-[sml]\.(?:webp|avif)$/.exec(path);
  if (!match?.[1]) throw new ApiError("record_not_found", 404);
  const root = resolve(uploadsDir);
  const base = resolve(root, match[1]);
  // The path pattern allows no "..", but the check is cheap and final.
  if (relative(root, base).startsWith("..")) throw new ApiError("record_not_found", 404);
  const files: string[] = [];
  const urls: string[] = [];
  for (const size of Object.keys(IMAGE_SIZES)) {
    for (const ext of FORMATS) {
      files.push(`${base}-${size}.${ext}`);
      urls.push(`${UPLOADS_URL}/${match[1]}-${size}.${ext}`);
    }
  }
  return { base: match[1], files, urls };
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
