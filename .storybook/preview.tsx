import type { Decorator, Preview } from "@storybook/react-vite";
import type { ParsedCatalogue } from "../packages/ui/src/i18n/intl.ts";
import { getLocaleConfig, locales } from "../packages/ui/src/i18n/locales.ts";
import { getMessages } from "../packages/ui/src/i18n/messages.ts";
import { parseCatalogue } from "../packages/ui/src/i18n/parse-catalogue.ts";
import { UiProvider } from "../packages/ui/src/provider/ui-provider.tsx";
import "../packages/ui/src/styles.css";

const parsed = new Map<string, ParsedCatalogue>();
function catalogue(locale: string): ParsedCatalogue {
  let messages = parsed.get(locale);
  if (!messages) {
    messages = parseCatalogue(getMessages(locale));
    parsed.set(locale, messages);
  }
  return messages;
}

// Every story renders inside the same provider as the app. The decorator also sets <html lang dir>,
// as the app's server does: Radix portals and the :lang() font rules read it from the document.
const withLocale: Decorator = (Story, context) => {
  const locale = getLocaleConfig(String(context.globals.locale ?? "tr"));
  const html = document.documentElement;
  html.lang = locale.code;
  html.dir = locale.dir;
  return (
    <UiProvider
      key={locale.code}
      locale={locale.code}
      messages={catalogue(locale.code)}
      onError={(error) => {
        // A missing or broken message fails the story instead of rendering an id.
        throw error;
      }}
    >
      {/* inline style: Tailwind scans packages/ui only, not .storybook */}
      <div data-story-root="" style={{ padding: 16 }}>
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withLocale],
  globalTypes: {
    locale: {
      description: "Locale (sets lang and direction)",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: locales.map((locale) => ({
          value: locale.code,
          title: `${locale.name} (${locale.dir})`,
          right: locale.code,
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "tr" },
  parameters: {
    layout: "fullscreen",
    a11y: {
      test: "error",
      // In test runs only violations fail a story: axe's documented lean mode keeps one node per
      // passed or inconclusive rule instead of building a selector for every node it checked.
      // The Storybook panel keeps the whole report for review.
      ...(import.meta.env.VITEST_STORYBOOK ? { options: { resultTypes: ["violations"] } } : {}),
    },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone: { name: "Phone (375)", styles: { width: "375px", height: "812px" }, type: "mobile" },
        tablet: {
          name: "Tablet (768)",
          styles: { width: "768px", height: "1024px" },
          type: "tablet",
        },
        desktop: {
          name: "Desktop (1200)",
          styles: { width: "1200px", height: "900px" },
          type: "desktop",
        },
      },
    },
  },
  tags: ["autodocs"],
};

export default preview;
