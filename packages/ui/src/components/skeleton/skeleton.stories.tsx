import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Skeleton, SkeletonText } from "./skeleton.tsx";

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  argTypes: { shape: { control: "inline-radio", options: ["rect", "circle", "text"] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rectangle: Story = {
  args: { className: "h-40 w-64" },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute("aria-hidden", "true");
    await expect(skeleton).toHaveAttribute("data-shape", "rect");
    await expect(skeleton?.getBoundingClientRect().width).toBe(256);
  },
};

export const Circle: Story = {
  args: { shape: "circle", className: "size-16" },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]') as HTMLElement;
    await expect(getComputedStyle(skeleton).borderRadius).not.toBe("0px");
  },
};

export const TextLines: Story = {
  render: () => (
    <div className="flex max-w-md flex-col gap-6">
      <div className="text-heading-md">
        <SkeletonText lines={1} className="w-2/3" />
      </div>
      <div className="text-body">
        <SkeletonText lines={4} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll<HTMLElement>('[data-slot="skeleton-text-line"]');
    await expect(lines).toHaveLength(5);
    // the last line of a paragraph is shorter
    const bars = Array.from(lines, (line) => line.firstElementChild as HTMLElement);
    const widths = bars.map((bar) => bar.getBoundingClientRect().width);
    await expect(widths[4]).toBeLessThan(widths[3] as number);
  },
};

function ProductCardSkeleton() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border-subtle p-3">
      <Skeleton className="aspect-[3/4] w-full" />
      <div className="text-body-sm">
        <SkeletonText lines={1} className="w-1/3" />
      </div>
      <div className="text-body">
        <SkeletonText lines={2} />
      </div>
      <Skeleton className="h-6 w-24" />
    </div>
  );
}

function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div aria-busy="true" className="grid max-w-3xl grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}

export const ProductGridLoading: Story = {
  render: () => <ProductGridSkeleton count={8} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(
      8,
    );
  },
};

export const ListLoading: Story = {
  render: () => (
    <ul aria-busy="true" className="flex max-w-xl flex-col divide-y divide-border-subtle">
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <li key={index} className="flex items-center gap-3 py-3">
          <Skeleton shape="circle" className="size-12" />
          <div className="flex flex-1 flex-col gap-1 text-body-sm">
            <SkeletonText lines={1} className="w-1/2" />
            <SkeletonText lines={1} className="w-4/5" />
          </div>
          <Skeleton className="h-8 w-20" />
        </li>
      ))}
    </ul>
  ),
};

export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
  render: () => <ProductGridSkeleton count={4} />,
};
