// Draws the installable app's icons (public/icons/) from the favicon's flame, in Chromium:
// 192 and 512 px on the brand's dark ember tile, and a 512 px maskable one whose flame keeps to
// the 80 % safe zone a launcher's mask never cuts. Run again after the favicon changes:
//   node apps/web/scripts/make-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const flame = fs
  .readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8')
  .replace('<svg ', '<svg width="100%" height="100%" ');

const icons = [
  // Any-purpose: a rounded tile, the flame filling most of it.
  { file: 'icon-192.png', size: 192, radius: '22%', flame: '78%' },
  { file: 'icon-512.png', size: 512, radius: '22%', flame: '78%' },
  // Maskable: the tile is the whole square, the flame within the central 80 % circle.
  { file: 'icon-maskable-512.png', size: 512, radius: '0', flame: '56%' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
fs.mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
for (const icon of icons) {
  await page.setViewportSize({ width: icon.size, height: icon.size });
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">
    <div style="width:${icon.size}px;height:${icon.size}px;border-radius:${icon.radius};background:#2b1105;display:grid;place-items:center">
      <div style="width:${icon.flame};height:${icon.flame}">${flame}</div>
    </div></body></html>`);
  await page.screenshot({
    path: path.join(publicDir, 'icons', icon.file),
    omitBackground: true,
    clip: { x: 0, y: 0, width: icon.size, height: icon.size },
  });
}
await browser.close();
