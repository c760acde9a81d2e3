import type { FastifyInstance, FastifyRequest, onResponseHookHandler } from 'fastify';

/**
 * Work a route does once its answer has left, so the answer's timing says nothing about what the
 * work found (the password reset request, decision 054). A handler queues the work with
 * `later(request, work)`; the route's `onResponse` hook starts it once the answer is sent. A
 * failure is logged (the caller has had their answer); closing the server waits for work under
 * way, so none is cut off halfway.
 */
export function afterAnswer(app: FastifyInstance) {
  const queued = new WeakMap<FastifyRequest, () => Promise<void>>();
  const underWay = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(underWay);
  });
  const onResponse: onResponseHookHandler = (request, _reply, done) => {
    const work = queued.get(request);
    if (work) {
      queued.delete(request);
      // Started on the next turn of the event loop, once whatever waits on the answer in this
      // process has had it (the embedded database runs its queries on this thread).
      const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => request.log.error({ err }, 'work after the answer failed'))
        .finally(() => underWay.delete(running));
      underWay.add(running);
    }
    done();
  };
  return {
    later(request: FastifyRequest, work: () => Promise<void>) {
      queued.set(request, work);
    },
    onResponse,
  };
}
