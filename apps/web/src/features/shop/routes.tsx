/** The shop screens, loaded with their route (router.tsx). */
import { AppShopScreen } from './ui/AppShopScreen';
import { CheckoutScreen } from './ui/CheckoutScreen';
import { EventScreen } from './ui/EventScreen';
import { NewsScreen } from './ui/NewsScreen';
import { PaymentResultScreen } from './ui/PaymentResultScreen';
import { PremiumScreen } from './ui/PremiumScreen';
import { ShopScreen } from './ui/ShopScreen';
import { TurboRocketScreen } from './ui/TurboRocketScreen';

export const Shop = ShopScreen;
export const ShopMethod = CheckoutScreen;
export const PremiumShop = PremiumScreen;
export const TurboRocket = TurboRocketScreen;
export const AppShop = AppShopScreen;
export const Event = EventScreen;
export const News = NewsScreen;

export function ShopResult() {
  return <PaymentResultScreen product="coins" />;
}

export function PremiumResult() {
  return <PaymentResultScreen product="premium" />;
}
