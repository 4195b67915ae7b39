import type { Meta, StoryObj } from "@storybook/react-vite";
import { type ReactNode, useState } from "react";
import { expect, userEvent, waitFor } from "storybook/test";
import { StoryText } from "../../stories/story-text.tsx";
import { Button } from "../button/button.tsx";
import { LoadingBar, type LoadingBarProps, loadingBarDelay } from "./loading-bar.tsx";

function Page({ children }: { children: ReactNode }) {
  return (
    <div className="relative overflow-hidden rounded-lg border border-border bg-surface">
      {children}
      <div className="flex items-center gap-3 border-border-subtle border-b px-4 py-3">
        <span className="font-bold text-brand-fg text-heading-sm">
          <StoryText tr="Mağaza" en="Shop" ar="المتجر" />
        </span>
        <span className="h-8 flex-1 rounded-md bg-surface-muted" />
      </div>
      <div className="grid grid-cols-3 gap-3 p-4">
        {[0, 1, 2].map((item) => (
          <div key={item} className="h-20 rounded-md bg-surface-muted" />
        ))}
      </div>
    </div>
  );
}

function Toggle(args: LoadingBarProps) {
  const [loading, setLoading] = useState(args.loading);
  return (
    <div className="flex flex-col gap-3">
      <Page>
        <LoadingBar {...args} loading={loading} />
      </Page>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => setLoading(true)}>
          <StoryText tr="Yüklemeyi başlat" en="Start loading" ar="ابدأ التحميل" />
        </Button>
        <Button variant="outline" size="sm" onClick={() => setLoading(false)}>
          <StoryText tr="Yükleme bitti" en="Loading done" ar="انتهى التحميل" />
        </Button>
      </div>
    </div>
  );
}

const meta = {
  title: "Primitives/LoadingBar",
  component: LoadingBar,
  args: { loading: true, position: "absolute" },
  argTypes: { position: { control: "inline-radio", options: ["fixed", "absolute"] } },
  render: (args) => <Toggle {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const start = /Yüklemeyi başlat|ابدأ التحميل/;
const done = /Yükleme bitti|انتهى التحميل/;

export const Loading: Story = {
  play: async ({ canvas }) => {
    const bar = await canvas.findByRole("progressbar", {}, { timeout: 2000 });
    await expect(bar).toHaveAccessibleName(/Sayfa yükleniyor|جارٍ تحميل الصفحة/);
    await expect(bar.getBoundingClientRect().height).toBe(3);
    // crawls towards the end and waits there while loading goes on
    await waitFor(() => expect(bar.getAnimations()).toHaveLength(0));
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await wait(loadingBarDelay + 100);
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

export const ShowsOnlyAfterTheDelay: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: start }));
    // nothing for the first 200 ms, so fast loads never flash the bar
    await wait(loadingBarDelay / 2);
    await expect(canvas.queryByRole("progressbar")).toBeNull();
    await canvas.findByRole("progressbar", {}, { timeout: 1000 });
    // completes and hides when loading ends
    await userEvent.click(canvas.getByRole("button", { name: done }));
    await waitFor(() => expect(canvas.queryByRole("progressbar")).toBeNull(), { timeout: 2000 });
  },
};

export const FastLoadNeverShows: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: start }));
    await userEvent.click(canvas.getByRole("button", { name: done }));
    await wait(loadingBarDelay * 2);
    await expect(canvas.queryByRole("progressbar")).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  play: Loading.play,
};
