// Where uploaded pictures are kept, behind one interface: a folder (DATA_DIR/uploads) when one
// machine serves the shop, an S3-compatible bucket when several do. A key is the picture's path
// under /uploads (products/12/2026/11/<hex>-m.webp), so the URLs in the database and the pages
// are the same wherever the files are.

export interface StoredEntry {
  key: string;
  size: number;
  modified: Date;
}

export interface StoredObject extends StoredEntry {
  body: ReadableStream<Uint8Array>;
  contentType: string;
}

export interface UploadStorage {
  /** "disk" or "s3", for the logs. */
  readonly kind: "disk" | "s3";
  /** Writes the whole file; a reader sees the old file or the new one, never a part. */
  put(key: string, body: Uint8Array | string): Promise<void>;
  /** The file as a stream with its type and length; null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  stat(key: string): Promise<StoredEntry | null>;
  /** Deletes the file; a missing one is no error (two processes may clean up together). */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with the prefix, in no particular order. */
  list(prefix?: string): AsyncIterable<StoredEntry>;
  close(): Promise<void>;
}

export const UPLOADS_URL = "/uploads";

/**
 * Keys are made of plain path segments (letters, digits, `.`, `_`, `-`), none of them `.` or
 * `..`: a key read from a URL can name no file outside the uploads.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key
    .split("/")
    .every((segment) => /^[A-Za-z0-9._-]+$/.test(segment) && !/^\.+$/.test(segment));
}

/** The key a /uploads/... URL path names, or null when it names none. */
export function keyOfUrl(path: string): string | null {
  if (!path.startsWith(`${UPLOADS_URL}/`)) return null;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(UPLOADS_URL.length + 1));
  } catch {
    return null;
  }
  return isSafeKey(key) ? key : null;
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  avif: "image/avif",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  ico: "image/x-icon",
};

/** The type a file is served with, from its name (the upload routes chose the name). */
export function contentTypeOf(key: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? "";
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
