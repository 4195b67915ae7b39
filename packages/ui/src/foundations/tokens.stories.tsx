import type { Meta, StoryObj } from "@storybook/react-vite";
import { colorTokens, tokenValues } from "../generated/tokens.ts";
import { longText, StoryText } from "../stories/story-text.tsx";

// The design tokens as designers see them. These stories are screenshot-tested like the
// components: a token change shows here first.

const meta = {
  title: "Foundations/Tokens",
  parameters: { controls: { disable: true } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const code = "font-mono text-caption text-fg-muted";

export const Colors: Story = {
  render: () => (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
      {colorTokens.map((token) => (
        <li key={token.name} className="flex flex-col gap-1">
          <span
            aria-hidden="true"
            className="h-12 rounded-md border border-border-subtle shadow-sm"
            style={{ background: `var(${token.cssVar})` }}
          />
          <span className="text-body-sm font-medium text-fg-strong" dir="ltr">
            {token.name}
          </span>
          <span className={code} dir="ltr">
            {token.value}
          </span>
        </li>
      ))}
    </ul>
  ),
};

const typeScale = [
  ["text-display", "text-display font-bold"],
  ["text-heading-lg", "text-heading-lg font-semibold"],
  ["text-heading-md", "text-heading-md font-semibold"],
  ["text-heading-sm", "text-heading-sm font-semibold"],
  ["text-body-lg", "text-body-lg"],
  ["text-body", "text-body"],
  ["text-body-sm", "text-body-sm"],
  ["text-caption", "text-caption"],
] as const;

export const Typography: Story = {
  render: () => (
    <dl className="flex flex-col gap-4">
      {typeScale.map(([name, className]) => (
        <div key={name} className="flex flex-col gap-1 border-b border-border-subtle pb-3">
          <dt className={code} dir="ltr">
            {name}
          </dt>
          <dd className={className}>
            <StoryText
              tr="Çığ düşmüş ağaçlı yolda öğüt: İyi şeyler bekleyenlerin başına gelir"
              en="The quick brown fox jumps over the lazy dog"
              ar="نص عربي للتجربة: الخط يتبع لغة الصفحة"
            />
          </dd>
        </div>
      ))}
    </dl>
  ),
};

export const LongText: Story = {
  render: () => (
    <p className="max-w-modal-md text-body">
      <StoryText {...longText} />
    </p>
  ),
  globals: { viewport: { value: "phone" } },
};

const radii = ["rounded-sm", "rounded-md", "rounded-lg", "rounded-xl", "rounded-full"] as const;
const shadows = ["shadow-sm", "shadow-md", "shadow-lg"] as const;

export const RadiiAndShadows: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-wrap gap-4">
        {radii.map((name) => (
          <li key={name} className="flex flex-col items-center gap-1">
            <span
              aria-hidden="true"
              className={`size-16 border border-border-strong bg-brand-subtle ${name}`}
            />
            <span className={code} dir="ltr">
              {name}
            </span>
          </li>
        ))}
      </ul>
      <ul className="flex flex-wrap gap-6">
        {shadows.map((name) => (
          <li key={name} className="flex flex-col items-center gap-2">
            <span aria-hidden="true" className={`size-20 rounded-lg bg-surface-raised ${name}`} />
            <span className={code} dir="ltr">
              {name}
            </span>
          </li>
        ))}
      </ul>
    </div>
  ),
};

export const SpecNumbers: Story = {
  name: "Sizes, breakpoints, motion",
  render: () => (
    <div className="grid gap-6 md:grid-cols-3">
      {(
        [
          ["size (px)", tokenValues.size],
          ["breakpoint (px)", tokenValues.breakpoint],
          ["duration (ms)", tokenValues.durationMs],
        ] as const
      ).map(([title, values]) => (
        <table key={title} className="text-body-sm" dir="ltr">
          <caption className="pb-2 text-start font-semibold text-fg-strong">{title}</caption>
          <tbody>
            {Object.entries(values).map(([name, value]) => (
              <tr key={name} className="border-b border-border-subtle">
                <th scope="row" className="py-1 pe-4 text-start font-normal">
                  {name}
                </th>
                <td className="py-1 text-end font-mono">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  ),
};
