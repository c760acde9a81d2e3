// Leaflet's styles and ours, in that order: every map imports this instead of leaflet.css.
import 'leaflet/dist/leaflet.css';
import './leaflet-styles.css';
