// The shop's API client: ky over /api/v1, every answer parsed with the API's own contract schemas.
// It knows nothing of the UI: refusals come out as ApiRequestError with the API's stable `code`,
// and the features decide what a shopper sees. The same client runs in the browser (window.fetch)
// and in server loaders (a fetch that calls the API in-process).
import {
  AccountDeleted,
  Address,
  type AddressInput,
  AdminMe,
  AdminToken,
  BankAccount,
  BlogCategory,
  BlogPage,
  type BlogPageRequest,
  BlogPost,
  BlogPostDetail,
  BlogViewed,
  Brand,
  BrandDetail,
  Campaign,
  type CardPaymentRequest,
  CardPaymentStarted,
  CargoOption,
  CargoTracking,
  CartAddResult,
  type CartChoicesBody,
  CartDetails,
  Category,
  CategoryNode,
  type CategoryProductsRequest,
  City,
  CommentReceived,
  type ContactMessageRequest,
  ContactMessageSent,
  ContentGroup,
  ContentPage,
  Country,
  type Credentials,
  Currency,
  Customer,
  CustomerMe,
  type CustomerRegistration,
  CustomerToken,
  type CustomerUpdate,
  type ErrorCode,
  ErrorResponse,
  Facets,
  FaqGroup,
  FavoriteChange,
  FeedItem,
  ForgotPasswordSent,
  GiftCertificate,
  GuestMe,
  GuestToken,
  InstallmentInfo,
  Language,
  LoggedOut,
  MenuItem,
  NewsletterConfirmation,
  NewsletterSubscription,
  NotifyMe,
  OrderAddressCheck,
  OrderDetail,
  OrderPage,
  OrderRefund,
  OrderSummary,
  OtpSent,
  type PasswordChange,
  type PasswordReset,
  PasswordResetDone,
  PasswordResetTokenState,
  type PaymentCode,
  PaymentMethod,
  PhoneConfirmed,
  PlacedOrder,
  ProductCard,
  ProductComments,
  ProductDetail,
  type ProductFilter,
  ProductPage,
  ProductQuestion,
  QuestionReceived,
  ResolvedPage,
  SearchResult,
  SearchSuggestions,
  SearchTerm,
  SessionEnd,
  SessionStart,
  Showcase,
  SiteSettings,
  State,
  StockAlert,
  StockAlertCancelled,
  successEnvelope,
  ThreeDSecureChallenge,
  XmlEntry,
} from "@shop/api/contract";
import ky, { HTTPError, type KyInstance, type Options, TimeoutError } from "ky";
import { z } from "zod";

export const API_BASE_PATH = "/api/v1/";

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: ErrorResponse["fields"];
  readonly requestId: string | undefined;

  constructor(
    status: number,
    body: Pick<ErrorResponse, "code" | "message" | "fields" | "request_id">,
  ) {
    super(body.message);
    this.name = "ApiRequestError";
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
    this.requestId = body.request_id;
  }
}

export function isApiRequestError(error: unknown, code?: ErrorCode): error is ApiRequestError {
  return error instanceof ApiRequestError && (code === undefined || error.code === code);
}

export interface ApiClientOptions {
  /** Origin the paths resolve against: the page's own origin. */
  origin: string;
  /** The `language` query parameter of every call. */
  language: string;
  /** The `currency` query parameter of every call (1 TRY, 2 USD, 3 EUR). */
  currency: number;
  /** Defaults to the global fetch; server loaders pass one that calls the API in-process. */
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

type Query = Record<string, string | number | boolean | undefined>;

async function toApiError(error: unknown): Promise<unknown> {
  if (error instanceof HTTPError) {
    const parsed = ErrorResponse.safeParse(error.data);
    if (parsed.success) return new ApiRequestError(error.response.status, parsed.data);
    return new ApiRequestError(error.response.status, {
      code: error.response.status >= 500 ? "system_error" : "unexpected_error",
      message: error.message,
    });
  }
  if (error instanceof TimeoutError) {
    return new ApiRequestError(504, { code: "timeout", message: error.message });
  }
  return error;
}

export function createApiClient(options: ApiClientOptions) {
  const fetchFn = options.fetch;
  const http: KyInstance = ky.create({
    baseUrl: new URL(API_BASE_PATH, options.origin).href,
    timeout: options.timeoutMs ?? 15_000,
    retry: 0,
    credentials: "same-origin",
    headers: { Accept: "application/json" },
    ...(fetchFn
      ? {
          fetch: (input: Request | URL | string, init?: RequestInit) =>
            fetchFn(new Request(input, init)),
        }
      : {}),
  });

  function searchParams(query: Query = {}): Record<string, string> {
    const params: Record<string, string> = {
      language: options.language,
      currency: String(options.currency),
    };
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params[key] = String(value);
    }
    return params;
  }

  async function call<S extends z.ZodType>(
    method: "get" | "post",
    path: string,
    schema: S,
    init: Options & { query?: Query } = {},
  ): Promise<z.infer<S>> {
    const { query, ...rest } = init;
    try {
      const envelope = (await http(path, {
        ...rest,
        method,
        searchParams: searchParams(query),
      }).json(successEnvelope(schema))) as { response: z.infer<S> };
      return envelope.response;
    } catch (error) {
      throw await toApiError(error);
    }
  }

  const bearer = (token: string | undefined): Options =>
    token ? { headers: { Authorization: `Bearer ${token}` } } : {};

  return {
    language: options.language,
    currency: options.currency,

    customerMe: (token?: string) => call("get", "customerToken/me", CustomerMe, bearer(token)),
    customerLogin: (credentials: Credentials) =>
      call("post", "customerToken/", CustomerToken, { json: credentials }),
    customerLogout: () => call("post", "customerToken/logout", LoggedOut),
    /** Registers and signs in (the API sets the customer_token cookie). */
    register: (registration: CustomerRegistration) =>
      call("post", "customer/add", CustomerToken, { json: registration }),
    /** The social sign-in providers the shop has credentials for. */
    socialProviders: () =>
      call(
        "get",
        "customerToken/providers",
        z.array(z.object({ name: z.string(), login_url: z.string() })),
      ),
    /** A one-time sign-in code to a member's confirmed phone, by SMS or WhatsApp. */
    sendSignInCode: (phone: string, channel: "sms" | "whatsapp") =>
      channel === "sms"
        ? call("post", "customer/loginPhone", OtpSent, { json: { phone } })
        : call("post", "customer/sendOtpWhatsapp", OtpSent, {
            json: { phone, purpose: "login" },
          }),
    /** Signs in with the code (the API sets the customer_token cookie). */
    signInWithCode: (phone: string, code: string, channel: "sms" | "whatsapp") =>
      channel === "sms"
        ? call("post", `sms/otpControl/${encodeURIComponent(code)}`, CustomerToken, {
            json: { phone, purpose: "login" },
          })
        : call("post", "customer/loginWhatsapp", CustomerToken, { json: { phone, code } }),
    /** A code by SMS to confirm the signed-in member's phone. */
    sendPhoneConfirmation: (phone: string) =>
      call("post", "sms/otp", OtpSent, { json: { phone, purpose: "confirm_phone" } }),
    confirmPhone: (phone: string, code: string) =>
      call("post", `sms/otpControl/${encodeURIComponent(code)}`, PhoneConfirmed, {
        json: { phone, purpose: "confirm_phone" },
      }),
    customer: () => call("get", "customer/getCustomer", Customer),
    updateCustomer: (update: CustomerUpdate) =>
      call("post", "customer/update", Customer, { json: update }),
    /** Every session ends; the caller gets a fresh token (and cookie). */
    changePassword: (change: PasswordChange) =>
      call("post", "customer/changePassword", CustomerToken, { json: change }),
    deleteAccount: (password: string) =>
      call("post", "customer/deleteAccount", AccountDeleted, { json: { password } }),
    forgotPassword: (email: string) =>
      call("post", "customer/forgotPassword", ForgotPasswordSent, { json: { email } }),
    checkPasswordResetToken: (token: string) =>
      call("post", "customer/forgotPasswordcontrolRefreshToken", PasswordResetTokenState, {
        json: { token },
      }),
    resetPassword: (reset: PasswordReset) =>
      call("post", "customer/forgotPasswordChangePassword", PasswordResetDone, { json: reset }),
    favourites: (page = 1) =>
      call("post", "customer/getCustomerFavorites", ProductPage, { json: { page } }),
    favouriteIds: () => call("get", "customer/getCustomerFavoriteIds", z.array(z.number().int())),
    addFavourite: (productId: number) =>
      call("get", `customer/addCustomerFavorite/${productId}`, FavoriteChange),
    removeFavourite: (productId: number) =>
      call("get", `customer/deleteCustomerFavorite/${productId}`, FavoriteChange),
    giftCertificates: () => call("get", "customer/getGiftCertificates", z.array(GiftCertificate)),
    stockAlerts: () => call("get", "customer/getStockNotifications", z.array(StockAlert)),
    cancelStockAlert: (id: number) =>
      call("post", `customer/deleteStockNotification/${id}`, StockAlertCancelled),
    adminMe: () => call("get", "adminToken/me", AdminMe),
    adminLogin: (credentials: Credentials) =>
      call("post", "adminToken/", AdminToken, { json: credentials }),
    adminLogout: () => call("post", "adminToken/logout", LoggedOut),
    guestMe: () => call("get", "guestToken/me", GuestMe),

    sessionStart: (userId: number, sessionId?: string) =>
      call("get", `customerToken/sessionStart/${userId}`, SessionStart, {
        query: { session_id: sessionId },
      }),
    sessionEnd: (userId: number, sessionId: string) =>
      call("get", sessionEndPath(userId, sessionId), SessionEnd),

    siteSettings: (page: string) =>
      call("get", `siteSettings/getSettings/${encodeURIComponent(page)}`, SiteSettings),
    currencies: () => call("get", "currency", z.array(Currency)),
    languages: () => call("get", "language", z.array(Language)),
    headerMenu: () => call("get", "header_menu", z.array(MenuItem)),
    /** The contact page's form; the message is stored for the admin. */
    sendContactMessage: (message: ContactMessageRequest) =>
      call("post", "contact/send", ContactMessageSent, { json: message }),
    /** The footer's newsletter form: a pending subscription and an e-mailed confirmation link. */
    subscribeNewsletter: (email: string) =>
      call("post", "newsletter/subscribe", NewsletterSubscription, { json: { email } }),
    /** The e-mailed link's token confirms the subscription, once. */
    confirmNewsletter: (token: string) =>
      call("post", "newsletter/confirm", NewsletterConfirmation, { json: { token } }),
    /** A content page by its seo link (the cookie policy's text, say). */
    contentBySeoLink: (seoLink: string) =>
      call("get", `contents/getContentBySeoLink/${encodeURIComponent(seoLink)}`, ContentPage),
    content: (id: number) => call("get", `contents/${id}`, ContentPage),
    /** The content pages' links grouped by category; `footerOnly`: the footer's pages. */
    contents: (footerOnly?: boolean) =>
      call("get", "contents", z.array(ContentGroup), {
        query: { footer: footerOnly ? "true" : undefined },
      }),
    faq: () => call("get", "faq", z.array(FaqGroup)),

    blogLatest: (n: number) => call("get", `blog/getLimit/${n}`, z.array(BlogPost)),
    blogOthers: (n: number, excludeId?: number) =>
      call("get", `blog/otherBlogs/${n}`, z.array(BlogPost), { query: { exclude: excludeId } }),
    blogPosts: (request: BlogPageRequest = {}) =>
      call("post", "blog/active_all", BlogPage, { json: request }),
    blogCategories: () => call("get", "blog/getBlogCategories", z.array(BlogCategory)),
    blogPostsOfCategory: (categoryId: number, request: BlogPageRequest = {}) =>
      call("post", `blog/active_all_by_category/${categoryId}`, BlogPage, { json: request }),
    blogMostRead: (limit?: number) =>
      call("get", "blog/get_most_read", z.array(BlogPost), { query: { limit } }),
    blogPost: (id: number) => call("get", `blog/${id}`, BlogPostDetail),
    blogPostBySeoLink: (seoLink: string) =>
      call("get", `blog/getBySeoLink/${encodeURIComponent(seoLink)}`, BlogPostDetail),
    /** Counts one reading of a post (once per visit to its page). */
    blogViewed: (id: number) => call("get", `blog/viewed/${id}`, BlogViewed),

    /** Which kind of page a storefront /{seoLink} is (product, category, brand, content, blog). */
    resolvePage: (seoLink: string) =>
      call("get", `pages/resolve/${encodeURIComponent(seoLink)}`, ResolvedPage),
    productBySeoLink: (seoLink: string) =>
      call("post", `product/getProductBySeoLink/${encodeURIComponent(seoLink)}`, ProductDetail),
    categoryProducts: (request: CategoryProductsRequest) =>
      call("post", "product/getCategoryProducts", ProductPage, { json: request }),
    productFilters: (filter: ProductFilter) =>
      call("post", "product/getFilters", Facets, { json: filter }),
    showcase: (id: number, limit?: number) =>
      call("post", `product/getProductShowCase/${id}`, Showcase, { json: { limit } }),
    sameProducts: (productId: number, limit?: number) =>
      call("post", `product/getSameProducts/${productId}`, z.array(ProductCard), {
        json: { limit },
      }),
    lastViewedProducts: (productIds: number[]) =>
      call("post", "product/getLastViewedProducts", z.array(ProductCard), {
        json: { product_ids: productIds },
      }),
    productComments: (productId: number, page = 1) =>
      call("post", `product/getProductComments/${productId}`, ProductComments, {
        json: { page },
      }),
    productQuestions: (productId: number) =>
      call("post", `product/getProductSSS/${productId}`, z.array(ProductQuestion)),
    /** The signed-in customer's comment; shown once an admin approves it. */
    addProductComment: (comment: {
      product_id: number;
      text: string;
      rate?: number;
      show_name: boolean;
    }) => call("post", "product/addProductComment", CommentReceived, { json: comment }),
    /** The signed-in customer's question; shown with the shop's answer once approved. */
    addProductQuestion: (question: { product_id: number; question: string }) =>
      call("post", "product/addProductQuestion", QuestionReceived, { json: question }),
    notifyMe: (productId: number, query: { email?: string; subProductId?: number }) =>
      call("get", `product/productLetMeNow/${productId}`, NotifyMe, {
        query: { email: query.email, sub_product_id: query.subProductId },
      }),
    categoryTree: () => call("get", "category/tree", z.array(CategoryNode)),
    category: (id: number) => call("get", `category/${id}`, Category),
    brands: () => call("get", "brand/getBrands", z.array(Brand)),
    brand: (id: number) => call("get", `brand/${id}`, BrandDetail),
    brandBySeoLink: (seoLink: string) =>
      call("get", `brand/getBySeoLink/${encodeURIComponent(seoLink)}`, BrandDetail),
    categoryBySeoLink: (seoLink: string) =>
      call("get", `category/getBySeoLink/${encodeURIComponent(seoLink)}`, Category),
    campaigns: () => call("get", "campaign/active", z.array(Campaign)),
    search: (text: string, page?: number) =>
      call("get", `search/normal-search/${encodeURIComponent(text)}`, SearchResult, {
        query: { page },
      }),
    searchSuggestions: (text: string) =>
      call("get", `search/elastic-search/${encodeURIComponent(text)}`, SearchSuggestions),
    mostSearched: (limit?: number) =>
      call("get", "search/getMostSearch", z.array(SearchTerm), { query: { limit } }),
    sitemapEntries: () => call("get", "xml/entries", z.array(XmlEntry)),

    /** A new guest identity ("continue as guest"); sets the guest_token cookie. */
    guestCreate: () => call("post", "guestToken", GuestToken),
    cart: (id: string, paymentCode?: PaymentCode) =>
      call("get", `cart/getCartDetails/${encodeURIComponent(id)}`, CartDetails, {
        query: { payment_code: paymentCode },
      }),
    addToCart: (
      products: Array<{ product_id: number; sub_product_id?: number | null; quantity: number }>,
      tracking: { fbp?: string | undefined; fbc?: string | undefined } = {},
    ) => call("post", "cart/add", CartAddResult, { json: { products }, query: tracking }),
    updateCartLine: (lineId: number, quantity: number) =>
      call("post", "cart/update", CartDetails, {
        json: { products: [{ cart_product_id: lineId, quantity }] },
      }),
    deleteCartLine: (lineId: number) => call("get", `cart/delete/${lineId}`, CartDetails),
    updateCartChoices: (choices: CartChoicesBody) =>
      call("post", "cart/cartUpdate", CartDetails, { json: choices }),
    applyCampaign: (campaignId: number) =>
      call("post", "cart/cartActiveCampaign", CartDetails, { json: { campaign_id: campaignId } }),
    removeCampaign: (campaignId: number) =>
      call("post", "cart/cartRemoveCampaign", CartDetails, { json: { campaign_id: campaignId } }),
    applyCoupon: (code: string) =>
      call("post", "cart/activeCouponCode", CartDetails, { json: { code } }),
    removeCoupon: (couponId: number) =>
      call("post", "cart/cartRemoveCouponCode", CartDetails, {
        json: { coupon_code_id: couponId },
      }),
    /** Moves the guest's cart (its cookie) to the customer the token stands for. */
    guestCartToCustomer: (token?: string) =>
      call("post", "cartGuestToCustomer", CartDetails, { json: {}, ...bearer(token) }),
    cargoOptions: () => call("get", "cargo/getCargo", z.array(CargoOption)),
    changeCargo: (cargoId: number) => call("get", `cargo/changeCargo/${cargoId}`, CartDetails),
    paymentMethods: () => call("get", "payment/getPaymentType", z.array(PaymentMethod)),
    bankAccounts: () => call("get", "bank/getBankAccounts", z.array(BankAccount)),
    installments: (bin: string) =>
      call("post", "QueryInstallmentAndBin", InstallmentInfo, { json: { bin } }),
    payByCard: (card: CardPaymentRequest) =>
      call("post", "payCreditCard", CardPaymentStarted, { json: card }),
    threeDSecure: (reference: string) =>
      call("get", `payment/threeDSecure/${encodeURIComponent(reference)}`, ThreeDSecureChallenge),
    answerThreeDSecure: (reference: string, code: string) =>
      call("post", `payment/threeDSecure/${encodeURIComponent(reference)}`, PlacedOrder, {
        json: { code },
      }),
    payByWireTransfer: (bankAccountId: number, payment: CheckoutPayment) =>
      call("post", "payWireTransfer", PlacedOrder, {
        json: payment,
        query: { selected_account: bankAccountId },
      }),
    payAtDoor: (type: "cash" | "card", payment: CheckoutPayment) =>
      call("post", "payDoor", PlacedOrder, { json: payment, query: { door_payment_type: type } }),

    countries: () => call("get", "country", z.array(Country)),
    states: (countryId: number) =>
      call("get", `state/getStatesByCountryId/${countryId}`, z.array(State)),
    cities: (stateId: number) => call("get", `city/getCitiesByStateId/${stateId}`, z.array(City)),
    /** The caller's address book: a customer's or a guest's. */
    addresses: (kind: "customer" | "guest") =>
      call(
        "get",
        kind === "customer" ? "customer/getCustomerAddress" : "customer/getGuestAddress",
        z.array(Address),
      ),
    addAddress: (address: AddressInput) =>
      call("post", "customer/addCustomerAddress", Address, { json: address }),
    updateAddress: (id: number, address: AddressInput) =>
      call("post", "customer/updateCustomerAddress", Address, { json: { id, ...address } }),
    deleteAddress: (id: number) =>
      call("post", "customer/deleteCustomerAddress", z.object({ deleted: z.literal(true) }), {
        json: { id },
      }),
    chooseCartAddresses: (deliveryId: number, invoiceId: number | null) =>
      call("post", "cart/setCartAddress", OrderAddressCheck, {
        json: { delivery_address_id: deliveryId, invoice_address_id: invoiceId },
      }),
    orderAddressCheck: () => call("get", "order/contorOrderAddress", OrderAddressCheck),
    orders: (page: number, limit = 10) =>
      call("post", "getOrders", OrderPage, { json: { page, limit } }),
    order: (idOrCode: string | number) =>
      call("get", `getOrder/${encodeURIComponent(String(idOrCode))}`, OrderSummary),
    orderDetail: (idOrCode: string | number) =>
      call("get", `getOrderDetail/${encodeURIComponent(String(idOrCode))}`, OrderDetail),
    lookupOrder: (orderCode: string, contact: string) =>
      call("post", "order/getOrderInfo", OrderDetail, { json: { order_code: orderCode, contact } }),
    cancelOrder: (orderId: number) =>
      call("post", "orderCancel", OrderDetail, { json: { order_id: orderId } }),
    requestRefund: (orderId: number, amount: number, reason: string) =>
      call("post", "createOrderRefund", OrderRefund, {
        json: { order_id: orderId, amount, reason },
      }),
    cargoTracking: (orderId: number) =>
      call("post", "cargo/getTrackingCargo", CargoTracking, { json: { order_id: orderId } }),
    productFeed: () => call("get", "xml/products", z.array(FeedItem)),

    /** The absolute URL of a call, for navigator.sendBeacon. */
    url: (path: string, query?: Query) => {
      const url = new URL(path, new URL(API_BASE_PATH, options.origin));
      for (const [key, value] of Object.entries(searchParams(query)))
        url.searchParams.set(key, value);
      return url.href;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** What every payment sends besides its method's own fields. */
export interface CheckoutPayment {
  idempotency_key: string;
  distance_selling_agreement: true;
  preliminary_information: true;
}

export function sessionEndPath(userId: number, sessionId: string): string {
  return `customerToken/sessionEnd/${userId}/${encodeURIComponent(sessionId)}`;
}
