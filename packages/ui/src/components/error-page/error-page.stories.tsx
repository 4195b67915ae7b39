import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { ErrorPage } from "./error-page.tsx";

const meta = {
  title: "Layout/ErrorPage",
  component: ErrorPage,
  args: { homeHref: "/", onRetry: fn() },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ServerError: Story = {
  args: { requestId: "req_8f3a2c91d4e7" },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 1, name: /Bir şeyler ters gitti|حدث خطأ ما/ }),
    ).toBeVisible();
    await expect(canvas.getByText(/Hata 500|خطأ 500/)).toBeVisible();
    await expect(canvas.getByText("req_8f3a2c91d4e7")).toHaveAttribute("dir", "ltr");
    await userEvent.click(canvas.getByRole("button", { name: /Tekrar dene|أعد المحاولة/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(
      canvas.getByRole("link", { name: /Ana sayfaya dön|العودة إلى الصفحة الرئيسية/ }),
    ).toHaveAttribute("href", "/");
  },
};

export const WithoutRequestId: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="error-page-request-id"]')).toBeNull();
  },
};

export const HomeOnly: Story = {
  args: { onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
    await expect(canvas.getByRole("link")).toHaveAttribute("data-variant", "primary");
  },
};

export const RetryOnly: Story = {
  args: { homeHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

export const Forbidden: Story = {
  args: {
    status: 403,
    title: (
      <StoryText
        tr="Bu sayfaya erişiminiz yok"
        en="You cannot open this page"
        ar="لا يمكنك فتح هذه الصفحة"
      />
    ),
    description: (
      <StoryText
        tr="Bu sayfayı görmek için farklı bir hesapla giriş yapmanız gerekebilir."
        en="You may need to sign in with another account to see this page."
        ar="قد تحتاج إلى تسجيل الدخول بحساب آخر لرؤية هذه الصفحة."
      />
    ),
    onRetry: undefined,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[data-slot="error-page"]')).toHaveAttribute(
      "data-status",
      "403",
    );
    await expect(canvas.getByText(/Hata 403|خطأ 403/)).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    title: <StoryText {...longText} />,
    description: <StoryText {...longText} />,
    requestId: "req_0123456789abcdef0123456789abcdef",
  },
};

export const Phone: Story = {
  args: { requestId: "req_8f3a2c91d4e7" },
  globals: { viewport: { value: "phone" } },
};
