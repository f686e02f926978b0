import { describe, expect, it } from 'vitest';
import { isPagePath, paths } from '@/config/paths';

describe('pages a return path may open', () => {
  it('includes tabs, pages and webviews, never a dialog or an unknown path', () => {
    expect(isPagePath(paths.root)).toBe(true);
    expect(isPagePath(paths.home.my)).toBe(true);
    expect(isPagePath(paths.personal.feedback)).toBe(true);
    expect(isPagePath(paths.webview.webview)).toBe(true);
    for (const dialog of Object.values(paths.dialogs)) expect(isPagePath(dialog), dialog).toBe(false);
    expect(isPagePath('/pages/nope')).toBe(false);
    expect(isPagePath('/pages/home/my?x=1')).toBe(false);
  });
});
