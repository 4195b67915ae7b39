import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Notice } from "./notice.tsx";

const meta = {
  title: "Primitives/Notice",
  component: Notice,
  args: { tone: "success" },
  render: (args) => (
    <div className="flex max-w-xl flex-col gap-3">
      <Notice {...args}>
        <StoryText
          tr="Ürün sepete eklendi."
          en="The product was added to the cart."
          ar="تمت إضافة المنتج إلى السلة."
        />
      </Notice>
      <Notice tone="warning">
        <StoryText
          tr="Lütfen bir teslimat adresi seçin."
          en="Please choose a delivery address."
          ar="يرجى اختيار عنوان التوصيل."
        />
      </Notice>
      <Notice tone="error">
        <StoryText {...longText} />
      </Notice>
    </div>
  ),
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeInTheDocument();
    await expect(canvas.getAllByRole("status")).toHaveLength(2);
  },
};
