/**
 * The code of every screen, by name (src/config/paths.ts): each file of `src/features/<x>/screens/`
 * and the shell's own screens, found by the build, so a new screen adds nothing here. A chunk of its own,
 * fetched as the app starts but not part of the first screen's JavaScript: the entry carries one dynamic
 * import for all routes, so a new route adds its code here and nothing to the first paint
 * (scripts/size-check.mjs checks it).
 */
import type { ComponentType } from 'react';
import type { ScreenName } from '@/config/paths';

type Module = { default: ComponentType };

const files = import.meta.glob<Module>(['/src/features/*/screens/*.tsx', '/src/app/routes/WebviewPage.tsx', '!**/*.test.tsx']);

/** '/src/features/account/screens/MeTab.tsx' → 'account/MeTab'; '/src/app/routes/WebviewPage.tsx' → 'app/WebviewPage'. */
export function screenName(file: string): ScreenName {
  const feature = /^\/src\/features\/([^/]+)\/screens\/([^/]+)\.tsx$/.exec(file);
  if (feature) return `${feature[1]}/${feature[2]}`;
  const shell = /^\/src\/app\/routes\/([^/]+)\.tsx$/.exec(file);
  if (shell) return `app/${shell[1]}`;
  throw new Error(`${file} is not a screen`);
}

export const SCREENS: ReadonlyMap<string, () => Promise<Module>> = new Map(Object.entries(files).map(([file, load]) => [screenName(file), load]));
