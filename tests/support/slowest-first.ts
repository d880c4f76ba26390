// The order test files start in: each project's files slowest first, from the durations a whole run recorded
// (test-durations.json, refreshed by `npm run test:durations` after a full `npm test`). Vitest's own order uses its
// cache of the last run's durations, which a fresh clone (CI) does not have: it then starts files by size, and a
// slow file started last runs alone at the end while the other workers idle (decision 0133).
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const durationsFile = resolve(import.meta.dirname, 'test-durations.json');

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds: Record<string, number> = JSON.parse(readFileSync(durationsFile, 'utf8'));
    const root = this.ctx.config.root;
    // A file the list does not know yet (a new test) counts as slow: it starts early rather than end the run alone.
    const known = (spec: TestSpecification) => seconds[`${spec.project.name}:${relative(root, spec.moduleId)}`] ?? Number.POSITIVE_INFINITY;
    // Files of one project stay together: a worker reuses its imported modules only for the next file of its project.
    // Two unknown files tie (Infinity − Infinity is NaN, taken as 0).
    const slower = (a: TestSpecification, b: TestSpecification) => Math.sign(known(b) - known(a)) || 0;
    return [...files].sort((a, b) => a.project.name.localeCompare(b.project.name) || slower(a, b));
  }
}
