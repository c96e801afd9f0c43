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
 *   npm run bench -- form-taps         a California traffic stop filed on a 390 px phone in Chromium (built web app): taps,
 *                                      keystrokes and screen heights scrolled per step, from blank and from a template.
 *   npm run bench -- analytics-draw    the dashboard with every offered widget drawn in Chromium (demo data, built web app).
 *   npm run bench -- export [size]     an export of about `size` (100,000) reports, queued to mailed, with the time and the
 *                                      process's memory growth (DATABASE_URL; reports topped up within the last year).
 *   npm run bench -- kill-restart      main.ts killed (SIGKILL) during uploads and an export, restarted: nothing lost or doubled.
 *   npm run bench -- review [requests] the review queue's first page (p50/p95/p99) and approving 100 reports in one request
 *                                      over HTTP on DATABASE_URL (default fieldbook_scale; the demo is seeded into an empty
 *                                      one), with the agency's review on and 5% of its reports pending; then EXPLAINs.
 *   npm run bench -- load [seconds]    200 connections (LOAD_CONNECTIONS) from this process to main.ts on fieldbook_load
 *                                      (100,000 reports) for 300 s: the request mix per route and /api/health alone and in it.
 *   npm run bench -- amend [count]    amends through the API one at a time (issue 25): amend p50/p95, the diff's own time,
 *                                      and amend / amend without the diff (budget <= 1.2); DATABASE_URL or PGlite.
 *   npm run bench -- early-intervention [requests]  the demo agency's evaluation (time, peak memory growth) with the
 *                                      defaults on, then the alerts page and an officer's profile p50/p95/p99 over HTTP
 *                                      (issue 28; DATABASE_URL, default fieldbook_scale; the demo seeded into an empty one).
 *   npm run bench -- doj [size]        issue 26: the year's files of `size` (100,000) stops built and sent to a local SFTP
 *                                      server (time, memory growth), then a DOJ response naming 10,000 errors read (time).
 *   npm run bench -- start [rounds]    issue 27: the real `npm start` on an empty machine (fresh data, web build and tsx
 *                                      cache directories) and a restart: seconds to the printed address, load beside each.
 * scale-load, lists, analytics, export, kill-restart, load, review, early-intervention, doj and start run by name only (not
 * in the every-scenario run).
 */

import { benchAmendCost } from './amend-cost.ts';
import { benchAnalyticsDraw } from './analytics-draw.ts';
import { benchAnalyticsGenerate } from './analytics-generate.ts';
import { benchCreateRate } from './create-rate.ts';
import { benchDojSubmission } from './doj-submission.ts';
import { benchEarlyIntervention } from './early-intervention.ts';
import { benchExport } from './export-reports.ts';
import { benchFormTaps } from './form-taps.ts';
import { benchFormTyping } from './form-typing.ts';
import { benchFuzzReports } from './fuzz-reports.ts';
import { benchInsertReports } from './insert-reports.ts';
import { benchKillRestart } from './kill-restart.ts';
import { benchListQueries } from './list-queries.ts';
import { benchLoad } from './load.ts';
import { benchOfflineUpload } from './offline-upload.ts';
import { benchReviewQueue } from './review-queue.ts';
import { benchScaleLoad } from './scale-load.ts';
import { benchStartTime } from './start-time.ts';
import { benchValidateSpeed } from './validate-speed.ts';

const scenarios: Record<string, (size?: number) => Promise<void>> = {
  insert: benchInsertReports,
  fuzz: benchFuzzReports,
  validate: benchValidateSpeed,
  upload: benchOfflineUpload,
  typing: benchFormTyping,
  'form-taps': benchFormTaps,
  create: benchCreateRate,
  'scale-load': benchScaleLoad,
  lists: benchListQueries,
  analytics: benchAnalyticsGenerate,
  'analytics-draw': benchAnalyticsDraw,
  'kill-restart': benchKillRestart,
  export: benchExport,
  load: benchLoad,
  review: benchReviewQueue,
  amend: benchAmendCost,
  'early-intervention': benchEarlyIntervention,
  doj: benchDojSubmission,
  start: benchStartTime,
};
/** Scenarios that need a PostgreSQL server and minutes: run by name only. */
const BY_NAME_ONLY = new Set([
  'scale-load',
  'lists',
  'analytics',
  'export',
  'kill-restart',
  'load',
  'review',
  'early-intervention',
  'doj',
  'start',
]);

const [name, size] = process.argv.slice(2);
const chosen = name ? { [name]: scenarios[name] } : Object.fromEntries(Object.entries(scenarios).filter(([key]) => !BY_NAME_ONLY.has(key)));
for (const [scenario, run] of Object.entries(chosen)) {
  if (!run) throw new Error(`unknown scenario ${scenario}; known: ${Object.keys(scenarios).join(', ')}`);
  await run(size ? Number(size) : undefined);
}
