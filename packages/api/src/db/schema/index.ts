// Every table of the shop, one file per domain. drizzle-kit reads this module to generate the
// migrations in ../../../drizzle, and the typed database handle (../client.ts) is built from it.
//
// Owned by the platform (API server) work: locale, geo, identity, settings.
// Owned by the accounts work: accounts (favourites, password-reset links).
// Owned by the catalogue work: catalog, content, commerce.
// Owned by the cart and orders work: orders.
// Owned by the one-time codes work: otp (SMS and WhatsApp codes).
// Owned by the social sign-in work: social.
// Owned by the security work: uploads (quota per owner).
// Owned by the wallets work: wallets (single-use wallet tokens).
export * from "./accounts.ts";
export * from "./catalog.ts";
export * from "./commerce.ts";
export * from "./content.ts";
export * from "./geo.ts";
export * from "./identity.ts";
export * from "./locale.ts";
export * from "./orders.ts";
export * from "./otp.ts";
export * from "./security.ts";
export * from "./settings.ts";
export * from "./social.ts";
export * from "./uploads.ts";
export * from "./wallets.ts";
