// Uploads in a folder (DATA_DIR/uploads): the default, for a shop on one machine.
import { randomBytes } from "node:crypto";
import { createReadStream, type Dirent } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, resolve, sep } from "node:path";
import { Readable } from "node:stream";
import {
  contentTypeOf,
  isSafeKey,
  type StoredEntry,
  type StoredObject,
  type UploadStorage,
} from "./upload-storage.ts";

const isMissing = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
};

/** Half-written files start with a dot: list leaves them out. */
const TEMPORARY = /^\./;

export function diskStorage(root: string): UploadStorage {
  const dir = resolve(root);
  const pathOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not an upload key: ${key}`);
    return join(dir, key);
  };
  const entryOf = async (key: string): Promise<StoredEntry | null> => {
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? { key, size: info.size, modified: info.mtime } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    kind: "disk",
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      const temporary = join(dirname(file), `.${randomBytes(6).toString("hex")}.part`);
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      if (!isSafeKey(key)) return null;
      const entry = await entryOf(key);
      if (!entry) return null;
      const stream = createReadStream(pathOf(key));
      return {
        ...entry,
        contentType: contentTypeOf(key),
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
      };
    },
    stat: (key) => (isSafeKey(key) ? entryOf(key) : Promise.resolve(null)),
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list(prefix = "") {
      let entries: Dirent[];
      try {
        entries = await readdir(dir, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile() || TEMPORARY.test(entry.name)) continue;
        const key = relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/");
        if (!key.startsWith(prefix) || !isSafeKey(key)) continue;
        const found = await entryOf(key);
        if (found) yield found;
      }
    },
    async close() {},
  };
}
