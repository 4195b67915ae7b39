import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { StoryLink } from "../news-list/story-link.tsx";
import { ProductReviewForm } from "./product-review-form.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

// The API's refusals as the app shows them (its app.error.* catalogue).
const refusals = {
  missing: {
    tr: "Lütfen yorumunuzu ve puanınızı girin.",
    ar: "يرجى كتابة تعليقك وإعطاء تقييم.",
  },
  already: { tr: "Bu ürüne zaten yorum yaptınız.", ar: "لقد علّقت على هذا المنتج من قبل." },
  noProduct: { tr: "Yorum yapılacak ürün bulunamadı.", ar: "لا يوجد منتج للتعليق عليه." },
} as const;
const refusal = (globals: Record<string, unknown>, kind: keyof typeof refusals) =>
  refusals[kind][globals.locale === "ar" ? "ar" : "tr"];

const submitted = fn().mockName("submit");

const meta = {
  title: "Product/ProductReviewForm",
  component: ProductReviewForm,
  args: {
    signedIn: true,
    signInHref: "/uye-giris?r=%2Fkoton-basic-tisort",
    renderLink: ({ href, children, ...props }) => (
      <StoryLink href={href} {...props}>
        {children}
      </StoryLink>
    ),
    renderForm: (props) => (
      <form
        {...props}
        onSubmit={(event) => {
          event.preventDefault();
          submitted(Object.fromEntries(new FormData(event.currentTarget)));
        }}
      />
    ),
  },
} satisfies Meta<typeof ProductReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    submitted.mockClear();
    await userEvent.click(canvas.getByRole("radio", { name: /^4 / }));
    await userEvent.type(
      canvas.getByRole("textbox", { name: t(globals, "product.reviewForm.text") }),
      "Kumaşı güzel",
    );
    await expect(
      canvas.getByRole("checkbox", { name: t(globals, "product.reviewForm.showName") }),
    ).toBeChecked();
    await userEvent.click(
      canvas.getByRole("button", { name: t(globals, "product.reviewForm.submit") }),
    );
    await expect(submitted).toHaveBeenLastCalledWith({
      rate: "4",
      text: "Kumaşı güzel",
      show_name: "on",
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Sending: Story = {
  args: { status: "sending", values: { rate: 5, text: "Harika", showName: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: /^5 / })).toBeChecked();
    await expect(canvas.getByRole("checkbox")).not.toBeChecked();
  },
};

export const Missing: Story = {
  render: (args, { globals }) => (
    <ProductReviewForm {...args} error={refusal(globals, "missing")} values={{ text: "İyi" }} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(refusal(globals, "missing"));
    await expect(canvas.getByRole("radiogroup")).toHaveAttribute("aria-invalid", "true");
  },
};

export const AlreadyCommented: Story = {
  render: (args, { globals }) => (
    <ProductReviewForm
      {...args}
      error={refusal(globals, "already")}
      values={{ rate: 2, text: "İkinci yorum" }}
    />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(refusal(globals, "already"));
  },
};

export const NoProduct: Story = {
  render: (args, { globals }) => (
    <ProductReviewForm {...args} error={refusal(globals, "noProduct")} />
  ),
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(refusal(globals, "noProduct"));
  },
};

export const Sent: Story = {
  args: { status: "sent" },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      t(globals, "product.reviewForm.sent"),
    );
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("link", { name: t(globals, "product.reviewForm.signInAction") }),
    ).toHaveAttribute("href", "/uye-giris?r=%2Fkoton-basic-tisort");
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args, { globals }) => (
    <ProductReviewForm
      {...args}
      error={refusal(globals, "missing")}
      values={{ rate: 3, text: "Beden tam oldu" }}
    />
  ),
};
