import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useLocale } from "../../lib/use-locale.ts";
import { longText } from "../../stories/story-text.tsx";
import type { AddressCardAddress } from "../address-card/index.ts";
import { storyAddress } from "../address-card/story-addresses.ts";
import { storyViewport } from "../product-card/story-products.ts";
import { AddressList, type AddressListProps } from "./address-list.tsx";

type Set = "two" | "three" | "many" | "none" | "longTr" | "longAr";

function useAddresses(set: Set): AddressCardAddress[] {
  const { code } = useLocale();
  const home = storyAddress("home", code);
  const office = storyAddress("office", code);
  const summer = storyAddress("summer", code);
  switch (set) {
    case "none":
      return [];
    case "two":
      return [home, office];
    case "three":
      return [home, office, summer];
    case "many":
      return [
        home,
        office,
        summer,
        ...[1, 2, 3].map((n) => ({ ...summer, id: `extra-${n}`, title: `${summer.title} ${n}` })),
      ];
    case "longTr":
      return [
        {
          ...home,
          title: "Annemlerin Şişli'deki evi (kapıcıya bırakılabilir)",
          addressLine: longText.tr,
        },
        office,
      ];
    case "longAr":
      return [
        {
          ...home,
          title: "منزل العائلة في حي شيشلي (يمكن التسليم للبواب)",
          addressLine: longText.ar,
        },
        office,
      ];
  }
}

/** The list with the app's state: the choices and the checkbox work as they would in the page. */
function StatefulList({ set = "two", ...args }: AddressListProps & { set?: Set }) {
  const addresses = useAddresses(set);
  const [delivery, setDelivery] = useState(args.deliveryAddressId);
  const [invoice, setInvoice] = useState(args.invoiceAddressId);
  const [same, setSame] = useState(args.sameAsDelivery);
  return (
    <AddressList
      {...args}
      addresses={addresses}
      deliveryAddressId={delivery}
      invoiceAddressId={invoice}
      sameAsDelivery={same}
      onDeliveryChange={(id) => {
        setDelivery(id);
        args.onDeliveryChange(id);
      }}
      onInvoiceChange={(id) => {
        setInvoice(id);
        args.onInvoiceChange(id);
      }}
      onSameAsDeliveryChange={(next) => {
        setSame(next);
        args.onSameAsDeliveryChange(next);
      }}
    />
  );
}

const meta = {
  title: "Commerce/AddressList",
  component: AddressList,
  args: {
    addresses: [],
    deliveryAddressId: "home",
    invoiceAddressId: "home",
    sameAsDelivery: true,
    onDeliveryChange: fn(),
    onInvoiceChange: fn(),
    onSameAsDeliveryChange: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  render: (args) => <StatefulList {...args} />,
} satisfies Meta<typeof AddressList>;

export default meta;
type Story = StoryObj<typeof meta>;

const deliveryGroup = (canvas: { getAllByRole: (role: "radiogroup") => HTMLElement[] }) =>
  canvas.getAllByRole("radiogroup")[0] as HTMLElement;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const group = deliveryGroup(canvas);
    await expect(group).toHaveAccessibleName(/Teslimat adresi|عنوان التوصيل/);
    const radios = within(group).getAllByRole("radio");
    await expect(radios[0]).toBeChecked();
    // the radio covers its whole card, so a click anywhere on the card chooses it
    const officeCard = radios[1]?.closest("[data-slot=address-card]") as HTMLElement;
    const box = officeCard.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 3);
    await expect(hit).toBe(radios[1]);
    await userEvent.click(radios[1] as HTMLElement);
    await expect(args.onDeliveryChange).toHaveBeenCalledWith("office");
    await expect(radios[1]).toBeChecked();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ args, canvas }) => {
    const radios = within(deliveryGroup(canvas)).getAllByRole("radio");
    radios[0]?.focus();
    const next = "ArrowDown";
    await userEvent.keyboard(`{${next}>}`);
    await waitFor(() => expect(radios[1]).toHaveFocus());
    await userEvent.keyboard(`{/${next}}`);
    await expect(args.onDeliveryChange).toHaveBeenLastCalledWith("office");
  },
};

export const SeparateInvoiceAddress: Story = {
  args: { sameAsDelivery: false, invoiceAddressId: "office" },
  render: (args) => <StatefulList {...args} set="three" />,
  ...storyViewport("desktopAddresses", 1200, 1300),
  play: async ({ args, canvas }) => {
    const groups = canvas.getAllByRole("radiogroup");
    await expect(groups).toHaveLength(2);
    await expect(groups[1]).toHaveAccessibleName(/Fatura adresi|عنوان الفاتورة/);
    await userEvent.click(within(groups[1] as HTMLElement).getAllByRole("radio")[2] as HTMLElement);
    await expect(args.onInvoiceChange).toHaveBeenCalledWith("summer");
  },
};

export const SameAsDeliveryToggle: Story = {
  play: async ({ args, canvas }) => {
    const same = canvas.getByRole("checkbox", { name: /aynı adrese|العنوان نفسه/ });
    await expect(same).toBeChecked();
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(1);
    await userEvent.click(same);
    await expect(args.onSameAsDeliveryChange).toHaveBeenCalledWith(false);
    await expect(canvas.getAllByRole("radiogroup")).toHaveLength(2);
  },
};

export const EditAndDelete: Story = {
  play: async ({ args, canvas }) => {
    const edits = canvas.getAllByRole("button", { name: /Düzenle|تعديل/ });
    await userEvent.click(edits[1] as HTMLElement);
    await expect(args.onEdit).toHaveBeenCalledWith("office");
    await expect(args.onDeliveryChange).not.toHaveBeenCalled();
  },
};

export const AddAddress: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Yeni adres ekle|إضافة عنوان جديد/ }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { deliveryAddressId: null, invoiceAddressId: null },
  render: (args) => <StatefulList {...args} set="none" />,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole("radiogroup")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /Yeni adres ekle|إضافة عنوان جديد/ }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const EmptyWithError: Story = {
  args: { deliveryAddressId: null, invoiceAddressId: null, errors: ["requiredDeliveryAddress"] },
  render: (args) => <StatefulList {...args} set="none" />,
};

export const RequiredDeliveryAddress: Story = {
  args: { deliveryAddressId: null, invoiceAddressId: null, errors: ["requiredDeliveryAddress"] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      /teslimat adresi seçin|عنوان التوصيل/,
    );
    await expect(deliveryGroup(canvas)).toHaveAttribute("aria-invalid", "true");
  },
};

export const RequiredInvoiceAddress: Story = {
  args: { sameAsDelivery: false, invoiceAddressId: null, errors: ["requiredInvoiceAddress"] },
  ...storyViewport("desktopAddressesError", 1200, 1100),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent(/fatura adresi seçin|عنوان الفاتورة/);
    await expect(canvas.getAllByRole("radiogroup")[1]).toHaveAttribute("aria-invalid", "true");
  },
};

export const ManyAddresses: Story = {
  render: (args) => <StatefulList {...args} set="many" />,
  ...storyViewport("desktopManyAddresses", 1200, 1200),
};

export const LongTurkishText: Story = {
  render: (args) => <StatefulList {...args} set="longTr" />,
};

export const LongArabicText: Story = {
  render: (args) => <StatefulList {...args} set="longAr" />,
};

export const Phone: Story = {
  ...storyViewport("phoneAddresses", 375, 1200),
  args: { errors: [] },
};
