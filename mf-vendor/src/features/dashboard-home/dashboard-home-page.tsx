import { Link } from 'react-router-dom';
import { BRAND, Page } from '@platform/shared';
import { sellableProducts } from './sellable-products';

export function DashboardHomePage() {
  return (
    <Page
      title="Partner dashboard"
      intro={`Welcome back. Everything your shop can offer through ${BRAND.name}, and how you earn from it.`}
      wide
    >
      <section aria-labelledby="sell-heading">
        <h2 id="sell-heading">What your shop can sell</h2>
        <ul className="grid">
          {sellableProducts.map((product) => (
            <li key={product.name} className="tile">
              <h3 className="tile__title">
                {product.href ? <Link to={product.href}>{product.name}</Link> : product.name}
              </h3>
              <p>{product.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="earn-heading">
        <h2 id="earn-heading">How commissions and your wallet work</h2>
        <ol className="steps">
          <li>
            <h3>You submit a request</h3>
            <p>Fill in the customer's details and documents from your dashboard. Each submission is recorded against your shop.</p>
          </li>
          <li>
            <h3>The partner decides</h3>
            <p>The bank, insurer or CA team processes it. A loan or card earns a commission only once it is disbursed or issued; a rejection earns nothing and costs nothing.</p>
          </li>
          <li>
            <h3>Your commission is paid out</h3>
            <p>After the partner confirms and your invoice for that sale is uploaded, the commission is paid to your verified bank account. The commission for each product is shared with you when your shop is onboarded.</p>
          </li>
        </ol>
        <p>
          Your <strong>wallet</strong> is a prepaid balance for paid services such as GST filing or PAN applications: top it up online, and the service fee is taken
          from it when you submit. Payouts go only to a bank account that has passed verification, so complete your Aadhaar, PAN and bank checks early.
        </p>
        <p>
          Questions about a payout? Call {BRAND.supportPhone} or write to {BRAND.supportEmail} with your shop's registered mobile number.
        </p>
      </section>
    </Page>
  );
}
