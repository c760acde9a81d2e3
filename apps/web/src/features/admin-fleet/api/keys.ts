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

export const panelSegment = (panelId: string) => encodeURIComponent(panelId);
