export * from './panel-layout';
export * from './panel-model';
export * from './simulated-panel';
export * from './fleet';
export { localHourOfDay, zoneOffsetMs } from './local-time';
