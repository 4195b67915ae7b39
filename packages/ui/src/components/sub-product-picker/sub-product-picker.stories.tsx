import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { pressKeys } from "../../stories/keyboard.ts";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import {
  type SubProduct,
  type SubProductAttribute,
  SubProductPicker,
  type SubProductPickerProps,
} from "./sub-product-picker.tsx";

type Texts = { tr: string; en: string; ar: string };

const colourOptions: { value: string; swatch: string; label: Texts }[] = [
  { value: "black", swatch: "#1f2328", label: { tr: "Siyah", en: "Black", ar: "أسود" } },
  { value: "white", swatch: "#ffffff", label: { tr: "Beyaz", en: "White", ar: "أبيض" } },
  { value: "red", swatch: "#c62828", label: { tr: "Kırmızı", en: "Red", ar: "أحمر" } },
  { value: "navy", swatch: "#1f3152", label: { tr: "Lacivert", en: "Navy", ar: "كحلي" } },
];
const sizes = ["S", "M", "L", "XL"];

// Red has no XL; white L is sold out; navy exists only in M and L, both sold out.
const subProducts: SubProduct[] = [
  ...["black", "white", "red"].flatMap((colour) =>
    sizes
      .filter((size) => !(colour === "red" && size === "XL"))
      .map((size) => ({
        id: `${colour}-${size}`,
        values: [colour, size],
        inStock: !(colour === "white" && size === "L"),
      })),
  ),
  { id: "navy-M", values: ["navy", "M"], inStock: false },
  { id: "navy-L", values: ["navy", "L"], inStock: false },
];

function useAttributes(): [SubProductAttribute, SubProductAttribute] {
  const pick = (texts: Texts) => texts;
  const colour = useStoryText({ tr: "Renk", en: "Colour", ar: "اللون" });
  const size = useStoryText({ tr: "Beden", en: "Size", ar: "المقاس" });
  const labels = {
    black: useStoryText(pick(colourOptions[0]?.label as Texts)),
    white: useStoryText(pick(colourOptions[1]?.label as Texts)),
    red: useStoryText(pick(colourOptions[2]?.label as Texts)),
    navy: useStoryText(pick(colourOptions[3]?.label as Texts)),
  };
  return [
    {
      id: "colour",
      label: colour,
      options: colourOptions.map((option) => ({
        value: option.value,
        swatch: option.swatch,
        label: labels[option.value as keyof typeof labels],
      })),
    },
    { id: "size", label: size, options: sizes.map((value) => ({ value, label: value })) },
  ];
}

function Picker(props: Partial<SubProductPickerProps>) {
  const attributes = useAttributes();
  return <SubProductPicker attributes={attributes} subProducts={subProducts} {...props} />;
}

const meta = {
  title: "Commerce/SubProductPicker",
  component: SubProductPicker,
  args: { attributes: [] as never, subProducts, onChange: fn() },
  render: ({ attributes: _localised, ...args }) => <Picker {...args} />,
} satisfies Meta<typeof SubProductPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const [colours, sizeGroup] = canvas.getAllByRole("radiogroup");
    if (!colours || !sizeGroup) throw new Error("two radio groups expected");
    await userEvent.click(within(colours).getByRole("radio", { name: /Siyah|أسود/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await userEvent.click(within(sizeGroup).getByRole("radio", { name: "M" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("black-M");
    await expect(within(sizeGroup).getByRole("radio", { name: "M" })).toBeChecked();
  },
};

export const Selected: Story = {
  args: { defaultValue: "white-S" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("radio", { name: /Beyaz|أبيض/ })).toBeChecked();
    await expect(canvas.getByRole("radio", { name: "S" })).toBeChecked();
  },
};

export const OutOfStockAndMissingCombinations: Story = {
  args: { defaultValue: "red-M" },
  play: async ({ args, canvas }) => {
    const [colours, sizeGroup] = canvas.getAllByRole("radiogroup");
    if (!colours || !sizeGroup) throw new Error("two radio groups expected");
    // navy exists only sold out; red has no XL
    await expect(within(colours).getByRole("radio", { name: /Lacivert|كحلي/ })).toBeDisabled();
    await expect(within(sizeGroup).getByRole("radio", { name: /XL/ })).toBeDisabled();
    await userEvent.click(within(sizeGroup).getByRole("radio", { name: /XL/ }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
    // switching to white keeps M; white L is sold out
    await userEvent.click(within(colours).getByRole("radio", { name: /Beyaz|أبيض/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith("white-M");
    await expect(within(sizeGroup).getByRole("radio", { name: /^L/ })).toBeDisabled();
  },
};

export const KeyboardNavigation: Story = {
  args: { defaultValue: "black-S" },
  play: async ({ args, canvas, globals }) => {
    const rtl = globals.locale === "ar";
    const sizeS = canvas.getByRole("radio", { name: "S" });
    const next = rtl ? "ArrowLeft" : "ArrowRight";
    const previous = rtl ? "ArrowRight" : "ArrowLeft";
    sizeS.focus();
    // the arrow that points to the next option follows the reading direction; a held arrow
    // key checks the option it moves to, as a person's key press does
    await pressKeys(`{${next}>}`);
    await waitFor(() => expect(canvas.getByRole("radio", { name: "M" })).toHaveFocus());
    await pressKeys(`{/${next}}`);
    await expect(args.onChange).toHaveBeenLastCalledWith("black-M");
    await pressKeys(`{${previous}>}`);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith("black-S"));
    await pressKeys(`{/${previous}}`);
  },
};

export const RequiredError: Story = {
  args: { invalid: true },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent(/Lütfen bir seçenek seçin|يرجى اختيار خيار/);
    const [colours] = canvas.getAllByRole("radiogroup");
    await expect(colours).toHaveAttribute("aria-invalid", "true");
    await userEvent.click(canvas.getByRole("radio", { name: /Siyah|أسود/ }));
    await userEvent.click(canvas.getByRole("radio", { name: "L" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("black-L");
    await expect(canvas.queryByRole("alert")).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "black-M" },
  play: async ({ args, canvas }) => {
    for (const radio of canvas.getAllByRole("radio")) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole("radio", { name: "L" }), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

function SingleAttributePicker(props: Partial<SubProductPickerProps>) {
  const label = useStoryText({ tr: "Hacim", en: "Volume", ar: "الحجم" });
  return (
    <SubProductPicker
      attributes={[
        {
          id: "volume",
          label,
          options: ["50 ml", "100 ml", "200 ml"].map((value) => ({ value, label: value })),
        },
      ]}
      subProducts={[
        { id: "v50", values: ["50 ml"], inStock: true },
        { id: "v100", values: ["100 ml"], inStock: true },
        { id: "v200", values: ["200 ml"], inStock: false },
      ]}
      {...props}
    />
  );
}

export const SingleAttribute: Story = {
  render: (args) => <SingleAttributePicker onChange={args.onChange} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "100 ml" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("v100");
    await expect(canvas.getByRole("radio", { name: /200 ml/ })).toBeDisabled();
  },
};

function ManyOptionsPicker(props: Partial<SubProductPickerProps>) {
  const colour = useStoryText({ tr: "Renk", en: "Colour", ar: "اللون" });
  const size = useStoryText({ tr: "Numara", en: "Shoe size", ar: "مقاس الحذاء" });
  const black = useStoryText({ tr: "Siyah", en: "Black", ar: "أسود" });
  const shoeSizes = Array.from({ length: 15 }, (_, index) => String(34 + index));
  return (
    <SubProductPicker
      attributes={[
        {
          id: "colour",
          label: colour,
          options: [{ value: "black", label: black, swatch: "#1f2328" }],
        },
        { id: "size", label: size, options: shoeSizes.map((value) => ({ value, label: value })) },
      ]}
      subProducts={shoeSizes.map((value, index) => ({
        id: `shoe-${value}`,
        values: ["black", value],
        inStock: index % 4 !== 1,
      }))}
      defaultValue="shoe-40"
      {...props}
    />
  );
}

export const ManyOptions: Story = {
  render: (args) => <ManyOptionsPicker onChange={args.onChange} />,
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("radio", { name: "44" }));
    await expect(args.onChange).toHaveBeenLastCalledWith("shoe-44");
  },
};

function LongTextPicker({ text, ...props }: Partial<SubProductPickerProps> & { text: string }) {
  const short = useStoryText({ tr: "Standart", en: "Standard", ar: "قياسي" });
  return (
    <SubProductPicker
      attributes={[
        {
          id: "package",
          label: text,
          options: [
            { value: "a", label: short },
            { value: "b", label: text },
          ],
        },
      ]}
      subProducts={[
        { id: "pa", values: ["a"], inStock: true },
        { id: "pb", values: ["b"], inStock: true },
      ]}
      {...props}
    />
  );
}

export const LongTurkishText: Story = {
  render: (args) => (
    <LongTextPicker text={longText.tr} onChange={args.onChange} defaultValue="pb" />
  ),
};

export const LongArabicText: Story = {
  render: (args) => (
    <LongTextPicker text={longText.ar} onChange={args.onChange} defaultValue="pb" />
  ),
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => <ManyOptionsPicker onChange={args.onChange} invalid defaultValue={null} />,
};
