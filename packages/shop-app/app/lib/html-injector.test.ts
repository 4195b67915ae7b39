import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { injector, withNonce } from "./html-injector.server.ts";

const page =
  '<!DOCTYPE html><html lang="tr"><head><title>x</title></head><body class="a"><div id="app">ü</div><script>1</script></body></html>';

async function run(
  chunks: string[],
  injection = {
    head: "<style>h</style>",
    bodyStart: "<div data-b></div>",
    bodyEnd: "<script>e</script>",
  },
) {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(injector(injection)));
}

describe("html injector", () => {
  it("puts the admin's markup before </head>, after <body> and before </body>", async () => {
    expect(await run([page])).toBe(
      '<!DOCTYPE html><html lang="tr"><head><title>x</title><style>h</style></head><body class="a"><div data-b></div><div id="app">ü</div><script>1</script><script>e</script></body></html>',
    );
  });

  it("finds markers split across chunks, multi-byte characters included", async () => {
    const bytes = Buffer.from(page);
    const chunks: string[] = [];
    const whole = await run([page]);
    for (let size = 1; size < 12; size += 1) {
      const pieces: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) pieces.push(bytes.subarray(i, i + size));
      const out = await text(
        Readable.from(pieces).pipe(
          injector({
            head: "<style>h</style>",
            bodyStart: "<div data-b></div>",
            bodyEnd: "<script>e</script>",
          }),
        ),
      );
      chunks.push(out);
    }
    for (const out of chunks) expect(out).toBe(whole);
  });

  it("leaves the page as it is when there is nothing to put in", async () => {
    expect(await run([page], { head: "", bodyStart: "", bodyEnd: "" })).toBe(page);
  });
});

describe("the admin's scripts under the page policy", () => {
  it("carry the response's nonce, inline and external alike", () => {
    const marked = withNonce(
      {
        head: '<script>gtm()</script><SCRIPT src="https://cdn.example/a.js"></SCRIPT>',
        bodyStart: "<div>no script</div>",
        bodyEnd: '<div data-admin-body-scripts><script async src="/b.js"></script></div>',
      },
      "n0nce",
    );
    expect(marked.head).toBe(
      '<script nonce="n0nce">gtm()</script><script nonce="n0nce" src="https://cdn.example/a.js"></SCRIPT>',
    );
    expect(marked.bodyStart).toBe("<div>no script</div>");
    expect(marked.bodyEnd).toContain('<script nonce="n0nce" async src="/b.js">');
  });
});
