import '@amora/tokens/fonts';
import '@amora/tokens/global';
import { RouterProvider, ThemeProvider, toLocale } from '@amora/ui';
import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { action } from 'storybook/actions';
import { allModes, viewports } from './modes';

const navigate = action('navigate');

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    locale: {
      description: 'Interface language',
      toolbar: {
        icon: 'globe',
        items: ['de', 'en', 'fr', 'it', 'pl', 'nl', 'da', 'sv'],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  decorators: [
    (Story, { globals }) => (
      <IntlProvider locale={toLocale(String(globals.locale ?? 'en'))} defaultLocale="de">
        {/* Links route client-side, as in the app: a click never unloads the story. */}
        <RouterProvider navigate={navigate}>
          <ThemeProvider theme={globals.theme === 'dark' ? 'dark' : 'light'}>
            <Story />
          </ThemeProvider>
        </RouterProvider>
      </IntlProvider>
    ),
  ],
  parameters: {
    layout: 'padded',
    viewport: { options: viewports },
    backgrounds: { disable: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story must pass axe with no violation: the a11y addon fails the test instead of warning.
    a11y: { test: 'error' },
    chromatic: { modes: allModes },
  },
};

export default preview;
