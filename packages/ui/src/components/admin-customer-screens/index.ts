export {
  type AdminCustomerAddress,
  type AdminCustomerCommentRow,
  type AdminCustomerDetail,
  AdminCustomerDetailScreen,
  type AdminCustomerDetailScreenProps,
  type AdminCustomerFavouriteRow,
  type AdminCustomerGiftCertificateRow,
  type AdminCustomerOrderRow,
} from "./admin-customer-detail-screen.tsx";
export {
  AdminCustomerListScreen,
  type AdminCustomerListScreenProps,
  type AdminCustomerQuery,
  type AdminCustomerRow,
  type AdminCustomerSortKey,
} from "./admin-customer-list-screen.tsx";
export {
  type AdminContactMessage,
  AdminMessagesScreen,
  type AdminMessagesScreenProps,
} from "./admin-messages-screen.tsx";
export {
  type AdminNewsletterQuery,
  AdminNewsletterScreen,
  type AdminNewsletterScreenProps,
  type AdminSubscriberRow,
  type AdminSubscriberStatus,
} from "./admin-newsletter-screen.tsx";
