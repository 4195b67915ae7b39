// What every provider's stand-in shares: an HTTP server on the loopback interface (port 0 unless
// told), each request's body read whole before the provider's own handling, /health for
// Playwright to wait on, and a delay that makes it a provider that hangs.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

export abstract class LoopbackStandIn {
  /** Answers later than this many milliseconds (a provider that hangs); 0: at once. */
  delayMs = 0;
  url = "";
  private server: Server | undefined;
  private readonly port: number;

  protected constructor(port = 0) {
    this.port = port;
  }

  async start(): Promise<string> {
    const server = createServer((req, res) => {
      this.receive(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(this.port, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no address");
    this.url = `http://127.0.0.1:${address.port}`;
    return this.url;
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      this.server?.closeAllConnections();
      this.server?.close(() => resolve());
    });
  }

  /** Runs `work` while the provider answers `ms` late, and answers at once again after it. */
  async slowly<T>(ms: number, work: () => Promise<T>): Promise<T> {
    this.delayMs = ms;
    try {
      return await work();
    } finally {
      this.delayMs = 0;
    }
  }

  /** Waits `delayMs` (the provider's slow answer). */
  protected async delay(): Promise<void> {
    if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
  }

  /** A request other than /health, its body read whole. */
  /**
   * The code the shopper typed on the stand-in bank's 3-D Secure page, posted to `action`; until
   * one is posted, the page's form is the answer and this gives null.
   */
  protected bankCode(body: string, action: string, res: ServerResponse): string | null {
    const code = new URLSearchParams(body).get("code");
    if (code === null) {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(
        `<!doctype html><html><body><form method="post" action="${action}"><input name="code"></form></body></html>`,
      );
    }
    return code;
  }

  protected abstract handle(req: IncomingMessage, body: string, res: ServerResponse): Promise<void>;

  private async receive(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method === "GET" && req.url === "/health") return void res.end("ok");
    await this.handle(req, Buffer.concat(chunks).toString("utf8"), res);
  }
}
