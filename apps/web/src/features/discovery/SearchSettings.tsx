/**
 * The search settings (/search/settings): interested in, age range and distance within the
 * configuration's limits, a new place (searched 300 ms after the last key, its price or the free
 * change shown) and country only. Saving sends them to the server; the grid and game reload.
 */
import { type Gender, SearchSettingsForm, timings } from '@amora/contract';
import {
  Box,
  Button,
  ComboBox,
  PageHeader,
  PriceTag,
  Segment,
  SegmentedControl,
  Slider,
  Stack,
  Switch,
  Text,
  TextField,
} from '@amora/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useUnit } from 'effector-react';
import { Coins } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type * as v from 'valibot';
import { MemberFrame } from '../../app/MemberFrame';
import { paths } from '../../app/paths';
import type { MessageId } from '../../i18n/catalogue';
import { $configuration, $user } from '../../session/model';
import {
  $locationChangePrice,
  $places,
  $settingsStatus,
  placeSearched,
  searchSettingsLeft,
  searchSettingsSubmitted,
} from './settingsModel';

type SettingsValues = v.InferOutput<typeof SearchSettingsForm>;

const genderLabels: Record<Gender, MessageId> = {
  female: 'discovery.settings.gender.female',
  male: 'discovery.settings.gender.male',
  other: 'discovery.settings.gender.both',
};

interface ChosenPlace {
  locationId: string;
  city: string;
  zip: string;
}

export function SearchSettings() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [user, configuration, places, status, price] = useUnit([
    $user,
    $configuration,
    $places,
    $settingsStatus,
    $locationChangePrice,
  ]);
  const [searched, submitted, left] = useUnit([
    placeSearched,
    searchSettingsSubmitted,
    searchSettingsLeft,
  ]);
  const { control, setValue, handleSubmit } = useForm<SettingsValues>({
    values: user
      ? {
          searchGender: user.searchGender,
          searchMinAge: user.searchMinAge,
          searchMaxAge: user.searchMaxAge,
          searchDistance: user.searchDistance,
          searchCountryOnly: user.searchCountryOnly,
        }
      : undefined,
    resetOptions: { keepDirtyValues: true },
    resolver: valibotResolver(SearchSettingsForm),
  });
  const values = useWatch({ control });
  const [placeInput, setPlaceInput] = useState(user?.city ?? '');
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const country = user?.country ?? 'de';

  useEffect(() => left, [left]);
  // Back to the grid once the server has the new settings.
  useEffect(() => {
    if (status === 'saved') navigate(paths.home);
  }, [status, navigate]);
  // The place search waits 300 ms after the last key (spec 01 section 5).
  useEffect(() => {
    if (place || placeInput === user?.city) return;
    const timer = setTimeout(
      () => searched({ search: placeInput, country }),
      timings.locationSearchDebounceMs,
    );
    return () => clearTimeout(timer);
  }, [placeInput, place, country, user?.city, searched]);

  if (!user || !configuration) return <MemberFrame active="nearby">{null}</MemberFrame>;
  const { age, searchRadius } = configuration.limits;
  const text = (id: MessageId) => intl.formatMessage({ id });
  const moves = place !== null && place.locationId !== user.locationId;
  const save = handleSubmit((settings) =>
    submitted({
      settings,
      location: moves && place ? { ...place, country } : null,
    }),
  );
  return (
    <MemberFrame active="nearby">
      <PageHeader
        title={<FormattedMessage id="discovery.settings.title" />}
        subtitle={<FormattedMessage id="discovery.settings.subtitle" />}
        onBack={() => navigate(-1)}
      />
      <Box background="surface" borderRadius="large" padding="large" boxShadow="small">
        <form onSubmit={save} noValidate>
          <Stack space="xlarge">
            <SegmentedControl
              label={text('discovery.settings.interestedIn')}
              value={values.searchGender ?? null}
              onChange={(gender) => setValue('searchGender', gender as Gender)}
            >
              {(['female', 'male', 'other'] as const).map((gender) => (
                <Segment key={gender} value={gender}>
                  {text(genderLabels[gender])}
                </Segment>
              ))}
            </SegmentedControl>
            <Slider
              label={text('discovery.settings.age')}
              value={[values.searchMinAge ?? age.min, values.searchMaxAge ?? age.max]}
              minValue={age.min}
              maxValue={age.max}
              onChange={([min, max]) => {
                if (min !== undefined) setValue('searchMinAge', min);
                if (max !== undefined) setValue('searchMaxAge', max);
              }}
            />
            <Slider
              label={text('discovery.settings.distance')}
              value={values.searchDistance ?? searchRadius.default}
              minValue={searchRadius.min}
              maxValue={searchRadius.max}
              formatOptions={{ style: 'unit', unit: 'kilometer' }}
              onChange={(distance) => setValue('searchDistance', distance)}
            />
            <Stack space="small">
              <ComboBox
                label={text('discovery.settings.location')}
                items={places.map((option) => ({
                  id: option.id,
                  label: option.city,
                  description: option.zip,
                }))}
                inputValue={placeInput}
                onInputChange={(input) => {
                  setPlaceInput(input);
                  if (place && input !== place.city) setPlace(null);
                }}
                selectedKey={place?.locationId ?? null}
                onSelectionChange={(key) => {
                  const option = places.find((candidate) => candidate.id === key);
                  if (!option) return;
                  setPlace({ locationId: option.id, city: option.city, zip: option.zip });
                  setPlaceInput(option.city);
                }}
              />
              {/* Not every place of the gazetteer has a postal code: the member's own is asked. */}
              {moves && (
                <TextField
                  label={text('discovery.settings.zip')}
                  autoComplete="postal-code"
                  value={place.zip}
                  onChange={(zip) => setPlace({ ...place, zip })}
                />
              )}
              <Text size="small" tone="muted">
                {user.freeLocationChangesCount > 0 ? (
                  <FormattedMessage
                    id="discovery.settings.freeLocationChanges"
                    values={{ count: user.freeLocationChangesCount }}
                  />
                ) : (
                  <>
                    <FormattedMessage id="discovery.settings.locationPrice" />{' '}
                    <PriceTag amount={price} size="small" />
                  </>
                )}
              </Text>
            </Stack>
            <Switch
              isSelected={values.searchCountryOnly ?? false}
              onChange={(selected) => setValue('searchCountryOnly', selected)}
            >
              {text('discovery.settings.countryOnly')}
            </Switch>
            {status === 'failed' && (
              <Box role="alert">
                <Text tone="critical">
                  <FormattedMessage id="discovery.settings.failed" />
                </Text>
              </Box>
            )}
            <Button
              type="submit"
              size="large"
              fullWidth
              isPending={status === 'saving'}
              icon={moves && price > 0 ? <Coins size={18} /> : undefined}
            >
              <FormattedMessage id="discovery.settings.save" />
            </Button>
          </Stack>
        </form>
      </Box>
    </MemberFrame>
  );
}
