import type { Meta } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import { visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Info/Legal',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** Each legal text loads with its page: the story shows it once it is there. */
const textShown = async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await within(canvasElement).findAllByRole('heading', { level: 2 });
};

/** Read in English, with the note that the German text is the binding one. */
export const Imprint = screenStory({ path: paths.imprint, api: visitorAnswers() }, textShown);

/** The binding German text, without the note. */
export const TermsInGerman = {
  ...screenStory({ path: paths.terms, api: visitorAnswers() }, textShown),
  globals: { locale: 'de' },
};

/** The privacy policy ends with the switch of the usage statistics. */
export const Privacy = screenStory({ path: paths.privacy, api: visitorAnswers() }, textShown);
