/**
 * Measured scenarios; each prints figures, none asserts a time.
 *   npm run bench                      every scenario with default sizes
 *   npm run bench -- insert 200000     one scenario, one size
 * DATABASE_URL points at a PostgreSQL server; otherwise an in-memory PGlite is used.
 *   npm run bench -- scale-load 1000000 fills one agency on a PostgreSQL server (DATABASE_URL, default
 *                                      postgres://postgres@127.0.0.1:5432/fieldbook_scale, created when missing) by COPY;
 *                                      a second run tops up to the size. Prints reports/s.
 *   npm run bench -- lists [requests]  report search, page 1,000, filters, quick search, fast facts and collaborated
 *                                      lists over HTTP on that database: p50/p95/p99 beside the budgets, then EXPLAINs.
 *   npm run bench -- analytics [n]     analytics generate (month, quarter, year, year + officer) on that database, after
 *                                      deriving the facts and rollups of reports stored before them.
 *   npm run bench -- analytics-draw    the dashboard with every offered widget drawn in Chromium (demo data, built web app).
 *   npm run bench -- export [size]     an export of about `size` (100,000) reports, queued to mailed, with the time and the
 *                                      process's memory growth (DATABASE_URL; reports topped up within the last year).
 *   npm run bench -- kill-restart      main.ts killed (SIGKILL) during uploads and an export, restarted: nothing lost or doubled.
 *   npm run bench -- load [seconds]    200 connections (LOAD_CONNECTIONS) from this process to main.ts on fieldbook_load
 *                                      (100,000 reports) for 300 s: the request mix per route and /api/health alone and in it.
 * scale-load, lists, analytics, export, kill-restart and load run by name only (not in the every-scenario run).
 */

import { benchAnalyticsDraw } from './analytics-draw.ts';
import { benchAnalyticsGenerate } from './analytics-generate.ts';
import { benchCreateRate } from './create-rate.ts';
import { benchExport } from './export-reports.ts';
import { benchFormTyping } from './form-typing.ts';
import { benchFuzzReports } from './fuzz-reports.ts';
import { benchInsertReports } from './insert-reports.ts';
import { benchKillRestart } from './kill-restart.ts';
import { benchListQueries } from './list-queries.ts';
import { benchLoad } from './load.ts';
import { benchOfflineUpload } from './offline-upload.ts';
import { benchScaleLoad } from './scale-load.ts';
import { benchValidateSpeed } from './validate-speed.ts';

const scenarios: Record<string, (size?: number) => Promise<void>> = {
  insert: benchInsertReports,
  fuzz: benchFuzzReports,
  validate: benchValidateSpeed,
  upload: benchOfflineUpload,
  typing: benchFormTyping,
  create: benchCreateRate,
  'scale-load': benchScaleLoad,
  lists: benchListQueries,
  analytics: benchAnalyticsGenerate,
  'analytics-draw': benchAnalyticsDraw,
  'kill-restart': benchKillRestart,
  export: benchExport,
  load: benchLoad,
};
/** Scenarios that need a PostgreSQL server and minutes: run by name only. */
const BY_NAME_ONLY = new Set(['scale-load', 'lists', 'analytics', 'export', 'kill-restart', 'load']);

const [name, size] = process.argv.slice(2);
const chosen = name ? { [name]: scenarios[name] } : Object.fromEntries(Object.entries(scenarios).filter(([key]) => !BY_NAME_ONLY.has(key)));
for (const [scenario, run] of Object.entries(chosen)) {
  if (!run) throw new Error(`unknown scenario ${scenario}; known: ${Object.keys(scenarios).join(', ')}`);
  await run(size ? Number(size) : undefined);
}
