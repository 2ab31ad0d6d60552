/** Star products (spec 02 section 3): stars for coins; a star sets or unsets a favourite. */
import { Button, Inline, PriceTag, Text } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { $user } from '../../../session/model';
import { buyStarsFx, starsBought } from '../model/boosters';
import { $starProducts } from '../model/catalogue';
import { Panel } from './Panel';

export function StarsPanel() {
  const intl = useIntl();
  const [products, user, buying, buy] = useUnit([
    $starProducts,
    $user,
    buyStarsFx.pending,
    starsBought,
  ]);
  return (
    <Panel icon={<Star size={40} />} title={intl.formatMessage({ id: 'shop.stars.title' })}>
      <Text tone="muted" align="center">
        <FormattedMessage id="shop.stars.description" values={{ count: user?.stars ?? 0 }} />
      </Text>
      <Inline space="small" align="center">
        {products.map((product) => (
          <Button
            key={product.id}
            variant="outline"
            icon={<Star size={16} />}
            isDisabled={buying}
            onPress={() => buy(product.id)}
          >
            <FormattedMessage
              id="shop.stars.product"
              values={{
                count: product.stars,
                price: <PriceTag amount={product.price} tone="inherit" />,
              }}
            />
          </Button>
        ))}
      </Inline>
    </Panel>
  );
}
