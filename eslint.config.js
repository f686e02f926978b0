import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

/**
 * Import boundaries (docs/decisions.md, "Import boundaries"): imports run one way,
 * utils/config/lib/stores/shared -> features -> app. A feature does not import another feature or the
 * app; the layers below features import no feature, no app code and no sandbox; screens and the shell
 * never talk HTTP themselves (they go through a feature's queries.ts).
 */
const FEATURES = readdirSync(new globalThis.URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const boundaryZones = [
  ...FEATURES.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature does not import another feature: move what both need to src/shared.',
  })),
  { target: './src/features', from: './src/app', message: 'Features do not import the app shell: the app composes features.' },
  { target: './src/features', from: './src/mocks', message: 'The sandbox is not part of the app.' },
  ...['shared', 'lib', 'utils', 'stores', 'config'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app', './src/mocks'],
    message: `src/${layer} is below the features: it imports no feature, no app code and no sandbox.`,
  })),
  {
    target: './src/utils',
    from: ['./src/lib', './src/stores', './src/shared', './src/config'],
    message: 'src/utils holds pure functions: no app state, no HTTP, no UI.',
  },
  {
    target: ['./src/app/**/*', './src/features/*/screens/**/*', './src/features/*/components/**/*', './src/shared/ui/**/*'],
    from: ['./src/lib/http.ts'],
    message: "Screens and the shell do not call the HTTP client: use the feature's queries.ts.",
  },
];

export default tseslint.config(
  { ignores: ['dist', 'dist-e2e', 'dist-e2e-*', 'node_modules', 'test-results', 'playwright-report', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'No dangerouslySetInnerHTML: server and URL data must never reach it.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from 'react-router-dom'." },
            { name: 'react-i18next', importNames: ['Trans'], message: 'Use TaggedText (src/shared/ui/TaggedText.tsx): Trans brings an HTML parser to every borrower.' },
          ],
        },
      ],
    },
  },
  {
    // Tests compose across layers on purpose (a journey through several features); the app code may not.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    // axios is wrapped once, in src/lib/http.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/http.ts', 'src/lib/http.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from 'react-router-dom'." },
            { name: 'axios', message: 'Only src/lib/http.ts talks to axios.' },
            { name: 'react-i18next', importNames: ['Trans'], message: 'Use TaggedText (src/shared/ui/TaggedText.tsx): Trans brings an HTML parser to every borrower.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'sandbox/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    // index.html's inline script runs in old in-app browsers, and the build cannot lower newer syntax to
    // ES5 (scripts/first-screen.ts): the source is ES5 with types. tests/first-screen-script.test.ts
    // parses the built script as ES5.
    files: ['src/app/firstScreenScript.ts'],
    rules: {
      'no-var': 'off',
      'prefer-const': 'off',
      'prefer-rest-params': 'off',
      'prefer-spread': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
      'no-restricted-syntax': [
        'error',
        ...[
          'ArrowFunctionExpression',
          'TemplateLiteral',
          'TaggedTemplateExpression',
          "VariableDeclaration[kind!='var'][declare!=true]",
          'ClassDeclaration',
          'ClassExpression',
          'SpreadElement',
          'RestElement',
          'ObjectPattern',
          'ArrayPattern',
          'AssignmentPattern',
          'ForOfStatement',
          'Property[shorthand=true]',
          'Property[method=true]',
          'Property[computed=true]',
          'ChainExpression',
          "LogicalExpression[operator='??']",
          "AssignmentExpression[operator=/^(\\?\\?|\\|\\||&&|\\*\\*)=$/]",
          "BinaryExpression[operator='**']",
          ':function[async=true]',
          ':function[generator=true]',
          'MetaProperty',
          'ImportExpression',
        ].map((selector) => ({ selector, message: 'index.html\'s inline script is ES5 (var, function): old in-app browsers run it.' })),
      ],
    },
  },
);
