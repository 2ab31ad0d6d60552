/**
 * Private or public, and a private picture's price (story Screens/Member/OwnProfile,
 * EditPicture): shared by the upload and the picture settings.
 */
import { Stack, Switch, TextField } from '@amora/ui';
import { useIntl } from 'react-intl';
import type { PriceRange } from './imagePrice';

export interface PrivacyFieldsProps {
  isPrivate: boolean;
  onPrivateChange: (isPrivate: boolean) => void;
  price: string;
  onPriceChange: (price: string) => void;
  range: PriceRange;
  /** The price was checked and is out of range. */
  isPriceInvalid: boolean;
  /** The profile picture stays public. */
  isDisabled?: boolean;
}

export function PrivacyFields({
  isPrivate,
  onPrivateChange,
  price,
  onPriceChange,
  range,
  isPriceInvalid,
  isDisabled,
}: PrivacyFieldsProps) {
  const intl = useIntl();
  const rule = intl.formatMessage(
    { id: 'profile.picture.priceRule' },
    { min: range.min, max: range.max },
  );
  return (
    <Stack space="gutter">
      <Switch
        isSelected={isPrivate}
        onChange={onPrivateChange}
        isDisabled={isDisabled}
        description={
          isDisabled
            ? intl.formatMessage({ id: 'profile.error.PRIVATE_PICTURE_AS_PROFILE' })
            : intl.formatMessage({ id: 'profile.picture.privateHint' })
        }
      >
        {intl.formatMessage({ id: 'profile.picture.private' })}
      </Switch>
      {isPrivate && (
        <TextField
          label={intl.formatMessage({ id: 'profile.picture.price' })}
          inputMode="numeric"
          value={price}
          onChange={onPriceChange}
          description={isPriceInvalid ? undefined : rule}
          isInvalid={isPriceInvalid}
          errorMessage={isPriceInvalid ? rule : undefined}
        />
      )}
    </Stack>
  );
}
