import type { Meta, StoryObj } from "@storybook/react-vite";
import { ArrowRight } from "lucide-react";
import { expect } from "storybook/test";
import { Button } from "../components/button/button.tsx";
import { useIntl } from "../i18n/intl.ts";
import { useLocale } from "../lib/use-locale.ts";
import { StoryText } from "../stories/story-text.tsx";

function LocaleProbe() {
  const { code, dir } = useLocale();
  const intl = useIntl();
  return (
    <div data-slot="locale-probe" className="flex flex-col items-start gap-3">
      <p className="text-heading-sm font-semibold text-fg-strong">
        <StoryText
          tr="Çağrı Şükrü Öztürk İğdır'da ığdırlı"
          en="Direction follows the locale"
          ar="الاتجاه يتبع اللغة"
        />
      </p>
      <p className="text-body-sm text-fg-muted">
        {code} · {dir} · {intl.formatNumber(1234567.891)}
      </p>
      <Button variant="outline">
        <StoryText tr="Devam et" en="Continue" ar="متابعة" />
        <ArrowRight aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </div>
  );
}

const meta = {
  title: "Foundations/UiProvider",
  component: LocaleProbe,
} satisfies Meta<typeof LocaleProbe>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocaleAndDirection: Story = {
  play: async ({ canvas, globals }) => {
    const rtl = globals.locale === "ar";
    await expect(document.documentElement).toHaveAttribute("dir", rtl ? "rtl" : "ltr");
    await expect(document.documentElement).toHaveAttribute("lang", String(globals.locale));
    await expect(canvas.getByText(rtl ? /ar · rtl/ : /· ltr/)).toBeInTheDocument();
    // Latin digits in every locale
    await expect(canvas.getByText(/1[.,]234[.,]567/)).toBeInTheDocument();
  },
};
