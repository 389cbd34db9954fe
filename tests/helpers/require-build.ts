import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './server-process';

/** The `built` layer reads build/: say so at once instead of failing test by test. */
export default function requireBuild() {
  for (const file of ['build/server/index.js', 'build/server/server.js']) {
    if (!fs.existsSync(path.join(ROOT, file)))
      throw new Error(
        `${file} is missing: the tests in tests/built/ need the production build. Run \`npm run build\` first (npm test does).`,
      );
  }
}
