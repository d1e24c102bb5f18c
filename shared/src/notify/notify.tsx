// One way to tell the user something: a toast, top-right, gone after 5 seconds (spec section 9).
// Apps call notify; only this file touches react-toastify, so the container and the calls can
// never come from two copies of the library.
// The unstyled build: the stylesheet is part of global.css, so no <style> element is injected at
// run time (the site's Content-Security-Policy allows stylesheets from the site only).
import { toast, ToastContainer } from 'react-toastify/unstyled';

export const NOTIFY_AUTO_CLOSE_MS = 5000;

// The same text raised twice while visible (a double click, two failing requests) shows once.
const options = (message: string) => ({ toastId: message });

export const notify = {
  success: (message: string) => toast.success(message, options(message)),
  error: (message: string) => toast.error(message, options(message)),
  info: (message: string) => toast.info(message, options(message)),
  warning: (message: string) => toast.warning(message, options(message)),
  dismissAll: () => toast.dismiss(),
};

export function NotificationHost() {
  return <ToastContainer position="top-right" autoClose={NOTIFY_AUTO_CLOSE_MS} newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
