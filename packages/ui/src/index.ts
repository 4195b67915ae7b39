// The public API of @shop/ui: every component by name, the provider, the i18n layer and helpers.

export {
  Accordion,
  AccordionContent,
  AccordionItem,
  type AccordionProps,
  AccordionTrigger,
  accordionItemVariants,
} from "./components/accordion/index.ts";
export {
  AccountHomeScreen,
  type AccountHomeScreenProps,
} from "./components/account-home-screen/index.ts";
export {
  ACCOUNT_SECTIONS,
  AccountLayout,
  type AccountLayoutProps,
  type AccountLinkProps,
  type AccountSection,
} from "./components/account-layout/index.ts";
export {
  type AddToCartLinkProps,
  AddToCartPopup,
  type AddToCartPopupProduct,
  type AddToCartPopupProps,
} from "./components/add-to-cart-popup/index.ts";
export {
  AddressBookScreen,
  type AddressBookScreenProps,
} from "./components/address-book-screen/index.ts";
export {
  AddressCard,
  type AddressCardAddress,
  type AddressCardProps,
  maskIdentityNumber,
} from "./components/address-card/index.ts";
export {
  ADDRESS_FORM_FIELDS,
  AddressForm,
  type AddressFormField,
  type AddressFormProps,
} from "./components/address-form/index.ts";
export {
  AddressList,
  type AddressListError,
  type AddressListProps,
} from "./components/address-list/index.ts";
export {
  type AdminAuditAction,
  type AdminAuditEntry,
  AdminAuditLogScreen,
  type AdminAuditLogScreenProps,
  changedFields,
} from "./components/admin-audit-log-screen/index.ts";
export {
  type AdminBankAccountRow,
  AdminBankAccountsSection,
  type AdminBankAccountsSectionProps,
} from "./components/admin-bank-accounts/index.ts";
export * from "./components/admin-blog-screens/index.ts";
export * from "./components/admin-campaign-screens/index.ts";
export {
  AdminCargoCompaniesScreen,
  type AdminCargoCompaniesScreenProps,
  type AdminCargoCompanyRow,
} from "./components/admin-cargo-companies/index.ts";
export {
  type AdminCategoryMove,
  type AdminCategoryNode,
  AdminCategoryTreeScreen,
  type AdminCategoryTreeScreenProps,
  moveForDrop,
} from "./components/admin-category-tree-screen/index.ts";
export * from "./components/admin-content-screens/index.ts";
export {
  AdminCouponListScreen,
  type AdminCouponListScreenProps,
  type AdminCouponQuery,
  type AdminCouponRow,
} from "./components/admin-coupon-list-screen/index.ts";
export {
  type AdminContactMessage,
  type AdminCustomerAddress,
  type AdminCustomerCommentRow,
  type AdminCustomerDetail,
  AdminCustomerDetailScreen,
  type AdminCustomerDetailScreenProps,
  type AdminCustomerFavouriteRow,
  type AdminCustomerGiftCertificateRow,
  AdminCustomerListScreen,
  type AdminCustomerListScreenProps,
  type AdminCustomerOrderRow,
  type AdminCustomerQuery,
  type AdminCustomerRow,
  type AdminCustomerSortKey,
  AdminMessagesScreen,
  type AdminMessagesScreenProps,
  type AdminNewsletterQuery,
  AdminNewsletterScreen,
  type AdminNewsletterScreenProps,
  type AdminSubscriberRow,
  type AdminSubscriberStatus,
} from "./components/admin-customer-screens/index.ts";
export {
  type AdminDashboardBestSeller,
  type AdminDashboardLowStockItem,
  type AdminDashboardOrder,
  AdminDashboardScreen,
  type AdminDashboardScreenProps,
  type DashboardDay,
} from "./components/admin-dashboard-screen/index.ts";
export * from "./components/admin-exchange-rates/index.ts";
export * from "./components/admin-faq-screens/index.ts";
export * from "./components/admin-feed-settings/index.ts";
export {
  AdminForm,
  type AdminFormError,
  type AdminFormProps,
  FormActions,
  type FormActionsProps,
  FormGridItem,
  type FormGridItemProps,
  FormSection,
  type FormSectionProps,
} from "./components/admin-form/index.ts";
export * from "./components/admin-gift-certificate-screen/index.ts";
export * from "./components/admin-languages/index.ts";
export {
  AdminLeftMenu,
  type AdminLeftMenuProps,
  type AdminMenuGroup,
  type AdminMenuGroupSection,
  type AdminMenuItem,
  type AdminMenuLinkProps,
  type AdminSection,
} from "./components/admin-left-menu/index.ts";
export * from "./components/admin-list-screen/index.ts";
export * from "./components/admin-menu-screen/index.ts";
export {
  AdminCommentsScreen,
  type AdminCommentsScreenProps,
  type AdminModerationDecision,
  type AdminModerationPageProps,
  type AdminModerationRow,
  AdminModerationScreen,
  type AdminModerationScreenProps,
  type AdminPendingCommentRow,
  type AdminPendingQuestionRow,
  AdminQuestionsScreen,
  type AdminQuestionsScreenProps,
  shopperTextColumn,
} from "./components/admin-moderation-screens/index.ts";
export {
  type AdminOrderAddress,
  type AdminOrderDecision,
  AdminOrderDetailScreen,
  type AdminOrderDetailScreenProps,
  type AdminOrderRefundView,
  type AdminOrderView,
} from "./components/admin-order-detail-screen/index.ts";
export {
  AdminOrderListScreen,
  type AdminOrderListScreenProps,
  type AdminOrderQuery,
  type AdminOrderRow,
  type AdminOrderSortKey,
  type AdminOrderStatus,
} from "./components/admin-order-list-screen/index.ts";
export * from "./components/admin-outbox-screen/index.ts";
export {
  AdminPackingSlip,
  type AdminPackingSlipProps,
} from "./components/admin-packing-slip/index.ts";
export {
  ADMIN_PAYMENT_METHODS,
  type AdminPaymentMethod,
  AdminPaymentSettingsForm,
  type AdminPaymentSettingsFormProps,
  type AdminPaymentSettingsSubmit,
  type AdminPaymentSettingsValues,
} from "./components/admin-payment-settings/index.ts";
export {
  ADMIN_PRODUCT_LANGUAGES,
  ADMIN_PRODUCT_TEXT_FIELDS,
  ADMIN_PRODUCT_VAT_RATES,
  type AdminPersonalizationRow,
  AdminProductEditScreen,
  type AdminProductEditScreenProps,
  type AdminProductFormIntent,
  type AdminProductLanguage,
  type AdminProductTextField,
  type AdminProductTexts,
  type AdminProductValues,
  type AdminRowValues,
  productTextFieldName,
} from "./components/admin-product-edit-screen/index.ts";
export {
  ADVISED_IMAGE_BYTES,
  type AdminImageMove,
  type AdminProductImage,
  AdminProductImages,
  type AdminProductImagesProps,
} from "./components/admin-product-images/index.ts";
export * from "./components/admin-product-import-screen/index.ts";
export {
  type AdminProductActiveFilter,
  AdminProductListScreen,
  type AdminProductListScreenProps,
  type AdminProductQuery,
  type AdminProductRow,
  type AdminProductSortKey,
  type AdminProductStockFilter,
  type AdminProductStockLevel,
} from "./components/admin-product-list-screen/index.ts";
export {
  type AdminPropertyItem,
  AdminPropertyListScreen,
  type AdminPropertyListScreenProps,
  type AdminPropertyValue,
} from "./components/admin-property-list-screen/index.ts";
export * from "./components/admin-record-picker/index.ts";
export * from "./components/admin-row-editor/index.ts";
export { AdminShell, type AdminShellProps } from "./components/admin-shell/index.ts";
export {
  type AdminLayoutSections,
  type AdminLayoutWidget,
  AdminPageLayoutEditor,
  type AdminPageLayoutEditorProps,
  AdminPageLinksEditor,
  type AdminPageLinksEditorProps,
  type AdminPageLinkValue,
  type AdminSiteSettingsField,
  AdminSiteSettingsForm,
  type AdminSiteSettingsFormProps,
  type AdminSiteSettingsValues,
  LAYOUT_SECTIONS,
  type LayoutSectionName,
  type SiteTexts,
} from "./components/admin-site-settings/index.ts";
export {
  type AdminSubProductAttribute,
  type AdminSubProductRow,
  AdminSubProducts,
  type AdminSubProductsProps,
} from "./components/admin-sub-products/index.ts";
export {
  type AdminTaxonomyItem,
  AdminTaxonomyListScreen,
  type AdminTaxonomyListScreenProps,
} from "./components/admin-taxonomy-list-screen/index.ts";
export * from "./components/admin-translated-form/index.ts";
export { ArticleScreen, type ArticleScreenProps } from "./components/article-screen/index.ts";
export {
  BackInStockForm,
  type BackInStockFormProps,
  type BackInStockStatus,
} from "./components/back-in-stock-form/index.ts";
export { Badge, type BadgeProps, badgeVariants } from "./components/badge/index.ts";
export {
  type BlogListCategory,
  BlogListScreen,
  type BlogListScreenProps,
} from "./components/blog-list-screen/index.ts";
export {
  BlogTeaser,
  type BlogTeaserProps,
} from "./components/blog-teaser/index.ts";
export {
  type BrandGroup,
  type BrandListEntry,
  BrandListScreen,
  type BrandListScreenProps,
  brandInitial,
  groupBrands,
} from "./components/brand-list-screen/index.ts";
export {
  BrandStrip,
  type BrandStripItem,
  type BrandStripProps,
} from "./components/brand-strip/index.ts";
export {
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
  Breadcrumbs,
  type BreadcrumbsProps,
} from "./components/breadcrumbs/index.ts";
export { Button, type ButtonProps, buttonVariants } from "./components/button/index.ts";
export {
  CampaignBanner,
  type CampaignBannerItem,
  type CampaignBannerProps,
  CampaignBanners,
  type CampaignBannersProps,
} from "./components/campaign-banner/index.ts";
export {
  type CampaignListEntry,
  CampaignListScreen,
  type CampaignListScreenProps,
} from "./components/campaign-list-screen/index.ts";
export {
  CartLine,
  type CartLineLinkProps,
  type CartLineProps,
  type ChosenOption,
  ChosenOptions,
  type ChosenOptionsProps,
} from "./components/cart-line/index.ts";
export {
  CartScreen,
  type CartScreenCampaign,
  type CartScreenCargo,
  type CartScreenChoices,
  type CartScreenLine,
  type CartScreenProps,
  DELIVERY_TIME_WINDOWS,
} from "./components/cart-screen/index.ts";
export {
  type CartStep,
  CartStepIndicator,
  type CartStepIndicatorProps,
  cartSteps,
} from "./components/cart-step-indicator/index.ts";
export {
  CartSummary,
  type CartSummaryDiscount,
  type CartSummaryProps,
} from "./components/cart-summary/index.ts";
export {
  type CategoryBlock,
  CategoryBlocks,
  type CategoryBlocksProps,
} from "./components/category-blocks/index.ts";
export {
  type CategoryListEntry,
  CategoryListScreen,
  type CategoryListScreenProps,
} from "./components/category-list-screen/index.ts";
export {
  CategoryListingScreen,
  type CategoryListingScreenProps,
  type ListingLink,
  type ListingProduct,
} from "./components/category-listing-screen/index.ts";
export { Checkbox, type CheckboxProps, checkboxVariants } from "./components/checkbox/index.ts";
export {
  CheckoutAddressScreen,
  type CheckoutAddressScreenProps,
} from "./components/checkout-address-screen/index.ts";
export {
  type ApproveLine,
  CheckoutApproveScreen,
  type CheckoutApproveScreenProps,
} from "./components/checkout-approve-screen/index.ts";
export { CheckoutLayout, type CheckoutLayoutProps } from "./components/checkout-layout/index.ts";
export {
  CheckoutPaymentScreen,
  type CheckoutPaymentScreenProps,
  type PaymentMethodCode,
  type PaymentScreenBankAccount,
  type PaymentScreenInstallment,
  type PaymentScreenMethod,
} from "./components/checkout-payment-screen/index.ts";
export { ConfirmDialog, type ConfirmDialogProps } from "./components/confirm-dialog/index.ts";
export {
  CONTACT_FIELDS,
  type ContactField,
  type ContactFormProps,
  ContactScreen,
  type ContactScreenProps,
} from "./components/contact-screen/index.ts";
export { Container, type ContainerProps, containerVariants } from "./components/container/index.ts";
export {
  ContentNav,
  type ContentNavLink,
  type ContentNavLinkProps,
  type ContentNavProps,
} from "./components/content-nav/index.ts";
export { CookieBanner, type CookieBannerProps } from "./components/cookie-banner/index.ts";
export {
  CookiePolicyModal,
  type CookiePolicyModalProps,
} from "./components/cookie-policy-modal/index.ts";
export { CouponForm, type CouponFormProps } from "./components/coupon-form/index.ts";
export {
  CurrencySwitcher,
  type CurrencySwitcherProps,
  currencyCodes,
} from "./components/currency-switcher/index.ts";
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSort,
  type SortDirection,
} from "./components/data-table/index.ts";
export {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  type DialogProps,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
} from "./components/dialog/index.ts";
export { ErrorPage, type ErrorPageProps } from "./components/error-page/index.ts";
export {
  ExchangeRate,
  type ExchangeRateEntry,
  type ExchangeRateProps,
  exchangeRateVariants,
} from "./components/exchange-rate/index.ts";
export {
  type FaqEntry,
  FaqScreen,
  type FaqScreenProps,
  type FaqSection,
} from "./components/faq-screen/index.ts";
export {
  type FavouriteProduct,
  FavouritesScreen,
  type FavouritesScreenProps,
} from "./components/favourites-screen/index.ts";
export {
  activeFilterCount,
  emptyFilters,
  type FacetGroup,
  type FacetOption,
  FilterPanel,
  type FilterPanelProps,
  formatPriceInput,
  formTarget,
  type ListingFilters,
  type PriceFilter,
  parsePriceInput,
  setInStock,
  setPrice,
  toggleBrand,
  toggleProperty,
} from "./components/filter-panel/index.ts";
export {
  defaultPaymentMarks,
  Footer,
  type FooterColumn,
  type FooterLinkItem,
  type FooterProps,
  type NewsletterStatus,
  type PaymentMark,
} from "./components/footer/index.ts";
export {
  ForgotPasswordScreen,
  type ForgotPasswordScreenProps,
} from "./components/forgot-password-screen/index.ts";
export {
  FormField,
  type FormFieldControlProps,
  type FormFieldProps,
} from "./components/form-field/index.ts";
export {
  type GalleryImage,
  GalleryWithDelete,
  type GalleryWithDeleteProps,
} from "./components/gallery-with-delete/index.ts";
export {
  type GiftCertificateItem,
  GiftCertificatesScreen,
  type GiftCertificatesScreenProps,
} from "./components/gift-certificates-screen/index.ts";
export {
  Grid,
  GridItem,
  type GridItemProps,
  type GridProps,
  type GridSpan,
  gridVariants,
} from "./components/grid/index.ts";
export {
  Header,
  type HeaderLink,
  type HeaderProps,
  type LayoutLinkProps,
  MainMenu,
  type MainMenuProps,
  type MenuItem,
  type RenderLayoutLink,
  SearchBox,
  type SearchBoxProps,
  type SearchSuggestion,
} from "./components/header/index.ts";
export {
  IconButton,
  type IconButtonProps,
  iconButtonVariants,
} from "./components/icon-button/index.ts";
export { fieldVariants, Input, type InputProps } from "./components/input/index.ts";
export {
  LanguageSwitcher,
  type LanguageSwitcherProps,
} from "./components/language-switcher/index.ts";
export { LayoutRegions, type LayoutRegionsProps } from "./components/layout-regions/index.ts";
export { Link, type LinkProps, linkVariants } from "./components/link/index.ts";
export {
  LoadingBar,
  type LoadingBarProps,
  loadingBarDelay,
  loadingBarDuration,
} from "./components/loading-bar/index.ts";
export { MobileMenu, type MobileMenuProps } from "./components/mobile-menu/index.ts";
export {
  type MostReadItem,
  type MostReadLinkProps,
  MostReadPanel,
  type MostReadPanelProps,
} from "./components/most-read-panel/index.ts";
export {
  isoDate,
  type NewsCategory,
  type NewsItem,
  type NewsLinkProps,
  NewsList,
  type NewsListProps,
  newsListVariants,
} from "./components/news-list/index.ts";
export {
  NewsletterConfirmationScreen,
  type NewsletterConfirmationScreenProps,
} from "./components/newsletter-confirmation-screen/index.ts";
export { NotFound, type NotFoundProps } from "./components/not-found/index.ts";
export { Notice, type NoticeProps } from "./components/notice/index.ts";
export { OfflineNotice, type OfflineNoticeProps } from "./components/offline-notice/index.ts";
export {
  OrderConfirmationScreen,
  type OrderConfirmationScreenProps,
} from "./components/order-confirmation-screen/index.ts";
export {
  OrderDetailScreen,
  type OrderDetailScreenProps,
  type OrderDetailView,
} from "./components/order-detail-screen/index.ts";
export {
  ORDER_STATUS_TONES,
  type OrderListItem,
  OrderListScreen,
  type OrderListScreenProps,
  OrderStatusBadge,
  type OrderStatusCode,
} from "./components/order-list-screen/index.ts";
export {
  OrderLookupScreen,
  type OrderLookupScreenProps,
} from "./components/order-lookup-screen/index.ts";
export {
  type PageRangeItem,
  Pagination,
  type PaginationLinkProps,
  type PaginationProps,
  pageRange,
} from "./components/pagination/index.ts";
export { PasswordInput, type PasswordInputProps } from "./components/password-input/index.ts";
export {
  type PersonalizationField,
  PersonalizationFields,
  type PersonalizationFieldsProps,
  personalizationFieldName,
} from "./components/personalization-fields/index.ts";
export {
  PhoneConfirmation,
  type PhoneConfirmationProps,
} from "./components/phone-confirmation/index.ts";
export {
  type CurrencyId,
  currencyIdCodes,
  discountPercent,
  formatPrice,
  formatPriceParts,
  Price,
  type PriceCurrency,
  type PriceCurrencyCode,
  type PriceParts,
  type PriceProps,
  priceSymbols,
  priceVariants,
  toCurrencyCode,
} from "./components/price/index.ts";
export {
  ProductCard,
  type ProductCardLinkProps,
  type ProductCardProps,
} from "./components/product-card/index.ts";
export {
  maskName,
  type ProductComment,
  ProductComments,
  type ProductCommentsProps,
  type RatingDistribution,
} from "./components/product-comments/index.ts";
export {
  ProductDetail,
  type ProductDetailBreadcrumbsProps,
  type ProductDetailBuyBoxProps,
  type ProductDetailColumnsProps,
  type ProductDetailGalleryProps,
  type ProductDetailLoadingProps,
  type ProductDetailRailsProps,
  type ProductDetailRootProps,
  ProductDetailScreen,
  type ProductDetailScreenProps,
  type ProductDetailTab,
  type ProductDetailTabsProps,
  type ProductProperty,
  type ProductRailProduct,
  type ProductStockStatus,
} from "./components/product-detail-screen/index.ts";
export {
  ProductGallery,
  type ProductGalleryImage,
  type ProductGalleryProps,
} from "./components/product-gallery/index.ts";
export { ProductGrid, type ProductGridProps } from "./components/product-grid/index.ts";
export {
  ProductQuestionForm,
  type ProductQuestionFormProps,
} from "./components/product-question-form/index.ts";
export {
  type ProductQuestion,
  ProductQuestions,
  type ProductQuestionsProps,
} from "./components/product-questions/index.ts";
export { ProductRail, type ProductRailProps } from "./components/product-rail/index.ts";
export {
  ProductReviewForm,
  type ProductReviewFormProps,
  type ProductTalkFormProps,
} from "./components/product-review-form/index.ts";
export {
  ProductShowcase,
  type ProductShowcaseProps,
  WidgetSection,
  type WidgetSectionProps,
} from "./components/product-showcase/index.ts";
export {
  ProfileImageUpload,
  type ProfileImageUploadProps,
} from "./components/profile-image-upload/index.ts";
export {
  PROFILE_FIELDS,
  type ProfileField,
  type ProfileFormIntent,
  type ProfileGender,
  ProfileScreen,
  type ProfileScreenProps,
} from "./components/profile-screen/index.ts";
export { QuantityStepper, type QuantityStepperProps } from "./components/quantity-stepper/index.ts";
export {
  RadioGroup,
  RadioGroupControl,
  type RadioGroupControlProps,
  RadioGroupItem,
  type RadioGroupItemProps,
  type RadioGroupProps,
  type RadioOption,
  radioVariants,
} from "./components/radio-group/index.ts";
export {
  Rating,
  RatingDisplay,
  type RatingDisplayProps,
  RatingInput,
  type RatingInputProps,
  type RatingProps,
} from "./components/rating/index.ts";
export {
  type RegisterAgreement,
  type RegisterField,
  RegisterScreen,
  type RegisterScreenProps,
} from "./components/register-screen/index.ts";
export {
  ResetPasswordScreen,
  type ResetPasswordScreenProps,
} from "./components/reset-password-screen/index.ts";
export { Select, type SelectOption, type SelectProps } from "./components/select/index.ts";
export {
  ShareButtons,
  type ShareButtonsProps,
  type ShareChannel,
} from "./components/share-buttons/index.ts";
export {
  PhoneSignInForm,
  type PhoneSignInFormProps,
  type SocialProviderLink,
  SocialSignIn,
  type SocialSignInProps,
} from "./components/sign-in-alternatives/index.ts";
export {
  SignInLinkScreen,
  type SignInLinkScreenProps,
} from "./components/sign-in-link-screen/index.ts";
export { SignInScreen, type SignInScreenProps } from "./components/sign-in-screen/index.ts";
export {
  Skeleton,
  type SkeletonProps,
  SkeletonText,
  type SkeletonTextProps,
  skeletonVariants,
} from "./components/skeleton/index.ts";
export {
  isSortOrder,
  type SortOrder,
  SortSelect,
  type SortSelectProps,
  sortOrders,
} from "./components/sort-select/index.ts";
export { Spinner, type SpinnerProps, spinnerVariants } from "./components/spinner/index.ts";
export {
  type StockAlertItem,
  StockAlertsScreen,
  type StockAlertsScreenProps,
} from "./components/stock-alerts-screen/index.ts";
export {
  type SubProduct,
  type SubProductAttribute,
  type SubProductOption,
  SubProductPicker,
  type SubProductPickerProps,
} from "./components/sub-product-picker/index.ts";
export { Switch, type SwitchProps, switchVariants } from "./components/switch/index.ts";
export {
  Tabs,
  TabsContent,
  TabsList,
  type TabsProps,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
} from "./components/tabs/index.ts";
export { Textarea, type TextareaProps } from "./components/textarea/index.ts";
export {
  ThreeDSecureScreen,
  type ThreeDSecureScreenProps,
} from "./components/three-d-secure-screen/index.ts";
export {
  Toast,
  type ToastAction,
  Toaster,
  type ToasterProps,
  type ToastOptions,
  type ToastProps,
  ToastProvider,
  type ToastProviderProps,
  type ToastStatus,
  toastDuration,
  toastLeaveDuration,
  toastVariants,
  useHasToasts,
  useToast,
} from "./components/toast/index.ts";
export {
  TrustBadges,
  type TrustBadgesProps,
  trustBadgesVariants,
} from "./components/trust-badges/index.ts";
export {
  WalletButtons,
  type WalletButtonsProps,
  type WalletCode,
} from "./components/wallet-buttons/index.ts";
export { tokenValues } from "./generated/tokens.ts";
export { defineUiMessages, type UiMessageDescriptor } from "./i18n/define-messages.ts";
export {
  type Direction,
  defaultLocale,
  getLocaleConfig,
  isLocale,
  type Locale,
  type LocaleConfig,
  localeCodes,
  locales,
} from "./i18n/locales.ts";
export {
  getMessages,
  type MessageArea,
  type MessageId,
  messageAreas,
  messagesByLocale,
} from "./i18n/messages.ts";
export { cn } from "./lib/cn.ts";
export { useHydrated } from "./lib/use-hydrated.ts";
export { useLocale } from "./lib/use-locale.ts";
export { UiProvider, type UiProviderProps } from "./provider/ui-provider.tsx";
