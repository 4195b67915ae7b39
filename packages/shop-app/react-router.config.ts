import type { Config } from "@react-router/dev/config";

// Server-rendered framework mode. The build goes to build/{client,server}; our own Node server
// (serve.ts) serves it together with /api/v1, so `react-router-serve` is not used.
export default {
  appDirectory: "app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
