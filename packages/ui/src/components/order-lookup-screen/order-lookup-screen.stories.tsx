import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { OrderLookupScreen } from "./order-lookup-screen.tsx";

function Screen({ notFound = false }: { notFound?: boolean }) {
  const error = useStoryText({
    tr: "Kayıt bulunamadı.",
    en: "No record was found.",
    ar: "لم يتم العثور على السجل.",
  });
  return (
    <OrderLookupScreen
      {...(notFound
        ? { error, values: { order_code: "JS100001", contact: "ayse@example.com" } }
        : {})}
      renderForm={(props) => <form {...props} onSubmit={(e) => e.preventDefault()} />}
    />
  );
}

const meta = {
  title: "Screens/OrderLookupScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("textbox", { name: /Sipariş kodu|رمز الطلب/ }),
    ).toBeInTheDocument();
  },
};
export const NotFound: Story = { args: { notFound: true } };
