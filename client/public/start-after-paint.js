// /auth's prerendered landing page only (auth.html, ADR 051): requests the app's scripts once the
// page has painted, all at once (the entry, its imports, the route's chunk: no waterfall), and
// runs the entry, which takes the page over. Requested before, on a phone's slow link they would
// share its bandwidth with what the paint needs, and on a fast one run before it and hold it back
// by the app's start-up time, which is what prerendering the page is for. An external file: the
// CSP allows scripts from 'self' only.
/* global document, requestAnimationFrame */
(function () {
  var data = document.currentScript.dataset;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    data.preload.split(' ').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = data.entry;
    document.head.appendChild(script);
  }
  // a frame's callbacks run just before its paint: the next task comes after it
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // a tab opened in the background paints no frames until it is shown
  setTimeout(start, 1000);
})();
