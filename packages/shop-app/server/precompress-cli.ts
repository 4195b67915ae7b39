import { clientDir, precompress } from "./build.ts";

await precompress(clientDir);
