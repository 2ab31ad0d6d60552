/**
 * Stories of the app's own screens: each renders the real route (its guards, its frame, its
 * screen component and models) in an Effector scope forked for the story. The scope starts with
 * the story's store values; its /v1 client answers from the story's fixtures (@amora/client/fixtures) and
 * its chat hub is the story's (storyHub.ts), so nothing reaches a network. The theme and the
 * language come from the Storybook toolbar; the clock stands at `storyNow` (fixtures.ts).
 */

import { type ApiAnswers, answer, createFixtureFetch } from '@amora/client/fixtures';
import { endpoints, type User } from '@amora/contract';
import type { Locale } from '@amora/ui';
import { clearPage, setStoryClock } from '@amora/ui/fixtures';
import type { Loader, Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { allSettled, type EventCallable, fork, type Scope, type StoreWritable } from 'effector';
import { Provider } from 'effector-react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/App';
import { routes } from '../app/router';
import { type HubFactory, hubFactorySet } from '../features/messages/connection';
import { $locale, $theme } from '../preferences/model';
import { appStarted, sessionRestored } from '../session/model';
import { apiCreated, createScopedApi } from '../shared/api';
import { storyNow } from './fixtures';
import { storyHub } from './storyHub';

// biome-ignore lint/suspicious/noExplicitAny: a list of stores of different value types
export type StoreValue = [StoreWritable<any>, unknown];

export interface ScreenSetup {
  /** The address the screen is opened at, as the member reaches it. */
  path: string;
  /** The signed-in member; a visitor without. */
  member?: User;
  /** The /v1 answers, by "METHOD /v1/path". */
  api?: ApiAnswers;
  /** Store values the scope starts with, for state no call brings (an open dialog, a draft). */
  values?: readonly StoreValue[];
  /** The chat hub (storyHub); by default connected and silent. */
  hub?: HubFactory;
}

interface Loaded {
  scope: Scope;
  router: ReturnType<typeof createMemoryRouter>;
  settled: () => Promise<void>;
}

const load =
  (setup: ScreenSetup): Loader =>
  async ({ globals }): Promise<Loaded> => {
    // Before the scope exists: its models may read the time as they start.
    clearPage();
    setStoryClock(storyNow);
    const scope = fork({
      values: [
        [$theme, globals.theme === 'dark' ? 'dark' : 'light'],
        [$locale, (globals.locale as Locale | undefined) ?? 'en'],
        ...(setup.values ?? []),
      ],
    });
    // The member's own account is the story's member, whatever the shared answers hold.
    const api = createFixtureFetch({
      ...setup.api,
      ...(setup.member ? answer(endpoints.user.get, setup.member) : {}),
    });
    await allSettled(apiCreated, { scope, params: createScopedApi(scope, { fetch: api.fetch }) });
    await allSettled(hubFactorySet, { scope, params: setup.hub ?? storyHub() });
    if (setup.member) await allSettled(sessionRestored, { scope, params: setup.member });
    await allSettled(appStarted, { scope });
    const router = createMemoryRouter(routes, { initialEntries: [setup.path] });
    // The route's screen module is loaded before the first render, as the app's start does.
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
    return { scope, router, settled: api.settled };
  };

function Screen({ loaded }: { loaded: Loaded }) {
  return (
    <Provider value={loaded.scope}>
      <AppProviders>
        <RouterProvider router={loaded.router} />
      </AppProviders>
    </Provider>
  );
}

/**
 * One state of a screen. `play` runs once every fixture call has been answered (e.g. opens a
 * dialog); the story is then what the member sees.
 */
export const screenStory = (
  setup: ScreenSetup,
  play?: (context: StoryContext) => Promise<void>,
): StoryObj => ({
  loaders: [load(setup)],
  // The story's clock and toasts end with it (the loader set them up).
  beforeEach: () => clearPage,
  render: (_, { loaded }) => <Screen loaded={loaded as Loaded} />,
  play: async (context) => {
    await (context.loaded as Loaded).settled();
    await play?.(context);
  },
});

/** Sends an event into the story's scope from `play`, as the hub or the browser would. */
export const sendToScreen = <Payload,>(
  context: StoryContext,
  unit: EventCallable<Payload>,
  params: Payload,
) => allSettled(unit, { scope: (context.loaded as Loaded).scope, params });

/**
 * What every screen story's meta shares: the whole page, at both widths, and no docs page (a
 * screen is its states, each a story; one page would run them all at once).
 */
export const screenMeta: Pick<Meta, 'parameters' | 'tags'> = {
  parameters: { layout: 'fullscreen', visual: { viewports: ['mobile', 'desktop'] } },
  tags: ['!autodocs'],
};
