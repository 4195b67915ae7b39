import type { ServerConfig } from "../../../config.ts";
import { diskStorage } from "./disk-storage.ts";
import { s3Storage } from "./s3-storage.ts";
import type { UploadStorage } from "./upload-storage.ts";

/** The upload storage the configuration names: the S3 bucket when S3_* are set, else the folder. */
export function openUploadStorage(settings: ServerConfig["uploads"]): UploadStorage {
  return settings.kind === "s3" ? s3Storage(settings) : diskStorage(settings.dir);
}
