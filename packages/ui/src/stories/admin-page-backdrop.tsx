import type { Decorator } from "@storybook/react-vite";

/** An admin screen's story on the admin area's page background, as the admin frame shows it. */
export const adminPageBackdrop: Decorator = (Story) => (
  <div className="-m-4 min-h-dvh bg-surface-muted p-4 md:p-6">
    <Story />
  </div>
);
