// Puts markup into a streamed HTML document at three places, outside React.
import { Transform } from "node:stream";
import type { DocumentInjection } from "./request-context.server.ts";

/** The admin's markup with the nonce on each of its scripts: the admin is trusted to add them. */
export function withNonce(
  injection: DocumentInjection,
  nonce: string | undefined,
): DocumentInjection {
  if (!nonce) return injection;
  const add = (html: string) => html.replace(/<script\b/gi, `<script nonce="${nonce}"`);
  return {
    head: add(injection.head),
    bodyStart: add(injection.bodyStart),
    bodyEnd: add(injection.bodyEnd),
  };
}

/**
 * Puts the admin's markup before </head>, after <body ...> and before </body>. Holds back only
 * as much text as a marker could straddle between two chunks.
 */
export function injector(injection: DocumentInjection): Transform {
  type Step = { find: RegExp; insert: (match: string) => string };
  const all: Step[] = [
    { find: /<\/head>/i, insert: (m: string) => `${injection.head}${m}` },
    { find: /<body\b[^>]*>/i, insert: (m: string) => `${m}${injection.bodyStart}` },
    { find: /<\/body>/i, insert: (m: string) => `${injection.bodyEnd}${m}` },
  ];
  const steps = all.filter(
    (_, index) => [injection.head, injection.bodyStart, injection.bodyEnd][index],
  );
  let pending = "";
  const decoder = new TextDecoder();
  const keep = 256;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.decode(chunk, { stream: true });
      while (steps.length > 0) {
        const step = steps[0];
        const match = step?.find.exec(pending);
        if (!step || !match) break;
        const end = match.index + match[0].length;
        this.push(pending.slice(0, match.index) + step.insert(match[0]));
        pending = pending.slice(end);
        steps.shift();
      }
      if (steps.length === 0) {
        this.push(pending);
        pending = "";
      } else if (pending.length > keep) {
        this.push(pending.slice(0, pending.length - keep));
        pending = pending.slice(pending.length - keep);
      }
      callback();
    },
    flush(callback) {
      pending += decoder.decode();
      if (pending) this.push(pending);
      callback();
    },
  });
}
