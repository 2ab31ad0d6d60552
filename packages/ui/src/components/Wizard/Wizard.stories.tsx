import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { Wizard } from './Wizard';

/** Three steps; each needs a non-empty answer before Next is enabled. */
function ThreeSteps({ onClose, onFinish }: { onClose: () => void; onFinish: () => void }) {
  const questions = ['What is your first name?', 'Where do you live?', 'What do you do?'];
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState(['', '', '']);
  const isLast = step === questions.length - 1;
  return (
    <Wizard
      step={step}
      stepCount={questions.length}
      title={questions[step]}
      canContinue={(answers[step] ?? '').trim() !== ''}
      onNext={() => (isLast ? onFinish() : setStep(step + 1))}
      onBack={step > 0 ? () => setStep(step - 1) : undefined}
      onClose={onClose}
    >
      <TextField
        key={step}
        label="Your answer"
        value={answers[step]}
        onChange={(value) =>
          setAnswers(answers.map((old, index) => (index === step ? value : old)))
        }
      />
    </Wizard>
  );
}

const meta = {
  title: 'Product/Wizard',
  component: Wizard,
  args: {
    step: 1,
    stepCount: 6,
    title: 'When is your birthday?',
    description: 'Only your age is shown on your profile.',
    canContinue: true,
    onNext: fn(),
    onBack: fn(),
    onClose: fn(),
    children: <TextField label="Birthday" defaultValue="14.05.1998" />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
  parameters: { visual: { viewports: ['mobile', 'desktop'] } },
} satisfies Meta<typeof Wizard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Step 2 of 6' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** An incomplete step: Next is disabled, and Enter does not move on. */
export const Incomplete: Story = {
  args: { canContinue: false },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Birthday'), '{Enter}');
    await expect(args.onNext).not.toHaveBeenCalled();
  },
};

export const FirstStep: Story = {
  args: { step: 0, onBack: undefined, title: 'What is your first name?' },
};

export const LastStepSubmitting: Story = {
  args: { step: 5, title: 'Almost done!', isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Finish/ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const CustomLabel: Story = { args: { step: 5, nextLabel: 'Publish profile' } };

/** The gating in use: each answer enables Next, Enter advances, Back keeps the answers. */
export const Gating: Story = {
  parameters: { visual: { skip: 'Behaviour only; the other stories show each state' } },
  render: (args) => <ThreeSteps onClose={args.onClose ?? fn()} onFinish={args.onNext} />,
  play: async ({ args, canvas }) => {
    const next = () => canvas.getByRole('button', { name: /Next|Finish/ });
    await expect(next()).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Your answer'), 'Lena');
    await expect(next()).toBeEnabled();
    await userEvent.click(next());
    const heading = canvas.getByRole('heading', { name: 'Where do you live?' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(next()).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Your answer'), 'Berlin{Enter}');
    await expect(canvas.getByRole('heading', { name: 'What do you do?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(canvas.getByLabelText('Your answer')).toHaveValue('Berlin');
    await userEvent.click(next());
    await userEvent.type(canvas.getByLabelText('Your answer'), 'Nurse{Enter}');
    await expect(args.onNext).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } };
