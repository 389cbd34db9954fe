// npm run restore FILE: puts a backup made by `npm run backup` back.
import { restoreBackup } from '../server/backup';
import { loadConfig } from '../server/config';

const file = process.argv[2];
if (!file) {
  console.error('Kullanım: npm run restore <yedek-dosyası.tar.gz>');
  process.exit(2);
}
const config = loadConfig();
const result = await restoreBackup({ file, databasePath: config.databasePath, uploadsDir: config.uploadsDir });
console.log(`[restore] ${file} -> ${config.databasePath}`);
console.log(`[restore] rows: ${Object.entries(result.tables).map(([t, n]) => `${t}=${n}`).join(' ')}`);
