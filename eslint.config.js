import js from '@eslint/js'
import tseslint from 'typescript-eslint'

/**
 * Module boundaries: a module's index.ts is its published contract, so an import that reaches
 * another module's files past its index fails lint. Relative paths depend on where the importing
 * file sits, hence one pattern per depth.
 */
const deepImport = (regex) => ({
  regex,
  message: 'Import another module only through its index.ts (its published contract).',
})
const boundaries = (regex) => ({
  'no-restricted-imports': ['error', { patterns: [deepImport(regex)] }],
})

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'migrations/**', 'node_modules/**', 'coverage/**'] },
  { ignores: ['sdk/dist/**', 'sdk/src/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      curly: ['error', 'multi-line'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // Fastify hooks and route handlers must be async functions even when they have nothing to await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/config.ts only.',
        },
      ],
    },
  },
  { files: ['src/*.ts'], rules: boundaries(String.raw`^\./modules/[^/]+/(?!index\.js$)`) },
  { files: ['src/modules/*/*.ts'], rules: boundaries(String.raw`^\.\./[^./][^/]*/(?!index\.js$)`) },
  {
    files: ['src/modules/*/*/*.ts'],
    rules: boundaries(String.raw`^\.\./\.\./[^./][^/]*/(?!index\.js$)`),
  },
  {
    files: ['src/config.ts', 'test/**', 'bench/**', 'vitest.config.ts', 'drizzle.config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Tests read JSON responses, which are untyped by nature; assertions check their shape.
    files: ['test/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['eslint.config.js', 'scripts/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Plain Node scripts npm runs before the build exists: they read the process's own settings.
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
    rules: { 'no-restricted-syntax': 'off' },
  },
)
