// The one way adapters talk to their provider: a POST (or a GET) with a deadline, whose failures (no
// answer, a timeout, a body that is not what was asked for) become ProviderUnavailableError.
// Nothing here logs the request: it carries card data and credentials.
import { type ProviderName, ProviderUnavailableError } from "./payment-provider.ts";

export const PROVIDER_TIMEOUT_MS = 10_000;

export async function postToProvider(
  provider: ProviderName,
  url: string,
  init: { headers: Record<string, string>; body?: string; timeoutMs?: number; method?: "GET" },
): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? "POST",
      headers: init.headers,
      ...(init.body !== undefined ? { body: init.body } : {}),
      signal: AbortSignal.timeout(init.timeoutMs ?? PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    throw new ProviderUnavailableError(provider, timedOut ? "timed out" : "unreachable");
  }
  const text = await response.text();
  if (response.status >= 500)
    throw new ProviderUnavailableError(provider, `HTTP ${response.status}`);
  return text;
}

export function parseJson(provider: ProviderName, text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object") return value as Record<string, unknown>;
  } catch {
    // Falls through to the same refusal as a JSON that is not an object.
  }
  throw new ProviderUnavailableError(provider, "unreadable answer");
}
