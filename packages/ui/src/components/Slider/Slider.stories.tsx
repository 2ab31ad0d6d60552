import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Slider } from './Slider';

const kilometres = { style: 'unit', unit: 'kilometer' } as const;

const meta = {
  title: 'Primitives/Slider',
  component: Slider,
  args: {
    label: 'Search radius',
    minValue: 10,
    maxValue: 200,
    step: 1,
    defaultValue: 200,
    formatOptions: kilometres,
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Slider<number>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The registration's search radius, 10 to 200 km, starting at 200 km. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('200 km')).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Search radius' })).toHaveValue('200');
  },
};

/** Arrow keys move one step; Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const slider = canvas.getByRole('slider', { name: 'Search radius' });
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveValue('198');
    await expect(canvas.getByText('198 km')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('10');
    await expect(args.onChange).toHaveBeenLastCalledWith(10);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('11 km')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('200');
  },
};

export const FocusVisible: Story = {
  args: { defaultValue: 80 },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('slider').closest('[data-focus-visible]')).not.toBeNull(),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 50 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider')).toBeDisabled();
  },
};

/** The age range: two thumbs, shown as "18 – 48". */
export const Range: StoryObj<typeof Slider<number[]>> = {
  args: {
    label: 'Age',
    minValue: 18,
    maxValue: 80,
    defaultValue: [18, 48],
    formatOptions: undefined,
  },
  render: (args) => <Slider<number[]> {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('18 – 48')).toBeVisible();
    const [minimum, maximum] = canvas.getAllByRole('slider');
    await expect(minimum).toHaveAccessibleName('Minimum Age');
    await expect(maximum).toHaveAccessibleName('Maximum Age');
  },
};

/** Range thumbs cannot pass each other: End on the lower thumb stops at the upper one. */
export const RangeThumbsDoNotCross: StoryObj<typeof Slider<number[]>> = {
  ...Range,
  play: async ({ canvas }) => {
    const [minimum, maximum] = canvas.getAllByRole('slider');
    await userEvent.tab();
    await expect(minimum).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(minimum).toHaveValue('20');
    await userEvent.keyboard('{End}');
    await expect(minimum).toHaveValue('48');
    await userEvent.tab();
    await expect(maximum).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(maximum).toHaveValue('48');
    await userEvent.keyboard('{End}');
    await expect(maximum).toHaveValue('80');
    await expect(canvas.getByText('48 – 80')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: {
    defaultValue: 50,
    description: 'Members farther away than this are not shown to you.',
  },
};

export const LongText: Story = {
  args: {
    label: 'How far away the members you would like to meet may live at most',
    description: 'The distance is measured from the city you entered at registration.',
    defaultValue: 120,
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <Stack space="xlarge">
      <Slider {...args} />
      <Slider<number[]> label="Age" minValue={18} maxValue={80} defaultValue={[24, 36]} />
    </Stack>
  ),
};

export const AllStates: Story = {
  render: (args) => (
    <Stack space="xlarge">
      <Slider {...args} label="Minimum" defaultValue={10} />
      <Slider {...args} label="Middle" defaultValue={105} />
      <Slider {...args} label="Maximum" defaultValue={200} />
      <Slider {...args} label="Disabled" defaultValue={60} isDisabled />
      <Slider<number[]> label="Age range" minValue={18} maxValue={80} defaultValue={[18, 48]} />
      <Slider<number[]>
        label="Narrow age range"
        minValue={18}
        maxValue={80}
        defaultValue={[30, 30]}
      />
    </Stack>
  ),
};
