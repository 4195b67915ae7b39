import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { longText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { type AdminContactMessage, AdminMessagesScreen } from "./admin-messages-screen.tsx";

const messages: AdminContactMessage[] = [
  {
    id: "3",
    name: "Ayşe Yılmaz",
    email: "ayse.yilmaz@example.com",
    phone: "+905321234567",
    subject: "Siparişim nerede?",
    message: "Merhaba,\nJS100245 numaralı siparişim üç gündür kargoda görünüyor.",
    language: "tr",
    createdAt: "2026-11-24T18:20:00.000Z",
  },
  {
    id: "2",
    name: "Sara Ahmed",
    email: "sara@example.com",
    phone: null,
    subject: "استفسار عن الشحن",
    message: "هل تشحنون إلى الإمارات؟",
    language: "ar",
    createdAt: "2026-11-23T10:00:00.000Z",
  },
  {
    id: "1",
    name: "John Smith",
    email: "john@example.com",
    phone: null,
    subject: "Wholesale <b>prices</b>",
    message: "<script>alert(1)</script> Do you sell wholesale?",
    language: "en",
    createdAt: "2026-11-22T09:00:00.000Z",
  },
];

const meta = {
  title: "Admin/AdminMessagesScreen",
  component: AdminMessagesScreen,
  args: {
    messages,
    page: 1,
    hasOlder: false,
    getPageHref: (page) => `/admin/messages?page=${page}`,
  },
  ...tallViewport("desktopTall"),
  decorators: [adminPageBackdrop],
} satisfies Meta<typeof AdminMessagesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
  },
};

export const ManyPages: Story = {
  ...tallViewport("desktopVeryTall"),
  args: {
    page: 2,
    hasOlder: true,
    messages: Array.from({ length: 8 }, (_, index) => ({
      ...(messages[index % 3] as AdminContactMessage),
      id: String(index + 1),
      message: index === 0 ? longText.tr : (messages[index % 3] as AdminContactMessage).message,
    })),
  },
};

export const Empty: Story = { args: { messages: [] } };

export const LoadFailed: Story = { args: { messages: [], error: "Sunucuya ulaşılamadı." } };

export const Tablet: Story = { ...tallViewport("tabletTall") };
