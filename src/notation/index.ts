export * from './point.js';
export * from './lists.js';
