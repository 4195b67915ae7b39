import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { type SortOrder, SortSelect, type SortSelectProps } from "./sort-select.tsx";

function StatefulSort(props: SortSelectProps) {
  const [value, setValue] = useState<SortOrder>(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: "Catalogue/SortSelect",
  component: SortSelect,
  args: { value: "recommended", onChange: fn() },
  render: (args) => <StatefulSort {...args} />,
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole("combobox", { name: /Sırala|ترتيب حسب/ });
    await expect(select).toHaveValue("recommended");
    await expect(canvas.getAllByRole("option").map((option) => option.textContent)).toHaveLength(5);
  },
};

export const PriceAscending: Story = {
  args: { value: "priceAsc" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("combobox")).toHaveDisplayValue(/En düşük fiyat|الأقل سعرًا/);
  },
};

export const ChangeSort: Story = {
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole("combobox", { name: /Sırala|ترتيب حسب/ });
    await userEvent.selectOptions(select, "priceDesc");
    await expect(args.onChange).toHaveBeenLastCalledWith("priceDesc");
    await userEvent.selectOptions(select, "bestSelling");
    await expect(args.onChange).toHaveBeenLastCalledWith("bestSelling");
    await expect(select).toHaveDisplayValue(/En çok satanlar|الأكثر مبيعًا/);
  },
};

export const FewerOrders: Story = {
  args: { value: "newest", options: ["recommended", "newest", "bestSelling"] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("option")).toHaveLength(3);
  },
};

export const WithoutJavaScriptForm: Story = {
  args: { value: "newest", getHref: (sort) => `/kadin-giyim?marka=koton&sort=${sort}&sayfa=2` },
  play: async ({ canvasElement }) => {
    // the select is a GET form to the listing keeping its other parameters
    const form = canvasElement.querySelector("form");
    await expect(form).toHaveAttribute("action", "/kadin-giyim");
    await expect(form).toHaveAttribute("method", "get");
    const hidden = Array.from(
      canvasElement.querySelectorAll<HTMLInputElement>("input[type=hidden]"),
      (input) => `${input.name}=${input.value}`,
    );
    await expect(hidden).toEqual(["marka=koton", "sayfa=2"]);
    await expect(canvasElement.querySelector("select")).toHaveAttribute("name", "sort");
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    // the visible label gives way to an icon; the select keeps its name
    await expect(canvas.getByRole("combobox", { name: /Sırala|ترتيب حسب/ })).toBeVisible();
  },
};
