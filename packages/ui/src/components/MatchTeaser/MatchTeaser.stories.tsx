import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { portrait } from '../../fixtures/portraits';
import { Button } from '../Button/Button';
import { MatchTeaser, type TeaserMember } from './MatchTeaser';

const teaserMembers: TeaserMember[] = [
  {
    id: 'm1',
    name: 'Lena',
    age: 27,
    city: 'Berlin',
    image: portrait(0, { width: 480, height: 640 }),
  },
  {
    id: 'm2',
    name: 'Jonas',
    age: 31,
    city: 'Hamburg',
    image: portrait(1, { width: 480, height: 640 }),
  },
  {
    id: 'm3',
    name: 'Mia',
    age: 24,
    city: 'München',
    image: portrait(2, { width: 480, height: 640 }),
  },
  {
    id: 'm4',
    name: 'Noah',
    age: 29,
    city: 'Köln',
    image: portrait(3, { width: 480, height: 640 }),
  },
  {
    id: 'm5',
    name: 'Emma',
    age: 33,
    city: 'Frankfurt',
    image: portrait(4, { width: 480, height: 640 }),
  },
  {
    id: 'm6',
    name: 'Felix',
    age: 35,
    city: 'Stuttgart',
    image: portrait(5, { width: 480, height: 640 }),
  },
  {
    id: 'm7',
    name: 'Sophie',
    age: 26,
    city: 'Dresden',
    image: portrait(6, { width: 480, height: 640 }),
  },
];

const meta = {
  title: 'Discovery/MatchTeaser',
  component: MatchTeaser,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Play the match game',
    subtitle: 'Like or pass – when you both like each other, it’s a match.',
    members: teaserMembers,
    action: <Button size="large">Start matching</Button>,
  },
} satisfies Meta<typeof MatchTeaser>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous profiles' })).toBeDisabled();
    await expect(canvas.getByText('Lena, 27')).toBeVisible();
  },
};

export const ScrollsWithArrows: Story = {
  parameters: { visual: { skip: 'Scroll position after smooth scrolling is not stable' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next profiles' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Previous profiles' })).toBeEnabled(),
    );
  },
};

export const FewMembers: Story = { args: { members: teaserMembers.slice(0, 2) } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
