import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent } from "storybook/test";
import { StoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { OfflineNotice, type OfflineNoticeProps } from "./offline-notice.tsx";

const meta = {
  title: "Layout/OfflineNotice",
  component: OfflineNotice,
  args: { offline: true, position: "static" },
  argTypes: { position: { control: "inline-radio", options: ["fixed", "static"] } },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const message = /İnternet bağlantınızı kontrol edin|تحقق من اتصالك بالإنترنت/;

export const Offline: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveAttribute("aria-live", "polite");
    await expect(status).toHaveTextContent(message);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Online: Story = {
  args: { offline: false },
  play: async ({ canvas }) => {
    // the empty live region stays in the page, ready to announce
    const status = canvas.getByRole("status");
    await expect(status).toBeEmptyDOMElement();
  },
};

export const WithRetry: Story = {
  args: { onRetry: fn() },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /Tekrar dene|أعد المحاولة/ }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

function Toggle(args: OfflineNoticeProps) {
  const [offline, setOffline] = useState(false);
  return (
    <div className="flex min-h-40 flex-col items-start gap-3">
      <Button variant="outline" onClick={() => setOffline((value) => !value)}>
        <StoryText tr="Bağlantıyı kes" en="Go offline" ar="قطع الاتصال" />
      </Button>
      <OfflineNotice {...args} offline={offline} />
    </div>
  );
}

export const AnnouncedWhenConnectionDrops: Story = {
  args: { position: "fixed" },
  render: (args) => <Toggle {...args} />,
  parameters: { screenshot: { target: "viewport" } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole("status");
    await expect(status).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole("button"));
    await expect(status).toHaveTextContent(message);
  },
};

export const Phone: Story = {
  args: { onRetry: fn() },
  globals: { viewport: { value: "phone" } },
};
