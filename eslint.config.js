// ESLint flat config (eslint 10, typescript-eslint 8). Syntax-only rules on
// purpose: type-aware linting is slow, and `npm run typecheck` already runs tsc.
// Module boundaries are checked by dependency-cruiser (`npm run depcheck`).
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Node globals for plain .js/.mjs/.cjs files (TypeScript files get no-undef from tsc).
const nodeGlobals = Object.fromEntries(
  [
    'AbortController', 'AbortSignal', 'Blob', 'Buffer', 'Event', 'EventTarget', 'FormData', 'Headers',
    'Request', 'Response', 'TextDecoder', 'TextEncoder', 'URL', 'URLSearchParams', 'clearImmediate',
    'clearInterval', 'clearTimeout', 'console', 'crypto', 'fetch', 'globalThis', 'performance', 'process',
    'queueMicrotask', 'setImmediate', 'setInterval', 'setTimeout', 'structuredClone',
  ].map((name) => [name, 'readonly']),
);
const commonJsGlobals = { __dirname: 'readonly', __filename: 'readonly', exports: 'writable', module: 'writable', require: 'readonly' };

export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'tests/boundary-fixtures/', // deliberate boundary violations, checked by scripts/check-boundary-fixtures.mjs
    '**/.data*/',
    'data/',
    'coverage/',
    'test-results/',
    'playwright-report/',
    'bench/results/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'project/typescript',
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Effect idiom: `interface User extends Schema.Schema.Type<typeof User> {}`
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },

  {
    name: 'project/no-any-in-domain-and-platform',
    files: ['src/modules/**/domain/**', 'src/platform/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'error' },
  },

  {
    // ADR 0005: every role check goes through the permission table in src/shared.
    name: 'project/permissions-through-the-policy-table',
    files: ['src/modules/**/*.{ts,tsx}', 'projections/**/*.ts', 'src/web/**/*.{ts,tsx}', 'src/platform/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "BinaryExpression[operator=/^[!=]==?$/]:matches([left.type='MemberExpression'][left.property.name='role'][right.type='Literal'][right.value!=''], [right.type='MemberExpression'][right.property.name='role'][left.type='Literal'][left.value!=''])",
          message: 'Compare roles only in src/shared/policy.ts or user-policy.ts: use the permission table (ADR 0005).',
        },
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/]:matches([left.type='Identifier'][left.name='role'][right.type='Literal'][right.value!=''], [right.type='Identifier'][right.name='role'][left.type='Literal'][left.value!=''])",
          message: 'Compare roles only in src/shared/policy.ts or user-policy.ts: use the permission table (ADR 0005).',
        },
      ],
    },
  },

  {
    // ADR 0005: slices, read models and the platform stay small; a decider may be longer where its aggregate needs it.
    name: 'project/small-files-outside-the-domain',
    files: ['src/modules/**/*.ts', 'projections/**/*.ts', 'src/platform/**/*.ts'],
    ignores: ['src/modules/*/domain/**', '**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },

  {
    name: 'project/web',
    files: ['src/web/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  {
    name: 'project/node-scripts',
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: nodeGlobals },
  },
  {
    name: 'project/commonjs',
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: commonJsGlobals },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
