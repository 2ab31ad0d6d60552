/** The shop screens, loaded with their route (router.tsx). */
import { Placeholder } from '../../screens/Placeholder';

export function Shop() {
  return <Placeholder page="page.shop" />;
}

export function ShopMethod() {
  return <Placeholder page="page.shop" />;
}

export function ShopResult() {
  return <Placeholder page="page.shop" />;
}

export function PremiumShop() {
  return <Placeholder page="page.shopPremium" />;
}

export function PremiumResult() {
  return <Placeholder page="page.shopPremium" />;
}

export function TurboRocket() {
  return <Placeholder page="page.turboRocket" />;
}

export function AppShop() {
  return <Placeholder page="page.appShop" />;
}

export function Event() {
  return <Placeholder page="page.event" />;
}

export function News() {
  return <Placeholder page="page.news" />;
}
