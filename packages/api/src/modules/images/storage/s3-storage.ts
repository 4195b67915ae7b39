// Uploads in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, ...), for shops served by
// several machines: every process reads and writes the same objects.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import {
  contentTypeOf,
  isSafeKey,
  type StoredEntry,
  type StoredObject,
  type UploadStorage,
} from "./upload-storage.ts";

export interface S3Settings {
  bucket: string;
  region: string;
  /** Another service than AWS (https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
  endpoint?: string | undefined;
  /** Bucket in the path (endpoint/bucket/key) rather than the host name: MinIO and most others. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" ||
    error.name === "NotFound" ||
    error.$metadata.httpStatusCode === 404);

export function s3Storage(settings: S3Settings): UploadStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`not an upload key: ${key}`);
    return key;
  };
  return {
    kind: "s3",
    async put(key, body) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checked(key),
          Body: typeof body === "string" ? Buffer.from(body) : body,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async get(key): Promise<StoredObject | null> {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          key,
          size: object.ContentLength ?? 0,
          modified: object.LastModified ?? new Date(0),
          contentType: contentTypeOf(key),
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async stat(key): Promise<StoredEntry | null> {
      if (!isSafeKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { key, size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async *list(prefix = "") {
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (!object.Key || !isSafeKey(object.Key)) continue;
          yield {
            key: object.Key,
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          };
        }
      }
    },
    async close() {
      client.destroy();
    },
  };
}
