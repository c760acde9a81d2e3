/**
 * The back-office fleet screens: Panels, panel detail, Files, Notes and Properties
 * (admin-back-office.md sections 2.3, 2.12, 2.13, 5, 8 and 9). Texts are the spec's, word for word.
 */

/** A ping time above this is shown as a warning (section 9). */
export const PING_WARNING_MS = 150;

/** Page sizes of the fleet lists (the spec names none; these keep a page on one screen). */
export const FLEET_PAGE_SIZE = {
  panels: 25,
  properties: 25,
  digiHistory: 25,
  mqttLog: 50,
  notes: 25,
} as const;

/** Files kept with a property: at most 10 MB each, of these types only. */
export const PROPERTY_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const PROPERTY_FILE_TYPES = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  txt: 'text/plain',
  csv: 'text/csv',
} as const;
export type PropertyFileExtension = keyof typeof PROPERTY_FILE_TYPES;
export const PROPERTY_FILE_EXTENSIONS = Object.keys(PROPERTY_FILE_TYPES) as PropertyFileExtension[];
/** The upload request names its file in this header (the body is the raw bytes). */
export const FILE_NAME_HEADER = 'x-file-name';

/** How many days of history the panel detail counts pump cycles over. */
export const PUMP_CYCLE_WINDOW_DAYS = 30;

export const FLEET_TEXTS = {
  noPanelsForUser: (name: string) => `No panels found for user: ${name}`,
  noPanels: 'No panels found. Please check your connection.',
  propertyNotFound: 'Property Not Found',
  panelNotFound: (id: string | number) => `Panel ID ${String(id)} not found in the system.`,
  removeMemberConfirm: (name: string) => `Remove ${name} from this property?`,
} as const;
