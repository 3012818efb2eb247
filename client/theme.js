// Before the first paint: the theme this device uses, so a phone at night never flashes the
// cream page (ADR 047). Inlined in index.html's head by the build (vite.config.ts,
// `inlineThemeScript`), not a file of its own: a blocking script in the head held every page's
// first paint for a round trip. The CSP allows it by its hash, which the server takes from the
// built pages (server/lib/inline-scripts.ts). The same rule, kept up to date while the app runs,
// is client/lib/theme-preference.ts (storage key "theme").
/* global window, document */
(function () {
  var choice = null;
  try {
    choice = localStorage.getItem('theme');
  } catch {
    // storage blocked: follow the system
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
})();
