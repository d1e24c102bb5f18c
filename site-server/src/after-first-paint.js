// Sent instead of the shell's own <script> tags on a prerendered page (decision 026): the page's
// HTML is already readable, so the browser paints it first and only then fetches and runs the
// shell. Without this, on a fast or warm connection the deferred shell ran before the first
// paint and held it back, and every byte of it counted towards the Largest Contentful Paint.
// Plain ES5 with no imports: it runs before anything else, on any browser the shell supports.
(function () {
  var me = document.currentScript;
  var scripts = JSON.parse(me.getAttribute('data-scripts') || '[]');
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < scripts.length; i++) {
      var script = document.createElement('script');
      script.src = scripts[i].src;
      if (scripts[i].integrity) script.integrity = scripts[i].integrity;
      if (scripts[i].crossOrigin !== null) script.crossOrigin = scripts[i].crossOrigin;
      // In document order, as the deferred tags they replace would have run.
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // A hidden tab paints nothing until it is shown: start at once. Otherwise wait for the browser's
  // own first-contentful-paint entry, which it reports once the frame is on screen (an animation
  // frame callback comes earlier, before the frame is presented). The timeout covers a browser
  // without paint timing and a page that never paints anything contentful.
  if (document.visibilityState !== 'visible') {
    start();
    return;
  }
  setTimeout(start, 1000);
  try {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
})();
