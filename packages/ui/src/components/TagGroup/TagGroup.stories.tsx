import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tag, TagGroup } from './TagGroup';

const interests = [
  'Travel',
  'Hiking',
  'Cooking',
  'Yoga',
  'Festivals',
  'Photography',
  'Reading',
  'Cinema',
];

const meta = {
  title: 'Primitives/TagGroup',
  component: TagGroup,
  args: {
    label: 'Interests',
    description: 'Pick at least 2',
    selectionMode: 'multiple',
    defaultSelectedKeys: ['travel', 'cooking'],
    onSelectionChange: fn(),
    children: interests.map((name) => (
      <Tag key={name} id={name.toLowerCase()}>
        {name}
      </Tag>
    )),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Interests: several at once. */
export const Interests: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('row', { name: 'Yoga' }));
    await expect(args.onSelectionChange).toHaveBeenCalled();
    await expect(canvas.getByRole('row', { name: 'Yoga' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Moods: one at a time. */
export const Moods: Story = {
  args: {
    label: 'Your mood today',
    description: undefined,
    selectionMode: 'single',
    defaultSelectedKeys: ['coffee'],
    children: [
      ['coffee', '☕', 'Coffee?'],
      ['laugh', '😄', 'Make me laugh'],
      ['walk', '🌳', 'Up for a walk'],
      ['chat', '💬', 'Just chatting'],
    ].map(([id, icon, text]) => (
      <Tag key={id} id={id} icon={icon}>
        {text ?? ''}
      </Tag>
    )),
  },
};

export const Invalid: Story = {
  args: { defaultSelectedKeys: ['travel'], errorMessage: 'Please pick at least 2 interests.' },
  play: async ({ canvas }) => {
    const error = canvas.getByText('Please pick at least 2 interests.');
    await expect(error).toBeVisible();
    await expect(canvas.getByRole('grid')).toHaveAccessibleDescription(/Please pick at least 2/);
  },
};

function Removable() {
  const [items, setItems] = useState(['Travel', 'Hiking', 'Cooking']);
  return (
    <TagGroup
      label="Your interests"
      emptyText="No interests yet."
      onRemove={(keys) => setItems((old) => old.filter((name) => !keys.has(name)))}
    >
      {items.map((name) => (
        <Tag key={name} id={name}>
          {name}
        </Tag>
      ))}
    </TagGroup>
  );
}

export const RemovableTags: Story = {
  render: () => <Removable />,
  play: async ({ canvas }) => {
    // The remove button's name comes from react-aria: "Remove" and the tag.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Hiking' }));
    await expect(canvas.queryByText('Hiking')).toBeNull();
  },
};

export const Empty: Story = {
  render: () => (
    <TagGroup label="Your interests" emptyText="No interests yet.">
      {[]}
    </TagGroup>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
