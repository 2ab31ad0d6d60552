/** /shop/turbo-rocket: the turbo rocket on a page of its own (links from the news and banners). */
import { PageHeader } from '@amora/ui';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { MemberFrame } from '../../../app/MemberFrame';
import { paths } from '../../../app/paths';
import { TurboRocketPanel } from './TurboRocketPanel';

export function TurboRocketScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <MemberFrame active="shop">
      <PageHeader
        title={intl.formatMessage({ id: 'page.turboRocket' })}
        onBack={() => navigate(paths.shop)}
      />
      <TurboRocketPanel />
    </MemberFrame>
  );
}
