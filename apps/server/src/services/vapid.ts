import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { AppConfig } from '../config/env';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * The server's VAPID key pair (RFC 8292): from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else
 * generated once into DATA_DIR/secrets/vapid.json (readable by this user only). Browsers
 * subscribe with the public key, so a new pair would silence every device: instances that do not
 * share DATA_DIR must be given the same pair.
 */
export function loadVapidKeys(config: Pick<AppConfig, 'vapid' | 'dataDir'>): VapidKeys {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = path.join(config.dataDir, 'secrets', 'vapid.json');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), {
        mode: 0o600,
        flag: 'wx',
      });
    } catch (error) {
      // Another process made it first: read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Omit<VapidKeys, 'subject'>;
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
