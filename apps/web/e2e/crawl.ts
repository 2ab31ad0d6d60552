/**
 * A crawl of the app as a person explores it: from a start page it only clicks the links,
 * buttons, tabs and menu items it finds on the screen (and uses the browser's Back button to
 * return), breadth first over distinct route patterns, and answers which routes it reached and
 * by which clicks, and which links of the site lead nowhere. It never types an address other than the start's. Buttons that spend, send,
 * delete or end something are left alone; an overlay a button opens (a menu, a dialog) is
 * explored one level deep.
 */
import type { Page, Request } from 'playwright';
import { matchPath } from 'react-router';
import { paths, type RouteName } from '../src/app/paths';

/** Something to click, as the crawl finds it on the screen. */
interface Clickable {
  /** Stable across visits: the href of a link, else the role and the name without counts. */
  key: string;
  role: string;
  name: string;
  href: string | null;
  /** In the top bar or the main navigation (the same on every member screen). */
  inFrame: boolean;
  /** In a menu, dialog or popover laid over the page. */
  inOverlay: boolean;
  /** Its `data-crawl` mark from the scan that found it. */
  mark: string;
}

export interface Reached {
  route: RouteName;
  /** The clicks from the start, each named as the crawl found it. */
  clicks: string[];
}

/** Buttons a careful person does not press while looking around: they spend, send or end. */
const destructive =
  /\b(log ?out|delete|remove|block|report|buy|pay|purchase|send|like|liked|nope|undo|super ?like|kiss|claim|spin|redeem|unmatch|cancel|read all|mark all|dismiss|save|publish|upload|verify|wink|gift|favou?rite|unlock|activate|subscribe|start|get premium|google|facebook|apple|sign up)\b/i;

const staticFirst = (Object.entries(paths) as [RouteName, string][]).sort(
  ([, a], [, b]) => Number(a.includes(':')) - Number(b.includes(':')),
);

/** The route a path of this site belongs to. */
export const routeOf = (pathname: string): RouteName | null =>
  staticFirst.find(([, pattern]) => matchPath(pattern, pathname))?.[0] ?? null;

let scans = 0;

/** Every visible, enabled thing to click, each marked with `data-crawl` for the click. */
const scan = (page: Page): Promise<Clickable[]> =>
  page.evaluate((scanId) => {
    // A choice (a coin package, a payment method) is a radio whose label is what one clicks.
    const selector =
      'a[href], button, [role="button"], [role="tab"], [role="menuitem"], [role="link"], label:has(input[type="radio"])';
    const overlays = [
      ...document.querySelectorAll(
        '[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]',
      ),
    ];
    const found: Clickable[] = [];
    /** How often a key was found before: the second "Open" of a list is a key of its own. */
    const occurrences = new Map<string, number>();
    for (const [index, element] of [
      ...document.querySelectorAll<HTMLElement>(selector),
    ].entries()) {
      const box = element.getBoundingClientRect();
      const hidden =
        box.width === 0 ||
        box.height === 0 ||
        getComputedStyle(element).visibility === 'hidden' ||
        element.closest('[inert], [aria-hidden="true"]') !== null ||
        element.matches(':disabled, [aria-disabled="true"]');
      // With an overlay open, only what is in it can be reached.
      const inOverlay = overlays.some((overlay) => overlay.contains(element));
      if (hidden || (overlays.length > 0 && !inOverlay)) continue;
      const labelledBy = element.getAttribute('aria-labelledby');
      const name = (
        element.getAttribute('aria-label') ??
        (labelledBy
          ? labelledBy
              .split(' ')
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ')
          : (element.textContent ?? ''))
      )
        .replace(/\s+/g, ' ')
        .trim();
      const radio = element.querySelector<HTMLInputElement>('input[type="radio"]');
      if (radio?.disabled) continue;
      const role =
        element.getAttribute('role') ??
        (radio ? 'radio' : element.tagName === 'A' ? 'link' : 'button');
      const rawHref = element.tagName === 'A' ? element.getAttribute('href') : null;
      const url = rawHref ? new URL(rawHref, location.href) : null;
      if (url && url.origin !== location.origin) continue;
      const href = url ? url.pathname + url.search : null;
      const mark = `${scanId}-${index}`;
      element.dataset.crawl = mark;
      // Counts change while the crawl looks around ("Messages, 1 unread"): not part of a key.
      const plainKey = href
        ? `${role}|${href}`
        : `${role}|${name.replace(/\d+/g, '#').split(',')[0]}`;
      const occurrence = occurrences.get(plainKey) ?? 0;
      occurrences.set(plainKey, occurrence + 1);
      found.push({
        key: occurrence === 0 ? plainKey : `${plainKey} (${occurrence + 1})`,
        role,
        name,
        href,
        mark,
        inFrame: element.closest('header, nav') !== null && !inOverlay,
        inOverlay,
      });
    }
    return found;
  }, ++scans);

/** The scripts each page is loading now: a screen's module is loaded before its route opens. */
const loadingScripts = new WeakMap<Page, Set<Request>>();

const trackScripts = (page: Page) => {
  const loading = new Set<Request>();
  loadingScripts.set(page, loading);
  page.on('request', (request) => {
    if (request.resourceType() === 'script') loading.add(request);
  });
  const done = (request: Request) => loading.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
};

/** Waits (up to 15 s) until the page loads no script: a route opens only after its module. */
const scriptsLoaded = async (page: Page) => {
  const loading = loadingScripts.get(page);
  for (let waited = 0; loading && loading.size > 0 && waited < 15_000; waited += 50) {
    await page.waitForTimeout(50);
  }
};

/**
 * Lets the client route settle: its module loaded (on a loaded machine that takes seconds, and
 * the address changes only then), no busy region, and a moment for the screen to draw.
 */
const settle = async (page: Page) => {
  await page.waitForTimeout(150);
  await scriptsLoaded(page);
  await page
    .locator('[aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(150);
};

const overlayOpen = async (page: Page) =>
  (await page
    .locator('[role="menu"], [role="dialog"], [role="alertdialog"], [role="listbox"]')
    .count()) > 0;

/** Clicks what is found under `key` now; false when it is not on the screen. */
const clickKey = async (page: Page, key: string): Promise<boolean> => {
  const target = (await scan(page)).find((entry) => entry.key === key);
  if (!target) return false;
  const before = new URL(page.url()).pathname;
  await page.locator(`[data-crawl="${target.mark}"]`).click({ timeout: 5_000 });
  const leaves = target.href !== null && new URL(target.href, page.url()).pathname !== before;
  if (leaves) {
    // A link to another route: its screen comes once its module and data are there.
    await page
      .waitForURL((url) => url.pathname !== before, { timeout: 15_000 })
      .catch(() => undefined);
  }
  await settle(page);
  return true;
};

export interface CrawlOptions {
  /** The start (the only address typed): `/` after the login, or the landing page. */
  start: string;
  /** Ready once the start page has drawn. */
  ready: (page: Page) => Promise<unknown>;
  /** Stop exploring after this long (ms), with what was reached so far. */
  budget?: number;
  /** The routes whose screens are explored (the others are only noted as reached); all by default. */
  explore?: (route: RouteName) => boolean;
  /**
   * The routes the crawl is for: once all are reached, the screens still queued are only checked
   * for broken links, without pressing anything (on a loaded machine that is minutes saved).
   */
  goal?: readonly RouteName[];
}

/**
 * Breadth first from the start: every route pattern reached is explored once, every frame
 * button once for the whole crawl, every other button once per route.
 */
export const crawl = async (
  page: Page,
  { start, ready, budget = 240_000, explore = () => true, goal }: CrawlOptions,
) => {
  trackScripts(page);
  const reached = new Map<RouteName, string[]>();
  /** Links of this site that lead to no route, each with the route it was found on. */
  const broken = new Set<string>();
  const startRoute = routeOf(start);
  if (!startRoute) throw new Error(`${start} is no route of the app`);
  reached.set(startRoute, []);
  const queue: RouteName[] = [startRoute];
  const pressed = new Set<string>();
  const deadline = Date.now() + budget;

  /** Back at the route's screen: the start, then its clicks again. */
  const open = async (clicks: string[]) => {
    await page.goto(start);
    await ready(page);
    for (const key of clicks) {
      if (!(await clickKey(page, key).catch(() => false))) return false;
    }
    return true;
  };

  const record = (clicks: string[]) => {
    const route = routeOf(new URL(page.url()).pathname);
    if (route && !reached.has(route)) {
      reached.set(route, clicks);
      if (explore(route)) queue.push(route);
    }
  };

  const pathnameOf = () => new URL(page.url()).pathname;

  const goalReached = () => goal?.every((route) => reached.has(route)) ?? false;

  /**
   * Routes whose screen could not be opened, or where a click did not happen (a slow machine):
   * explored once more at the end, where only what was not pressed yet is pressed.
   */
  const retried = new Set<RouteName>();
  const retryLater = (route: RouteName) => {
    if (retried.has(route)) return;
    retried.add(route);
    queue.push(route);
  };

  while (queue.length > 0 && Date.now() < deadline) {
    const route = queue.shift() as RouteName;
    const clicks = reached.get(route) ?? [];
    if (!(await open(clicks))) {
      retryLater(route);
      continue;
    }
    if (goalReached()) {
      for (const { href } of await scan(page)) {
        if (href && routeOf(href.split('?')[0] ?? '') === null) broken.add(`${href} (on ${route})`);
      }
      continue;
    }
    const here = pathnameOf();
    /** Clicks on this screen since it was opened that changed it without leaving it. */
    let changes: string[] = [];
    /** Back from another screen: opened again before the next click. */
    let stale = false;
    /** Opens the screen again, with the changes a candidate was found after. */
    const reopen = async (via: string[]) => {
      if (!(await open(clicks))) return false;
      for (const key of via) if (!(await clickKey(page, key).catch(() => false))) return false;
      changes = [...via];
      stale = false;
      return true;
    };
    // Links first: each costs one click and may reach a new route, where a button may open and
    // close a dialog; on a loaded machine the budget then ends with the routes reached, not the
    // dialogs (the landing page's footer links come after many buttons).
    const candidates = (await scan(page))
      .map((entry) => ({ ...entry, via: [] as string[] }))
      .sort((a, b) => Number(Boolean(b.href)) - Number(Boolean(a.href)));
    const seen = new Set(candidates.map((entry) => entry.key));
    while (candidates.length > 0) {
      const candidate = candidates.shift() as (typeof candidates)[number];
      if (Date.now() >= deadline) break;
      const target = candidate.href ? routeOf(candidate.href.split('?')[0] ?? '') : null;
      if (candidate.href && target === null) broken.add(`${candidate.href} (on ${route})`);
      if (candidate.href && (target === null || reached.has(target))) continue;
      if (!candidate.href && destructive.test(candidate.name)) continue;
      const pressKey = candidate.inFrame ? candidate.key : `${route}|${candidate.key}`;
      if (pressed.has(pressKey)) continue;
      pressed.add(pressKey);
      // Back where the candidate was found, with nothing laid over the page.
      const sameState =
        candidate.via.length === changes.length &&
        candidate.via.every((key, index) => changes[index] === key);
      if (stale || pathnameOf() !== here || (await overlayOpen(page)) || !sameState) {
        if (!(await reopen(candidate.via))) continue;
      }
      // A click that did not happen (the machine was slow, the screen redrew) is tried once more.
      const clicked =
        (await clickKey(page, candidate.key).catch(() => false)) ||
        ((await reopen(candidate.via)) && (await clickKey(page, candidate.key).catch(() => false)));
      if (!clicked) {
        // Not pressed after all (on a loaded machine): a frame entry is tried again on the next
        // screen, anything else when this screen is explored again.
        pressed.delete(pressKey);
        if (!candidate.inFrame) retryLater(route);
        continue;
      }
      if (pathnameOf() !== here) {
        record([...clicks, ...changes, candidate.key]);
        await page.goBack();
        await settle(page);
        // What the screen held before (a choice, a tab) is not certain after Back; the screen as
        // it opens is (the next link of it needs no reload).
        stale = changes.length > 0 || pathnameOf() !== here;
        continue;
      }
      if (!(await overlayOpen(page))) {
        // The screen changed in place (a tab, a choice): what it shows now is explored too.
        changes = [...changes, candidate.key];
        for (const entry of await scan(page)) {
          if (seen.has(entry.key)) continue;
          seen.add(entry.key);
          candidates.push({ ...entry, via: changes });
        }
        continue;
      }
      // A menu or dialog opened: what it links to, one level deep.
      const opener = [...changes, candidate.key];
      const inside = (await scan(page)).filter(
        (entry) =>
          entry.inOverlay &&
          (entry.role === 'menuitem' || entry.href !== null) &&
          !(entry.href === null && destructive.test(entry.name)),
      );
      for (const entry of inside) {
        if (Date.now() >= deadline) break;
        const goal = entry.href ? routeOf(entry.href.split('?')[0] ?? '') : null;
        if (entry.href && goal === null) broken.add(`${entry.href} (on ${route})`);
        if (entry.href && (goal === null || reached.has(goal))) continue;
        if (stale || !(await overlayOpen(page))) {
          if (!(await reopen(opener.slice(0, -1)))) break;
          if (!(await clickKey(page, candidate.key).catch(() => false))) break;
        }
        if (!(await clickKey(page, entry.key).catch(() => false))) {
          // Its opener is pressed again when this screen is explored again.
          pressed.delete(pressKey);
          retryLater(route);
          continue;
        }
        if (pathnameOf() !== here) {
          record([...clicks, ...opener, entry.key]);
          await page.goBack();
          await settle(page);
        }
        // Whatever it did (another screen, a dialog), the next entry starts afresh.
        stale = true;
      }
      await page.keyboard.press('Escape');
      await settle(page);
    }
  }
  return { reached, broken: [...broken] };
};

/** The routes of `expected` the crawl did not reach, for a failure that names them. */
export const missing = (reached: Map<RouteName, string[]>, expected: RouteName[]) =>
  expected.filter((route) => !reached.has(route));
