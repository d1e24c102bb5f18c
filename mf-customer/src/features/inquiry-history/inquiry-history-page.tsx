// /customer/inquiry-history: the customer's enquiries with their status, newest first. The page
// number lives in the URL (?page=2) so a reload or a shared link shows the same page.
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { Page, paths } from '@platform/shared';
import { DataState, formatDate, formatRupees } from '../../components/data-state';
import { Pager, usePageParam } from '../../components/pager';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchEnquiries, fetchStatusHistory, type CustomerEnquiry } from './inquiry-history-api';

const STATUS_LABELS = {
  enquiry: { submitted: 'Awaiting OTP confirmation', verified: 'Confirmed: an advisor will call you' },
  application: { submitted: 'Received: an advisor will call you', contacted: 'An advisor has contacted you', closed: 'Closed' },
} as const;

export function statusLabel(enquiry: CustomerEnquiry): string {
  // Until our team has worked on it, the request says what happens next (awaiting the OTP, or an
  // advisor will call); after that, where our team and the bank are with it.
  const awaitingOtp = enquiry.kind === 'enquiry' && enquiry.status === 'submitted';
  if (enquiry.leadStatusLabel && enquiry.leadStatus !== 'new' && !awaitingOtp) return enquiry.leadStatusLabel;
  const labels: Record<string, string> = STATUS_LABELS[enquiry.kind];
  return labels[enquiry.status] ?? enquiry.status;
}

const timeFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Every status change of one request, oldest first, with the note the team left. */
function EnquiryTimeline({ id }: { id: string }) {
  const result = useCustomerData(['status-history', id], () => fetchStatusHistory(id));
  return (
    <DataState result={result}>
      {(timeline) => (
        <ol className="lead-timeline" aria-label="Status history">
          {timeline.history.map((entry) => (
            <li key={entry.id} className="lead-timeline__entry" data-testid="timeline-entry">
              <strong>{entry.toLabel}</strong>
              <span className="lead-timeline__meta"> · {timeFormat.format(new Date(entry.at))}</span>
              {entry.note && <p className="lead-timeline__note">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </DataState>
  );
}

export function InquiryHistoryPage() {
  const [openTimeline, setOpenTimeline] = useState<string | null>(null);
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
                    <th scope="col">
                      <span className="visually-hidden">Timeline</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {enquiries.items.map((enquiry) => (
                    <Fragment key={enquiry.id}>
                      <tr data-testid="enquiry-row">
                        <td className="customer-table__product">{enquiry.type}</td>
                        <td>{enquiry.loanAmount === null ? '—' : formatRupees(enquiry.loanAmount)}</td>
                        <td>{formatDate(enquiry.submittedAt)}</td>
                        <td>
                          <span className={`status status--${enquiry.leadStatus && enquiry.leadStatus !== 'new' ? enquiry.leadStatus : enquiry.status}`}>
                            {statusLabel(enquiry)}
                          </span>
                        </td>
                        <td>
                          {enquiry.leadStatus && (
                            <button
                              type="button"
                              className="button button--link"
                              aria-expanded={openTimeline === enquiry.id}
                              onClick={() => setOpenTimeline(openTimeline === enquiry.id ? null : enquiry.id)}
                            >
                              {openTimeline === enquiry.id ? 'Hide timeline' : 'Show timeline'}
                            </button>
                          )}
                        </td>
                      </tr>
                      {openTimeline === enquiry.id && (
                        <tr>
                          <td colSpan={5}>
                            <EnquiryTimeline id={enquiry.id} />
                          </td>
                        </tr>
                      )}
                    </Fragment>
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
