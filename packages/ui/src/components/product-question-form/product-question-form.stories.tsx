import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { StoryLink } from "../news-list/story-link.tsx";
import { ProductQuestionForm } from "./product-question-form.tsx";

const t = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

// The API's refusal as the app shows it (its app.error.question_missing).
const missing = (globals: Record<string, unknown>) =>
  globals.locale === "ar" ? "يرجى كتابة سؤالك." : "Lütfen sorunuzu yazın.";

const submitted = fn().mockName("submit");

const meta = {
  title: "Product/ProductQuestionForm",
  component: ProductQuestionForm,
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
} satisfies Meta<typeof ProductQuestionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    submitted.mockClear();
    await userEvent.type(
      canvas.getByRole("textbox", { name: t(globals, "product.questionForm.question") }),
      "Yıkanır mı?",
    );
    await userEvent.click(
      canvas.getByRole("button", { name: t(globals, "product.questionForm.submit") }),
    );
    await expect(submitted).toHaveBeenLastCalledWith({ question: "Yıkanır mı?" });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Missing: Story = {
  render: (args, { globals }) => <ProductQuestionForm {...args} error={missing(globals)} />,
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(missing(globals));
  },
};

export const Sent: Story = {
  args: { status: "sent" },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      t(globals, "product.questionForm.sent"),
    );
  },
};

export const SignedOut: Story = {
  args: { signedIn: false },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole("link", { name: t(globals, "product.reviewForm.signInAction") }),
    ).toHaveAttribute("href", "/uye-giris?r=%2Fkoton-basic-tisort");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { value: "Bu ürünün kalıbı dar mı, bir beden büyük almalı mıyım?" },
};
