import { divIcon, type DivIcon } from 'leaflet';
import type { MarkerColor } from '@wildfire/shared';

/** Fills with enough contrast against white for the marker outlines (WCAG non-text 3:1). */
export const MARKER_FILL: Record<MarkerColor | 'grey', string> = {
  red: '#c92a2a',
  amber: '#e67700',
  blue: '#1864ab',
  green: '#2b8a3e',
  grey: '#495057',
};

const pin = (
  fill: string,
) => `<svg width="28" height="38" viewBox="0 0 34 44" aria-hidden="true" focusable="false">
  <path d="M17 1C8.2 1 1 8 1 16.7 1 28.5 17 43 17 43s16-14.5 16-26.3C33 8 25.8 1 17 1z" fill="${fill}" stroke="#fff" stroke-width="2"/>
  <circle cx="17" cy="16" r="5.5" fill="#fff"/>
</svg>`;

const diamond = (
  fill: string,
) => `<svg width="26" height="26" viewBox="0 0 26 26" aria-hidden="true" focusable="false">
  <rect x="4.5" y="4.5" width="17" height="17" rx="2" transform="rotate(45 13 13)" fill="${fill}" stroke="#fff" stroke-width="2"/>
</svg>`;

const square = (
  fill: string,
) => `<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
  <rect x="2" y="2" width="20" height="20" rx="4" fill="${fill}" stroke="#fff" stroke-width="2"/>
  <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round"/>
</svg>`;

function cached(make: (fill: string) => DivIcon) {
  const icons = new Map<string, DivIcon>();
  return (fill: string) => {
    let icon = icons.get(fill);
    if (!icon) {
      icon = make(fill);
      icons.set(fill, icon);
    }
    return icon;
  };
}

/** Panels: a pin, green when online, grey when offline. One icon object per colour. */
export const panelIcon = cached((fill) =>
  divIcon({
    className: 'wd-map-marker',
    html: pin(fill),
    iconSize: [28, 38],
    iconAnchor: [14, 37],
    popupAnchor: [0, -32],
  }),
);

/** Leads: a diamond in the lead colour. */
export const leadIcon = cached((fill) =>
  divIcon({
    className: 'wd-map-marker',
    html: diamond(fill),
    iconSize: [26, 26],
    iconAnchor: [13, 13],
    popupAnchor: [0, -12],
  }),
);

/** Projects: a square in the progress colour. */
export const projectIcon = cached((fill) =>
  divIcon({
    className: 'wd-map-marker',
    html: square(fill),
    iconSize: [24, 24],
    iconAnchor: [12, 12],
    popupAnchor: [0, -12],
  }),
);
