import { divIcon } from 'leaflet';

/*
 * Markers are inline SVG drawn by the app (no marker images from a CDN, no bundled PNGs):
 * they stay crisp, follow the brand colours and pass the Content-Security-Policy.
 * The SVG is decorative; the marker itself carries its name through Leaflet's `title`.
 */

const propertyPin = `<svg width="34" height="44" viewBox="0 0 34 44" aria-hidden="true" focusable="false">
  <path d="M17 1C8.2 1 1 8 1 16.7 1 28.5 17 43 17 43s16-14.5 16-26.3C33 8 25.8 1 17 1z" fill="#d9480f" stroke="#fff" stroke-width="2"/>
  <path d="M17 8c.9 3.1 4.5 5.2 4.5 9.6a4.5 4.5 0 0 1-9 0c0-2.3 1.2-3.8 2.2-4.9.2 1.4.8 2.3 1.7 2.8C16.2 12.8 16.2 10.4 17 8z" fill="#fff"/>
</svg>`;

const ownLocationDot = `<svg width="22" height="22" viewBox="0 0 22 22" aria-hidden="true" focusable="false">
  <circle cx="11" cy="11" r="10" fill="#1971c2" fill-opacity="0.25"/>
  <circle cx="11" cy="11" r="6" fill="#1971c2" stroke="#fff" stroke-width="2"/>
</svg>`;

export const propertyIcon = divIcon({
  className: 'wd-map-marker',
  html: propertyPin,
  iconSize: [34, 44],
  iconAnchor: [17, 43],
  popupAnchor: [0, -38],
});

export const ownLocationIcon = divIcon({
  className: 'wd-map-marker',
  html: ownLocationDot,
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});
