import type { Meta } from '@storybook/react-vite';
import { paths } from '../../app/paths';
import { member, memberAnswers } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Info/Support',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** A visitor reads how to write to support, or to log in for a ticket. */
export const ForVisitors = screenStory({ path: paths.support, api: visitorAnswers() });

/** A member opens a ticket in the app; the bar leads home. */
export const ForMembers = screenStory({ path: paths.support, member, api: memberAnswers });
