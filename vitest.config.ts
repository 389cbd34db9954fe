import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Three projects (README, "Tests"): `unit` (the domain's rules beside their code, the models',
 * http kit's and server's own tests, the import rule) and `integration` (tests/integration:
 * routes called through their handlers, each test on its own copy of a migrated SQLite file)
 * run on a fresh clone without a build; `built` starts or reads the production build, so it
 * runs after `react-router build`. `npx vitest run` runs all three; `--project unit`,
 * `--project integration`, `--project built` one of them.
 */
export default defineConfig({
  resolve: {
    alias: {
      '~': path.resolve(__dirname, 'app'),
      // made by the build (scripts/vite-lazy-modules.ts); vitest builds nothing
      'virtual:lazy-modules': path.resolve(__dirname, 'tests/helpers/no-lazy-modules.ts'),
    },
  },
  test: {
    environment: 'node',
    globalSetup: ['tests/helpers/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.ts',
            'app/**/*.test.tsx',
            'db/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: ['tests/built/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts', 'tests/helpers/require-build.ts'],
        },
      },
    ],
  },
});
