import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/api/generated/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'tsconfig.node.json', 'tsconfig.e2e.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // One-way imports: machines are pure; slices never know the machines.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: './src', message: 'machines/ must not import from src/' },
            { target: './machines', from: './store', message: 'machines/ must not import from store/' },
            { target: './store', from: './machines', message: 'store/ must not import from machines/' },
            { target: './store', from: './src', message: 'store/ must not import views or wiring from src/' },
          ],
        },
      ],
      // No barrel files: nothing re-exports another module.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module itself.' },
        { selector: 'ExportNamedDeclaration[source]', message: 'No barrel files: import from the module itself.' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react', message: 'machines/ stay free of React.' }] }],
    },
  },
);
