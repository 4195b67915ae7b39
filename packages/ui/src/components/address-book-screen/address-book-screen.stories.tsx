import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { useIntl } from "../../i18n/intl.ts";
import { storyAddress } from "../address-card/story-addresses.ts";
import { AddressBookScreen } from "./address-book-screen.tsx";

function Screen({ empty = false, adding = false }: { empty?: boolean; adding?: boolean }) {
  const { locale } = useIntl();
  const code = locale.startsWith("ar") ? "ar" : locale.startsWith("en") ? "en" : "tr";
  return (
    <AddressBookScreen
      addresses={empty ? [] : [storyAddress("home", code), storyAddress("office", code)]}
      addHref="#yeni"
      onEdit={() => {}}
      onDelete={() => {}}
      form={
        adding
          ? {
              countries: [{ value: "1", label: "Türkiye" }],
              states: [{ value: "34", label: "İstanbul" }],
              cities: [{ value: "1", label: "Kadıköy" }],
              values: { country_id: "1", state_id: "34" },
              renderForm: (props) => <form {...props} onSubmit={(e) => e.preventDefault()} />,
            }
          : null
      }
    />
  );
}

const meta = {
  title: "Screens/AddressBookScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAddresses: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="address-card"]')).toHaveLength(2);
  },
};
export const Empty: Story = { args: { empty: true, adding: true } };
export const Phone: Story = { globals: { viewport: { value: "phone" } } };
