/**
 * Measured scenarios; each prints figures, none asserts a time.
 *   npm run bench                      every scenario with default sizes
 *   npm run bench -- insert 200000     one scenario, one size
 * DATABASE_URL points at a PostgreSQL server; otherwise an in-memory PGlite is used.
 */

import { benchCreateRate } from './create-rate.ts';
import { benchFormTyping } from './form-typing.ts';
import { benchFuzzReports } from './fuzz-reports.ts';
import { benchInsertReports } from './insert-reports.ts';
import { benchOfflineUpload } from './offline-upload.ts';
import { benchValidateSpeed } from './validate-speed.ts';

const scenarios: Record<string, (size?: number) => Promise<void>> = {
  insert: benchInsertReports,
  fuzz: benchFuzzReports,
  validate: benchValidateSpeed,
  upload: benchOfflineUpload,
  typing: benchFormTyping,
  create: benchCreateRate,
};

const [name, size] = process.argv.slice(2);
const chosen = name ? { [name]: scenarios[name] } : scenarios;
for (const [scenario, run] of Object.entries(chosen)) {
  if (!run) throw new Error(`unknown scenario ${scenario}; known: ${Object.keys(scenarios).join(', ')}`);
  await run(size ? Number(size) : undefined);
}
