import path from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * Two layers (README, "Tests"): `unit` runs on a fresh clone without a build (domain rules,
 * models and routes called through their handlers on a temporary SQLite file, the import
 * rule); `built` starts or reads the production build, so it runs after `react-router build`.
 * `npx vitest run` runs both; `--project unit` / `--project built` one of them.
 */
export default defineConfig({
  resolve: {
    alias: { '~': path.resolve(__dirname, 'app') },
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
            'tests/architecture/**/*.test.ts',
            'tests/integration/**/*.test.ts',
          ],
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
