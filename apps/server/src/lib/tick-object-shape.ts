import { createHook } from 'node:async_hooks';

/** One of Node's tick objects, held for the life of the process (see below). */
let heldTickObject: object | null = null;

/**
 * Keeps one `process.nextTick` tick object alive for as long as the process runs.
 *
 * Node builds a tick object about ten times per HTTP request, from an object literal with
 * computed symbol keys. V8 remembers the shapes (maps) that literal builds, but only weakly. A
 * full garbage collection while no tick object is alive frees those maps. The next tick object
 * then gets new maps, and V8 gives up on the literal for good: from then on every tick object is
 * built through its runtime. On the embedded database's start-up (many full collections) that cost
 * the control-center route about 2 µs of its 15 µs per request (decision 039). A live tick object
 * keeps the maps alive.
 *
 * Async hooks are the one way to reach a tick object; the hook is removed at the first one.
 */
export function holdTickObjectShape(): void {
  if (heldTickObject) return;
  const hook = createHook({
    init(_asyncId, type, _triggerAsyncId, resource) {
      if (type !== 'TickObject' || heldTickObject) return;
      heldTickObject = resource;
      hook.disable();
    },
  });
  hook.enable();
  process.nextTick(() => {});
}
