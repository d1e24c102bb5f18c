/**
 * Ends the current task, so the browser can handle input and paint before the next step runs. A
 * message, not a timer (as React's own scheduler does): timers are clamped and, in a background
 * tab, throttled to once a second or even once a minute, which would leave a page opened in the
 * background unhydrated, its controls disabled, long after its code had arrived.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
