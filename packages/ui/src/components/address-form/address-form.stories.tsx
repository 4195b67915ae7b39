import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { AddressForm, type AddressFormProps } from "./address-form.tsx";

const places: Pick<AddressFormProps, "countries" | "states" | "cities"> = {
  countries: [{ value: "1", label: "Türkiye" }],
  states: [
    { value: "34", label: "İstanbul" },
    { value: "6", label: "Ankara" },
  ],
  cities: [
    { value: "1", label: "Kadıköy" },
    { value: "2", label: "Üsküdar" },
  ],
};

function Form({ refused = false, corporate = false }: { refused?: boolean; corporate?: boolean }) {
  const phone = useStoryText({
    tr: "Geçerli bir telefon numarası girin.",
    en: "Enter a valid phone number.",
    ar: "أدخل رقم هاتف صالحًا.",
  });
  return (
    <div className="max-w-2xl">
      <AddressForm
        {...places}
        askEmail
        values={{ country_id: "1", state_id: "34", ...(corporate ? { kind: "corporate" } : {}) }}
        {...(refused ? { errors: { phone } } : {})}
        onSubmit={(event) => event.preventDefault()}
      />
    </div>
  );
}

const meta = {
  title: "Commerce/AddressForm",
  component: Form,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("textbox", { name: /Firma adı|اسم الشركة/ })).toBeNull();
    await userEvent.click(canvas.getByRole("radio", { name: /Kurumsal|شركة/ }));
    await expect(canvas.getByRole("textbox", { name: /Firma adı|اسم الشركة/ })).toBeInTheDocument();
  },
};
export const Corporate: Story = { args: { corporate: true } };
export const Refused: Story = { args: { refused: true } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
