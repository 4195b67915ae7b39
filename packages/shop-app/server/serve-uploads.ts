// /uploads/*: the pictures in the upload storage (a folder, or an S3 bucket streamed through this
// process), under the same URLs wherever they are kept, as inert files: they are cached for a
// day, never sniffed into another type, and an SVG among them runs no script.
import { keyOfUrl, type UploadStorage } from "@shop/api";
import type { Context } from "hono";

export const UPLOAD_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

const UPLOAD_HEADERS = {
  "Cache-Control": "public, max-age=86400",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": UPLOAD_POLICY,
};

/** Whether If-Modified-Since is at or after the file's time (HTTP dates keep whole seconds). */
function notModifiedSince(header: string | undefined, modified: Date): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

export function serveUploads(storage: UploadStorage) {
  return async (c: Context) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") return c.text("Not found", 404);
    const key = keyOfUrl(new URL(c.req.url).pathname);
    const file = key ? await storage.get(key) : null;
    if (!file) return c.text("Not found", 404);
    const headers = {
      ...UPLOAD_HEADERS,
      "Last-Modified": file.modified.toUTCString(),
    };
    if (notModifiedSince(c.req.header("if-modified-since"), file.modified)) {
      await file.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    const full = {
      ...headers,
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
    };
    if (c.req.method === "HEAD") {
      await file.body.cancel();
      return new Response(null, { status: 200, headers: full });
    }
    return new Response(file.body, { status: 200, headers: full });
  };
}
