import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { sampleMembers } from '../../fixtures/portraits';
import { Box } from '../Box/Box';
import { Stack } from '../Stack/Stack';
import { DialogListItem, type DialogListItemProps } from './DialogListItem';

const now = new Date(2025, 4, 14, 18, 0);
const today = (hours: number, minutes: number) => new Date(2025, 4, 14, hours, minutes);
type Partner = { name: string; age: number; image: string; isOnline: boolean };
const partners: Partner[] = sampleMembers.map(({ name, age, image, isOnline }) => ({
  name,
  age,
  image,
  isOnline,
}));
const [lena, sophie, mia, hannah, emma, clara, jonas, maximilian] = partners as [
  Partner,
  Partner,
  Partner,
  Partner,
  Partner,
  Partner,
  Partner,
  Partner,
];

const meta = {
  title: 'Chat/DialogListItem',
  component: DialogListItem,
  args: {
    ...lena,
    now,
    onPress: fn(),
    lastMessage: { text: 'Sounds great, see you on Saturday at the lake!', sentAt: today(14, 5) },
  },
  decorators: [
    (Story) => (
      // The list pane of the two-pane layout is about this wide.
      <div style={{ maxWidth: 440 }}>
        <Box background="background" padding="small" borderRadius="large">
          <Story />
        </Box>
      </div>
    ),
  ],
} satisfies Meta<typeof DialogListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: 'Lena, 27, online' });
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const FocusVisible: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Lena, 27, online' });
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Unread: Story = {
  args: { unreadCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '3 unread messages' })).toBeVisible();
  },
};

export const ManyUnread: Story = { args: { unreadCount: 240 } };

export const OwnLastMessage: Story = {
  args: { lastMessage: { text: 'Haha, exactly!', sentAt: today(16, 40), isOwn: true } },
};

export const Favorite: Story = { args: { isFavorite: true } };

export const FavoriteToggle: Story = {
  args: { isFavorite: false, onFavoriteChange: fn() },
  play: async ({ args, canvas }) => {
    const star = canvas.getByRole('button', { name: 'Favorite' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await expect(args.onFavoriteChange).toHaveBeenCalledWith(true);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Selected: Story = {
  args: { isSelected: true, isFavorite: true, onFavoriteChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('aria-current', 'page');
  },
};

export const Expired: Story = {
  args: {
    ...sophie,
    isExpired: true,
    restorableUntil: new Date(2025, 4, 21),
    onRestore: fn(),
    lastMessage: { text: 'Was nice talking to you', sentAt: new Date(2025, 3, 2, 9, 30) },
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByText('Can be restored until May 21')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Temp: Story = {
  args: { ...mia, isTemp: true, lastMessage: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Say hello to Mia!')).toBeVisible();
  },
};

export const Typing: Story = { args: { isTyping: true, unreadCount: 1 } };

export const LongNames: Story = {
  args: {
    ...maximilian,
    unreadCount: 12,
    isFavorite: true,
    lastMessage: {
      text: 'I have been thinking about what you said about travelling through South America for a whole year',
      sentAt: new Date(2023, 11, 30, 22, 15),
    },
  },
};

const previews: DialogListItemProps[] = [
  { ...lena, lastMessage: { type: 'wink', sentAt: today(17, 50) }, unreadCount: 1 },
  { ...sophie, lastMessage: { type: 'present', sentAt: today(9, 12), isOwn: true } },
  { ...mia, lastMessage: { type: 'image', sentAt: new Date(2025, 4, 13, 21, 0) } },
  { ...hannah, lastMessage: { type: 'kiss', sentAt: new Date(2025, 4, 12, 8, 0) } },
  {
    ...emma,
    lastMessage: { type: 'iceBreaker', text: 'Mountains or the sea?', sentAt: today(11, 0) },
  },
  {
    ...clara,
    lastMessage: { type: 'pictureComment', text: 'Great photo!', sentAt: today(10, 0) },
  },
  { ...jonas, lastMessage: { type: 'pictureLike', sentAt: new Date(2025, 2, 3, 10, 0) } },
  { ...maximilian, lastMessage: { type: 'chatRenewal', sentAt: new Date(2024, 6, 1, 10, 0) } },
];

/** A wink, gift or picture shows an icon and a short label instead of text. */
export const PreviewTypes: Story = {
  render: (args) => (
    <Stack space="xxsmall">
      {previews.map((item) => (
        <DialogListItem key={item.name} {...args} {...item} />
      ))}
    </Stack>
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="xxsmall">
      <DialogListItem {...args} unreadCount={3} isFavorite onFavoriteChange={fn()} />
      <DialogListItem
        {...args}
        {...sophie}
        isSelected
        lastMessage={{ type: 'present', sentAt: today(9, 12), isOwn: true }}
      />
      <DialogListItem {...args} {...mia} isTyping unreadCount={1} />
      <DialogListItem {...args} {...jonas} isTemp lastMessage={undefined} />
      <DialogListItem
        {...args}
        {...maximilian}
        isFavorite
        lastMessage={{
          text: 'I have been thinking about what you said about travelling for a whole year',
          sentAt: new Date(2025, 4, 10, 20, 0),
        }}
      />
      <DialogListItem
        {...args}
        {...hannah}
        isExpired
        restorableUntil={new Date(2025, 4, 21)}
        onRestore={fn()}
        lastMessage={{ text: 'Was nice talking to you', sentAt: new Date(2025, 3, 2, 9, 30) }}
      />
    </Stack>
  ),
};

export const OnMobile: Story = {
  ...AllStates,
  globals: { viewport: { value: 'mobile' } },
};
