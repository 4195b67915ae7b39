import type { IncomingMessage } from "node:http";
import type { LanguageCode, OtpChannel } from "../contract/index.ts";
import type { Database, DatabaseKind } from "../db/client.ts";
import type { TokenCache } from "../modules/auth/token.service.ts";
import type { UploadStorage } from "../modules/images/storage/upload-storage.ts";
import type { PaymentProvider } from "../modules/payments/payment-provider.ts";
import type { Wallets } from "../modules/payments/wallets/wallet-config.ts";
import type { SocialProvider } from "../modules/social-login/providers.ts";
import type { ChangeFeed } from "./change-feed.ts";
import type { Logger } from "./logger.ts";
import type { ReferenceCache } from "./reference-cache.ts";

/** Settings of one API instance (see createApi); the process-level ones live in config.ts. */
export interface ApiConfig {
  /** Take the client address from the last X-Forwarded-For entry (behind a reverse proxy). */
  trustProxy: boolean;
  /** Secure attribute of the cookies: always, never, or auto (when the request came over https). */
  cookieSecure: "auto" | "always" | "never";
  /** Origins besides the request's own from which cookie-authenticated writes are accepted. */
  allowedOrigins: string[];
  /** scrypt cost of new password hashes (existing hashes keep the cost they were made with). */
  passwordCost: { N: number; r: number; p: number };
  /**
   * perAccount: failed sign-ins of one account from one address before each try must wait
   * (doubling); perAddress: sign-in tries of one address within the window, across accounts.
   */
  loginLimits: { perAccount: number; perAddress: number; windowSeconds: number };
  /** Registrations and new guest identities allowed per client address and hour. */
  creationLimits: { registrationsPerHour: number; guestsPerHour: number };
  /**
   * Forgotten-password e-mails: how many one client address may ask for, and how many one e-mail
   * address may receive, per window.
   */
  passwordResetLimits: { perEmail: number; perAddress: number; windowSeconds: number };
  /**
   * One-time codes by SMS or WhatsApp: codes one phone may be sent, codes one client network may
   * ask for, and code checks one client network may make, per window.
   */
  otpLimits: {
    sendsPerPhone: number;
    sendsPerAddress: number;
    checksPerAddress: number;
    windowSeconds: number;
  };
  /**
   * Senders of SMS and WhatsApp messages. A channel without one writes its messages to the
   * outbox, where the admin reads them (modules/otp/phone-providers.ts).
   */
  phoneProviders: Partial<Record<OtpChannel, PhoneMessageProvider>>;
  tokenLifetimeSeconds: number;
  /** How long a `?token=` sign-in code may wait to be used (single use; minutes, not a day). */
  signInCodeLifetimeSeconds: number;
  /** An admin's session ends after this many seconds without a request. */
  adminIdleSeconds: number;
  logger: Logger;
  /** Largest accepted request body in bytes. */
  bodyLimitBytes: number;
  /** Where uploaded pictures are kept (DATA_DIR/uploads, or an S3 bucket); served at /uploads. */
  uploads: UploadStorage;
  /** Bytes of stored pictures one customer, one admin, or one client network may hold. */
  uploadQuotaBytes: { customer: number; admin: number; anonymous: number };
  /** How long public catalogue reads are served from memory (lib/read-cache.ts); 0: never. */
  readCacheTtlMs: number;
  /**
   * Called after each successful admin write, when the API drops its own caches: the server
   * drops what it keeps from the same data (rendered pages).
   */
  onAdminWrite?: () => void;
  /** The processes sharing the database (lib/change-feed.ts); none for a single process. */
  changes?: ChangeFeed;
  /**
   * How long the reference data carts are priced with (rates, cargo, campaigns, settings) is
   * kept in memory (lib/reference-cache.ts); dropped at once when an admin writes; 0: never.
   */
  referenceCacheTtlMs: number;
  /**
   * How long a customer's or guest's resolved token is remembered (TokenCache in
   * modules/auth/token.service.ts); a logout through this process forgets it at once; 0: never.
   */
  tokenCacheTtlMs: number;
  /** The OpenID providers offered for social sign-in (only those with credentials). */
  socialProviders: SocialProvider[];
  /**
   * The card payment providers whose credentials are configured; the built-in test gateway is
   * always on besides (modules/payments/providers).
   */
  paymentProviders: PaymentProvider[];
  /** Google Pay and Apple Pay, each only when fully configured (providers/wallet-config.ts). */
  wallets: Wallets;
  /**
   * The site's public origin (PUBLIC_URL), for the redirect URI registered at the providers;
   * without it the request's own origin is used.
   */
  publicUrl: string | undefined;
  /**
   * WhatsApp's status webhook (WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN): without it the route
   * answers 404.
   */
  whatsappWebhook?: { appSecret: string; verifyToken: string };
}

/** Sends one text message to a phone (E.164) through an SMS or WhatsApp provider. */
export interface PhoneMessageProvider {
  send(phone: string, text: string, lang: LanguageCode): Promise<void>;
}

export type IdentityKind = "customer" | "admin" | "guest";

export type Identity =
  | {
      kind: "customer";
      customerId: number;
      tokenId: number;
      expiresAt: Date;
      via: "bearer" | "cookie";
    }
  | { kind: "admin"; adminId: number; tokenId: number; expiresAt: Date; via: "bearer" | "cookie" }
  | {
      kind: "guest";
      guestId: number;
      guestCode: string;
      tokenId: number;
      expiresAt: Date;
      via: "bearer" | "cookie";
    };

export type AppEnv = {
  Bindings: {
    /**
     * The shopper's address, passed by an in-process caller (the shop-app) as the third argument
     * of `app.request(url, init, { clientAddress })`. Only code in this process can set it.
     */
    clientAddress?: string;
    /** Set by @hono/node-server for requests that came over the network. */
    incoming?: IncomingMessage;
  };
  Variables: {
    db: Database;
    databaseKind: DatabaseKind;
    config: ApiConfig;
    requestId: string;
    lang: LanguageCode;
    currencyId: number;
    identity: Identity | undefined;
    /** Reference data remembered by this API instance (lib/reference-cache.ts). */
    reference: ReferenceCache;
    /** Tokens resolved by this API instance (modules/auth/token.service.ts). */
    tokens: TokenCache;
  };
};
