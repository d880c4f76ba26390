// The Docker image runs the shop as `npm start` does: the same Node flags and memory variables (decision 0152).
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { shopRuntime } from './support/shop-runtime';

it("runs the image's shop with npm start's Node flags and memory variables", () => {
  const dockerfile = readFileSync('Dockerfile', 'utf8');
  const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)?.[1] ?? '[]') as string[];
  const { env, nodeArgs } = shopRuntime();
  expect(cmd).toEqual(['node', ...nodeArgs, 'dist/server/main.js']);
  const declared = Object.fromEntries(
    [...dockerfile.matchAll(/^ENV (.+)$/gm)].flatMap((m) => m[1].split(/\s+/).map((pair) => pair.split('=') as [string, string])),
  );
  for (const [name, value] of Object.entries(env)) expect(declared[name], name).toBe(value);
  expect(Object.keys(env)).not.toHaveLength(0);
});
