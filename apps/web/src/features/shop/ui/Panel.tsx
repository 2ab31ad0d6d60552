/** One card of the shop's tabs (as the library's Shop screen draws it): an icon, a title, content. */
import { Box, Stack, Text } from '@amora/ui';
import type { ReactNode } from 'react';

export function Panel({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box background="surface" borderRadius="large" boxShadow="small" padding="large">
      <Stack space="gutter" align="center">
        <Box color="brand">{icon}</Box>
        <Text size="large" weight="strong" align="center">
          {title}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}
