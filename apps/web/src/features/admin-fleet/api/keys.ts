/** Query keys of the fleet screens; a change invalidates `fleetKeys.all`. */
export const fleetKeys = {
  all: ['admin-fleet'] as const,
  panels: (userId: number | null, page: number) =>
    ['admin-fleet', 'panels', { userId, page }] as const,
  panel: (panelId: string) => ['admin-fleet', 'panel', panelId] as const,
  digiStatus: (panelId: string, page: number) =>
    ['admin-fleet', 'panel', panelId, 'digi', page] as const,
  mqttLog: (panelId: string, page: number) =>
    ['admin-fleet', 'panel', panelId, 'mqtt', page] as const,
  properties: (search: string, page: number) =>
    ['admin-fleet', 'properties', { search, page }] as const,
  members: (propertyId: number) => ['admin-fleet', 'property', propertyId, 'members'] as const,
  files: (propertyId: number) => ['admin-fleet', 'property', propertyId, 'files'] as const,
  notes: (propertyId: number, page: number) =>
    ['admin-fleet', 'property', propertyId, 'notes', page] as const,
};

/** `?search=...&page=2` without empty values. */
export function queryString(params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined || value === '') continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

export const panelSegment = (panelId: string) => encodeURIComponent(panelId);
