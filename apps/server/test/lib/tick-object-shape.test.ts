import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const probe = path.resolve(__dirname, 'tick-object-shape.probe.ts');

/** The states V8 prints for the slots of `process.nextTick`'s object literal, after the probe. */
function literalSlotStates(mode: 'hold' | 'no-hold'): string[] {
  // V8 prints to the process's standard output through its own buffer, which a pipe sometimes
  // receives only in part; a file receives all of it.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wd-tick-probe-'));
  const printed = path.join(folder, 'stdout.txt');
  const stdout = fs.openSync(printed, 'w');
  try {
    const run = spawnSync(
      process.execPath,
      ['--allow-natives-syntax', '--expose-gc', '--import', 'tsx', probe, mode],
      {
        encoding: 'utf8',
        cwd: path.resolve(__dirname, '../..'),
        stdio: ['ignore', stdout, 'pipe'],
      },
    );
    expect(run.status, run.stderr).toBe(0);
  } finally {
    fs.closeSync(stdout);
  }
  const text = fs.readFileSync(printed, 'utf8');
  fs.rmSync(folder, { recursive: true, force: true });
  return [...text.matchAll(/DefineKeyedOwnPropertyInLiteral (\w+)/g)].map((m) => m[1]!);
}

describe('holding a tick object (decision 039)', () => {
  it('without it, a full collection while no tick object lives makes V8 give up on the literal', () => {
    // The control: if V8 or Node changes so this no longer happens, this test says so.
    expect(literalSlotStates('no-hold')).toContain('MEGAMORPHIC');
  });

  it('with it, the literal keeps its one shape across full collections', () => {
    const states = literalSlotStates('hold');
    expect(states.length).toBeGreaterThan(0);
    expect(states).not.toContain('MEGAMORPHIC');
  });
});
