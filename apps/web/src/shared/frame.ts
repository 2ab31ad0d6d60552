/**
 * The `frame` query parameter (spec 01 section 2 lists it beside `redirect` and `transaction`
 * without saying what it does). Our decision: `frame` marks a page of ours that was opened inside
 * a frame, as a payment provider's checkout or its bank check does when it returns to the result
 * page (`/shop/success?transaction=…&frame=1`) within the frame it was shown in. The server lets
 * only our own pages frame the app (`frame-ancestors 'self'`), so such a frame is always ours.
 * The member must not go on using the app in a box inside a page: a framed page takes the whole
 * window to the same address without `frame`; a page that is not framed just drops the parameter.
 */
const parameter = 'frame';

/** Where to go: the whole window (`topHref`), this window's new path, or nothing to do. */
export type FrameExit = { topHref: string } | { path: string } | null;

export const frameExit = (href: string, framed: boolean): FrameExit => {
  const url = new URL(href);
  if (!url.searchParams.has(parameter)) return null;
  url.searchParams.delete(parameter);
  if (framed) return { topHref: url.href };
  return { path: `${url.pathname}${url.search}${url.hash}` };
};

/** Whether this window is a frame inside another page. */
export const isFramed = (): boolean => {
  try {
    return window.self !== window.top;
  } catch {
    // A parent of another origin may not even be compared: framed.
    return true;
  }
};

/** Takes the whole window to `href`, as far as the frame is allowed to. */
export const leaveFrame = (href: string) => {
  try {
    if (window.top) window.top.location.href = href;
  } catch {
    window.open(href, '_top');
  }
};
