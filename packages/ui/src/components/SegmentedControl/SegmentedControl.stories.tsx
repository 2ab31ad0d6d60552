import type { Meta, StoryObj } from '@storybook/react-vite';
import { Handshake, Heart, Mars, PartyPopper, Shuffle, Venus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Segment, SegmentedControl } from './SegmentedControl';

const genderSegments = (
  <>
    <Segment value="male" icon={<Mars size={20} />}>
      Man
    </Segment>
    <Segment value="female" icon={<Venus size={20} />}>
      Woman
    </Segment>
  </>
);

const relationSegments = (
  <>
    <Segment value="friendship" icon={<Handshake size={20} />}>
      Friendship
    </Segment>
    <Segment value="fun" icon={<PartyPopper size={20} />}>
      Fun
    </Segment>
    <Segment value="relationship" icon={<Heart size={20} />}>
      Relationship
    </Segment>
    <Segment value="whatever" icon={<Shuffle size={20} />}>
      Whatever
    </Segment>
  </>
);

const meta = {
  title: 'Primitives/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'I am a', children: genderSegments, onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SegmentedControl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'I am a' })).toBeVisible();
    await userEvent.click(canvas.getByText('Woman'));
    await expect(canvas.getByRole('radio', { name: 'Woman' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('female');
  },
};

/** Tab enters on the chosen segment; the arrow keys move the choice, wrapping at the ends. */
export const ArrowKeys: Story = {
  args: { label: 'I am looking for', children: relationSegments, defaultValue: 'friendship' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Friendship' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Fun' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Relationship' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Relationship' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Fun' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('fun');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 'male' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const man = canvas.getByRole('radio', { name: 'Man' });
    await expect(man).toHaveFocus();
    await expect(man.closest('label')).toHaveAttribute('data-focus-visible', 'true');
  },
};

export const RelationshipType: Story = {
  args: { label: 'I am looking for', children: relationSegments, defaultValue: 'relationship' },
};

export const WithoutIcons: Story = {
  args: {
    label: 'Show me',
    defaultValue: 'women',
    children: (
      <>
        <Segment value="men">Men</Segment>
        <Segment value="women">Women</Segment>
        <Segment value="everyone">Everyone</Segment>
      </>
    ),
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'male' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Woman'));
    await expect(canvas.getByRole('radio', { name: 'Man' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const DisabledSegment: Story = {
  args: {
    label: 'I am looking for',
    defaultValue: 'fun',
    children: (
      <>
        <Segment value="friendship">Friendship</Segment>
        <Segment value="fun">Fun</Segment>
        <Segment value="relationship" isDisabled>
          Relationship
        </Segment>
      </>
    ),
  },
};

/** Registration: the gender is required. */
export const Invalid: Story = {
  args: { isRequired: true, errorMessage: 'Please choose your gender.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Please choose your gender.',
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'What kind of connection are you hoping to find with the people you meet here?',
    description: 'Only members looking for something similar are suggested to you.',
    defaultValue: 'long',
    children: (
      <>
        <Segment value="long" icon={<Heart size={20} />}>
          A serious long-term relationship
        </Segment>
        <Segment value="open" icon={<Shuffle size={20} />}>
          Open to whatever happens
        </Segment>
      </>
    ),
  },
};

/** On a phone the four relationship types wrap into two rows of two. */
export const Mobile: Story = {
  render: (args) => (
    <Stack space="xlarge">
      <SegmentedControl {...args} defaultValue="female" />
      <SegmentedControl label="I am looking for" defaultValue="fun">
        {relationSegments}
      </SegmentedControl>
    </Stack>
  ),
  globals: { viewport: { value: 'mobile' } },
};

/** Every state side by side: the visual regression matrix. */
export const AllStates: Story = {
  render: () => (
    <Stack space="xlarge">
      <SegmentedControl label="Nothing chosen">{genderSegments}</SegmentedControl>
      <SegmentedControl label="Chosen" defaultValue="female">
        {genderSegments}
      </SegmentedControl>
      <SegmentedControl label="Four options" defaultValue="relationship">
        {relationSegments}
      </SegmentedControl>
      <SegmentedControl label="Disabled" isDisabled defaultValue="male">
        {genderSegments}
      </SegmentedControl>
      <SegmentedControl label="Invalid" isRequired errorMessage="Please choose your gender.">
        {genderSegments}
      </SegmentedControl>
    </Stack>
  ),
};
