export * from './i18n.js';
export * from './language.js';
