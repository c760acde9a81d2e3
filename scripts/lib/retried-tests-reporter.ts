import path from 'node:path';

import type { Reporter, TestCase } from 'vitest/node';

/**
 * On CI a failed test runs once more (decision 090): a test that failed on a busy machine and
 * passed on its second try is not hidden. This names each such test at the end of the run with
 * what its first try failed on, as Playwright's "flaky" does for the browser tests.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];

  onTestCaseResult(test: TestCase) {
    if (!test.diagnostic()?.flaky) return;
    const firstFailure = test.result().errors?.[0]?.message ?? 'no error recorded';
    const file = path.relative(process.cwd(), test.module.moduleId);
    this.retried.push(`${file} > ${test.fullName}\n    first try: ${firstFailure}`);
  }

  onTestRunEnd() {
    if (this.retried.length === 0) return;
    console.log(`\nPassed only on a second try (${String(this.retried.length)}):`);
    for (const line of this.retried) console.log(`  ${line}`);
  }
}
