/** What other member screens use of the shop: the compact banner of today's event gift. */
export { EventBannerSlot as EventGiftBanner } from './ui/EventBannerSlot';
