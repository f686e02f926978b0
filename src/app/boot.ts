import { captureTracking, LAUNCH_PARAMS } from '@/stores/tracking';
import { paths } from '@/config/paths';

/**
 * Reads the launch address before the router starts: stores tracking ids, strips them from the
 * visible address (they must not leak into shares or referrers) and applies the spec's launch rule.
 */
export function applyLaunch(win: Window = window): void {
  const { hasSource } = captureTracking(win.location.href, win.document.cookie);
  const url = new URL(win.location.href);
  let changed = false;
  // The ids may come in the real query ('/?channel=x#/') or in the hash route's query ('/#/page?channel=x').
  const [hashPath = '', hashQuery = ''] = url.hash.split(/\?(.*)/s);
  const inHash = new URLSearchParams(hashQuery);
  for (const key of LAUNCH_PARAMS) {
    if (url.searchParams.has(key)) {
      url.searchParams.delete(key);
      changed = true;
    }
    if (inHash.has(key)) {
      inHash.delete(key);
      changed = true;
    }
  }
  if (changed && !hasSource) {
    const rest = inHash.toString();
    url.hash = rest ? `${hashPath}?${rest}` : hashPath;
  }
  if (hasSource) {
    url.hash = '#' + paths.home.index;
    changed = true;
  }
  if (changed) win.history.replaceState(null, '', url.toString());
}
