import crypto from 'node:crypto';
import type { MqttClient } from 'mqtt';
import { panelAcl } from '@wildfire/shared';

/** Mosquitto's dynamic-security plugin takes commands here and answers on `…/response`. */
export const DYNSEC_TOPIC = '$CONTROL/dynamic-security/v1';
const RESPONSE_TOPIC = `${DYNSEC_TOPIC}/response`;
const ANSWER_TIMEOUT_MS = 5_000;

interface DynsecResponse {
  command: string;
  error?: string;
  correlationData?: string;
  data?: unknown;
}

/** The role holding one panel's topic rights on Mosquitto. */
export const panelRoleName = (siteId: string) => `wildfire-panel-${siteId}`;

/**
 * Mosquitto dynamic security, driven over MQTT by the server's own connection (which needs the
 * plugin's admin rights, docs/operations.md). Each panel gets a client (username and client id
 * = site id) and a role holding exactly its topic rights (panelAcl).
 */
export class DynamicSecurity {
  private waiting = new Map<string, (response: DynsecResponse) => void>();
  private subscribed: Promise<unknown> | null = null;

  constructor(private readonly client: MqttClient) {
    client.on('message', (topic, payload) => {
      if (topic !== RESPONSE_TOPIC) return;
      try {
        const { responses } = JSON.parse(payload.toString('utf8')) as {
          responses?: DynsecResponse[];
        };
        for (const response of responses ?? []) {
          const resolve = response.correlationData && this.waiting.get(response.correlationData);
          if (resolve) resolve(response);
        }
      } catch {
        // Not an answer of the plugin's: ignored.
      }
    });
  }

  /** Send commands and wait for their answers, in order. */
  async run(commands: Array<Record<string, unknown>>): Promise<DynsecResponse[]> {
    if (!this.client.connected) throw new Error('the message broker is unreachable');
    this.subscribed ??= this.client.subscribeAsync(RESPONSE_TOPIC, { qos: 1 }).catch((error) => {
      this.subscribed = null;
      throw error;
    });
    await this.subscribed;
    const tagged = commands.map((c) => ({ ...c, correlationData: crypto.randomUUID() }));
    const answers = tagged.map(
      (c) =>
        new Promise<DynsecResponse>((resolve, reject) => {
          const timer = setTimeout(() => {
            this.waiting.delete(c.correlationData);
            reject(new Error('the broker did not answer the dynamic-security command'));
          }, ANSWER_TIMEOUT_MS);
          this.waiting.set(c.correlationData, (response) => {
            clearTimeout(timer);
            this.waiting.delete(c.correlationData);
            resolve(response);
          });
        }),
    );
    await this.client.publishAsync(DYNSEC_TOPIC, JSON.stringify({ commands: tagged }), { qos: 1 });
    return Promise.all(answers);
  }

  /** Run commands; fail on any error except those `tolerated` says are fine. */
  private async expect(
    commands: Array<Record<string, unknown>>,
    tolerated: (response: DynsecResponse) => boolean = () => false,
  ) {
    const responses = await this.run(commands);
    const failed = responses.find((r) => r.error && !tolerated(r));
    if (failed) throw new Error(`dynamic security ${failed.command}: ${failed.error}`);
    return responses;
  }

  /**
   * Create the panel's role and client, or give an existing client its new secret. Mosquitto
   * ends the connection that used the old secret; disabling and enabling the client makes sure.
   */
  async provisionPanel(siteId: string, secret: string) {
    const rolename = panelRoleName(siteId);
    const { publish, subscribe } = panelAcl(siteId);
    const acls = [
      ...publish.map((topic) => ({ acltype: 'publishClientSend', topic, allow: true })),
      ...subscribe.map((topic) => ({ acltype: 'subscribeLiteral', topic, allow: true })),
      ...subscribe.map((topic) => ({ acltype: 'publishClientReceive', topic, allow: true })),
    ];
    await this.expect([{ command: 'createRole', rolename, acls }], (r) =>
      /already exists/i.test(r.error ?? ''),
    );
    const [created] = await this.run([
      {
        command: 'createClient',
        username: siteId,
        password: secret,
        clientid: siteId,
        roles: [{ rolename }],
      },
    ]);
    if (!created?.error) return;
    if (!/already exists/i.test(created.error)) {
      throw new Error(`dynamic security createClient: ${created.error}`);
    }
    await this.expect([
      { command: 'setClientPassword', username: siteId, password: secret },
      { command: 'setClientId', username: siteId, clientid: siteId },
    ]);
    // Adding a role the client already has answers "Internal error" (Mosquitto 2.0): ask first.
    const [client] = await this.expect([{ command: 'getClient', username: siteId }]);
    const roles =
      (client?.data as { client?: { roles?: Array<{ rolename: string }> } } | undefined)?.client
        ?.roles ?? [];
    if (!roles.some((r) => r.rolename === rolename)) {
      await this.expect([{ command: 'addClientRole', username: siteId, rolename }]);
    }
    await this.expect([
      { command: 'disableClient', username: siteId },
      { command: 'enableClient', username: siteId },
    ]);
  }

  /** Delete the panel's client (Mosquitto drops its connection) and its role. */
  async revokePanel(siteId: string) {
    await this.expect(
      [
        { command: 'deleteClient', username: siteId },
        { command: 'deleteRole', rolename: panelRoleName(siteId) },
      ],
      (r) => /not found/i.test(r.error ?? ''),
    );
  }
}
