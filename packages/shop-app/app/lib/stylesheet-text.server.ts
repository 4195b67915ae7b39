import { readFileSync } from "node:fs";
import { join, normalize } from "node:path";

const texts = new Map<string, string | null>();

/**
 * Reads the build's stylesheets from `clientDir` once each (a build never changes under a running
 * process); without a client directory every stylesheet is linked rather than inlined.
 */
export function stylesheetReader(clientDir: string | undefined): (href: string) => string | null {
  return (href) => {
    if (!clientDir || !href.startsWith("/assets/") || !href.endsWith(".css")) return null;
    const path = join(clientDir, normalize(href));
    let text = texts.get(path);
    if (text === undefined) {
      try {
        text = readFileSync(path, "utf8");
      } catch {
        text = null;
      }
      texts.set(path, text);
    }
    return text;
  };
}
