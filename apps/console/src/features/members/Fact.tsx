import { Stack, Text } from '@amora/ui';
import type { ReactNode } from 'react';

/** One labelled value of a member's facts ("Last seen · 5 minutes ago"). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack space="xxsmall">
      <Text as="span" size="xsmall" tone="muted">
        {label}
      </Text>
      <Text as="span" size="small" weight="medium">
        {children}
      </Text>
    </Stack>
  );
}
