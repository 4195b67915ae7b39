import {
  Award,
  BadgeDollarSign,
  Boxes,
  CircleHelp,
  FileClock,
  FileText,
  FolderTree,
  Gift,
  Inbox,
  LayoutDashboard,
  ListTree,
  type LucideIcon,
  MailCheck,
  Megaphone,
  MessageCircleQuestionMark,
  MessageSquare,
  Newspaper,
  Package,
  Send,
  Settings,
  ShoppingBag,
  SlidersHorizontal,
  TicketPercent,
  Truck,
  Undo2,
  Users,
} from "lucide-react";
import { defineUiMessages, type UiMessageDescriptor } from "../../i18n/define-messages.ts";

/** The admin area's known sections: each has a label in the catalogue and an icon. */
export type AdminSection =
  | "dashboard"
  | "orders"
  | "refunds"
  | "products"
  | "productList"
  | "productNew"
  | "productImport"
  | "categories"
  | "brands"
  | "models"
  | "suppliers"
  | "properties"
  | "campaigns"
  | "coupons"
  | "giftCertificates"
  | "content"
  | "contentCategories"
  | "faq"
  | "faqEntries"
  | "faqCategories"
  | "blog"
  | "blogPosts"
  | "blogCategories"
  | "menus"
  | "customers"
  | "comments"
  | "questions"
  | "newsletter"
  | "messages"
  | "exchangeRates"
  | "settings"
  | "settingsGeneral"
  | "settingsLayout"
  | "settingsPayments"
  | "settingsCargo"
  | "settingsLanguages"
  | "settingsFeed"
  | "outbox"
  | "audit";

/** Headings of the menu's groups. */
export type AdminMenuGroupSection =
  | "sales"
  | "catalog"
  | "marketing"
  | "content"
  | "customers"
  | "system";

export const adminSectionMessages = defineUiMessages<AdminSection>({
  dashboard: { id: "admin.nav.dashboard" },
  orders: { id: "admin.nav.orders" },
  refunds: { id: "admin.nav.refunds" },
  products: { id: "admin.nav.products" },
  productList: { id: "admin.nav.productList" },
  productNew: { id: "admin.nav.productNew" },
  productImport: { id: "admin.nav.productImport" },
  categories: { id: "admin.nav.categories" },
  brands: { id: "admin.nav.brands" },
  models: { id: "admin.nav.models" },
  suppliers: { id: "admin.nav.suppliers" },
  properties: { id: "admin.nav.properties" },
  campaigns: { id: "admin.nav.campaigns" },
  coupons: { id: "admin.nav.coupons" },
  giftCertificates: { id: "admin.nav.giftCertificates" },
  content: { id: "admin.nav.content" },
  contentCategories: { id: "admin.nav.contentCategories" },
  faq: { id: "admin.nav.faq" },
  faqEntries: { id: "admin.nav.faqEntries" },
  faqCategories: { id: "admin.nav.faqCategories" },
  blog: { id: "admin.nav.blog" },
  blogPosts: { id: "admin.nav.blogPosts" },
  blogCategories: { id: "admin.nav.blogCategories" },
  menus: { id: "admin.nav.menus" },
  customers: { id: "admin.nav.customers" },
  comments: { id: "admin.nav.comments" },
  questions: { id: "admin.nav.questions" },
  newsletter: { id: "admin.nav.newsletter" },
  messages: { id: "admin.nav.messages" },
  exchangeRates: { id: "admin.nav.exchangeRates" },
  settings: { id: "admin.nav.settings" },
  settingsGeneral: { id: "admin.nav.settingsGeneral" },
  settingsLayout: { id: "admin.nav.settingsLayout" },
  settingsPayments: { id: "admin.nav.settingsPayments" },
  settingsCargo: { id: "admin.nav.settingsCargo" },
  settingsLanguages: { id: "admin.nav.settingsLanguages" },
  settingsFeed: { id: "admin.nav.settingsFeed" },
  outbox: { id: "admin.nav.outbox" },
  audit: { id: "admin.nav.audit" },
});

export const adminGroupMessages: Record<AdminMenuGroupSection, UiMessageDescriptor> =
  defineUiMessages<AdminMenuGroupSection>({
    sales: { id: "admin.nav.group.sales" },
    catalog: { id: "admin.nav.group.catalog" },
    marketing: { id: "admin.nav.group.marketing" },
    content: { id: "admin.nav.group.content" },
    customers: { id: "admin.nav.group.customers" },
    system: { id: "admin.nav.group.system" },
  });

export const adminSectionIcons: Partial<Record<AdminSection, LucideIcon>> = {
  dashboard: LayoutDashboard,
  orders: ShoppingBag,
  refunds: Undo2,
  products: Package,
  categories: FolderTree,
  brands: Award,
  models: Boxes,
  suppliers: Truck,
  properties: SlidersHorizontal,
  campaigns: Megaphone,
  coupons: TicketPercent,
  giftCertificates: Gift,
  content: FileText,
  faq: CircleHelp,
  blog: Newspaper,
  menus: ListTree,
  customers: Users,
  comments: MessageSquare,
  questions: MessageCircleQuestionMark,
  newsletter: MailCheck,
  messages: Inbox,
  exchangeRates: BadgeDollarSign,
  settings: Settings,
  outbox: Send,
  audit: FileClock,
};
