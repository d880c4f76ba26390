// Set-up file of the server projects when TEST_PROFILE_DIR is set (vitest.config.ts): one CPU profile per test file,
// `<database>-<file>.cpuprofile`, for finding where the suite's time goes (decision 0158). Vitest's workers are killed
// at the end of a run, so Node's own --cpu-prof would write nothing for them.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { afterAll, beforeAll, expect } from 'vitest';

const session = new Session();
session.connect();

beforeAll(async () => {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 2_000 });
  await session.post('Profiler.start');
});

afterAll(async () => {
  const { profile } = await session.post('Profiler.stop');
  const file = (expect.getState().testPath ?? 'unknown').replace(`${process.cwd()}/`, '').replace(/\//g, '_');
  writeFileSync(`${process.env.TEST_PROFILE_DIR}/${process.env.TEST_DB}-${file}.cpuprofile`, JSON.stringify(profile));
});
