// What a provider folder exports for the registry (registry.ts): its name, its settings (the
// environment variables that switch it on, which of them are secrets, its base URL's default,
// its test-mode flag) and the factory that makes its adapter from them. What it offers the
// shopper is in provider-names.ts, which the contract reads without loading any adapter.
import type { PaymentProvider } from "./payment-provider.ts";
import type { PaymentProviderName } from "./provider-names.ts";

export interface ProviderSetting {
  /** The environment variable. */
  env: string;
  /** Whether it is a secret: never returned, logged or shown. */
  secret: boolean;
}

export interface PaymentProviderDefinition<
  N extends PaymentProviderName = PaymentProviderName,
  K extends string = string,
> {
  name: N;
  /** The credentials, set together or not at all; the provider is on when all are set. */
  credentials: Record<K, ProviderSetting>;
  /** The provider's API: https, or plain http on loopback (a stand-in). */
  baseUrl: { env: string; default: string };
  /** A flag (1, true, yes, on) for the provider's test mode, for those that have one. */
  testMode?: { env: string };
  create(
    credentials: Record<K, string>,
    options: { baseUrl: string; testMode: boolean },
  ): PaymentProvider;
}

/**
 * Infers a definition's credential keys, so that its factory is checked against them, and
 * answers it as the registry holds every definition.
 */
export const defineProvider = <N extends PaymentProviderName, K extends string>(
  definition: PaymentProviderDefinition<N, K>,
): PaymentProviderDefinition<N> => definition as unknown as PaymentProviderDefinition<N>;
