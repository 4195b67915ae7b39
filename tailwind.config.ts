// The one Tailwind configuration, loaded by packages/ui/src/styles.css through `@config`.
// Its theme is generated from tokens/ (`pnpm tokens`): every value is a `var(--shop-*)` defined in
// tokens/build/tokens.css, except the breakpoints, which media queries need as plain lengths.
import type { Config } from "tailwindcss";
import theme from "./tokens/build/tailwind-theme.json" with { type: "json" };

const { $comment: _generated, ...tokens } = theme;

export default {
  theme: tokens,
} satisfies Config;
