// What a lucide icon renders in the built shop (icon-sprite.ts): the same <svg> as lucide-react's
// own component, with a <use> of the icon's symbol in a static sprite instead of its paths.
import type { ComponentProps } from "react";

/** The props of lucide-react's icons that our sources pass. */
type IconProps = ComponentProps<"svg"> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
};

function labelled(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([prop, value]) =>
      (prop.startsWith("aria-") || prop === "role" || prop === "title") && value != null,
  );
}

/** Renders icon `name` of `sprite` (an icon component of the generated module calls it). */
export function renderIcon(
  {
    color = "currentColor",
    size = 24,
    width,
    height,
    strokeWidth = 2,
    absoluteStrokeWidth,
    className = "",
    children,
    ...rest
  }: IconProps,
  sprite: string,
  name: string,
  aliases: readonly string[],
) {
  const classes = new Set(["lucide", `lucide-${name}`, ...aliases.map((a) => `lucide-${a}`)]);
  for (const token of className.split(" ")) if (token) classes.add(token);
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: hidden unless the caller labels it, as lucide's own
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width ?? size}
      height={height ?? size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={[...classes].join(" ")}
      {...(children || labelled(rest) ? {} : { "aria-hidden": "true" as const })}
      {...rest}
    >
      <use href={`${sprite}#${name}`} />
      {children}
    </svg>
  );
}
