// Clear retained panel statuses on a shared MQTT broker (CI hygiene): a retained "offline"
// left by an earlier run would otherwise be replayed to the next run's fresh demo panels.
import mqtt from 'mqtt';

const url = process.argv[2] ?? 'mqtt://127.0.0.1:1883';
const client = mqtt.connect(url, { clean: true, connectTimeout: 5_000 });
await new Promise((resolve, reject) => {
  client.once('connect', resolve);
  client.once('error', reject);
});
const retained = new Set();
client.on('message', (topic, payload, packet) => {
  if (packet.retain && payload.length > 0) retained.add(topic);
});
await client.subscribeAsync('wildfire/#', { qos: 0 });
await new Promise((resolve) => setTimeout(resolve, 1_000)); // retained messages arrive at once
for (const topic of retained) await client.publishAsync(topic, '', { retain: true, qos: 1 });
console.log(`cleared ${retained.size} retained message(s) on ${url}`);
await client.endAsync();
