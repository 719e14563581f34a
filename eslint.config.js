// npm run lint: typescript-eslint, React hooks, jsx-a11y and the import boundaries of
// docs/decisions/0001-architecture.md. Formatting is Prettier's (npm run format).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The shared kit, and the domain's own notions (app/domain: a stay, money, a hotel's clock): it serves every feature and imports none. */
const KIT = ['ui', 'lib', 'db', 'seo', 'api', 'styles', 'mail', 'i18n', 'domain'];
/** Feature folders: every other folder under app/, each holding its pages, server code and tests. */
const FEATURES = readdirSync(new URL('./app/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !KIT.includes(entry.name))
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['build/', '.react-router/', 'node_modules/', '.tmp/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Lists styled without bullets lose their list role in Safari unless it is stated.
      'jsx-a11y/no-redundant-roles': ['error', { ul: ['list'], ol: ['list'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: KIT.map((kit) => ({
            target: `./app/${kit}`,
            from: FEATURES.map((feature) => `./app/${feature}`),
            message: 'The shared kit never imports a feature: move the shared piece into the kit, or pass it in.',
          })),
        },
      ],
    },
  },
  {
    // Requests are priced by the pricing feature, which never reaches back into them (ADR 0052). Its
    // API tests drive the whole request, and read the reservations' shapes.
    files: ['app/pricing/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app/pricing',
              from: './app/reservations',
              message: 'Pricing sits below reservations: take what both need from app/domain, or pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    // A form answered without JavaScript focuses the field its error is about, as the enhanced
    // form does: focus follows the visitor's own submission, it does not jump on arrival.
    files: [
      'app/accounts/SignInPage.tsx',
      'app/accounts/SignUpPage.tsx',
      'app/accounts/ForgotPasswordPage.tsx',
      'app/accounts/ResetPasswordPage.tsx',
      'app/studio/TranslationsForm.tsx',
      // The step-up's field shows only after the visitor sent the form that needs it (docs/decisions/0053).
      'app/accounts/StepUpInput.tsx',
      'app/account/StepUpField.tsx',
      'app/studio/StudioStepUp.tsx',
    ],
    rules: { 'jsx-a11y/no-autofocus': 'off' },
  },
  {
    // Playwright's fixtures call their continuation `use`; it is no React hook.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  prettier,
);
