// Run by tick-object-shape.test.ts as `node --allow-natives-syntax --expose-gc --import tsx`:
// lets Node's tick objects fall out of use across two full collections, then prints V8's feedback
// for `process.nextTick` (its object literal's slots and their states), holding a tick object
// first when asked to (`hold`).
import { holdTickObjectShape } from '../../src/lib/tick-object-shape';

if (process.argv[2] === 'hold') holdTickObjectShape();
const collectGarbage = (globalThis as { gc?: () => void }).gc;
if (!collectGarbage) throw new Error('run with --expose-gc');
// V8's %-natives parse only at run time, with --allow-natives-syntax.
const printFeedbackOfNextTick = new Function('%DebugPrint(process.nextTick)') as () => void;

const aTick = () => new Promise((resolve) => process.nextTick(resolve));
for (let i = 0; i < 20; i++) await aTick();
await new Promise((resolve) => setTimeout(resolve, 10));
collectGarbage();
collectGarbage();
await aTick();
printFeedbackOfNextTick();
