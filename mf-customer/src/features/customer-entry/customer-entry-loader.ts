import { redirect } from 'react-router-dom';
import { paths, session } from '@platform/shared';

/**
 * `/customer` is only a doorway (docs/spec/product.md §2): signed-in customers go to their referral
 * area, everyone else to the home page. Read at navigation time, not import time, so a token
 * written a moment ago by the login flow counts.
 */
export function customerEntryLoader() {
  return redirect(session.get().accessToken ? paths.customer.referral : paths.home);
}
