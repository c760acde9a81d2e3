import { describe, expect, it } from 'vitest';
import {
  batteryLevelColour,
  FLEET_TEXTS,
  isPingWarning,
  newPropertySchema,
  panelSystemHealth,
  PROPERTY_FILE_MAX_BYTES,
  propertyFileType,
  sanitizeFileName,
} from '../src';

describe('Ping time above 150 ms is shown as a warning', () => {
  it('warns above 150 ms only', () => {
    expect(isPingWarning(151)).toBe(true);
    expect(isPingWarning(219)).toBe(true);
    expect(isPingWarning(150)).toBe(false);
    expect(isPingWarning(20)).toBe(false);
  });
  it('no ping measured is no warning', () => {
    expect(isPingWarning(null)).toBe(false);
    expect(isPingWarning(undefined)).toBe(false);
  });
});

describe('Battery above 60 green, above 30 amber, else red', () => {
  it('colours by the thresholds', () => {
    expect(batteryLevelColour(100)).toBe('green');
    expect(batteryLevelColour(61)).toBe('green');
    expect(batteryLevelColour(60)).toBe('amber');
    expect(batteryLevelColour(31)).toBe('amber');
    expect(batteryLevelColour(30)).toBe('red');
    expect(batteryLevelColour(0)).toBe('red');
  });
  it('unknown battery has no colour', () => {
    expect(batteryLevelColour(null)).toBeNull();
  });
});

describe('System health comes from the panel tags', () => {
  it('battery, hottest sensor and lowest pressure', () => {
    const health = panelSystemHealth({
      BATTERY_LEVEL: 87,
      TEMP_SENSOR_1: 71.5,
      TEMP_SENSOR_2: 80,
      PUMP_1_PRESSURE: 62.345,
      PUMP_2_PRESSURE: 55,
      PUMP_1_STATUS: 0,
      PUMP_2_STATUS: 0,
    });
    expect(health).toEqual({ batteryLevel: 87, temperature: 80, waterPressure: 55 });
  });
  it('a panel that never reported has no health figures', () => {
    expect(panelSystemHealth({})).toEqual({
      batteryLevel: null,
      temperature: null,
      waterPressure: null,
    });
  });
});

describe('Uploaded file names are sanitised', () => {
  it('drops folders so no path can be traversed', () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..\\..\\windows\\win.ini')).toBe('win.ini');
    expect(sanitizeFileName('/abs/path/report.pdf')).toBe('report.pdf');
  });
  it('keeps ordinary names and replaces odd characters', () => {
    expect(sanitizeFileName('Site plan (v2).pdf')).toBe('Site plan (v2).pdf');
    expect(sanitizeFileName('quote"; rm -rf.txt')).toBe('quote_ rm -rf.txt');
    expect(sanitizeFileName('..hidden.txt')).toBe('hidden.txt');
    expect(sanitizeFileName('...')).toBe('file');
  });
  it('shortens very long names and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(name.length).toBe(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('File types: pdf, jpg, jpeg, png, docx, xlsx, txt, csv only; at most 10 MB', () => {
  it('allows the listed types, case-insensitive', () => {
    for (const name of [
      'a.pdf',
      'a.JPG',
      'a.jpeg',
      'a.png',
      'a.docx',
      'a.xlsx',
      'a.txt',
      'a.csv',
    ]) {
      expect(propertyFileType(name), name).not.toBeNull();
    }
    expect(propertyFileType('photo.PNG')?.contentType).toBe('image/png');
  });
  it('refuses anything else', () => {
    for (const name of ['a.exe', 'a.html', 'a.svg', 'a.doc', 'noext', 'a.pdf.exe']) {
      expect(propertyFileType(name), name).toBeNull();
    }
  });
  it('the limit is 10 MB', () => {
    expect(PROPERTY_FILE_MAX_BYTES).toBe(10 * 1024 * 1024);
  });
});

describe('Spec texts of the fleet screens', () => {
  it('are kept word for word', () => {
    expect(FLEET_TEXTS.noPanelsForUser('Sofia Chen')).toBe('No panels found for user: Sofia Chen');
    expect(FLEET_TEXTS.noPanels).toBe('No panels found. Please check your connection.');
    expect(FLEET_TEXTS.panelNotFound(9999)).toBe('Panel ID 9999 not found in the system.');
    expect(FLEET_TEXTS.removeMemberConfirm('Gina Ross')).toBe(
      'Remove Gina Ross from this property?',
    );
  });
});

describe('Add New Property form', () => {
  it('needs a four-digit panel number and a valid owner email', () => {
    const ok = newPropertySchema.safeParse({
      name: 'A',
      address: 'B',
      owner_email: ' Owner@Demo.test ',
      panel_number: '2001',
    });
    expect(ok.success && ok.data).toMatchObject({
      owner_email: 'owner@demo.test',
      panel_number: 2001,
    });
    expect(
      newPropertySchema.safeParse({ name: 'A', address: 'B', owner_email: 'x', panel_number: 1 })
        .success,
    ).toBe(false);
  });
});
