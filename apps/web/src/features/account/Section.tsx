/** One block of the settings: a titled surface (story Screens/Account/Settings). */
import { Box, Heading, Stack } from '@amora/ui';
import type { ReactNode } from 'react';

export function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" background="surface" borderRadius="large" boxShadow="small" padding="large">
      <Stack space="gutter">
        <Heading level={3} as="h2">
          {title}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}
