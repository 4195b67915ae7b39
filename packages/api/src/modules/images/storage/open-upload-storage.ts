import type { ServerConfig } from "../../../config.ts";
import { diskStorage } from "./disk-storage.ts";
import type { UploadStorage } from "./upload-storage.ts";

/**
 * The upload storage the configuration names: the S3 bucket when S3_* are set, else the folder.
 * The AWS SDK is loaded only for a bucket: it is megabytes that a shop on one machine never uses.
 */
export async function openUploadStorage(settings: ServerConfig["uploads"]): Promise<UploadStorage> {
  if (settings.kind !== "s3") return diskStorage(settings.dir);
  const { s3Storage } = await import("./s3-storage.ts");
  return s3Storage(settings);
}
