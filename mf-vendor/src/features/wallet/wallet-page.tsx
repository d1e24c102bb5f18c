// /vender/services in this branch: the wallet panel on the vendor payment return route. The
// services hub (issue 10) owns the page itself; the panel is self-contained so the hub can hold it.
import { Page } from '@platform/shared';
import { WalletPanel } from './wallet-panel';

export function WalletServicesPage() {
  return (
    <Page title="Services" intro="Pay for services from your wallet, top it up, and see every movement." wide>
      <WalletPanel />
    </Page>
  );
}
