// Set-up file of the server projects (vitest.config.ts): after each test file, no shop process it started outlives it.
import { afterAll } from 'vitest';
import { killLeftoverShops } from './shop-process';

afterAll(() => {
  const killed = killLeftoverShops();
  if (killed) console.warn(`killed ${killed} shop process(es) the test file left running`);
});
