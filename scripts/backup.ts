// npm run backup [-- OUT_DIR]: a consistent copy of the live database plus the erasure log and the uploads.
import path from 'node:path';
import { createBackup } from '../server/backup';
import { loadConfig } from '../server/config';

const config = loadConfig();
const outDir = process.argv[2] ?? path.join(path.dirname(config.databasePath), 'backups');
const result = await createBackup({
  databasePath: config.databasePath,
  uploadsDir: config.uploadsDir,
  erasureLogPath: config.erasureLogPath,
  outDir,
});
console.log(`[backup] ${result.file} (${(result.bytes / 1024).toFixed(0)} KB)`);
console.log(
  `[backup] rows: ${Object.entries(result.tables)
    .map(([t, n]) => `${t}=${n}`)
    .join(' ')}`,
);
