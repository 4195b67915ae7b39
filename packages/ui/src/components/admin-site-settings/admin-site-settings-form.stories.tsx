import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { adminPageBackdrop } from "../../stories/admin-page-backdrop.tsx";
import { StoryText } from "../../stories/story-text.tsx";
import { tallViewport } from "../news-list/story-viewport.ts";
import { AdminSiteSettingsForm } from "./admin-site-settings-form.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

const empty = {
  shop_name: "",
  time_zone: "Europe/Istanbul",
  google_site_verification: "",
  google_gtm_id: "",
  favicon: "",
  no_image_product: "",
  css: "",
  head_script: "",
  body_script: "",
  body_html: "",
  head_scripts: [],
  body_scripts: [],
};

const filled = {
  shop_name: "Demo Mağaza",
  time_zone: "Europe/Istanbul",
  google_site_verification: "x9Hc2kQ_site-verify-token",
  google_gtm_id: "GTM-AB12CD",
  favicon:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%23f27a1a'/%3E%3C/svg%3E",
  no_image_product:
    "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' fill='%23ddd'/%3E%3C/svg%3E",
  css: ".campaign-banner { border-radius: 12px; }",
  head_script: "<script>window.dataLayer = window.dataLayer || [];</script>",
  body_script: "<script>console.info('ready');</script>",
  body_html: "<p>Kargo 500 TL üzeri ücretsiz</p>",
  head_scripts: ["https://stats.example.com/a.js"],
  body_scripts: ["/scripts/chat.js", "https://cdn.example.com/widget.js"],
};

const meta = {
  title: "Admin/AdminSiteSettingsForm",
  component: AdminSiteSettingsForm,
  args: { values: filled, onSave: fn(), onUpload: fn(async () => "/uploads/public/icon.webp") },
  decorators: [adminPageBackdrop],
  ...tallViewport("desktopVeryTall"),
} satisfies Meta<typeof AdminSiteSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = { args: { values: empty } };

export const Saving: Story = { args: { saving: true, uploading: "favicon" } };

export const ValidationErrors: Story = {
  args: {
    values: { ...filled, google_gtm_id: "UA-1234", head_scripts: ["javascript:alert(1)"] },
    errors: {
      google_gtm_id: <StoryText tr="Geçersiz biçim." en="Invalid format." ar="تنسيق غير صالح." />,
      "head_scripts.0": (
        <StoryText tr="Geçersiz biçim." en="Invalid format." ar="تنسيق غير صالح." />
      ),
    },
  },
};

/** Types a time zone, a GTM id and a second script address, saves: lists go one per line. */
export const EditAndSave: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole("textbox", { name: msg(globals, "admin.site.timeZone") });
    await userEvent.clear(zone);
    await userEvent.type(zone, "Asia/Baghdad");
    const gtm = canvas.getByRole("textbox", { name: msg(globals, "admin.site.gtm") });
    await userEvent.clear(gtm);
    await userEvent.type(gtm, "GTM-ZZ99");
    const scripts = canvas.getByRole("textbox", { name: msg(globals, "admin.site.headScripts") });
    await userEvent.type(scripts, "{enter}/scripts/b.js");
    await userEvent.click(canvas.getByRole("button", { name: msg(globals, "admin.form.save") }));
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        time_zone: "Asia/Baghdad",
        google_gtm_id: "GTM-ZZ99",
        head_scripts: ["https://stats.example.com/a.js", "/scripts/b.js"],
      }),
    );
  },
};

export const Tablet: Story = { ...tallViewport("tabletTall") };
