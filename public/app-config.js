// Run-time configuration for the console. The API server replaces this file with its own
// settings; this default (no overrides) is what the Vite dev server serves.
window.__APP_CONFIG__ = {};
