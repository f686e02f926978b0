/**
 * docs/openapi.json is what the company's backend team reads: it must be what scripts/openapi.ts makes from
 * the app's schemas today, and it must cover every endpoint the app declares.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { createSandbox } from '../src/mocks/node-entry';
import { OPERATIONS } from '../scripts/openapi-contract.ts';
import { openApiText } from '../scripts/openapi.ts';

const root = path.resolve(__dirname, '..');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

/** Every `export const x = endpoint(...)` / `uploadEndpoint(...)` in src, by name. */
function declaredInSrc(): string[] {
  const names: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, 'utf8').matchAll(/^export const (\w+)\s*=\s*(?:endpoint|uploadEndpoint)\s*[<(]/gm)) names.push(m[1]!);
      }
    }
  };
  walk(path.join(root, 'src'));
  return names.sort();
}

describe('docs/openapi.json', () => {
  it('is what `npm run openapi` makes from the schemas today', () => {
    const committed = fs.readFileSync(path.join(root, 'docs/openapi.json'), 'utf8');
    // Not toBe on 500 kB of text: say which path differs.
    const want = JSON.parse(openApiText(version)) as { paths: Record<string, unknown> };
    const have = JSON.parse(committed) as { paths: Record<string, unknown> };
    expect(Object.keys(have.paths).sort(), 'paths (run npm run openapi)').toEqual(Object.keys(want.paths).sort());
    for (const p of Object.keys(want.paths)) expect(have.paths[p], `${p} (run npm run openapi)`).toEqual(want.paths[p]);
    expect(committed, 'docs/openapi.json is out of date: run npm run openapi').toBe(openApiText(version));
  });

  it('lists every endpoint declared in src, once, by its export name', () => {
    const listed = OPERATIONS.map((o) => o.name).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(declaredInSrc());
  });

  it('is OpenAPI 3.1 with the envelope, a request and the error codes on every path', () => {
    const doc = JSON.parse(openApiText(version)) as {
      openapi: string;
      paths: Record<string, { post: { requestBody: unknown; responses: Record<string, unknown>; 'x-error-codes': number[]; 'x-auth': string } }>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.schemas).toHaveProperty('Envelope');
    expect(Object.keys(doc.paths)).toHaveLength(new Set(OPERATIONS.map((o) => o.endpoint.path)).size);
    for (const [p, { post }] of Object.entries(doc.paths)) {
      expect(post.requestBody, p).toBeTruthy();
      expect(post.responses, p).toHaveProperty('200');
      expect(post['x-error-codes'], p).toContain(500);
      if (post['x-auth'] === 'auth') expect(post['x-error-codes'], p).toContain(301);
    }
    // Every reference points at something in the document.
    const text = JSON.stringify(doc);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref!.split('/').reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], doc);
      expect(target, ref).toBeTruthy();
    }
    expect(text).toContain('"$ref":"#/components/schemas/Order"');
    // A field the app reads is in the document with its type: the login answer's token.
    const login = JSON.stringify(doc.paths['/api/index/login']);
    expect(login).toContain('"token":{"type":"string"}');
  });
});

describe('who may call each path (x-auth)', () => {
  it('is what the sandbox, the reference server, does without a token: auth answers 301, the others never', async () => {
    const { handlers } = createSandbox({ logCodes: false });
    const wrong: string[] = [];
    for (const o of OPERATIONS) {
      const request = new Request(`http://localhost${o.endpoint.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', app: 'KZ' },
        body: JSON.stringify({ lang: 'ru' }),
      });
      const response = await getResponse(handlers, request);
      const { code } = (await response!.json()) as { code: number };
      if ((code === 301) !== (o.auth === 'auth')) wrong.push(`${o.name} ${o.endpoint.path}: x-auth ${o.auth}, answered ${code} without a token`);
    }
    expect(wrong).toEqual([]);
  });
});
