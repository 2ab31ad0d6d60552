/**
 * The frame of the reading pages (legal texts, support information): the landing bar for
 * visitors, a bar with the way home for members, the text in a reading column, the footer.
 */
import { Box, Button, Heading, Logo, Stack, TopBar } from '@amora/ui';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { $authenticated } from '../../session/model';
import { SiteFooter, VisitorTopBar } from '../frames';
import { page } from '../layout.css';
import { readingColumn } from './layout.css';

function MemberTopBar() {
  const navigate = useNavigate();
  return (
    <TopBar
      logo={<Logo href={paths.home} />}
      elevateOnScroll
      actions={
        <Button variant="outline" size="small" onPress={() => navigate(paths.home)}>
          <FormattedMessage id="nav.home" />
        </Button>
      }
    />
  );
}

export function InfoPage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const isMember = useUnit($authenticated);
  return (
    <Box background="background" UNSAFE_className={page}>
      {isMember ? <MemberTopBar /> : <VisitorTopBar />}
      <Box as="main" paddingX="gutter" paddingY={{ mobile: 'xlarge', tablet: 'xxxlarge' }}>
        <Box UNSAFE_className={readingColumn}>
          <Stack space="large">
            <Heading level={1}>{title}</Heading>
            {intro}
            {children}
          </Stack>
        </Box>
      </Box>
      <SiteFooter />
    </Box>
  );
}
