export * from './panel-layout';
