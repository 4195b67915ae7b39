import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { samplePolicyHtml } from "../cookie-policy-modal/cookie-policy.fixtures.ts";
import { CookiePolicyModal } from "../cookie-policy-modal/cookie-policy-modal.tsx";
import { CookieBanner, type CookieBannerProps } from "./cookie-banner.tsx";

const meta = {
  title: "Layout/CookieBanner",
  component: CookieBanner,
  args: { onAccept: fn(), onSettings: fn(), onReadPolicy: fn() },
  argTypes: { position: { control: "inline-radio", options: ["fixed", "static"] } },
  parameters: { screenshot: { target: "viewport" } },
} satisfies Meta<typeof CookieBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = /Çerez bildirimi|إشعار ملفات تعريف الارتباط/;

export const Default: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("region", { name: region });
    await waitFor(() => {
      const box = banner.getBoundingClientRect();
      expect(Math.round(box.bottom)).toBeLessThanOrEqual(window.innerHeight);
      expect(box.bottom).toBeGreaterThan(window.innerHeight - 40);
    });
    await expect(getComputedStyle(banner).position).toBe("fixed");
  },
};

export const Accept: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^(Kabul et|قبول)$/ }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onSettings).not.toHaveBeenCalled();
  },
};

export const Settings: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: /^(Ayarlar|الإعدادات)$/ }));
    await expect(args.onSettings).toHaveBeenCalledOnce();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const ReadPolicy: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: /Çerez Politikamızı|سياسة ملفات تعريف الارتباط/ }),
    );
    await expect(args.onReadPolicy).toHaveBeenCalledOnce();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole("button", { name: /Çerez Politikamızı|سياسة ملفات تعريف الارتباط/ }),
    ).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: /^(Ayarlar|الإعدادات)$/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{Enter}");
    await expect(args.onAccept).toHaveBeenCalledOnce();
  },
};

function WithPolicy(args: CookieBannerProps) {
  const [open, setOpen] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const html = useStoryText(samplePolicyHtml);
  const accept = () => {
    args.onAccept();
    setAccepted(true);
  };
  return (
    <>
      {!accepted && (
        <CookieBanner
          {...args}
          onAccept={accept}
          onReadPolicy={() => {
            args.onReadPolicy();
            setOpen(true);
          }}
        />
      )}
      <CookiePolicyModal open={open} onOpenChange={setOpen} html={html} onAccept={accept} />
    </>
  );
}

export const OpensThePolicy: Story = {
  render: (args) => <WithPolicy {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: /Çerez Politikamızı|سياسة ملفات تعريف الارتباط/ }),
    );
    await expect(args.onReadPolicy).toHaveBeenCalledOnce();
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await expect(within(dialog).getByRole("table")).toBeVisible();
  },
};

export const AcceptFromThePolicy: Story = {
  render: (args) => <WithPolicy {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(
      canvas.getByRole("button", { name: /Çerez Politikamızı|سياسة ملفات تعريف الارتباط/ }),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: /^(Kabul et|قبول)$/ }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole("region", { name: region })).toBeNull());
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole("dialog")).toBeNull(),
    );
  },
};

export const Static: Story = {
  args: { position: "static" },
  parameters: { screenshot: { target: "story" } },
};

export const Tablet: Story = { globals: { viewport: { value: "tablet" } } };

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole("region", { name: region });
    await waitFor(() =>
      expect(Math.round(banner.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
    await expect(Math.round(banner.getBoundingClientRect().width)).toBe(375);
  },
};
