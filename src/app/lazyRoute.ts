import type { ComponentType, LazyExoticComponent } from 'react';
import type { RouteDef } from '@/app/routes/table';
import { lazyChunk } from '@/lib/lazyChunk';

const screens = new Map<RouteDef['load'], () => LazyExoticComponent<ComponentType>>();

/** A route's screen, loaded when first shown (src/lib/lazyChunk.ts: a stale chunk reloads once; a failure is not kept). */
export function lazyRoute(def: RouteDef): LazyExoticComponent<ComponentType> {
  let screen = screens.get(def.load);
  if (!screen) {
    screen = lazyChunk(def.load);
    screens.set(def.load, screen);
  }
  return screen();
}
