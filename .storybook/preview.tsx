import '@amora/tokens/fonts';
import '@amora/tokens/global';
import { RouterProvider, ThemeProvider, toLocale } from '@amora/ui';
import {
  ArgTypes,
  Description,
  Heading,
  Primary,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import type { Preview } from '@storybook/react-vite';
import { IntlProvider } from 'react-intl';
import { action } from 'storybook/actions';
import { allModes, viewports } from './modes';

const navigate = action('navigate');

const preview: Preview = {
  // A docs page for every component, from its doc comment and its types.
  tags: ['autodocs'],
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
  // react-docgen reads a variant prop typed `(typeof buttonVariants)[number]` as "unknown[number]";
  // the stories pass the same `as const` list as the control's options, so the props table shows
  // those names instead.
  argTypesEnhancers: [
    ({ argTypes }) =>
      Object.fromEntries(
        Object.entries(argTypes).map(([name, argType]) => {
          const summary = argType.table?.type?.summary;
          if (!argType.options || !summary?.includes('unknown')) return [name, argType];
          const names = argType.options.map((option) => JSON.stringify(option)).join(' | ');
          return [name, { ...argType, table: { ...argType.table, type: { summary: names } } }];
        }),
      ),
  ],
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
    docs: {
      // What the component is for, its keyboard and screen-reader behaviour, do and don't (the
      // doc comment), its first story and its props, read-only. The other states are stories in
      // the sidebar: all of them on one page would repeat landmarks, headings and ids, and
      // Storybook's own editable controls do not pass axe.
      page: () => (
        <>
          <Title />
          <Subtitle />
          <Description />
          {/* Between the page's h1 and the story's own headings (often h2 or h3). */}
          <Heading>Example</Heading>
          <Primary />
          <Heading>Props</Heading>
          <ArgTypes />
        </>
      ),
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story must pass axe with no violation: the a11y addon fails the test instead of warning.
    a11y: { test: 'error' },
    chromatic: { modes: allModes },
  },
};

export default preview;
