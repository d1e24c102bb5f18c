// The entry only loads the bootstrap (Module Federation needs the shared scope set up first).
// A page the server prerendered is already readable: let the browser paint it before the shell's
// scripts take the main thread (the callback of a frame runs before its paint, a task queued from
// it after).
const start = () => import('./bootstrap');
if (document.getElementById('root')?.hasAttribute('data-prerendered')) requestAnimationFrame(() => setTimeout(start, 0));
else void start();
