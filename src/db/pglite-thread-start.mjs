// The database thread's entry: registers tsx's loader in this thread (Node 20 does not carry it into workers), then
// loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pglite-thread-worker.ts');
