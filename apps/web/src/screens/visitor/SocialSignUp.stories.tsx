import type { Meta } from '@storybook/react-vite';
import { paths } from '../../app/paths';
import { $socialProblem, $socialSignUp } from '../../session/model';
import type { SocialCredentials } from '../../session/social';
import { screenMeta, screenStory } from '../../stories/screen';
import { visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Visitor/Social Sign-up',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** Google vouched for a person who has no account here yet: the login finishes the sign-up. */
const vouched: SocialCredentials = { provider: 'google', token: 'story-token' };

export const SignUp = screenStory({
  path: paths.login,
  api: visitorAnswers(),
  values: [[$socialSignUp, vouched]],
});

export const EmailInUse = screenStory({
  path: paths.login,
  api: visitorAnswers(),
  values: [
    [$socialSignUp, vouched],
    [$socialProblem, 'EMAIL_ALREADY_EXISTS'],
  ],
});
