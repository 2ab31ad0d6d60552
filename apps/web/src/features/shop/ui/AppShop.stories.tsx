import type { Meta } from '@storybook/react-vite';
import { paths } from '../../../app/paths';
import { member, memberAnswers } from '../../../stories/fixtures';
import { screenMeta, screenStory } from '../../../stories/screen';

const meta = {
  title: 'Screens/Shop/App Shop',
  ...screenMeta,
} satisfies Meta;
export default meta;

export const AppShop = screenStory({ path: paths.appShop, member, api: memberAnswers });
