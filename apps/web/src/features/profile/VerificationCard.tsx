/**
 * The verification of the own profile (spec 02 sections 3 and 4): its state, and a selfie sent to
 * be compared with the profile picture while the member is not verified nor waiting.
 */
import type { User } from '@amora/contract';
import { Badge, Box, Heading, Inline, PictureChooser, Stack, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { BadgeCheck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  $verification,
  $verificationProblem,
  $verificationSending,
  verificationRequested,
} from './model';
import { useProblemText } from './problemText';

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

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
          <FormattedMessage id={`profile.verification.explain.${state}`} />
        </Text>
        {(state === 'none' || state === 'rejected') && (
          <PictureChooser
            defaultCamera="user"
            isDisabled={isSending || !user.profileImage}
            onChoose={async (file) => request({ image: await readAsDataUrl(file) })}
          >
            <FormattedMessage id="profile.verification.send" />
          </PictureChooser>
        )}
        {problem && (
          <Box role="alert">
            <Text tone="critical">{problemText(problem)}</Text>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
