/**
 * The verification of the own profile (spec 02 sections 3 and 4): its state (with the reason of a
 * rejection), and a selfie sent to be compared with the profile picture while the member is not
 * verified nor waiting.
 */
import type { User } from '@amora/contract';
import { Badge, Box, Heading, Inline, PictureChooser, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PictureNotUsable, type PictureProblem, preparePicture } from '../../shared/picture';
import {
  $verification,
  $verificationProblem,
  $verificationSending,
  verificationRequested,
} from './model';
import { useProblemText } from './problemText';

const stateTones = {
  none: 'neutral',
  pending: 'warning',
  verified: 'success',
  rejected: 'critical',
} as const;

export function VerificationCard({ user }: { user: User }) {
  const intl = useIntl();
  const problemText = useProblemText('profile');
  const [verification, isSending, problem, request] = useUnit([
    $verification,
    $verificationSending,
    $verificationProblem,
    verificationRequested,
  ]);
  // A selfie the browser cannot open or may not read is explained here and not sent; one it can
  // goes up scaled down like a chat picture, not as the camera's full-size file.
  const [pictureProblem, setPictureProblem] = useState<PictureProblem | null>(null);
  const sendSelfie = async (file: File) => {
    try {
      const image = await preparePicture(file);
      setPictureProblem(null);
      request({ image });
    } catch (error) {
      setPictureProblem(error instanceof PictureNotUsable ? error.problem : 'unreadable');
    }
  };
  // The account's flags answer at once; the record adds a rejection.
  const state = user.verified
    ? 'verified'
    : user.verificationPending
      ? 'pending'
      : (verification?.state ?? 'none');
  return (
    <Box as="section" background="surface" borderRadius="large" boxShadow="small" padding="large">
      <Stack space="gutter">
        <Inline space="small" alignY="center" align="between">
          <Heading level={3} as="h2">
            <FormattedMessage id="profile.verification.title" />
          </Heading>
          <Badge tone={stateTones[state]} icon={<BadgeCheck size={14} aria-hidden />}>
            {intl.formatMessage({ id: `profile.verification.state.${state}` })}
          </Badge>
        </Inline>
        <Text tone="muted">
          {state === 'rejected' && verification?.rejectionReason ? (
            <FormattedMessage
              id="profile.verification.explain.rejectedBecause"
              values={{
                reason: intl.formatMessage({
                  id: `profile.rejectionReason.${verification.rejectionReason}`,
                }),
              }}
            />
          ) : (
            <FormattedMessage id={`profile.verification.explain.${state}`} />
          )}
        </Text>
        {(state === 'none' || state === 'rejected') && (
          <PictureChooser
            defaultCamera="user"
            isDisabled={isSending || !user.profileImage}
            onChoose={sendSelfie}
          >
            <FormattedMessage id="profile.verification.send" />
          </PictureChooser>
        )}
        {pictureProblem && (
          <Box role="alert">
            <Text tone="critical">
              <FormattedMessage id={`messages.picture.${pictureProblem}`} />
            </Text>
          </Box>
        )}
        {problem && !pictureProblem && (
          <Box role="alert">
            <Text tone="critical">{problemText(problem)}</Text>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
