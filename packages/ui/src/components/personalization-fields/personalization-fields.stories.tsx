import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent } from "storybook/test";
import { type PersonalizationField, PersonalizationFields } from "./personalization-fields.tsx";

const cupNames: PersonalizationField = {
  id: "4",
  label: "Fincanlara yazılacak isim",
  hint: "Altın yaldızla, en fazla 20 harf.",
  price: 7_500,
  maxLength: 20,
  required: false,
};
const engraving: PersonalizationField = {
  id: "9",
  label: "Şişeye gravür",
  price: 0,
  maxLength: 12,
  required: true,
};

function Stateful(props: { fields: PersonalizationField[]; errors?: Record<string, string> }) {
  const [values, setValues] = useState<Record<string, string>>({});
  return (
    <div className="max-w-md">
      <PersonalizationFields
        {...props}
        currency="TRY"
        values={values}
        onValueChange={(id, value) => setValues((all) => ({ ...all, [id]: value }))}
      />
    </div>
  );
}

const meta = {
  title: "Product/PersonalizationFields",
  component: Stateful,
  args: { fields: [cupNames] },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Optional: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole("textbox");
    await expect(input).toHaveAttribute("name", "personalization_4");
    await expect(input).toHaveAttribute("maxlength", "20");
    await expect(input).not.toBeRequired();
    await expect(canvas.getByText(/\+75,00/)).toBeInTheDocument();
    await userEvent.type(input, "Ayşe");
    await expect(canvas.getByText(/4\/20/)).toBeInTheDocument();
    input.blur();
  },
};

export const RequiredAndFree: Story = {
  args: { fields: [cupNames, engraving] },
  play: async ({ canvas }) => {
    const [, required] = canvas.getAllByRole("textbox");
    await expect(required).toBeRequired();
    await expect(canvas.getByText(/Ücretsiz|مجانًا/)).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: { fields: [engraving], errors: { "9": "En fazla 12 karakter girin." } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox")).toHaveAttribute("aria-invalid", "true");
  },
};
