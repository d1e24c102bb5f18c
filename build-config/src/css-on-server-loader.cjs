// The prerender bundle runs in Node: a stylesheet import there means nothing (the browser gets the
// shell's stylesheet from the page), so it compiles to an empty module.
module.exports = function cssOnServer() {
  return 'export {};';
};
