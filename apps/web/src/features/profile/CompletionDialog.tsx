/**
 * The completion of the registration in four steps over the member area: interests (at least
 * two), the profile picture with its crop, the notification opt-in, and "Publish profile". It
 * opens right after the sign-up and from the "complete your profile" card; closed, it starts over
 * the next time.
 */
import { interestOptions } from '@amora/contract';
import { Avatar, Box, Dialog, Inline, Stack, Switch, Tag, TagGroup, Text, Wizard } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { $user } from '../../session/model';
import { PictureCropField, useChosenPicture } from './ChosenPicture';
import {
  $completionOpen,
  $completionProblem,
  $publishing,
  completionClosed,
  publishSubmitted,
} from './completionModel';
import { interestId } from './options';
import { useProblemText } from './problemText';

const steps: { title: MessageId; description: MessageId }[] = [
  { title: 'profile.publish.interests.title', description: 'profile.publish.interests.text' },
  { title: 'profile.publish.picture.title', description: 'profile.publish.picture.text' },
  {
    title: 'profile.publish.notifications.title',
    description: 'profile.publish.notifications.text',
  },
  { title: 'profile.publish.ready.title', description: 'profile.publish.ready.text' },
];
const minInterests = 2;

function CompletionFlow() {
  const intl = useIntl();
  const problemText = useProblemText('profile');
  const [user, problem, isPublishing, publish] = useUnit([
    $user,
    $completionProblem,
    $publishing,
    publishSubmitted,
  ]);
  const [step, setStep] = useState(0);
  const [interests, setInterests] = useState<string[]>(() => user?.interests ?? []);
  const picture = useChosenPicture();
  const [cropped, setCropped] = useState<string | null>(null);
  const [isCropping, setCropping] = useState(false);
  const [pushPreference, setPushPreference] = useState(() => user?.pushPreference ?? true);
  const text = (id: MessageId) => intl.formatMessage({ id });

  const complete = [interests.length >= minInterests, picture.area !== null, true, true];
  const isLast = step === steps.length - 1;
  const current = steps[step] ?? steps[0];
  const next = async () => {
    if (step === 1) {
      // The crop is cut out once, here: the last step shows it and publishing sends it.
      setCropping(true);
      try {
        setCropped(await picture.crop());
      } finally {
        setCropping(false);
      }
    }
    if (isLast) {
      publish({ interests, profileImage: cropped ?? '', pushPreference });
    } else {
      setStep(step + 1);
    }
  };

  return (
    <Wizard
      step={step}
      stepCount={steps.length}
      title={current ? text(current.title) : ''}
      description={current ? text(current.description) : undefined}
      canContinue={Boolean(complete[step]) && !isCropping}
      isPending={isPublishing || isCropping}
      nextLabel={isLast ? text('profile.publish.submit') : undefined}
      onNext={() => void next()}
      onBack={step > 0 ? () => setStep(step - 1) : undefined}
    >
      {step === 0 && (
        <TagGroup
          label={text('profile.interests')}
          selectionMode="multiple"
          selectedKeys={interests}
          onSelectionChange={(keys) =>
            setInterests(
              keys === 'all' ? [...interestOptions] : [...keys].map((key) => String(key)),
            )
          }
          // The rule's message once a first interest is chosen (spec 01 section 5).
          errorMessage={
            interests.length > 0 && interests.length < minInterests
              ? problemText('INTERESTS_TOO_FEW')
              : undefined
          }
        >
          {interestOptions.map((interest) => (
            <Tag key={interest} id={interest}>
              {intl.formatMessage({ id: interestId(interest) })}
            </Tag>
          ))}
        </TagGroup>
      )}
      {step === 1 && <PictureCropField picture={picture} shape="circle" />}
      {step === 2 && (
        <Switch
          isSelected={pushPreference}
          onChange={setPushPreference}
          description={text('account.notifications.pushHint')}
        >
          {text('account.notifications.push')}
        </Switch>
      )}
      {step === 3 && (
        <Inline space="medium" alignY="center" noWrap>
          <Avatar name={user?.name ?? ''} src={cropped} size="large" />
          <Stack space="xsmall">
            <Text weight="strong">{user?.name}</Text>
            <Text tone="muted" size="small">
              {interests
                .map((interest) => intl.formatMessage({ id: interestId(interest) }))
                .join(', ')}
            </Text>
          </Stack>
        </Inline>
      )}
      {problem && (
        <Box role="alert">
          <Text tone="critical">{problemText(problem)}</Text>
        </Box>
      )}
    </Wizard>
  );
}

/** The flow's dialog, open while the model says so; mounted once by the member frame. */
export function CompletionDialog() {
  const intl = useIntl();
  const [isOpen, close] = useUnit([$completionOpen, completionClosed]);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={intl.formatMessage({ id: 'profile.publish.title' })}
    >
      {isOpen && <CompletionFlow />}
    </Dialog>
  );
}
