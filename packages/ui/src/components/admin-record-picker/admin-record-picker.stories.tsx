import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { getMessages } from "../../i18n/messages.ts";
import { useStoryText } from "../../stories/story-text.tsx";
import {
  type AdminPickedRecord,
  AdminRecordPicker,
  type AdminRecordPickerProps,
} from "./admin-record-picker.tsx";

const msg = (globals: Record<string, unknown>, id: string) =>
  getMessages(String(globals.locale ?? "tr"))[id] ?? id;

type Search = AdminRecordPickerProps["onSearch"];

const customers: readonly AdminPickedRecord[] = [
  { id: "41", label: "Ayşe Yılmaz", detail: "ayse.yilmaz@example.com" },
  { id: "57", label: "Ahmet Kaya", detail: "ahmet.kaya@example.com" },
  { id: "63", label: "Ayten Demir", detail: "ayten@example.com" },
  { id: "88", label: "أحمد الخطيب", detail: "ahmad@example.com" },
];

/** The server's look-up as the app makes it: records whose name or e-mail holds the text. */
const searchCustomers = async (text: string) => {
  const wanted = text.toLocaleLowerCase("tr");
  return customers.filter((record) =>
    `${record.label} ${record.detail}`.toLocaleLowerCase("tr").includes(wanted),
  );
};

const fieldLabel = { tr: "Müşteri", en: "Customer", ar: "العميل" };

/** A labelled field holding the choice, as the campaign and gift-certificate forms do. */
function Picker({ value, onValueChange, ...props }: AdminRecordPickerProps) {
  const [chosen, setChosen] = useState(value);
  const label = useStoryText(fieldLabel);
  const placeholder = useStoryText({
    tr: "Ad veya e-posta",
    en: "Name or e-mail",
    ar: "الاسم أو البريد الإلكتروني",
  });
  return (
    <form className="flex max-w-md flex-col gap-1.5">
      <label htmlFor="customer-picker" className="font-medium text-body-sm text-fg-strong">
        {label}
      </label>
      <AdminRecordPicker
        id="customer-picker"
        placeholder={placeholder}
        value={chosen}
        onValueChange={(next) => {
          setChosen(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </form>
  );
}

const searchBox = (
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  globals: Record<string, unknown>,
) =>
  canvas.getByRole("searchbox", {
    name: fieldLabel[String(globals.locale ?? "tr") as keyof typeof fieldLabel],
  });

const hiddenValue = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLInputElement>('input[type="hidden"][name="customer_id"]')?.value;

const meta = {
  title: "Admin/AdminRecordPicker",
  component: Picker,
  args: {
    name: "customer_id",
    value: null,
    onValueChange: fn(),
    onSearch: fn<Search>(searchCustomers),
  },
} satisfies Meta<typeof Picker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the search box, its button, and an empty field sent with the form. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(searchBox(canvas, globals)).toHaveValue("");
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.picker.search") }),
    ).toBeEnabled();
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(hiddenValue(canvasElement)).toBe("");
  },
};

/** A record chosen: its name and e-mail above the box, its id in the form; clearing empties both. */
export const Chosen: Story = {
  args: { value: customers[0] ?? null },
  play: async ({ args, canvas, canvasElement, globals, step }) => {
    await expect(canvas.getByText("Ayşe Yılmaz")).toBeVisible();
    await expect(canvas.getByText("ayse.yilmaz@example.com")).toBeVisible();
    await expect(hiddenValue(canvasElement)).toBe("41");
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.picker.change") }),
    ).toBeVisible();
    await step("clearing the choice empties the field", async () => {
      await userEvent.click(
        canvas.getByRole("button", { name: msg(globals, "admin.picker.clear") }),
      );
      await expect(args.onValueChange).toHaveBeenCalledWith(null);
      await expect(hiddenValue(canvasElement)).toBe("");
      await expect(canvas.queryByText("Ayşe Yılmaz")).toBeNull();
    });
    await step("choosing again puts the record back", async () => {
      await userEvent.type(searchBox(canvas, globals), "ayşe{Enter}");
      await userEvent.click(await canvas.findByRole("button", { name: /Ayşe Yılmaz/ }));
      await expect(hiddenValue(canvasElement)).toBe("41");
    });
  },
};

/** Typed text looked up on Enter: the results, one button each, to choose from. */
export const Results: Story = {
  play: async ({ args, canvas, canvasElement, globals }) => {
    const box = searchBox(canvas, globals);
    await userEvent.type(box, "ay{Enter}");
    await expect(args.onSearch).toHaveBeenCalledWith("ay");
    const results = await canvas.findByRole("list", {
      name: msg(globals, "admin.picker.results"),
    });
    await expect(box).toHaveAttribute("aria-controls", results.id);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    await userEvent.click(canvas.getByRole("button", { name: /Ahmet Kaya/ }));
    await expect(args.onValueChange).toHaveBeenCalledWith(customers[1]);
    await expect(hiddenValue(canvasElement)).toBe("57");
    await expect(canvas.queryByRole("list")).toBeNull();
    await expect(box).toHaveValue("");
    // the results stay on screen for the picture: a second look-up, not chosen from
    await userEvent.type(box, "example{Enter}");
    await expect(await canvas.findAllByRole("listitem")).toHaveLength(4);
  },
};

/** The server has not answered yet: the search button spins. */
export const Searching: Story = {
  args: { onSearch: fn<Search>(() => new Promise(() => {})) },
  play: async ({ args, canvas, globals }) => {
    await userEvent.type(searchBox(canvas, globals), "ayşe");
    await userEvent.click(
      canvas.getByRole("button", { name: msg(globals, "admin.picker.search") }),
    );
    await expect(args.onSearch).toHaveBeenCalledWith("ayşe");
    await expect(await canvas.findByRole("status")).toBeVisible();
    await expect(canvas.queryByRole("list")).toBeNull();
  },
};

/** A look-up that finds nothing says so in the results. */
export const NoResults: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.type(searchBox(canvas, globals), "zeynep{Enter}");
    const results = await canvas.findByRole("list", {
      name: msg(globals, "admin.picker.results"),
    });
    await expect(results).toHaveTextContent(msg(globals, "admin.picker.noResults"));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(1);
    await expect(results.querySelector("button")).toBeNull();
  },
};

/** A look-up the server refused: the admin is asked to try again; the choice is kept. */
export const SearchFailed: Story = {
  args: {
    value: customers[2] ?? null,
    onSearch: fn<Search>(() => Promise.reject(new Error("503"))),
  },
  play: async ({ canvas, canvasElement, globals }) => {
    await userEvent.type(searchBox(canvas, globals), "ayten{Enter}");
    await expect(await canvas.findByText(msg(globals, "admin.picker.failed"))).toBeVisible();
    await expect(canvas.queryByRole("status")).toBeNull();
    await expect(hiddenValue(canvasElement)).toBe("63");
  },
};

/** While the form is saved nothing can change the choice, which still goes with the form. */
export const Disabled: Story = {
  args: { value: customers[3] ?? null, disabled: true },
  play: async ({ args, canvas, canvasElement, globals }) => {
    const box = searchBox(canvas, globals);
    await expect(box).toBeDisabled();
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.picker.change") }),
    ).toBeDisabled();
    await expect(
      canvas.getByRole("button", { name: msg(globals, "admin.picker.clear") }),
    ).toBeDisabled();
    await userEvent.type(box, "ay{Enter}");
    await expect(box).toHaveValue("");
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(hiddenValue(canvasElement)).toBe("88");
  },
};
