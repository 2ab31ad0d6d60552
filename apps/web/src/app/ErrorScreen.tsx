/**
 * The router's error screen (spec 01 section 2): a render failure anywhere shows "Unexpected
 * Application Error", clears the local storage and logs the member out.
 */
import { Button, EmptyState, Logo, TopBar } from '@amora/ui';
import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useRouteError } from 'react-router';
import { MessagePage } from '../screens/frames';
import { logoutRequested } from '../session/model';
import { clearStorage } from '../shared/storage';

export function ErrorScreen() {
  const error = useRouteError();
  const intl = useIntl();
  const logout = useUnit(logoutRequested);
  useEffect(() => {
    console.error(error);
    clearStorage();
    logout();
  }, [error, logout]);
  return (
    <MessagePage topBar={<TopBar logo={<Logo href="/" />} />}>
      <EmptyState
        title={intl.formatMessage({ id: 'app.error.title' })}
        headingLevel={1}
        description={intl.formatMessage({ id: 'app.error.description' })}
        action={
          <Button size="large" onPress={() => window.location.assign('/')}>
            <FormattedMessage id="app.error.reload" />
          </Button>
        }
      />
    </MessagePage>
  );
}
