// Shared by the prerenderer (server) and the shell (browser), which must agree on them.

/** On #root when the server sent the page's HTML. */
export const PRERENDERED = 'data-prerendered';

/** On each control the prerenderer disabled; the shell enables exactly these before hydrating. */
export const PRERENDER_DISABLED = 'data-prerender-disabled';

/** Enables the controls the prerenderer disabled (and leaves alone those the page disables itself). */
export function enablePrerenderedControls(container: ParentNode): void {
  container.querySelectorAll(`[${PRERENDER_DISABLED}]`).forEach((control) => {
    control.removeAttribute('disabled');
    control.removeAttribute(PRERENDER_DISABLED);
  });
}
