/**
 * Stories of the console's own screens: each renders the real routes (the session check, the
 * frame, the screen and its models) in an Effector scope forked for the story, signed in as the
 * story's operator. The client answers from the story's fixtures (@amora/client/fixtures), so
 * nothing reaches a network; the theme and the language come from the Storybook toolbar (German
 * or English, the console's languages); the clock stands at `storyNow`.
 */

import { type ApiAnswers, answer, createFixtureFetch } from '@amora/client/fixtures';
import { consoleEndpoints, type Operator } from '@amora/contract';
import { clearPage, setStoryClock } from '@amora/ui/fixtures';
import type { Loader, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { allSettled, fork, type Scope, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ConsoleProviders } from '../app/App';
import { basename } from '../app/paths';
import { $locale, $theme } from '../app/preferences';
import { routes } from '../app/routes';
import { consoleStarted } from '../session/model';
import { apiCreated, createConsoleApi } from '../shared/api';
import { refusal, storyNow } from './fixtures';

// biome-ignore lint/suspicious/noExplicitAny: a list of stores of different value types
export type StoreValue = [StoreWritable<any>, unknown];

export interface ConsoleScreenSetup {
  /** The address below /console, as the operator reaches it ('/reports/r-1'). */
  path: string;
  /** The signed-in operator; without one the sign-in shows. */
  operator?: Operator;
  /** The /v1 answers, by "METHOD /v1/path" (`answer(consoleEndpoints.x, data)`). */
  api?: ApiAnswers;
  /** Store values the scope starts with, for state no call brings. */
  values?: readonly StoreValue[];
}

interface Loaded {
  scope: Scope;
  router: ReturnType<typeof createMemoryRouter>;
  settled: () => Promise<void>;
}

const load =
  (setup: ConsoleScreenSetup): Loader =>
  async ({ globals }): Promise<Loaded> => {
    clearPage();
    setStoryClock(storyNow);
    const scope = fork({
      values: [
        [$theme, globals.theme === 'dark' ? 'dark' : 'light'],
        [$locale, globals.locale === 'de' ? 'de' : 'en'],
        ...(setup.values ?? []),
      ],
    });
    const api = createFixtureFetch({
      ...setup.api,
      ...answer(consoleEndpoints.me, setup.operator ?? refusal(401, 'UNAUTHORIZED')),
    });
    await allSettled(apiCreated, { scope, params: createConsoleApi(scope, { fetch: api.fetch }) });
    await allSettled(consoleStarted, { scope });
    const router = createMemoryRouter(routes, {
      initialEntries: [`${basename}${setup.path === '/' ? '' : setup.path}`],
      basename,
    });
    return { scope, router, settled: api.settled };
  };

function Screen({ loaded }: { loaded: Loaded }) {
  return (
    <Provider value={loaded.scope}>
      <ConsoleProviders>
        <RouterProvider router={loaded.router} />
      </ConsoleProviders>
    </Provider>
  );
}

/**
 * One state of a console screen. `play` runs once every fixture call has been answered (e.g.
 * opens a dialog); the story is then what the operator sees.
 */
export const consoleStory = (
  setup: ConsoleScreenSetup,
  play?: (context: StoryContext) => Promise<void>,
): StoryObj => ({
  loaders: [load(setup)],
  beforeEach: () => clearPage,
  render: (_, { loaded }) => <Screen loaded={loaded as Loaded} />,
  play: async (context) => {
    await (context.loaded as Loaded).settled();
    await play?.(context);
  },
});

/**
 * What every console screen story's meta shares: the whole page, no docs page, and pictured at
 * the desktop width only (a back office used at a desk; its layout still works on a phone) and in
 * the light theme: the dark theme's colours are the member app's, pictured there in every state,
 * so each console screen is pictured dark once, in its main state (`pictureDarkToo`).
 */
export const consoleMeta: Pick<Meta, 'parameters' | 'tags'> = {
  parameters: { layout: 'fullscreen', visual: { viewports: ['desktop'], themes: ['light'] } },
  tags: ['!autodocs'],
};

/**
 * A state that differs from a pictured one only by what its interaction test checks (a toast, a
 * busy button, the list one entry shorter): run, not pictured.
 */
export const notPictured = (reason: string, story: StoryObj): StoryObj => ({
  ...story,
  parameters: { ...story.parameters, visual: { skip: reason } },
});

/** A screen's main state, pictured in the dark theme too. */
export const pictureDarkToo = (story: StoryObj): StoryObj => ({
  ...story,
  parameters: { ...story.parameters, visual: { themes: ['light', 'dark'] } },
});
