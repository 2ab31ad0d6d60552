import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { ChatBubble } from '../ChatBubble/ChatBubble';
import { ChatComposer } from '../ChatComposer/ChatComposer';
import { ChatHeader } from '../ChatHeader/ChatHeader';
import { ConnectionBanner } from '../ConnectionBanner/ConnectionBanner';
import { ChatLayout } from './ChatLayout';

const partner = { partnerName: 'Lena', partnerImage: portrait(0) };
const at = (minutes: number) => new Date(2026, 10, 20, 18, minutes);
const lines = [
  'Hi! 👋',
  'How was your weekend?',
  'Mine was great, we went sailing on the Alster.',
  'Sounds amazing! I have never been sailing.',
  'Then we should change that 😄',
  'Deal. When?',
  'Saturday at ten?',
  'Perfect, see you there!',
];

const meta = {
  title: 'Chat/ChatLayout',
  component: ChatLayout,
  args: {
    label: 'Chat with Lena',
    header: <ChatHeader name="Lena" age={27} image={portrait(0)} isOnline />,
    composer: <ChatComposer onSend={fn()} price={0} rate={{ price: 10, characters: 100 }} />,
    children: lines.map((text, index) => (
      <ChatBubble
        key={text}
        {...partner}
        text={text}
        isOwn={index % 2 === 1}
        status="read"
        sentAt={at(index)}
      />
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ height: 560 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof ChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** More messages than fit: the log scrolls and starts at the newest message. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Chat with Lena' });
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
    await expect(canvas.getByText('Perfect, see you there!')).toBeVisible();
  },
};

/** Few messages sit at the bottom, next to the composer. */
export const FewMessages: Story = {
  args: { children: <ChatBubble {...partner} text="Hi! 👋" sentAt={at(1)} /> },
};

export const WithBanner: Story = { args: { banner: <ConnectionBanner state="reconnecting" /> } };
