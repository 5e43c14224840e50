import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

/**
 * The tools (src/<tool>/ with machines/<tool>/): each imports the shared layers, never another
 * tool, and nothing shared imports a tool. src/app/ is the composition root that wires them.
 * A tool is a folder with its descriptor, `src/<tool>/<tool>.tool.ts` (src/tools/tools.ts finds
 * them the same way).
 */
const tools = readdirSync(new URL('./src/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(new URL(`./src/${entry.name}/${entry.name}.tool.ts`, import.meta.url)))
  .map((entry) => entry.name)
  .sort();
const toolZones = tools.flatMap((tool) => {
  const others = tools.filter((other) => other !== tool);
  return [
    { target: `./src/${tool}`, from: others.map((other) => `./src/${other}`), message: `src/${tool}/ is a tool: it imports no other tool` },
    { target: `./machines/${tool}`, from: others.map((other) => `./machines/${other}`), message: `machines/${tool}/ imports no other tool's machines` },
  ];
});
const sharedSrc = `./src/!(app|${tools.join('|')})/**`;
const sharedMachines = `./machines/!(${tools.join('|')})/**`;

/**
 * eslint-plugin-import's no-cycle skips type-only imports and has no option to count them; but two
 * modules that need each other's types are one module in two files. So import/no-cycle here is that
 * rule run on a parse in which every import counts as a value import: the linted file's (a copy of
 * each import is handed to the rule) and those of every module it follows (its own parser, and
 * settings of its own so its module cache is not the other import rules').
 */
const asValueImport = (node) => ({ ...node, importKind: 'value', specifiers: node.specifiers.map((s) => ({ ...s, importKind: 'value' })) });
const valueImportsParser = {
  meta: { name: 'typescript-eslint/parser, type imports as values' },
  parseForESLint(code, options) {
    const parsed = tseslint.parser.parseForESLint(code, options);
    parsed.ast.body = parsed.ast.body.map((node) => (node.type === 'ImportDeclaration' ? asValueImport(node) : node));
    return parsed;
  },
};
const noCycle = importPlugin.rules['no-cycle'];
const noCycleCountingTypes = {
  meta: noCycle.meta,
  create(context) {
    const settings = Object.fromEntries(Object.entries(context.settings).filter(([key]) => key !== 'import/parsers'));
    const counting = Object.create(context, {
      settings: { value: { ...settings, 'studio/type-imports': 'counted' } },
      parserPath: { value: undefined },
      languageOptions: { value: { ...context.languageOptions, parser: valueImportsParser } },
    });
    const visitors = noCycle.create(counting);
    return { ...visitors, ImportDeclaration: (node) => visitors.ImportDeclaration?.(asValueImport(node)) };
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'contracts/generated/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: { import: { ...importPlugin, rules: { ...importPlugin.rules, 'no-cycle': noCycleCountingTypes } } },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // Relative, extensionless imports of .ts/.tsx files are all this code base uses.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Cycles are ours to find; parsing bundled packages (PGlite's chunks) is slow and can overflow.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-self-import': 'error',
      // One-way imports: machines are pure; slices never know the machines.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './machines', from: './src', message: 'machines/ must not import from src/' },
            { target: './machines', from: './store', message: 'machines/ must not import from store/' },
            { target: './store', from: './machines', message: 'store/ must not import from machines/' },
            { target: './store', from: './src', message: 'store/ must not import views or wiring from src/' },
            // domain/ is the shared vocabulary (stored values) every layer reads; it reads none of them.
            { target: './domain', from: ['./src', './store', './machines', './server'], message: 'domain/ imports no other layer' },
            // contracts/ are the wire and configuration schemas the studio and the server share.
            { target: './contracts', from: ['./src', './store', './machines', './server'], message: 'contracts/ imports no other layer' },
            { target: './server', from: './src', message: 'server/ imports nothing from src/: what both need is in contracts/' },
            // The model client holds keys: it is the reference server's alone, never the browser's.
            {
              target: ['./src', './machines', './store', './domain', './contracts'],
              from: './node_modules/openai',
              message: 'the openai package is the reference server\'s: in the studio it would hold keys in the browser',
            },
            // zod compiles parsers with `new Function` unless configured: everything takes the configured one.
            {
              target: ['./src', './machines', './store', './domain', './server', './contracts/!(zod).ts'],
              from: './node_modules/zod',
              message: 'import z from contracts/zod.ts: it runs zod jitless, as the CSP (Trusted Types) requires',
            },
            // src/app/ is the composition root: it imports everything; nothing imports it (but main.tsx).
            {
              target: ['./src/!(app)/**', './machines', './store', './domain', './server', './scripts', './test'],
              from: './src/app',
              message: 'src/app/ is the composition root: nothing imports it',
            },
            // The shared homes one-way: the browser's storage knows no views and no kit; the generic
            // dialogs know no kit; the conversation kit and the take-along file know no shell.
            {
              target: './src/persistence',
              from: ['./src/conversation', './src/dialogs', './src/forms', './src/shell', './src/take-along'],
              message: 'src/persistence/ is the browser\'s storage: it imports no views and no kit',
            },
            { target: './src/dialogs', from: ['./src/conversation', './src/shell', './src/take-along'], message: 'src/dialogs/ are every tool\'s dialogs: they import no kit' },
            { target: ['./src/conversation', './src/take-along'], from: './src/shell', message: 'the conversation kit and the take-along file import nothing of the shell' },
            ...toolZones,
            { target: sharedSrc, from: tools.map((tool) => `./src/${tool}`), message: 'shared code imports no tool' },
            { target: sharedMachines, from: tools.map((tool) => `./machines/${tool}`), message: 'shared machines import no tool' },
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
    // React lives in src/ only; elsewhere (Playwright fixtures) `use` is not a hook.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Views read the store with the typed hooks of src/platform/store-hooks.ts.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use useAppSelector / useAppDispatch / useAppStore from src/platform/store-hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'react', message: 'machines/ stay free of React.' }] }],
    },
  },
  {
    // A tool's descriptor is in the entry chunk: its tool's code only behind `() => import(...)`.
    files: ['src/*/*.tool.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./*', '../../machines/**', '../../store/**'],
              allowTypeImports: true,
              message: 'A descriptor imports its tool only lazily: () => import(...).',
            },
          ],
        },
      ],
    },
  },
);
