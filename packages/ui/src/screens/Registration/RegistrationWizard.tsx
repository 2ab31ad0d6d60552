/** The six registration steps of spec 01 as one composition, for the screen stories. */
import {
  AlertCircle,
  Handshake,
  Heart,
  Mars,
  PartyPopper,
  Shuffle,
  Venus,
  VenusAndMars,
} from 'lucide-react';
import { useState } from 'react';
import { BirthdateField } from '../../components/BirthdateField/BirthdateField';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { ComboBox } from '../../components/ComboBox/ComboBox';
import { Link } from '../../components/Link/Link';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Segment, SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import { Select } from '../../components/Select/Select';
import { Slider } from '../../components/Slider/Slider';
import { TextField } from '../../components/TextField/TextField';
import { Wizard } from '../../components/Wizard/Wizard';
import { referenceDate } from '../memberFrame';
import { FormNotice } from '../Visitor/fixtures';

export interface Registration {
  name: string;
  birthdate: string | null;
  gender: string | null;
  searchGender: string | null;
  relationship: string | null;
  country: string;
  cityId: string | null;
  searchDistance: number;
  email: string;
  password: string;
  consent: boolean;
}

export const emptyRegistration: Registration = {
  name: '',
  birthdate: '2008-11-20',
  gender: null,
  searchGender: null,
  relationship: null,
  country: 'DE',
  cityId: null,
  searchDistance: 200,
  email: '',
  password: '',
  consent: false,
};

export const filledRegistration: Registration = {
  name: 'Lena',
  birthdate: '1999-05-14',
  gender: 'female',
  searchGender: 'male',
  relationship: 'relationship',
  country: 'DE',
  cityId: '10115',
  searchDistance: 50,
  email: 'lena.meyer@example.com',
  password: 'sommer2026',
  consent: true,
};

const cities = [
  { id: '10115', label: 'Berlin', description: '10115' },
  { id: '20095', label: 'Hamburg', description: '20095' },
  { id: '80331', label: 'München', description: '80331' },
  { id: '50667', label: 'Köln', description: '50667' },
];

const countries = [
  { id: 'DE', label: 'Germany' },
  { id: 'AT', label: 'Austria' },
  { id: 'CH', label: 'Switzerland' },
];

/** The name rules of spec 01 section 5, the stricter reading: one message per broken rule. */
export function nameError(name: string): string | undefined {
  if (name === '') return undefined;
  if (/\s/.test(name)) return 'Your name must not contain a space.';
  if (/\d/.test(name)) return 'Your name must not contain a number.';
  if (!/^\p{L}+$/u.test(name)) return 'Your name may only contain letters.';
  if ((name.match(/\p{Lu}/gu) ?? []).length > 1)
    return 'Your name may contain only one capital letter.';
  if (name.length > 20) return 'Your name is too long.';
  return undefined;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const steps = [
  { title: 'What is your first name?', description: 'This is how others will see you.' },
  { title: 'When is your birthday?', description: 'Only your age is shown on your profile.' },
  { title: 'I am a …' },
  { title: 'Who are you looking for?' },
  { title: 'Where do you live?', description: 'We show you singles around your city.' },
  { title: 'Almost done!', description: 'Your e-mail address stays private.' },
] as const;

export interface RegistrationWizardProps {
  initialStep?: number;
  initialValues?: Registration;
  /** Show each field's error as if the member had tried to continue. */
  showErrors?: boolean;
  /** The finalize request is running, or the server refused the e-mail address. */
  status?: 'idle' | 'submitting' | 'emailExists';
  onFinish?: (registration: Registration) => void;
  onClose?: () => void;
}

export function RegistrationWizard({
  initialStep = 0,
  initialValues = emptyRegistration,
  showErrors,
  status = 'idle',
  onFinish,
  onClose,
}: RegistrationWizardProps) {
  const [step, setStep] = useState(initialStep);
  const [values, setValues] = useState(initialValues);
  const set =
    <K extends keyof Registration>(key: K) =>
    (value: Registration[K]) =>
      setValues((old) => ({ ...old, [key]: value }));

  const nameProblem = nameError(values.name);
  const emailValid = emailPattern.test(values.email.trimEnd());
  const complete = [
    values.name !== '' && !nameProblem,
    values.birthdate !== null,
    values.gender !== null,
    values.searchGender !== null && values.relationship !== null,
    values.cityId !== null,
    values.consent && emailValid && values.password.length >= 6,
  ];
  const current = steps[step] ?? steps[0];
  const isLast = step === steps.length - 1;

  return (
    <Wizard
      step={step}
      stepCount={steps.length}
      title={current.title}
      description={'description' in current ? current.description : undefined}
      canContinue={Boolean(complete[step]) && status !== 'submitting'}
      isPending={status === 'submitting'}
      nextLabel={isLast ? 'Create my profile' : undefined}
      onNext={() => (isLast ? onFinish?.(values) : setStep(step + 1))}
      onBack={step > 0 ? () => setStep(step - 1) : undefined}
      onClose={onClose}
    >
      {step === 0 && (
        <TextField
          label="First name"
          autoComplete="given-name"
          value={values.name}
          onChange={set('name')}
          errorMessage={
            nameProblem ??
            (showErrors && values.name === '' ? 'Please enter your name.' : undefined)
          }
        />
      )}
      {step === 1 && (
        <BirthdateField
          label="Birthday"
          value={values.birthdate}
          onChange={set('birthdate')}
          referenceDate={referenceDate}
          errorMessage={
            showErrors && values.birthdate === null ? 'Please enter your birthday.' : undefined
          }
        />
      )}
      {step === 2 && (
        <SegmentedControl
          label="Gender"
          value={values.gender}
          onChange={set('gender')}
          errorMessage={
            showErrors && values.gender === null ? 'Please choose your gender.' : undefined
          }
        >
          <Segment value="male" icon={<Mars size={20} />}>
            Man
          </Segment>
          <Segment value="female" icon={<Venus size={20} />}>
            Woman
          </Segment>
        </SegmentedControl>
      )}
      {step === 3 && (
        <>
          <SegmentedControl
            label="I am interested in"
            value={values.searchGender}
            onChange={set('searchGender')}
          >
            <Segment value="male" icon={<Mars size={20} />}>
              Men
            </Segment>
            <Segment value="female" icon={<Venus size={20} />}>
              Women
            </Segment>
            <Segment value="other" icon={<VenusAndMars size={20} />}>
              Both
            </Segment>
          </SegmentedControl>
          <SegmentedControl
            label="I am looking for"
            value={values.relationship}
            onChange={set('relationship')}
          >
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
          </SegmentedControl>
        </>
      )}
      {step === 4 && (
        <>
          <Select
            label="Country"
            items={countries}
            value={values.country}
            onChange={(key) => set('country')(String(key))}
          />
          <ComboBox
            label="City or zip code"
            defaultItems={cities}
            selectedKey={values.cityId}
            onSelectionChange={(key) => set('cityId')(key === null ? null : String(key))}
            errorMessage={
              showErrors && values.cityId === null
                ? 'Please choose your city from the list.'
                : undefined
            }
          />
          <Slider
            label="Search radius"
            value={values.searchDistance}
            onChange={set('searchDistance')}
            minValue={10}
            maxValue={200}
            formatOptions={{ style: 'unit', unit: 'kilometer' }}
          />
        </>
      )}
      {step === 5 && (
        <>
          {status === 'emailExists' && (
            <FormNotice icon={<AlertCircle size={20} />}>Email already exists</FormNotice>
          )}
          <TextField
            label="E-mail"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            errorMessage={
              values.email !== '' && !emailValid
                ? 'Please enter a valid e-mail address.'
                : showErrors && values.email === ''
                  ? 'Please enter your e-mail address.'
                  : undefined
            }
          />
          <PasswordField
            label="Password"
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            {...(values.password !== '' && values.password.length < 6
              ? { errorMessage: 'At least 6 letters, numbers or symbols' }
              : { description: 'At least 6 letters, numbers or symbols' })}
          />
          <Checkbox
            isSelected={values.consent}
            onChange={set('consent')}
            errorMessage={
              showErrors && !values.consent
                ? 'Please accept the terms and the privacy policy.'
                : undefined
            }
          >
            I accept the <Link href="/terms">terms and conditions</Link> and the{' '}
            <Link href="/privacy">privacy policy</Link>, and I am at least 18 years old.
          </Checkbox>
        </>
      )}
    </Wizard>
  );
}
