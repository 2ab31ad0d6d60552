import type { Meta } from '@storybook/react-vite';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import { visitorAnswers, withEveryFeature, withSocialSignIn } from '../storyFixtures';

const meta = {
  title: 'Screens/Info/Mobile Register',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** Where app and ad traffic lands, as the default configuration shows it. */
export const SignUp = screenStory({ path: paths.mobile, api: visitorAnswers() });

/** With the store badges and the social sign-up switched on. */
export const EveryFeature = screenStory({
  path: paths.mobile,
  api: visitorAnswers(withEveryFeature, withSocialSignIn),
});
