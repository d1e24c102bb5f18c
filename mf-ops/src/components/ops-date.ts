// Times as the console shows them: India time, whatever the desk's computer is set to, since
// every promise to a shop or customer (pickup, first call) is made in India time.
const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

export const formatIndianTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
