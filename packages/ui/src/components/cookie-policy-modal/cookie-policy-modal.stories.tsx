import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { longText, useStoryText } from "../../stories/story-text.tsx";
import { samplePolicyHtml } from "./cookie-policy.fixtures.ts";
import { CookiePolicyModal, type CookiePolicyModalProps } from "./cookie-policy-modal.tsx";

function WithSample(props: CookiePolicyModalProps) {
  const html = useStoryText(samplePolicyHtml);
  return <CookiePolicyModal {...props} html={props.html ?? html} />;
}

const meta = {
  title: "Layout/CookiePolicyModal",
  component: CookiePolicyModal,
  args: { open: true, onOpenChange: fn() },
  render: (args) => <WithSample {...args} />,
  parameters: { screenshot: { target: "viewport" } },
} satisfies Meta<typeof CookiePolicyModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

async function openDialog(element: HTMLElement): Promise<HTMLElement> {
  const dialog = await page(element).findByRole("dialog");
  await waitFor(() => {
    expect(getComputedStyle(dialog).opacity).toBe("1");
    expect(dialog.getAnimations()).toHaveLength(0);
  });
  return dialog;
}

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleName(/Çerez Politikası|سياسة ملفات تعريف الارتباط/);
    // the large dialog size (800 token)
    await expect(dialog.getBoundingClientRect().width).toBe(800);
    const body = dialog.querySelector<HTMLElement>('[data-slot="cookie-policy-body"]');
    if (!body) throw new Error("no body");
    // the admin's HTML is rendered as given, in a body no taller than the popup token
    await expect(within(body).getByRole("table")).toBeVisible();
    await expect(within(body).getAllByRole("heading", { level: 2 })).toHaveLength(3);
    await expect(body.getBoundingClientRect().height).toBeLessThanOrEqual(400);
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
    await waitFor(() => expect(body).toHaveAttribute("tabindex", "0"));
  },
};

export const CloseButton: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    const close = dialog.querySelector<HTMLElement>('[data-slot="cookie-policy-close"]');
    if (!close) throw new Error("no close button");
    await expect(close).toHaveAccessibleName(/^(Kapat|إغلاق)$/);
    await userEvent.click(close);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const WithAccept: Story = {
  args: { onAccept: fn() },
  play: async ({ args, canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole("button", { name: /^(Kabul et|قبول)$/ }));
    await expect(args.onAccept).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await openDialog(canvasElement);
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Loading: Story = {
  args: { loading: true, html: "" },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByRole("status")).toHaveAccessibleName(
      /Çerez politikası yükleniyor|جارٍ تحميل/,
    );
  },
};

export const Empty: Story = {
  args: { html: "   " },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(within(dialog).getByText(/görüntülenemiyor|لا يمكن عرض/)).toBeVisible();
  },
};

function LongTitle(props: CookiePolicyModalProps) {
  const title = useStoryText(longText);
  return <WithSample {...props} title={title} />;
}

export const LongText: Story = {
  args: { onAccept: fn() },
  render: (args) => <LongTitle {...args} />,
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement);
  },
};

export const Phone: Story = {
  args: { onAccept: fn() },
  globals: { viewport: { value: "phone" } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(Math.round(dialog.getBoundingClientRect().width)).toBe(375);
  },
};
