import { describe, expect, it } from 'vitest';
import { build } from '../helper';

describe('MQTT client errors', async () => {
  const { app } = await build();

  it('a connection error on any server client is logged, never thrown (it would end the process)', () => {
    const error = new Error('Keepalive timeout');
    expect(() => app.broker.client.emit('error', error)).not.toThrow();
    const extra = app.broker.connect({ clientId: 'broker-errors-test', clean: true });
    try {
      expect(() => extra.emit('error', error)).not.toThrow();
    } finally {
      extra.end(true);
    }
  });
});
