import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import {
  type AdminCustomerDetail,
  AdminCustomerDetailScreen,
} from "./admin-customer-detail-screen.tsx";

const customer: AdminCustomerDetail = {
  name: "Ayşe Yılmaz",
  email: "ayse.yilmaz@example.com",
  phone: "+905321234567",
  language: "Türkçe",
  isActive: true,
  deleted: false,
  marketingConsent: true,
  phoneConfirmed: false,
  createdAt: "2025-03-14T10:00:00.000Z",
  lastLoginAt: "2026-11-24T18:20:00.000Z",
  orders: [
    {
      id: "1",
      code: "JS100245",
      statusName: "Kargoya verildi",
      itemCount: 3,
      total: 124_990,
      currency: "TRY",
      createdAt: "2026-11-20T09:00:00.000Z",
    },
    {
      id: "2",
      code: "JS100118",
      statusName: "Teslim edildi",
      itemCount: 1,
      total: 24_990,
      currency: "TRY",
      createdAt: "2026-10-02T09:00:00.000Z",
    },
  ],
  addresses: [
    {
      id: "1",
      title: "Ev",
      lines: ["Ayşe Yılmaz", "Atatürk Cad. No: 1 D: 2", "Kadıköy / İstanbul 34710"],
    },
    {
      id: "2",
      title: "İş",
      lines: ["Ayşe Yılmaz", "Büyükdere Cad. 185", "Şişli / İstanbul 34394"],
    },
  ],
  favourites: [
    { id: "1", productName: "Bakır Cezve", sku: "CZV-001", href: "/urun/bakir-cezve" },
    { id: "2", productName: "Cam Çaydanlık", sku: "CAY-210" },
  ],
  comments: [
    {
      id: "1",
      productName: "Bakır Cezve",
      rate: 5,
      text: "<b>Çok güzel</b>, köpüğü tam kıvamında.",
      isApproved: true,
      createdAt: "2026-11-21T09:00:00.000Z",
    },
    {
      id: "2",
      productName: "Pamuklu Tişört",
      rate: 2,
      text: "Bir yıkamada çekti.",
      isApproved: false,
      createdAt: "2026-11-23T09:00:00.000Z",
    },
  ],
  giftCertificates: [
    {
      code: "HEDIYE-100",
      discount: { type: "amount", amount: 10_000, currency: "TRY" },
      status: "usable",
      endsAt: "2026-12-31T20:59:59.000Z",
    },
    {
      code: "DOGUMGUNU10",
      discount: { type: "percent", percent: 10 },
      status: "used",
      endsAt: null,
    },
  ],
};

const meta = {
  title: "Admin/AdminCustomerDetailScreen",
  component: AdminCustomerDetailScreen,
  args: { customer },
  ...tallViewport("desktopVeryTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminCustomerDetailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Customer: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<b>Çok güzel<\/b>/)).toBeVisible();
  },
};

export const NothingYet: Story = {
  args: {
    customer: {
      ...customer,
      lastLoginAt: null,
      orders: [],
      addresses: [],
      favourites: [],
      comments: [],
      giftCertificates: [],
    },
  },
};

export const DeletedAccount: Story = {
  args: {
    customer: { ...customer, name: "Silinmiş üye", email: "deleted-17@invalid", deleted: true },
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
