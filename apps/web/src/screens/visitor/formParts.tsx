/**
 * What the login and forgot-password forms share: the heading with its line of explanation, and
 * the e-mail field bound to the form.
 */
import { Heading, Stack, Text, TextField } from '@amora/ui';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { useErrorText } from '../../i18n/errorText';

export function FormHeading({ title, description }: { title: MessageId; description: MessageId }) {
  return (
    <Stack space="small">
      <Heading level={2} as="h1">
        <FormattedMessage id={title} />
      </Heading>
      <Text tone="muted">
        <FormattedMessage id={description} />
      </Text>
    </Stack>
  );
}

export function EmailField<Values extends FieldValues>({
  control,
  name,
  isDisabled,
  onEdited,
  showErrorBeforeTouch = true,
  autoComplete = 'email',
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  isDisabled?: boolean;
  /** Typing in the field (the login cancels its attempt under way). */
  onEdited?: () => void;
  /** The login shows a submit's errors at once; the forgot form waits for the first blur. */
  showErrorBeforeTouch?: boolean;
  /** `username` where the address is the login's name, so password managers fill it. */
  autoComplete?: 'email' | 'username';
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error =
          showErrorBeforeTouch || fieldState.isTouched ? fieldState.error?.message : undefined;
        return (
          <TextField
            label={intl.formatMessage({ id: 'login.email' })}
            type="email"
            autoComplete={autoComplete}
            placeholder="you@example.com"
            name={field.name}
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              onEdited?.();
            }}
            onBlur={field.onBlur}
            errorMessage={errorText(error)}
            isInvalid={Boolean(error)}
            isDisabled={isDisabled}
          />
        );
      }}
    />
  );
}
