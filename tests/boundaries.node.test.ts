import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { join } from 'node:path';

/**
 * The import boundaries are enforced by `npm run lint` (eslint.config.js): a probe file placed in each
 * layer imports across a boundary and must be refused, while the same layer's allowed imports pass.
 */
const root = join(__dirname, '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

const refused: [string, string, RegExp][] = [
  ['a feature importing another feature', "import { login } from '@/features/auth/api';\nexport const x = login;", /another feature/],
  ['a feature importing the app shell', "import { ROUTES } from '@/app/routes/table';\nexport const x = ROUTES;", /app shell/],
  ['a feature importing the sandbox', "import { createDb } from '@/mocks/db';\nexport const x = createDb;", /sandbox/],
];

describe('import boundaries (npm run lint)', () => {
  it.each(refused)('refuses %s', async (_name, code, message) => {
    const found = await problems('src/features/account/probe.ts', code);
    expect(found.join('\n')).toMatch(message);
  });

  it.each(['shared', 'lib', 'utils', 'stores', 'config'])('refuses src/%s importing a feature or the app', async (layer) => {
    expect((await problems(`src/${layer}/probe.ts`, "import { userInfo } from '@/features/account/api';\nexport const x = userInfo;")).join('\n')).toMatch(
      /below the features/,
    );
    expect((await problems(`src/${layer}/probe.ts`, "import { paths } from '@/app/routes/table';\nexport const x = paths;")).join('\n')).toMatch(
      /below the features/,
    );
  });

  it('refuses app state or UI in src/utils', async () => {
    const found = await problems('src/utils/probe.ts', "import { useSession } from '@/stores/session';\nexport const x = useSession;");
    expect(found.join('\n')).toMatch(/pure functions/);
  });

  it.each(['src/features/account/screens/Probe.tsx', 'src/features/auth/components/Probe.tsx', 'src/app/routes/Probe.tsx', 'src/shared/ui/Probe.tsx'])(
    'refuses the HTTP client in %s',
    async (file) => {
      const found = await problems(file, "import { call } from '@/lib/http';\nexport const x = call;");
      expect(found.join('\n')).toMatch(/do not call the HTTP client/);
    },
  );

  it('refuses axios anywhere but the HTTP client', async () => {
    const found = await problems('src/features/account/api.probe.ts', "import axios from 'axios';\nexport const x = axios;");
    expect(found.join('\n')).toMatch(/Only src\/lib\/http.ts/);
  });

  it('allows what the layers are for: a feature using its own api, shared code and the HTTP client in api.ts', async () => {
    expect(await problems('src/features/account/probe.ts', "import { userInfo } from '@/features/account/api';\nimport { keyOf } from '@/shared/api/resources';\nexport const x = [userInfo, keyOf];")).toEqual([]);
    expect(await problems('src/features/account/api.probe.ts', "import { endpoint } from '@/lib/http';\nexport const x = endpoint;")).toEqual([]);
    expect(await problems('src/app/probe.ts', "import { userInfoQuery } from '@/features/account/queries';\nexport const x = userInfoQuery;")).toEqual([]);
  });
});
