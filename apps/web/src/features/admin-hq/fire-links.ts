/** The external fire resources of spec 2.5, opened in a new tab. */
export const FIRE_RESOURCE_LINKS = [
  {
    kind: 'National wildfire tracker',
    name: 'InciWeb',
    href: 'https://inciweb.wildfire.gov/',
    description: 'Incident information for wildfires across the United States.',
  },
  {
    kind: 'Live fire map',
    name: 'NASA FIRMS Fire Map',
    href: 'https://firms.modaps.eosdis.nasa.gov/map/',
    description: 'Satellite hot spots and active fire detections, updated in near real time.',
  },
  {
    kind: 'Emergency incident app',
    name: 'Watch Duty',
    href: 'https://app.watchduty.org/',
    description: 'Fire perimeters, evacuation zones and incident updates.',
  },
  {
    kind: 'Fire-watch site',
    name: 'CAL FIRE Incidents',
    href: 'https://www.fire.ca.gov/incidents',
    description: 'Current California incidents with acreage and containment.',
  },
  {
    kind: 'Scanner-audio site',
    name: 'Broadcastify',
    href: 'https://www.broadcastify.com/',
    description: 'Live fire and emergency scanner audio.',
  },
  {
    kind: 'California camera site',
    name: 'ALERTCalifornia',
    href: 'https://alertcalifornia.org/',
    description: 'Live wildfire cameras across California.',
  },
] as const;
