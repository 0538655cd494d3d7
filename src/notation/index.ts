export * from './point.js';
export * from './lists.js';
export * from './marks.js';
