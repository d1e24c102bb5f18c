// /customer/inquiry-history: the customer's enquiries with their status, newest first. The page
// number lives in the URL (?page=2) so a reload or a shared link shows the same page.
import { Link } from 'react-router-dom';
import { Page, paths } from '@platform/shared';
import { DataState, formatDate, formatRupees } from '../../components/data-state';
import { Pager, usePageParam } from '../../components/pager';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchEnquiries, type CustomerEnquiry } from './inquiry-history-api';

const STATUS_LABELS = {
  enquiry: { submitted: 'Awaiting OTP confirmation', verified: 'Confirmed: an advisor will call you' },
  application: { submitted: 'Received: an advisor will call you', contacted: 'An advisor has contacted you', closed: 'Closed' },
} as const;

export function statusLabel(enquiry: CustomerEnquiry): string {
  const labels: Record<string, string> = STATUS_LABELS[enquiry.kind];
  return labels[enquiry.status] ?? enquiry.status;
}

export function InquiryHistoryPage() {
  const [page, goTo] = usePageParam();
  const result = useCustomerData(['enquiries', page], () => fetchEnquiries(page));

  return (
    <Page title="My enquiries" intro="Every enquiry you made, newest first, with where it stands.">
      <DataState result={result}>
        {(enquiries) =>
          enquiries.total === 0 ? (
            <p>
              You have not made an enquiry yet. <Link to={paths.educationLoan}>Apply for an education loan</Link>
            </p>
          ) : (
            <>
              <table className="customer-table">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Submitted</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {enquiries.items.map((enquiry) => (
                    <tr key={enquiry.id} data-testid="enquiry-row">
                      <td className="customer-table__product">{enquiry.type}</td>
                      <td>{enquiry.loanAmount === null ? '—' : formatRupees(enquiry.loanAmount)}</td>
                      <td>{formatDate(enquiry.submittedAt)}</td>
                      <td>
                        <span className={`status status--${enquiry.status}`}>{statusLabel(enquiry)}</span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager label="Enquiry pages" page={page} totalPages={enquiries.totalPages} onPage={goTo}>
                Page {enquiries.page} of {Math.max(1, enquiries.totalPages)} ({enquiries.total} enquiries)
              </Pager>
            </>
          )
        }
      </DataState>
    </Page>
  );
}
