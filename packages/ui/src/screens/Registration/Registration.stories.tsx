import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button/Button';
import { screenParameters, VisitorFrame } from '../Visitor/fixtures';
import { emptyRegistration, filledRegistration, RegistrationWizard } from './RegistrationWizard';

const meta = {
  title: 'Screens/Registration/Wizard',
  component: RegistrationWizard,
  parameters: screenParameters,
  args: { onFinish: fn(), onClose: fn() },
  render: (args) => (
    <VisitorFrame
      action={
        <Button variant="ghost" size="small">
          Log in
        </Button>
      }
    >
      <RegistrationWizard {...args} />
    </VisitorFrame>
  ),
} satisfies Meta<typeof RegistrationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: Next stays disabled until a valid first name is entered. */
export const Name: Story = {
  play: async ({ canvas }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('First name'), 'Lena');
    await expect(next).toBeEnabled();
  },
};

export const NameInvalid: Story = {
  args: { initialValues: { ...emptyRegistration, name: 'Lena 2' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your name must not contain a space.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Step 2: the birthdate starts 18 years ago. */
export const Birthday: Story = {
  args: { initialStep: 1, initialValues: { ...emptyRegistration, name: 'Lena' } },
};

export const Gender: Story = {
  args: { initialStep: 2, initialValues: { ...emptyRegistration, name: 'Lena' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Woman' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const GenderMissing: Story = {
  args: { initialStep: 2, showErrors: true, initialValues: { ...emptyRegistration, name: 'Lena' } },
};

export const LookingFor: Story = {
  args: {
    initialStep: 3,
    initialValues: { ...filledRegistration, searchGender: 'male', relationship: null },
  },
};

/** Step 5: Next needs a city chosen from the suggestions. */
export const Location: Story = {
  args: {
    initialStep: 4,
    initialValues: { ...filledRegistration, cityId: null, searchDistance: 200 },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('combobox', { name: 'City or zip code' }), 'Ber');
    const option = await waitFor(() =>
      within(document.body).getByRole('option', { name: /Berlin/ }),
    );
    await userEvent.click(option);
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

export const LocationMissing: Story = {
  args: {
    initialStep: 4,
    showErrors: true,
    initialValues: { ...filledRegistration, cityId: null, searchDistance: 200 },
  },
};

/** Step 6: e-mail, password and the required consent. */
export const Account: Story = {
  args: {
    initialStep: 5,
    initialValues: { ...filledRegistration, email: '', password: '', consent: false },
  },
  play: async ({ args, canvas }) => {
    const finish = canvas.getByRole('button', { name: 'Create my profile' });
    await userEvent.type(canvas.getByLabelText('E-mail'), 'lena.meyer@example.com ');
    await userEvent.type(canvas.getByLabelText('Password'), 'sommer2026');
    await expect(finish).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(finish).toBeEnabled();
    await userEvent.click(finish);
    await expect(args.onFinish).toHaveBeenCalledOnce();
  },
};

export const AccountInvalid: Story = {
  args: {
    initialStep: 5,
    showErrors: true,
    initialValues: { ...filledRegistration, email: 'lena.meyer@', password: 'abc', consent: false },
  },
};

export const Submitting: Story = {
  args: { initialStep: 5, initialValues: filledRegistration, status: 'submitting' },
};

export const EmailExists: Story = {
  args: { initialStep: 5, initialValues: filledRegistration, status: 'emailExists' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email already exists');
  },
};
