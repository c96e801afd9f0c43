// Fails when a package imports one of ours it must not (GUIDE §1: web -> contract -> domain, server -> contract -> domain).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const allowed = {
  'packages/domain': [],
  'packages/contract': ['@fieldbook/domain'],
  'apps/server': ['@fieldbook/domain', '@fieldbook/contract'],
  'apps/web': ['@fieldbook/domain', '@fieldbook/contract'],
  bench: ['@fieldbook/domain', '@fieldbook/server'],
  e2e: [],
};

function* sourceFiles(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts|mjs)$/.test(name)) yield path;
  }
}

const problems = [];
for (const [folder, may] of Object.entries(allowed)) {
  const base = join(root, folder);
  const manifest = join(base, 'package.json');
  const declared = existsSync(manifest) ? Object.keys(JSON.parse(readFileSync(manifest, 'utf8')).dependencies ?? {}) : [];
  for (const file of sourceFiles(base)) {
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      const where = relative(root, file);
      if (spec.startsWith('@fieldbook/')) {
        const name = spec.split('/').slice(0, 2).join('/');
        if (!may.includes(name)) problems.push(`${where}: ${folder} must not import ${name}`);
        else if (!declared.includes(name)) problems.push(`${where}: ${name} is not declared in ${folder}/package.json`);
      } else if (spec.startsWith('.')) {
        const target = relative(base, resolve(file, '..', spec));
        if (target.startsWith('..')) problems.push(`${where}: reaches outside ${folder} with ${spec}`);
      }
    }
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('boundaries: every import points the allowed way');
