import type { HttpHandler } from 'msw';
import type { SandboxDb } from './db';

export function createHandlers(_db: SandboxDb): HttpHandler[] {
  return [];
}
