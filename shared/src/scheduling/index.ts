// @platform/shared/scheduling: helpers that decide when code runs. Not a federated entry (it holds
// no state): each app bundles it, so an area that uses it never depends on the live shell's core
// entry having it (a shell rolled back to a version without it would break that area).
export { yieldToBrowser } from './yield-to-browser';
