import { type AnswerOf, answer, pending } from '@amora/client/fixtures';
import { endpoints, type NewsletterState } from '@amora/contract';
import type { Meta } from '@storybook/react-vite';
import { paths } from '../../app/paths';
import { screenMeta, screenStory } from '../../stories/screen';
import { refusal, visitorAnswers } from '../storyFixtures';

const meta = {
  title: 'Screens/Info/Unsubscribe',
  ...screenMeta,
} satisfies Meta;
export default meta;

/** The link in the footer of a newsletter: the member's id and the token. */
const mailLink = `${paths.unsubscribe.replace(':id', 'me')}?t=story-token`;

const newsletter = (state: AnswerOf<typeof endpoints.newsletter.get>) => ({
  ...visitorAnswers(),
  ...answer(endpoints.newsletter.get, state, { id: 'me' }),
});
const subscribed: NewsletterState = { subscribed: true };

export const Loading = screenStory({ path: mailLink, api: newsletter(pending) });

export const Subscribed = screenStory({ path: mailLink, api: newsletter(subscribed) });

export const Unsubscribed = screenStory({
  path: mailLink,
  api: newsletter({ subscribed: false }),
});

export const InvalidLink = screenStory({
  path: mailLink,
  api: newsletter(refusal(404, 'NOT_FOUND')),
});
