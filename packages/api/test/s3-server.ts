// A loopback S3 server for the tests (@20minutes/s3rver): files in a temporary folder, a port the
// system picks, the credentials it accepts.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "@20minutes/s3rver";
import type { S3Settings } from "../src/modules/images/storage/s3-storage.ts";

export interface TestS3Server {
  settings: S3Settings;
  stop(): Promise<void>;
}

export async function startTestS3Server(bucket = "shop-uploads"): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), "shop-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    // s3rver signs bucket requests (ListObjectsV2) over "/bucket" where SDK v3 signs "/bucket/";
    // the access key is still checked, object requests' signatures match either way.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: bucket }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    settings: {
      bucket,
      region: "us-east-1",
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
