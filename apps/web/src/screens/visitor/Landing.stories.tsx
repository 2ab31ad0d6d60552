import type { Meta } from '@storybook/react-vite';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import { visitorAnswers, withEveryFeature, withSocialSignIn } from '../storyFixtures';

const meta = {
  title: 'Screens/Visitor/Landing',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** The landing as the default configuration shows it: sign-up by e-mail only, no switches on. */
export const Landing = screenStory({ path: paths.home, api: visitorAnswers() });

/** Award seals, store badges, the match-game teaser and the social sign-up, all switched on. */
export const EveryFeature = screenStory({
  path: paths.home,
  api: visitorAnswers(withEveryFeature, withSocialSignIn),
});
