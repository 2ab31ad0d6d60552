import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { AboutMe } from './AboutMe';
import { InterestList } from './InterestList';
import { type Trait, TraitList } from './TraitList';

const traits: Trait[] = [
  { kind: 'lookingFor', label: 'Looking for', value: 'Relationship' },
  { kind: 'relationshipStatus', label: 'Relationship status', value: 'Single' },
  { kind: 'size', label: 'Size', value: '172 cm' },
  { kind: 'starsign', label: 'Starsign', value: 'Libra' },
  { kind: 'eyeColor', label: 'Eye colour', value: 'Green' },
  { kind: 'hairColor', label: 'Hair colour', value: 'Blonde' },
  { kind: 'bodyJewelry', label: 'Body jewelry', value: 'Tattoo and piercing' },
  { kind: 'smoker', label: 'Smoker', value: 'No' },
  { kind: 'living', label: 'Living', value: 'Shared apartment' },
  { kind: 'sport', label: 'Sport', value: 'Weekly' },
  { kind: 'favoriteFood', label: 'Favourite food', value: 'Italian' },
];

const withGaps: Trait[] = traits.map((trait, index) =>
  index % 3 === 1 ? { ...trait, value: undefined } : trait,
);

const meta = {
  title: 'Product/TraitList',
  component: TraitList,
  args: { traits, title: 'Details' },
  argTypes: { variant: { control: 'inline-radio', options: ['rows', 'chips'] } },
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof TraitList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Details' })).toBeInTheDocument();
    await expect(canvas.getByText('Eye colour')).toBeInTheDocument();
    await expect(canvas.getByText('Green')).toBeInTheDocument();
  },
};

export const Chips: Story = {
  args: { variant: 'chips' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(traits.length);
    await expect(canvas.getByText('Smoker:')).toBeInTheDocument();
  },
};

/** Unanswered traits show "—", read out as "Not specified". */
export const EmptyValues: Story = {
  args: { traits: withGaps },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not specified')).toHaveLength(4);
    await expect(canvas.getAllByText('—')).toHaveLength(4);
  },
};

export const EmptyValuesHidden: Story = {
  args: { traits: withGaps, hideEmpty: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Not specified')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Relationship status')).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    traits: [
      {
        kind: 'favoriteFood',
        label: 'Lieblingsessen und was ich am Wochenende am liebsten koche',
        value: 'Mediterranean, with lots of fresh vegetables and a good glass of wine',
      },
      { kind: 'bodyJewelry', label: 'Body jewelry', value: 'Tattoo and piercing' },
      { kind: 'other', label: 'Languages', value: 'German, English, a little bit of Italian' },
    ],
  },
};

const interests = [
  { id: 'travel', label: 'Travel', isShared: true },
  { id: 'yoga', label: 'Yoga' },
  { id: 'cooking', label: 'Cooking', isShared: true },
  { id: 'netflix', label: 'Netflix' },
  { id: 'festivals', label: 'Festivals' },
  { id: 'photography', label: 'Photography' },
  { id: 'reading', label: 'Reading books' },
];

export const Interests: Story = {
  render: () => <InterestList title="Interests" interests={interests} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getAllByText('shared interest:')).toHaveLength(2);
  },
};

export const InterestsEmpty: Story = {
  render: () => (
    <InterestList title="Interests" interests={[]} emptyText="Lena has not picked any yet." />
  ),
};

export const About: Story = {
  render: () => (
    <AboutMe
      title="About me"
      text={
        'Coffee first, then adventures. I love long walks along the Spree, spontaneous trips and cooking for friends.\n\nLooking for someone who can make me laugh and does not take life too seriously.'
      }
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'About me' })).toBeInTheDocument();
  },
};

export const AboutEmpty: Story = {
  render: () => (
    <AboutMe title="About me" text="  " emptyText="Tell others a little about yourself." />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tell others a little about yourself.')).toBeInTheDocument();
  },
};

/** The three blocks as they appear together on a profile. */
export const ProfileDetails: Story = {
  render: (args) => (
    <Stack space="xlarge">
      <AboutMe
        title="About me"
        text="Coffee first, then adventures. Looking for someone who can make me laugh."
      />
      <InterestList title="Interests" interests={interests} />
      <TraitList {...args} traits={withGaps} />
      <TraitList traits={traits.slice(0, 5)} variant="chips" title="At a glance" />
    </Stack>
  ),
  // Taller than a phone screen; the phone layout of each block has its own story.
  parameters: { visual: { viewports: ['desktop'] } },
};
