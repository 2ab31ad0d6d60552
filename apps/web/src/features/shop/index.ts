/**
 * What other member screens use of the shop: the compact banner of today's event gift, and the
 * events and the news feed (with its unread count) for the member area's account menu.
 */
export { $events } from './model/events';
export { $news } from './model/news';
export { EventBannerSlot as EventGiftBanner } from './ui/EventBannerSlot';
