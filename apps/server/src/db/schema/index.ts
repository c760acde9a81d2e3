export * from './users';
export * from './accounts';
export * from './properties';
export * from './telemetry';
export * from './commands';
export * from './audit';
