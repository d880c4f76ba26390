// The layer rules of `npm run lint` (.dependency-cruiser.cjs, decision 0130) refuse what they name: probe files written
// into the tree for the length of one check (a route naming a table, a domain area importing one above it, a cycle,
// web/ importing the domain, grammY in the domain), each refused by its rule; an allowed import passes.
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const written: string[] = [];

function probe(file: string, text: string): string {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  written.push(full);
  return file;
}

/** What the checker reports for these files (the probes followed, the rest of the tree read but not followed): each
 * refusal as `rule: file`, and its exit code. */
async function check(...files: string[]): Promise<{ code: number; refusals: string[] }> {
  const args = [...files, '--config', '.dependency-cruiser.cjs', '--do-not-follow', '^(src|web)/(?!.*layers-probe)'];
  const result = await promisify(execFile)(path.join(root, 'node_modules/.bin/depcruise'), args, { cwd: root, maxBuffer: 64 * 1024 * 1024 }).then(
    (done) => ({ code: 0, stdout: done.stdout }),
    (failed: { code: number; stdout: string }) => ({ code: failed.code, stdout: failed.stdout }),
  );
  // The text report, as `npm run lint` prints it: its exit code is the count of errors (the JSON report's is always 0).
  const refusals = [...result.stdout.matchAll(/^\s*error ([\w-]+): (\S+)/gm)].map((m) => `${m[1]}: ${m[2]}`);
  return { code: result.code, refusals: [...new Set(refusals)].sort() };
}

afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
});

describe('the layer rules', () => {
  it('refuse a route that imports the schema, a domain area importing one above it, a cycle, grammY in the domain, web/ importing the domain', async () => {
    const files = [
      probe('src/http/routes/layers-probe-schema.ts', "import { users } from '../../db/schema';\nexport const probe = users;\n"),
      probe('src/domain/audit/layers-probe-upward.ts', "import { purchase } from '../orders/purchase';\nexport const probe = purchase;\n"),
      probe('src/domain/audit/layers-probe-a.ts', "import { b } from './layers-probe-b';\nexport const a = () => b;\n"),
      probe('src/domain/audit/layers-probe-b.ts', "import { a } from './layers-probe-a';\nexport const b = () => a;\n"),
      probe('src/domain/audit/layers-probe-grammy.ts', "import { Bot } from 'grammy';\nexport const probe = Bot;\n"),
      probe('web/src/layers-probe-web.ts', "import { DomainError } from '../../src/domain/errors';\nexport const probe = DomainError;\n"),
    ];
    const found = await check(...files);
    expect(found.refusals).toEqual([
      'adapters-through-the-domain: src/http/routes/layers-probe-schema.ts',
      'domain-imports-no-framework: src/domain/audit/layers-probe-grammy.ts',
      'domain-order-audit: src/domain/audit/layers-probe-upward.ts',
      'no-circular: src/domain/audit/layers-probe-a.ts',
      'web-only-contracts: web/src/layers-probe-web.ts',
    ]);
    expect(found.code).toBe(5);
  }, 120_000);

  it('pass a route that calls the domain', async () => {
    const route = probe('src/http/routes/layers-probe-domain.ts', "import { listCategories } from '../../domain/catalogue/categories';\nexport const probe = listCategories;\n");
    expect(await check(route)).toEqual({ code: 0, refusals: [] });
  }, 120_000);
});
