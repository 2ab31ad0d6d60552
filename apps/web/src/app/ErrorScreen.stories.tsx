import { answer } from '@amora/client/fixtures';
import { endpoints } from '@amora/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, type NonIndexRouteObject } from 'react-router';
import { within } from 'storybook/test';
import { visitorAnswers } from '../screens/storyFixtures';
import { screenMeta, screenStory } from '../stories/screen';
import { paths } from './paths';
import { routes } from './router';

const meta = {
  title: 'Screens/App/Error Screen',
  ...screenMeta,
} satisfies Meta;
export default meta;

const failedScreen = screenStory(
  {
    path: paths.home,
    // The error screen logs the member out.
    api: { ...visitorAnswers(), ...answer(endpoints.identity.logout, true) },
  },
  async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /unexpected application error/i });
  },
);

/** A screen whose render fails, as one would on data it does not expect. */
function BrokenScreen(): never {
  throw new Error('A screen failed to render');
}

/**
 * A screen failed to render: the router shows its error screen. The story's router is the app's
 * root route (its layout and error screen) with that broken screen as its only child.
 */
export const RenderFailed: StoryObj = {
  ...failedScreen,
  loaders: [
    async (context) => {
      const [screenLoaded] = [failedScreen.loaders ?? []].flat();
      // The app's root route: the layout with the error screen.
      const root = routes[0] as NonIndexRouteObject;
      return {
        ...(await screenLoaded?.(context)),
        router: createMemoryRouter([
          { ...root, children: [{ path: paths.home, element: <BrokenScreen /> }] },
        ]),
      };
    },
  ],
};
