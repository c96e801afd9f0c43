// Production build of the server (issue 23): main.ts and our workspace packages bundled into one ES module,
// apps/server/dist/main.js, with the npm dependencies left as imports and the migrations copied beside it.
// NODE_ENV=production runs this compiled JavaScript, not TypeScript through a loader.
import { cp, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = `${root}apps/server/dist`;

/** Our own packages (@fieldbook/*) and relative imports are bundled; every npm dependency stays an import. */
const dependenciesStayImports = {
  name: 'dependencies-stay-imports',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fieldbook/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [`${root}apps/server/src/main.ts`],
  outfile: `${dist}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [dependenciesStayImports],
});
await cp(`${root}apps/server/src/db/migrations`, `${dist}/migrations`, { recursive: true });
console.log('Server built: apps/server/dist/main.js');
