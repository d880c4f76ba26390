// Prints one closing line for the whole run ("Tests: N passed, N failed, N skipped") from Vitest's JSON report.
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('.tmp/vitest-results.json', 'utf8'));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
if (report.numTotalTests === 0) {
  console.error('No test ran.');
  process.exit(1);
}
