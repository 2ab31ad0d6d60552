import type { Meta } from '@storybook/react-vite';
import { paths } from '../../app/paths';
import { member, memberAnswers } from '../../stories/fixtures';
import { screenMeta, screenStory } from '../../stories/screen';
import { visitorAnswers, withEveryFeature } from '../storyFixtures';
import { $online } from './appStatus';

const meta = {
  title: 'Screens/Info/App Status',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** The browser lost its connection: every screen but the messages gives way to this one. */
export const Offline = screenStory({
  path: paths.profile,
  member,
  api: memberAnswers,
  values: [[$online, false]],
});

/** The server asks for a newer app than this one: the stores offer the update. */
export const UpdateRequired = screenStory({
  path: paths.home,
  api: visitorAnswers(withEveryFeature, { minimumAppVersion: '999.0.0' }),
});
