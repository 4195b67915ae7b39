import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { longText, StoryText } from "../../stories/story-text.tsx";
import { Switch } from "./switch.tsx";

const meta = {
  title: "Primitives/Switch",
  component: Switch,
  args: {
    onCheckedChange: fn(),
    label: <StoryText tr="Hediye paketi" en="Gift wrapping" ar="تغليف الهدايا" />,
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    labelPlacement: { control: "inline-radio", options: ["end", "start"] },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

const name = /^(Hediye paketi|تغليف الهدايا)$/;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const control = canvas.getByRole("switch", { name });
    await expect(control).not.toBeChecked();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText(name));
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name })).toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const control = canvas.getByRole("switch", { name });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(control).toBeChecked();
    await userEvent.keyboard("{Enter}");
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: {
    defaultChecked: true,
    label: <StoryText tr="Kampanya bildirimleri" en="Campaign notifications" ar="إشعارات العروض" />,
    description: (
      <StoryText
        tr="İndirim ve fırsatlardan e-posta ile haberdar olun."
        en="Hear about discounts and deals by email."
        ar="اعرف الخصومات والعروض عبر البريد الإلكتروني."
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch")).toHaveAccessibleDescription(
      /İndirim ve fırsatlardan|اعرف الخصومات/,
    );
  },
};

export const LabelFirst: Story = {
  args: { labelPlacement: "start", className: "max-w-sm" },
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-4">
      <Switch {...args} defaultChecked />
      <Switch
        {...args}
        label={
          <StoryText tr="SMS bildirimleri" en="SMS notifications" ar="إشعارات الرسائل القصيرة" />
        }
      />
    </div>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Switch {...args} disabled />
      <Switch {...args} disabled defaultChecked />
    </div>
  ),
  play: async ({ args, canvas }) => {
    const [control] = canvas.getAllByRole("switch");
    await expect(control).toBeDisabled();
    await userEvent.click(control as HTMLElement, { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Switch {...args} size="sm" defaultChecked />
      <Switch {...args} size="md" defaultChecked />
      <Switch {...args} size="lg" defaultChecked />
      <Switch {...args} size="sm" />
      <Switch {...args} size="md" />
      <Switch {...args} size="lg" />
    </div>
  ),
};

export const WithoutLabel: Story = {
  args: { label: undefined, "aria-label": "Ürün yayında", defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("switch", { name: "Ürün yayında" })).toBeChecked();
  },
};

export const LongText: Story = {
  args: { label: <StoryText {...longText} />, description: <StoryText {...longText} /> },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  args: { labelPlacement: "start" },
  render: (args) => (
    <div className="flex flex-col divide-y divide-border-subtle">
      <Switch
        {...args}
        className="py-3"
        defaultChecked
        label={<StoryText tr="E-posta bildirimleri" en="Email notifications" ar="إشعارات البريد" />}
      />
      <Switch
        {...args}
        className="py-3"
        label={
          <StoryText tr="SMS bildirimleri" en="SMS notifications" ar="إشعارات الرسائل القصيرة" />
        }
        description={<StoryText {...longText} />}
      />
    </div>
  ),
};
