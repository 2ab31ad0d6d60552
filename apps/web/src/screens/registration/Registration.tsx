/**
 * The registration wizard: six steps (name, birthday, gender, sought gender and relation, place
 * and radius, e-mail, password and consent); finalize registers and logs the member in.
 */
import { Name, RegistrationForm, registrationDefaults, timings } from '@amora/contract';
import {
  BirthdateField,
  Checkbox,
  ComboBox,
  PasswordField,
  Segment,
  SegmentedControl,
  Select,
  Slider,
  TextField,
  Wizard,
} from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import * as v from 'valibot';
import { paths } from '../../app/paths';
import type { MessageId } from '../../i18n/catalogue';
import { useErrorText } from '../../i18n/errorText';
import { $messagesLocale } from '../../i18n/model';
import { FormNotice, VisitorFrame } from '../frames';
import { browserCountry, countryItems, eighteenYearsAgo } from './defaults';
import {
  $places,
  $registering,
  $registrationProblem,
  placeSearched,
  registrationLeft,
  registrationSubmitted,
} from './model';

type RegistrationValues = v.InferInput<typeof RegistrationForm>;

const steps: { title: MessageId; description?: MessageId }[] = [
  { title: 'register.name.title', description: 'register.name.description' },
  { title: 'register.birthday.title', description: 'register.birthday.description' },
  { title: 'register.gender.title' },
  { title: 'register.seeking.title' },
  { title: 'register.place.title', description: 'register.place.description' },
  { title: 'register.account.title', description: 'register.account.description' },
];

const emailAndPassword = v.object({
  email: RegistrationForm.pipe[0].entries.email,
  password: RegistrationForm.pipe[0].entries.password,
});

export function Registration() {
  const intl = useIntl();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [locale, places, isRegistering, problem, searched, submit, left] = useUnit([
    $messagesLocale,
    $places,
    $registering,
    $registrationProblem,
    placeSearched,
    registrationSubmitted,
    registrationLeft,
  ]);
  useEffect(() => left, [left]);
  const [step, setStep] = useState(0);
  const [placeInput, setPlaceInput] = useState('');
  const { control, setValue, handleSubmit } = useForm<
    RegistrationValues,
    unknown,
    v.InferOutput<typeof RegistrationForm>
  >({
    defaultValues: {
      name: '',
      birthdate: eighteenYearsAgo(),
      country: browserCountry(),
      city: '',
      zip: '',
      locationId: '',
      searchDistance: registrationDefaults.searchDistance,
      email: '',
      password: '',
      language: locale,
    },
    resolver: valibotResolver(RegistrationForm),
  });
  const values = useWatch({ control });

  // The place search waits 300 ms after the last key (spec 01 section 5).
  useEffect(() => {
    const timer = setTimeout(
      () => searched({ search: placeInput, country: values.country ?? 'de' }),
      timings.locationSearchDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [placeInput, values.country, searched]);

  const countries = useMemo(() => countryItems(locale), [locale]);
  const placeItems = places.map((place) => ({
    id: place.id,
    label: place.city,
    description: place.zip,
  }));

  const nameIssue = values.name ? v.safeParse(Name, values.name).issues?.[0]?.message : undefined;
  const account = v.safeParse(emailAndPassword, { email: values.email, password: values.password });
  const complete = [
    Boolean(values.name) && !nameIssue,
    Boolean(values.birthdate),
    Boolean(values.gender),
    Boolean(values.searchGender && values.searchRelationType),
    Boolean(values.locationId && values.city && values.zip),
    account.success && values.consent === true,
  ];
  const isLast = step === steps.length - 1;
  const current = steps[step] ?? steps[0];
  const finish = handleSubmit(({ consent: _consent, ...payload }) => submit(payload));
  const text = (id: MessageId) => intl.formatMessage({ id });
  const fieldIssue = (field: 'email' | 'password') =>
    values[field]
      ? account.issues?.find((issue) => issue.path?.[0]?.key === field)?.message
      : undefined;

  return (
    <VisitorFrame action="login">
      <Wizard
        step={step}
        stepCount={steps.length}
        title={current ? text(current.title) : ''}
        description={current?.description ? text(current.description) : undefined}
        canContinue={Boolean(complete[step]) && !isRegistering}
        isPending={isRegistering}
        nextLabel={isLast ? text('register.finish') : undefined}
        onNext={() => (isLast ? void finish() : setStep(step + 1))}
        onBack={step > 0 ? () => setStep(step - 1) : undefined}
        onClose={() => navigate(paths.home)}
      >
        {step === 0 && (
          <TextField
            label={text('register.name')}
            autoComplete="given-name"
            value={values.name ?? ''}
            onChange={(name) => setValue('name', name)}
            errorMessage={errorText(nameIssue)}
          />
        )}
        {step === 1 && (
          <BirthdateField
            label={text('register.birthday')}
            value={values.birthdate ? values.birthdate.slice(0, 10) : null}
            onChange={(date) => setValue('birthdate', date ? `${date}T00:00:00.000Z` : '')}
          />
        )}
        {step === 2 && (
          <SegmentedControl
            label={text('register.gender')}
            value={values.gender ?? null}
            onChange={(gender) => setValue('gender', gender as RegistrationValues['gender'])}
          >
            <Segment value="male">{text('register.man')}</Segment>
            <Segment value="female">{text('register.woman')}</Segment>
          </SegmentedControl>
        )}
        {step === 3 && (
          <>
            <SegmentedControl
              label={text('register.seekingGender')}
              value={values.searchGender ?? null}
              onChange={(gender) =>
                setValue('searchGender', gender as RegistrationValues['searchGender'])
              }
            >
              <Segment value="male">{text('register.men')}</Segment>
              <Segment value="female">{text('register.women')}</Segment>
              <Segment value="other">{text('register.both')}</Segment>
            </SegmentedControl>
            <SegmentedControl
              label={text('register.lookingFor')}
              value={values.searchRelationType ?? null}
              onChange={(type) =>
                setValue('searchRelationType', type as RegistrationValues['searchRelationType'])
              }
            >
              <Segment value="friendship">{text('register.friendship')}</Segment>
              <Segment value="fun">{text('register.fun')}</Segment>
              <Segment value="relationship">{text('register.relationship')}</Segment>
              <Segment value="whatever">{text('register.whatever')}</Segment>
            </SegmentedControl>
          </>
        )}
        {step === 4 && (
          <>
            <Select
              label={text('register.country')}
              items={countries}
              value={values.country ?? 'de'}
              onChange={(key) => {
                setValue('country', String(key));
                setValue('locationId', '');
                setValue('city', '');
                setValue('zip', '');
                setPlaceInput('');
              }}
            />
            <ComboBox
              label={text('register.city')}
              items={placeItems}
              inputValue={placeInput}
              onInputChange={setPlaceInput}
              selectedKey={values.locationId || null}
              onSelectionChange={(key) => {
                const place = places.find((option) => option.id === key);
                setValue('locationId', place?.id ?? '');
                setValue('city', place?.city ?? '');
                setValue('zip', place?.zip ?? '');
                if (place) setPlaceInput(place.city);
              }}
              errorMessage={
                placeInput && !values.locationId ? errorText('LOCATION_REQUIRED') : undefined
              }
            />
            {/* Not every place of the gazetteer has a postal code: the member's own is asked. */}
            {values.locationId && (
              <TextField
                label={text('register.zip')}
                autoComplete="postal-code"
                value={values.zip ?? ''}
                onChange={(zip) => setValue('zip', zip)}
              />
            )}
            <Slider
              label={text('register.radius')}
              value={values.searchDistance ?? registrationDefaults.searchDistance}
              onChange={(distance) => setValue('searchDistance', distance)}
              minValue={10}
              maxValue={200}
              formatOptions={{ style: 'unit', unit: 'kilometer' }}
            />
          </>
        )}
        {step === 5 && (
          <>
            {problem && (
              <FormNotice>
                <FormattedMessage id={`error.${problem}`} />
              </FormNotice>
            )}
            <TextField
              label={text('login.email')}
              type="email"
              autoComplete="email"
              value={values.email ?? ''}
              onChange={(email) => setValue('email', email)}
              errorMessage={errorText(fieldIssue('email'))}
            />
            <PasswordField
              label={text('login.password')}
              autoComplete="new-password"
              value={values.password ?? ''}
              onChange={(password) => setValue('password', password)}
              description={text('reset.description')}
              errorMessage={errorText(fieldIssue('password'))}
            />
            <Checkbox
              isSelected={values.consent === true}
              onChange={(consent) => setValue('consent', consent as true)}
            >
              {text('register.consent')}
            </Checkbox>
          </>
        )}
      </Wizard>
    </VisitorFrame>
  );
}
