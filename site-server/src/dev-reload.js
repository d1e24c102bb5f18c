// Served to a browser with a development override (`pnpm dev:area`, decision 044): listens to each
// overridden area's dev server and reloads the page when that area has been rebuilt, unless the
// area is on the page and replaces its changed modules itself (hot, decision 048), so an edit shows
// inside the real shell, session and other areas within seconds. A file, not inline: the page's
// policy admits no inline script.
(function () {
  var script = document.currentScript;
  var origins = ((script && script.getAttribute('data-dev-origins')) || '').split(' ').filter(Boolean);
  origins.forEach(function (origin) {
    var events = new EventSource(origin + '/__dev-area/events');
    events.addEventListener('rebuilt', function () {
      // An area loaded on this page takes the update in place (hot, decision 048): leave it be.
      if (window.__devAreaHot && window.__devAreaHot.has(origin)) return;
      window.location.reload();
    });
  });
})();
