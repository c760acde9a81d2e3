// Runs the parts of a test run, one after another or side by side, and keeps how long each took
// and whether it passed, for the summary printed at the end.
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { root } from './ensure-built.mjs';

/** Every part run so far: its name, seconds taken and outcome. */
const finished = [];

const seconds = (startedAt) => (performance.now() - startedAt) / 1000;

/**
 * Runs one part to its end. `prefix` marks each line of its output with the part's name: parts
 * run side by side would otherwise interleave their lines unreadably.
 */
export function runPart({ name, command, args, env = {}, prefix = false }) {
  const startedAt = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (prefix) {
      for (const stream of [child.stdout, child.stderr]) {
        readline
          .createInterface({ input: stream })
          .on('line', (line) => console.log(`[${name}] ${line}`));
      }
    }
    const done = (passed) => {
      finished.push({ name, seconds: seconds(startedAt), passed });
      resolve(passed);
    };
    child.on('error', (error) => {
      console.error(`[${name}] could not be started: ${error.message}`);
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

/** Runs the parts side by side; true when every one passed. */
export async function runSideBySide(parts) {
  const outcomes = await Promise.all(parts.map((part) => runPart({ ...part, prefix: true })));
  return outcomes.every(Boolean);
}

const format = (s) =>
  s >= 60 ? `${String(Math.floor(s / 60))} min ${(s % 60).toFixed(0)} s` : `${s.toFixed(1)} s`;

/** The summary: each part's time and outcome, and the whole run's time since `startedAt`. */
export function printTimes(startedAt) {
  const width = Math.max(...finished.map((part) => part.name.length), 5);
  console.log('\nTime taken:');
  for (const part of finished) {
    console.log(
      `  ${part.name.padEnd(width)}  ${format(part.seconds).padStart(12)}  ${part.passed ? 'passed' : 'FAILED'}`,
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${format(seconds(startedAt)).padStart(12)}`);
}
