// The API's contract for its clients (the shop-app's ky client, forms, tests): zod schemas of
// every request and response, their types, the error codes, and the shared validators of the
// specification. Imports nothing but zod, so it is safe in the browser bundle.
export * from "./accounts.ts";
export * from "./addresses.ts";
export * from "./admin-catalog.ts";
export * from "./admin-content.ts";
export * from "./admin-customers.ts";
export * from "./admin-editorial.ts";
export * from "./admin-locale.ts";
export * from "./admin-marketing.ts";
export * from "./admin-orders.ts";
export * from "./admin-settings.ts";
export * from "./admin-site.ts";
export * from "./admin-taxonomy.ts";
export * from "./blog.ts";
export * from "./cart.ts";
export * from "./catalog.ts";
export * from "./checkout.ts";
export * from "./common.ts";
export * from "./content.ts";
export * from "./errors.ts";
export * from "./gift-certificates.ts";
export * from "./identity.ts";
export * from "./images.ts";
export * from "./orders.ts";
export * from "./otp.ts";
export * from "./pages.ts";
export * from "./product-import.ts";
export * from "./product-talk.ts";
export * from "./reference.ts";
export * from "./search.ts";
export * from "./settings.ts";
export * from "./stock-alerts.ts";
export * from "./validators.ts";
export * from "./wallets.ts";
