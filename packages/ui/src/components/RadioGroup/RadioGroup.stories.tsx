import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../Stack/Stack';
import { Radio, RadioGroup, radioGroupVariants } from './RadioGroup';

const visibilityOptions = (
  <>
    <Radio value="everyone" description="All members can find you and see your photos.">
      Everyone
    </Radio>
    <Radio value="matches" description="Only members you matched with see your full profile.">
      Only my matches
    </Radio>
    <Radio value="hidden" description="Take a break: nobody finds you until you switch back.">
      Hidden
    </Radio>
  </>
);

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Who can see my profile', children: visibilityOptions, onChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: radioGroupVariants } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the name or on the description chooses the option. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Who can see my profile' })).toBeVisible();
    await userEvent.click(canvas.getByText('Only my matches'));
    await expect(canvas.getByRole('radio', { name: 'Only my matches' })).toBeChecked();
    await userEvent.click(canvas.getByText(/Take a break/));
    await expect(canvas.getByRole('radio', { name: 'Hidden' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('hidden');
  },
};

/** Tab lands on the chosen option; the arrow keys move the choice. */
export const FocusVisible: Story = {
  args: { defaultValue: 'everyone' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const everyone = canvas.getByRole('radio', { name: 'Everyone' });
    await expect(everyone).toHaveFocus();
    await expect(everyone.closest('label')).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Only my matches' })).toBeChecked();
  },
};

export const Cards: Story = {
  args: { variant: 'card', defaultValue: 'matches' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', { name: 'Only my matches' }),
    ).toHaveAccessibleDescription('Only members you matched with see your full profile.');
  },
};

export const CardsFocusVisible: Story = {
  args: { variant: 'card', defaultValue: 'matches' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Only my matches' })).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'everyone' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByText('Hidden'));
    await expect(canvas.getByRole('radio', { name: 'Everyone' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    errorMessage: 'Please choose who can see your profile.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      'Please choose who can see your profile.',
    );
  },
};

export const InvalidCards: Story = {
  args: { ...Invalid.args, variant: 'card' },
};

export const LongText: Story = {
  args: {
    label: 'How should we tell you about new messages while you are not using the app?',
    description: 'You can change this at any time in your settings.',
    defaultValue: 'digest',
    children: (
      <>
        <Radio
          value="instant"
          description="A push notification for every single message, like, wink and profile visit, day and night."
        >
          Instantly, every time something happens on my profile
        </Radio>
        <Radio value="digest" description="One e-mail in the evening with everything of the day.">
          Once a day as a summary
        </Radio>
        <Radio value="never">Never</Radio>
      </>
    ),
  },
};

export const Mobile: Story = {
  args: { variant: 'card', defaultValue: 'everyone' },
  globals: { viewport: { value: 'mobile' } },
};

/** Both variants with a chosen, a plain and a disabled option: the visual regression matrix. */
export const AllStates: Story = {
  render: (args) => (
    <Stack space="xlarge">
      {radioGroupVariants.map((variant) => (
        <RadioGroup
          key={variant}
          label={`Variant ${variant}`}
          variant={variant}
          defaultValue="matches"
          onChange={args.onChange}
        >
          <Radio value="everyone" description="All members can find you.">
            Everyone
          </Radio>
          <Radio value="matches">Only my matches</Radio>
          <Radio value="hidden" isDisabled description="Premium members only.">
            Hidden
          </Radio>
        </RadioGroup>
      ))}
    </Stack>
  ),
};
