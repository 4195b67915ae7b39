// Stands in for the app's router link in stories: the click is recorded instead of loading a page.
import type { ComponentProps } from "react";
import { fn } from "storybook/test";

export const navigate = fn().mockName("navigate");

export function StoryLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    />
  );
}
