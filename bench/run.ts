// `npm run bench`: runs every bench/*.bench.ts on PGlite and PostgreSQL and writes bench/RESULTS.md.
import { readdir, writeFile } from 'node:fs/promises';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import type { BenchContext, BenchModule } from './support';

// `npm run bench -- bot purchase`: only the benchmarks whose file names contain one of the words.
const only = process.argv.slice(2);
const dir = import.meta.dirname;
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((word) => f.includes(word)))).sort();
const ctx: BenchContext = {
  postgresUrl: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
};

const sections: string[] = [];
for (const file of files) {
  process.stdout.write(`\n▶ ${file}\n`);
  const mod = (await import(join(dir, file))) as BenchModule;
  const started = Date.now();
  sections.push(await mod.default(ctx));
  process.stdout.write(`  done in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
const out = [
  '# Benchmark results',
  '',
  `Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}. Machine: ${machine}.`,
  'Each figure was measured in this one run; ratios compare against a baseline measured in the same run.',
  '',
  ...sections,
].join('\n');
if (only.length === 0 && !process.env.BENCH_DB) await writeFile(join(dir, 'RESULTS.md'), `${out}\n`);
process.stdout.write(`\n${out}\n`);
process.exit(0);
