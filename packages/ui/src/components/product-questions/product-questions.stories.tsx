import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { longText } from "../../stories/story-text.tsx";
import { storyQuestions, useStoryLocale } from "../product-detail-screen/story-product.tsx";
import { ProductQuestions, type ProductQuestionsProps } from "./product-questions.tsx";

function Questions({
  empty = false,
  long = false,
  ...props
}: Partial<ProductQuestionsProps> & { empty?: boolean; long?: boolean }) {
  const code = useStoryLocale();
  const questions = empty
    ? []
    : storyQuestions(code).map((question) =>
        long
          ? {
              ...question,
              question: `${longText[code]}?`,
              answer: question.answer && `${longText[code]}. ${question.answer}`,
            }
          : question,
      );
  return <ProductQuestions questions={questions} {...props} />;
}

const meta = {
  title: "Product/ProductQuestions",
  component: Questions,
  args: { onAsk: fn() },
  render: (args) => <Questions {...args} />,
} satisfies Meta<typeof Questions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByText(/Henüz cevaplanmadı|لم تتم الإجابة/)).toBeInTheDocument();
    const ask = canvas.getByRole("button", { name: /Soru Sor|اطرح سؤالًا/ });
    await userEvent.click(ask);
    await expect(args.onAsk).toHaveBeenCalledOnce();
    ask.blur();
  },
};

export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/henüz soru sorulmamış|لم تُطرح أي أسئلة/)).toBeInTheDocument();
  },
};

export const EmptyWithoutAsk: Story = { args: { empty: true, onAsk: undefined as never } };

export const LongText: Story = { args: { long: true } };

export const Phone: Story = { args: { long: true }, globals: { viewport: { value: "phone" } } };
