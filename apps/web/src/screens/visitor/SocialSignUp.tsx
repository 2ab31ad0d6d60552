/**
 * The end of a social sign-up: the provider vouched for a person without an account here, and
 * the birthdate, gender and country it does not tell are asked before the account is created
 * (with the consent the e-mail sign-up asks too).
 */
import { Birthdate, Consent, CountryInput, type Gender, genders } from '@amora/contract';
import {
  BirthdateField,
  Button,
  Checkbox,
  Segment,
  SegmentedControl,
  Select,
  Stack,
} from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import * as v from 'valibot';
import type { MessageId } from '../../i18n/catalogue';
import { useErrorText } from '../../i18n/errorText';
import { $messagesLocale } from '../../i18n/model';
import { $socialPending, socialSignUpCancelled, socialSignUpSubmitted } from '../../session/model';
import { browserCountry, countryItems, eighteenYearsAgo } from '../registration/defaults';
import { FormHeading } from './formParts';

const SocialSignUpForm = v.object({
  birthdate: Birthdate,
  gender: v.picklist(genders),
  country: CountryInput,
  consent: Consent,
});
type SocialSignUpValues = v.InferInput<typeof SocialSignUpForm>;

export function SocialSignUp() {
  const intl = useIntl();
  const errorText = useErrorText();
  const [locale, isPending, submit, cancel] = useUnit([
    $messagesLocale,
    $socialPending,
    socialSignUpSubmitted,
    socialSignUpCancelled,
  ]);
  const countries = useMemo(() => countryItems(locale), [locale]);
  const { control, handleSubmit } = useForm<
    SocialSignUpValues,
    unknown,
    v.InferOutput<typeof SocialSignUpForm>
  >({
    // Google's gender defaults to male (spec 01 section 5).
    defaultValues: { birthdate: eighteenYearsAgo(), gender: 'male', country: browserCountry() },
    resolver: valibotResolver(SocialSignUpForm),
  });
  const text = (id: MessageId) => intl.formatMessage({ id });

  return (
    <Stack space="large">
      <FormHeading title="social.signUp.title" description="social.signUp.description" />
      <form
        noValidate
        onSubmit={handleSubmit(({ consent: _consent, ...answers }) => submit(answers))}
      >
        <Stack space="gutter">
          <Controller
            control={control}
            name="birthdate"
            render={({ field, fieldState }) => (
              <BirthdateField
                label={text('register.birthday')}
                value={field.value ? field.value.slice(0, 10) : null}
                onChange={(date) => field.onChange(date ? `${date}T00:00:00.000Z` : '')}
                errorMessage={errorText(fieldState.error?.message)}
                isInvalid={Boolean(fieldState.error)}
              />
            )}
          />
          <Controller
            control={control}
            name="gender"
            render={({ field }) => (
              <SegmentedControl
                label={text('register.gender')}
                value={field.value}
                onChange={(gender) => field.onChange(gender as Gender)}
              >
                <Segment value="male">{text('register.man')}</Segment>
                <Segment value="female">{text('register.woman')}</Segment>
              </SegmentedControl>
            )}
          />
          <Controller
            control={control}
            name="country"
            render={({ field }) => (
              <Select
                label={text('register.country')}
                items={countries}
                value={field.value}
                onChange={(key) => field.onChange(String(key))}
              />
            )}
          />
          <Controller
            control={control}
            name="consent"
            render={({ field, fieldState }) => (
              <Checkbox
                isSelected={field.value === true}
                onChange={(consent) => field.onChange(consent)}
                errorMessage={errorText(fieldState.error?.message)}
              >
                {text('register.consent')}
              </Checkbox>
            )}
          />
          <Stack space="small">
            <Button type="submit" size="large" fullWidth isPending={isPending}>
              <FormattedMessage id="social.signUp.submit" />
            </Button>
            <Button variant="ghost" size="large" fullWidth onPress={cancel}>
              <FormattedMessage id="forgot.cancel" />
            </Button>
          </Stack>
        </Stack>
      </form>
    </Stack>
  );
}
