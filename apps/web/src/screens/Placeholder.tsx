/**
 * The honest stand-in of a route whose screen is not built yet: it names the page and says so.
 * Members can go home and log out from it; visitors get the landing bar.
 */
import { Button, EmptyState, Logo, Stack, TopBar } from '@amora/ui';
import { useUnit } from 'effector-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { paths } from '../app/paths';
import type { MessageId } from '../i18n/catalogue';
import { $authenticated, logoutRequested } from '../session/model';
import { MessagePage } from './frames';

export function Placeholder({ page }: { page: MessageId }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [isMember, logout] = useUnit([$authenticated, logoutRequested]);
  const memberBar = (
    <TopBar
      logo={<Logo href={paths.home} />}
      actions={
        <Button variant="outline" size="small" onPress={logout}>
          <FormattedMessage id="nav.logout" />
        </Button>
      }
    />
  );
  return (
    <MessagePage topBar={isMember ? memberBar : undefined}>
      <EmptyState
        title={intl.formatMessage(
          { id: 'placeholder.title' },
          { page: intl.formatMessage({ id: page }) },
        )}
        description={intl.formatMessage({ id: 'placeholder.description' })}
        action={
          <Stack space="small">
            <Button size="large" onPress={() => navigate(paths.home)}>
              <FormattedMessage id="nav.home" />
            </Button>
          </Stack>
        }
      />
    </MessagePage>
  );
}
