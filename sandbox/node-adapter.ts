/**
 * Serves msw request handlers over real HTTP from a Connect middleware (vite preview), without express.
 * Pure: give it the handlers and a Node request/response; the tests drive it with http.createServer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** Paths of the company API (spec section 7) and of the sandbox's own endpoints. */
export const API_PREFIXES = [
  '/api/',
  '/review/',
  '/coupon/',
  '/after/',
  '/newcomerGift/',
  '/feedBack',
  '/bury2/',
  '/bury3/',
  '/Sensors/',
  '/__sandbox/',
  // Policy violation reports from the browser (deploy/headers/app.conf): the sandbox collects them.
  '/csp-report',
] as const;

/** Headers a Fetch Request must not carry over from the Node request. */
const SKIP_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'upgrade', 'expect', 'host', 'http2-settings']);

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname === p.replace(/\/$/, '') || pathname.startsWith(p));
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The Node request as a Fetch Request (full body and headers). */
export async function toFetchRequest(req: IncomingMessage): Promise<Request> {
  const host = req.headers.host ?? '127.0.0.1';
  const url = new URL(req.url ?? '/', `http://${host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || SKIP_HEADERS.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const method = (req.method ?? 'GET').toUpperCase();
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
  return new Request(url, { method, headers, body: body && body.length > 0 ? new Uint8Array(body) : undefined });
}

async function send(res: ServerResponse, response: Response): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name === 'content-length' || name === 'content-encoding' || name === 'transfer-encoding') return;
    res.setHeader(name, value);
  });
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', body.length);
  res.end(body);
}

function notFound(res: ServerResponse, pathname: string): void {
  const body = JSON.stringify({ code: 404, msg: `Not found: ${pathname}`, data: null });
  res.statusCode = 404;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/**
 * Answers API paths with the handlers; an API path no handler knows gets a 404 JSON;
 * anything else goes to next() (the app's static files).
 */
export async function handleNodeRequest(
  handlers: readonly RequestHandler[],
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://x').pathname;
  if (!isApiPath(pathname)) {
    next();
    return;
  }
  try {
    const request = await toFetchRequest(req);
    const response = await getResponse([...handlers], request);
    if (!response) notFound(res, pathname);
    else await send(res, response);
  } catch (e) {
    next(e);
  }
}
