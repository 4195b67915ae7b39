import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { Select, type SelectOption, type SelectProps } from "./select.tsx";

// biome-ignore format: one line per row of ten
const provinces = [
  "Adana", "Adıyaman", "Afyonkarahisar", "Ağrı", "Amasya", "Ankara", "Antalya", "Artvin", "Aydın", "Balıkesir",
  "Bilecik", "Bingöl", "Bitlis", "Bolu", "Burdur", "Bursa", "Çanakkale", "Çankırı", "Çorum", "Denizli",
  "Diyarbakır", "Edirne", "Elazığ", "Erzincan", "Erzurum", "Eskişehir", "Gaziantep", "Giresun", "Gümüşhane", "Hakkari",
  "Hatay", "Isparta", "Mersin", "İstanbul", "İzmir", "Kars", "Kastamonu", "Kayseri", "Kırklareli", "Kırşehir",
  "Kocaeli", "Konya", "Kütahya", "Malatya", "Manisa", "Kahramanmaraş", "Mardin", "Muğla", "Muş", "Nevşehir",
  "Niğde", "Ordu", "Rize", "Sakarya", "Samsun", "Siirt", "Sinop", "Sivas", "Tekirdağ", "Tokat",
  "Trabzon", "Tunceli", "Şanlıurfa", "Uşak", "Van", "Yozgat", "Zonguldak", "Aksaray", "Bayburt", "Karaman",
  "Kırıkkale", "Batman", "Şırnak", "Bartın", "Ardahan", "Iğdır", "Yalova", "Karabük", "Kilis", "Osmaniye",
  "Düzce",
];
const provinceOptions: SelectOption[] = provinces.map((name, index) => ({
  value: String(index + 1).padStart(2, "0"),
  label: name,
}));

const texts = {
  label: { tr: "İl", en: "Province", ar: "المحافظة" },
  placeholder: { tr: "İl seçiniz", en: "Choose a province", ar: "اختر المحافظة" },
  gender: { tr: "Cinsiyet", en: "Gender", ar: "الجنس" },
  female: { tr: "Kadın", en: "Female", ar: "أنثى" },
  male: { tr: "Erkek", en: "Male", ar: "ذكر" },
  unsaid: { tr: "Belirtmek istemiyorum", en: "Prefer not to say", ar: "أفضل عدم الذكر" },
};

function Province(args: SelectProps) {
  return (
    <Select
      aria-label={useStoryText(texts.label)}
      placeholder={useStoryText(texts.placeholder)}
      options={provinceOptions}
      {...args}
    />
  );
}

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: { onChange: fn() },
  argTypes: { size: { control: "inline-radio", options: ["sm", "md", "lg"] } },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  render: (args) => <Province {...args} />,
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = /^(İl|المحافظة)$/;

export const Placeholder: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox", { name });
    await expect(select).toHaveValue("");
    await expect(canvas.getByRole("option", { name: /İl seçiniz|اختر المحافظة/ })).toBeDisabled();
    await expect(canvas.getAllByRole("option")).toHaveLength(82);
    await userEvent.selectOptions(select, "İzmir");
    await expect(select).toHaveValue("35");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = { args: { defaultValue: "34" } };

export const Focused: Story = {
  args: { defaultValue: "06" },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole("combobox", { name })).toHaveFocus();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Province {...args} size="sm" />
      <Province {...args} size="md" defaultValue="16" />
      <Province {...args} size="lg" />
    </div>
  ),
};

function Gender(args: SelectProps) {
  return (
    <Select {...args} aria-label={useStoryText(texts.gender)} defaultValue="f">
      <option value="f">{useStoryText(texts.female)}</option>
      <option value="m">{useStoryText(texts.male)}</option>
      <option value="x" disabled>
        {useStoryText(texts.unsaid)}
      </option>
    </Select>
  );
}

export const OptionChildren: Story = {
  render: (args) => <Gender {...args} />,
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox");
    await userEvent.selectOptions(select, "m");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(
      canvas.getByRole("option", { name: /Belirtmek istemiyorum|أفضل عدم الذكر/ }),
    ).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { "aria-invalid": true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name })).toBeInvalid();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: "34" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox", { name })).toBeDisabled();
  },
};

function Long(args: SelectProps) {
  const text = useStoryText(longText);
  return <Province {...args} options={[{ value: "long", label: text }, ...provinceOptions]} />;
}

export const LongText: Story = {
  args: { defaultValue: "long" },
  render: (args) => <Long {...args} />,
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { size: "lg" },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-3">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <>
      <Province {...args} />
      <Long {...args} defaultValue="long" />
    </>
  ),
};
