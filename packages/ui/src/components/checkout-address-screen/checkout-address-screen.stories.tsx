import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn } from "storybook/test";
import { useLocale } from "../../lib/use-locale.ts";
import { storyAddress } from "../address-card/story-addresses.ts";
import type { AddressFormProps } from "../address-form/address-form.tsx";
import { CartSummary } from "../cart-summary/cart-summary.tsx";
import { CheckoutAddressScreen } from "./checkout-address-screen.tsx";

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

function Screen({ empty = false, warn = false }: { empty?: boolean; warn?: boolean }) {
  const { code } = useLocale();
  const addresses = empty ? [] : [storyAddress("home", code), storyAddress("office", code)];
  return (
    <CheckoutAddressScreen
      list={{
        addresses,
        deliveryAddressId: empty || warn ? null : (addresses[0]?.id ?? null),
        invoiceAddressId: null,
        onDeliveryChange: fn(),
        onInvoiceChange: fn(),
        sameAsDelivery: true,
        onSameAsDeliveryChange: fn(),
        onAdd: fn(),
        onDelete: fn(),
        ...(warn ? { errors: ["requiredDeliveryAddress" as const] } : {}),
      }}
      form={
        empty
          ? {
              ...places,
              askEmail: true,
              values: { country_id: "1", state_id: "34" },
              errors: warn ? { phone: "Geçerli bir telefon numarası girin." } : {},
              onSubmit: (event) => event.preventDefault(),
            }
          : null
      }
      aside={
        <CartSummary currency="TRY" itemCount={2} subtotal={62_480} cargoPrice={0} total={62_480} />
      }
    />
  );
}

const meta = {
  title: "Screens/CheckoutAddressScreen",
  component: Screen,
  parameters: { layout: "padded" },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Devam et|متابعة/ })).toBeInTheDocument();
  },
};

export const EmptyGuest: Story = { args: { empty: true } };

export const NoDeliveryAddress: Story = { args: { warn: true } };

export const Phone: Story = {
  args: { empty: true },
  globals: { viewport: { value: "phone" } },
};
