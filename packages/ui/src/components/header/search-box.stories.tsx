import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { SearchBox, type SearchBoxProps, type SearchSuggestion } from "./search-box.tsx";

function useSuggestions(): SearchSuggestion[] {
  const dress = useStoryText({ tr: "elbise", en: "dress", ar: "فستان" });
  const dressLong = useStoryText({
    tr: "elbise büyük beden",
    en: "dress plus size",
    ar: "فستان مقاس كبير",
  });
  const category = useStoryText({ tr: "Kadın Elbise", en: "Women's dresses", ar: "فساتين نسائية" });
  const brand = useStoryText({ tr: "Elbise Dünyası", en: "Dress World", ar: "عالم الفساتين" });
  const product = useStoryText({
    tr: "Çiçek desenli midi elbise",
    en: "Floral midi dress",
    ar: "فستان ميدي بنقشة زهور",
  });
  return [
    { id: "q1", label: dress, kind: "query" },
    { id: "q2", label: dressLong, kind: "query" },
    { id: "c1", label: category, kind: "category", href: "/kadin-elbise" },
    { id: "b1", label: brand, kind: "brand", href: "/elbise-dunyasi" },
    { id: "p1", label: product, kind: "product", href: "/cicek-desenli-midi-elbise" },
  ];
}

function WithSuggestions(args: SearchBoxProps) {
  const suggestions = useSuggestions();
  return <SearchBox {...args} suggestions={args.suggestions ?? suggestions} />;
}

const meta = {
  title: "Layout/Header/SearchBox",
  component: SearchBox,
  args: { onSearch: fn(), action: "/arama" },
  decorators: [
    (Story) => (
      <div className="min-h-96 max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldName = /Ürün, kategori veya marka ara|ابحث عن منتج أو فئة أو علامة تجارية/;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("search")).toHaveAccessibleName(
      /Sitede ara|البحث في الموقع/,
    );
    await expect(canvasElement.querySelector("form")).toHaveAttribute("action", "/arama");
    const input = canvas.getByRole("combobox", { name: fieldName });
    await expect(input).toHaveAttribute("name", "q");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    // an empty search is not sent
    await userEvent.click(canvas.getByRole("button", { name: /^(Ara|بحث)$/ }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveFocus();
  },
};

export const SubmitsTheText: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: fieldName });
    await userEvent.type(input, "  kırmızı elbise {Enter}");
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith("kırmızı elbise");
  },
};

export const SubmitButton: Story = {
  args: { defaultValue: "bebek arabası" },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^(Ara|بحث)$/ }));
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith("bebek arabası");
  },
};

export const Suggestions: Story = {
  args: { onQueryChange: fn(), onSuggestionSelect: fn() },
  render: (args) => <WithSuggestions {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: fieldName });
    await userEvent.type(input, "elb");
    await expect(args.onQueryChange).toHaveBeenLastCalledWith("elb");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const options = canvas.getAllByRole("option");
    await expect(options).toHaveLength(5);
    await expect(canvas.getByRole("status")).toHaveTextContent(/5/);
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    await expect(input).toHaveAttribute("aria-activedescendant", options[2]?.id);
    await expect(options[2]).toHaveAttribute("aria-selected", "true");
  },
};

export const KeyboardSelect: Story = {
  args: { onSuggestionSelect: fn() },
  render: (args) => <WithSuggestions {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: fieldName });
    await userEvent.type(input, "elb");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    // ArrowUp from the field wraps to the last suggestion
    await expect(args.onSuggestionSelect).toHaveBeenCalledOnce();
    await expect(args.onSuggestionSelect).toHaveBeenCalledWith(
      expect.objectContaining({ id: "p1", kind: "product" }),
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute("aria-expanded", "false");
  },
};

export const ClickSelectSearchesTheLabel: Story = {
  render: (args) => <WithSuggestions {...args} />,
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole("combobox", { name: fieldName });
    await userEvent.type(input, "elb");
    const first = canvas.getAllByRole("option")[0] as HTMLElement;
    await userEvent.click(first);
    // without onSuggestionSelect a suggestion is searched as text
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith(first.textContent?.trim());
  },
};

export const EscapeClosesThenClears: Story = {
  render: (args) => <WithSuggestions {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: fieldName });
    await userEvent.type(input, "elb");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(input).toHaveValue("elb");
    await userEvent.keyboard("{Escape}");
    await expect(input).toHaveValue("");
  },
};

export const ClearButton: Story = {
  args: { defaultValue: "ayakkabı", onQueryChange: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Aramayı temizle|مسح البحث/ }));
    const input = canvas.getByRole("combobox", { name: fieldName });
    await expect(input).toHaveValue("");
    await expect(input).toHaveFocus();
    await expect(args.onQueryChange).toHaveBeenCalledWith("");
  },
};

export const Loading: Story = {
  args: { suggestionsLoading: true, onQueryChange: fn() },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: fieldName }), "elb");
    await expect(canvas.getByText(/Öneriler yükleniyor|جارٍ تحميل الاقتراحات/)).toBeVisible();
  },
};

export const NoSuggestions: Story = {
  args: { suggestions: [], onQueryChange: fn() },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: fieldName }), "xyzq");
    await waitFor(() =>
      expect(canvas.getByText(/öneri bulunamadı|لا توجد اقتراحات/)).toBeVisible(),
    );
  },
};

function LongSuggestions(args: SearchBoxProps) {
  const text = useStoryText(longText);
  return (
    <SearchBox
      {...args}
      defaultValue={text}
      suggestions={[
        { id: "l1", label: text, kind: "product", href: "/x" },
        { id: "l2", label: `${text} ${text}`, kind: "category", href: "/y" },
      ]}
    />
  );
}

export const LongText: Story = {
  render: (args) => <LongSuggestions {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByRole("combobox", { name: fieldName });
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getAllByRole("option")).toHaveLength(2);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: (args) => <WithSuggestions {...args} />,
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("combobox", { name: fieldName }), "elb");
    await expect(canvas.getAllByRole("option")).toHaveLength(5);
  },
};
