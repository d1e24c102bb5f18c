// Times as the console shows them: India time, whatever the desk's computer is set to, since
// every promise to a shop or customer (pickup, first call) is made in India time. In the reader's
// language (localDateFormat reads it at each call), so a page redrawn by the switch follows it.
import { localDateFormat } from '@platform/shared';

const dateTime = localDateFormat({ day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export const formatIndianTime = (iso: string | null) => (iso ? dateTime.format(iso) : '—');
