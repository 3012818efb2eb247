// Before the first paint (a blocking script in index.html's head): the theme this device uses,
// so a phone at night never flashes the cream page (ADR 047). An external file, not an inline
// script, because the Content-Security-Policy allows scripts from 'self' only. The same rule,
// kept up to date while the app runs, is client/lib/theme-preference.ts (storage key "theme").
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
