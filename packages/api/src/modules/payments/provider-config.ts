// Which payment providers this shop may use: a provider of the registry (registry.ts) is on only
// when all of its credentials are in the environment. Partly set credentials are a mistake reported
// at boot, not a switch. The secrets stay inside the adapters: nothing returns or logs them.
import type { PaymentProvider } from "./payment-provider.ts";
import { testGateway as testGatewayProvider } from "./providers/test-gateway/test-gateway.ts";
import { PAYMENT_PROVIDER_REGISTRY } from "./registry.ts";

type Env = Record<string, string | undefined>;

function httpsOrLoopback(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "must be a URL";
  }
  if (url.protocol === "https:") return undefined;
  if (url.protocol === "http:" && ["127.0.0.1", "[::1]", "localhost"].includes(url.hostname))
    return undefined;
  return "must be an https URL (plain http only on 127.0.0.1, [::1] or localhost)";
}

const testMode = (value: string | undefined) => ["1", "true", "yes", "on"].includes(value ?? "");

export function paymentProvidersFromEnv(env: Env): {
  providers: PaymentProvider[];
  problems: string[];
} {
  const providers: PaymentProvider[] = [];
  const problems: string[] = [];
  for (const definition of Object.values(PAYMENT_PROVIDER_REGISTRY)) {
    const settings = Object.entries(definition.credentials);
    const names = settings.map(([, setting]) => setting.env);
    const given = names.filter((n) => env[n]);
    if (given.length && given.length < names.length)
      for (const missing of names.filter((n) => !env[n]))
        problems.push(`${missing}: ${names.join(", ")} are set together or not at all`);
    if (given.length < names.length) continue;
    const baseUrl = env[definition.baseUrl.env] ?? definition.baseUrl.default;
    const problem = httpsOrLoopback(baseUrl);
    if (problem) problems.push(`${definition.baseUrl.env}: ${problem}`);
    providers.push(
      definition.create(
        Object.fromEntries(settings.map(([key, setting]) => [key, env[setting.env] as string])),
        { baseUrl, testMode: definition.testMode ? testMode(env[definition.testMode.env]) : false },
      ),
    );
  }
  // The built-in test gateway takes any test card without taking money: a shop with a real
  // provider must not offer it, or a shopper could order with 4111 1111 1111 1111. It is on by
  // itself only while no provider is configured (the shop on one machine), or when asked for.
  const testGateway = env.PAYMENT_TEST_GATEWAY ?? "auto";
  if (!["auto", "on", "off"].includes(testGateway))
    problems.push("PAYMENT_TEST_GATEWAY: must be auto, on or off");
  if (testGateway === "on" || (testGateway === "auto" && providers.length === 0))
    providers.unshift(testGatewayProvider);
  return { providers, problems };
}
