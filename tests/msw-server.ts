import { setupServer } from 'msw/node';
import { createHandlers } from '@/mocks/handlers';
import { createDb } from '@/mocks/db';

/** The sandbox backend in memory, the same handlers the dev server and browser tests use. */
export const db = createDb({ persist: false });
export const server = setupServer(...createHandlers(db));
