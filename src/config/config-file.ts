/** The runtime configuration's file, next to index.html (read by loadRuntimeConfig, preloaded by index.html). */
export const configFileName = 'config.json';
