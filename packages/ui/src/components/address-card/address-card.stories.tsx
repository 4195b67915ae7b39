import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { useLocale } from "../../lib/use-locale.ts";
import { expectIsolated, OVERRIDE_NAME } from "../../stories/story-bidi.ts";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { AddressCard, type AddressCardProps, maskIdentityNumber } from "./address-card.tsx";
import { storyAddress, type storyAddresses } from "./story-addresses.ts";

function Card({
  which = "home",
  ...props
}: AddressCardProps & { which?: keyof typeof storyAddresses }) {
  const { code } = useLocale();
  return (
    <div className="max-w-sm">
      <AddressCard {...props} address={{ ...storyAddress(which, code), ...props.address }} />
    </div>
  );
}

const meta = {
  title: "Commerce/AddressCard",
  component: AddressCard,
  args: { address: {} as never, onEdit: fn(), onDelete: fn() },
  render: (args) => <Card {...args} />,
} satisfies Meta<typeof AddressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Individual: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole("article")).toHaveAccessibleName(/Ev|المنزل/);
    // the national identity number is masked
    await expect(canvas.getByText(maskIdentityNumber("10000000146"))).toBeInTheDocument();
    await expect(canvas.queryByText("10000000146")).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /Düzenle|تعديل/ }));
    await expect(args.onEdit).toHaveBeenCalledWith("home");
  },
};

export const Corporate: Story = {
  render: (args) => <Card {...args} which="office" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Kurumsal|شركة$/)).toBeInTheDocument();
    await expect(canvas.getByText(/Maslak|مسلك/)).toBeInTheDocument();
    await expect(canvas.getByText("6470012345")).toBeInTheDocument();
  },
};

export const DeleteConfirmed: Story = {
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^(Sil|حذف)$/ }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(dialog).toHaveAccessibleDescription(/“Ev”|«المنزل»/);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: /Evet, sil|نعم، احذف/ }));
    await expect(args.onDelete).toHaveBeenCalledWith("home");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole("button", { name: /^(Sil|حذف)$/ });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: /Vazgeç|إلغاء/ }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const DeleteDialog: Story = {
  parameters: { screenshot: { target: "viewport" } },
  args: {
    deleteError: (
      <StoryText
        tr="Adres silinemedi. Lütfen tekrar deneyin."
        en="The address could not be deleted. Please try again."
        ar="تعذر حذف العنوان. يرجى المحاولة مرة أخرى."
      />
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^(Sil|حذف)$/ }));
    const dialog = await screen.findByRole("alertdialog");
    await expect(within(dialog).getByRole("alert")).toHaveTextContent(/silinemedi|تعذر حذف/);
  },
};

export const Selected: Story = {
  args: { selected: true },
};

export const ReadOnly: Story = {
  args: { onEdit: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).not.toBeInTheDocument();
  },
};

export const LongTurkishText: Story = {
  args: {
    address: {
      title: "Annemlerin Şişli'deki evi (kapıcıya bırakılabilir)",
      fullName: "Çağrı Şükrü Özgüröğlu Karaağaçlıoğulları",
      addressLine: `${longText.tr}, Halaskargazi Cad. Büyükçiçekçiler Apt. No: 145/12`,
    } as never,
  },
};

export const LongArabicText: Story = {
  args: {
    address: {
      title: "منزل العائلة في حي شيشلي (يمكن التسليم للبواب)",
      fullName: "عبد الرحمن بن محمد بن عبد العزيز آل سعود",
      addressLine: `${longText.ar}، شارع حلاسكار غازي، عمارة بيوك جيجكجيلر رقم 145/12`,
    } as never,
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Card {...args} />
      <Card {...args} which="office" />
    </div>
  ),
};

/** Every line the customer wrote stays in its own box: an override inside one reverses nothing else. */
export const RightToLeftOverride: Story = {
  args: {
    address: {
      title: "Ev \u202Eİş",
      fullName: OVERRIDE_NAME,
      addressLine: "Atatürk Cad. \u202E12 No",
    } as never,
  },
  play: async ({ canvasElement }) => {
    for (const text of ["Ev \u202Eİş", OVERRIDE_NAME, "Atatürk Cad. \u202E12 No"]) {
      await expectIsolated(canvasElement, text);
    }
  },
};
