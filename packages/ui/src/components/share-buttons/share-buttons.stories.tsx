import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { ShareButtons, type ShareButtonsProps } from "./share-buttons.tsx";

const writeText = fn(async (_text: string) => {});
const share = fn(async (_data: ShareData) => {});

/** Replaces a navigator property for one story and puts the original back afterwards. */
function stubNavigator(key: "clipboard" | "share", value: unknown) {
  const original = Object.getOwnPropertyDescriptor(navigator, key);
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  return () => {
    if (original) Object.defineProperty(navigator, key, original);
    else delete (navigator as unknown as Record<string, unknown>)[key];
  };
}

const withClipboard = () => {
  writeText.mockClear();
  writeText.mockImplementation(async () => {});
  const restoreClipboard = stubNavigator("clipboard", { writeText });
  const restoreShare = stubNavigator("share", undefined);
  return () => {
    restoreClipboard();
    restoreShare();
  };
};

function WithTitle(props: ShareButtonsProps) {
  const title = useStoryText({
    tr: "Çiçek desenli midi elbise",
    en: "Floral midi dress",
    ar: "فستان ميدي بنقشة زهور",
  });
  return <ShareButtons {...props} title={props.title || title} />;
}

const meta = {
  title: "Layout/ShareButtons",
  component: ShareButtons,
  args: {
    url: "https://sikcarsi.com.tr/cicek-desenli-midi-elbise",
    title: "",
    onShare: fn(),
  },
  render: (args) => <WithTitle {...args} />,
  beforeEach: withClipboard,
} satisfies Meta<typeof ShareButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

const copyName = /Bağlantıyı kopyala|نسخ الرابط/;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole("group", { name: /Paylaş|مشاركة/ })).toBeVisible();
    const href = (channel: string) =>
      canvasElement.querySelector(`[data-channel="${channel}"]`)?.getAttribute("href") ?? "";
    const url = encodeURIComponent("https://sikcarsi.com.tr/cicek-desenli-midi-elbise");
    await expect(href("whatsapp")).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await expect(href("whatsapp")).toContain(url);
    await expect(href("x")).toContain(`url=${url}`);
    await expect(href("facebook")).toBe(`https://www.facebook.com/sharer/sharer.php?u=${url}`);
    await expect(href("email")).toMatch(/^mailto:\?subject=/);
    await expect(canvas.getByRole("link", { name: /WhatsApp|واتساب/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    );
    await expect(
      canvas.getByRole("link", { name: /E-posta ile gönder|البريد الإلكتروني/ }),
    ).not.toHaveAttribute("target");
    // no Web Share API in this browser: no native button
    await expect(canvasElement.querySelector('[data-slot="share-buttons-native"]')).toBeNull();
  },
};

export const CopyLink: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: copyName }));
    await expect(writeText).toHaveBeenCalledWith(
      "https://sikcarsi.com.tr/cicek-desenli-midi-elbise",
    );
    await expect(args.onShare).toHaveBeenCalledWith("copy");
    await expect(canvas.getByRole("status")).toHaveTextContent(/Bağlantı kopyalandı|تم نسخ الرابط/);
  },
};

export const CopiedFeedbackGoesAway: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: copyName }));
    await expect(canvas.getByRole("status")).not.toBeEmptyDOMElement();
    await waitFor(() => expect(canvas.getByRole("status")).toBeEmptyDOMElement(), {
      timeout: 4000,
    });
  },
};

export const CopyFailed: Story = {
  beforeEach: () => {
    writeText.mockImplementation(async () => {
      throw new Error("denied");
    });
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: copyName }));
    await expect(canvas.getByRole("status")).toHaveTextContent(/kopyalanamadı|تعذّر نسخ الرابط/);
    await expect(args.onShare).not.toHaveBeenCalled();
  },
};

export const SharingThroughALink: Story = {
  play: async ({ args, canvas }) => {
    const facebook = canvas.getByRole("link", { name: /Facebook|فيسبوك/ });
    facebook.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(facebook);
    await expect(args.onShare).toHaveBeenCalledWith("facebook");
  },
};

export const WebShareApi: Story = {
  beforeEach: () => {
    share.mockClear();
    return stubNavigator("share", share);
  },
  play: async ({ args, canvas }) => {
    const native = await canvas.findByRole("button", {
      name: /Diğer uygulamalarla paylaş|مشاركة عبر تطبيقات أخرى/,
    });
    await userEvent.click(native);
    await expect(share).toHaveBeenCalledWith({
      title: expect.any(String),
      url: "https://sikcarsi.com.tr/cicek-desenli-midi-elbise",
    });
    await expect(args.onShare).toHaveBeenCalledWith("native");
  },
};

export const WithoutLabel: Story = { args: { showLabel: false } };

export const LongText: Story = {
  render: function Render(args) {
    return <ShareButtons {...args} title={useStoryText(longText)} />;
  },
  play: async ({ canvasElement }) => {
    const href = canvasElement.querySelector('[data-channel="email"]')?.getAttribute("href");
    await expect(decodeURIComponent(href ?? "")).toContain("https://sikcarsi.com.tr/");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  beforeEach: () => stubNavigator("share", share),
};
