import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { useStoryText } from "../../stories/story-text.tsx";
import { SignInLinkScreen } from "./sign-in-link-screen.tsx";

function Screen({
  state = "ask",
  onAnswered,
}: {
  state?: "ask" | "pending" | "refused" | "expired";
  onAnswered?: (intent: string) => void;
}) {
  const refused = useStoryText({
    tr: "İstek bu siteden gelmediği için reddedildi.",
    en: "The request was refused because it did not come from this site.",
    ar: "تم رفض الطلب لأنه لم يصدر من هذا الموقع.",
  });
  return (
    <SignInLinkScreen
      current="Mehmet Demir"
      linked="Ayşe Yılmaz"
      continueHref="/"
      {...(state === "pending" ? { pending: true } : {})}
      {...(state === "refused" ? { error: refused } : {})}
      {...(state === "expired" ? { expired: true } : {})}
      renderForm={(props) => (
        <form
          {...props}
          onSubmit={(event) => {
            event.preventDefault();
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement;
            onAnswered?.(submitter.value);
          }}
        />
      )}
    />
  );
}

const meta = {
  title: "Screens/SignInLinkScreen",
  component: Screen,
  parameters: { layout: "padded" },
  args: { onAnswered: fn() },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ask: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: /Ayşe Yılmaz/ })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole("button", { name: /Ayşe Yılmaz/ }));
    await expect(args.onAnswered).toHaveBeenCalledWith("switch");
    await userEvent.click(canvas.getByRole("button", { name: /Mehmet Demir/ }));
    await expect(args.onAnswered).toHaveBeenCalledWith("stay");
  },
};
export const Pending: Story = { args: { state: "pending" } };
export const Refused: Story = {
  args: { state: "refused" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toBeInTheDocument();
  },
};
export const Expired: Story = {
  args: { state: "expired" },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector("form")).toBeNull();
    await expect(canvas.getByRole("link")).toHaveAttribute("href", "/");
  },
};
export const Phone: Story = {
  globals: { viewport: { value: "phone" } },
};
