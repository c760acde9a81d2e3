import type { HrFolder } from '@wildfire/shared';

/** The folder select's options: `none` first (no folder, or every folder), then each folder. */
export const folderChoices = (folders: HrFolder[], none: string) => [
  { value: '', label: none },
  ...folders.map((f) => ({ value: String(f.id), label: f.name })),
];
