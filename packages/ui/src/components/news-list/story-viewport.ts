// Screenshots only see what is inside the viewport: a story taller than the standard desktop
// (1200 x 900) or phone (375 x 812) viewport takes one of these taller ones.
const sizes = {
  desktopTall: { name: "Desktop, tall (1200 x 1300)", width: 1200, height: 1300 },
  desktopVeryTall: { name: "Desktop, very tall (1200 x 2000)", width: 1200, height: 2000 },
  tabletTall: { name: "Tablet, tall (820 x 1400)", width: 820, height: 1400 },
  phoneTall: { name: "Phone, tall (375 x 1400)", width: 375, height: 1400 },
  phoneVeryTall: { name: "Phone, very tall (375 x 2400)", width: 375, height: 2400 },
} as const;

type Size = keyof typeof sizes;

/** `{ ...tallViewport("desktopTall"), args: ... }` in a story. */
export function tallViewport(size: Size) {
  const { name, width, height } = sizes[size];
  return {
    parameters: {
      viewport: {
        options: {
          [size]: {
            name,
            styles: { width: `${width}px`, height: `${height}px` },
            type: size.startsWith("phone")
              ? "mobile"
              : size.startsWith("tablet")
                ? "tablet"
                : "desktop",
          },
        },
      },
    },
    globals: { viewport: { value: size } },
  } as const;
}
