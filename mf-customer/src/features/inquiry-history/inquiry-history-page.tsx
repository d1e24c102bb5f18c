// /customer/inquiry-history: the customer's enquiries with their status, newest first. The page
// number lives in the URL (?page=2) so a reload or a shared link shows the same page.
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import { localDateFormat, Page, paths } from '@platform/shared';
import { useProductName } from '@platform/shared/lending';
import { DataState, formatDate, formatRupees } from '../../components/data-state';
import { Pager, usePageParam } from '../../components/pager';
import { useCustomerData } from '../../hooks/use-customer-data';
import { fetchEnquiries, fetchStatusHistory, type CustomerEnquiry } from './inquiry-history-api';
import { LenderJourneyPanel } from './lender-journey';
import { texts } from './texts';

export function statusLabel(enquiry: CustomerEnquiry): string {
  // Until our team has worked on it, the request says what happens next (awaiting the OTP, or an
  // advisor will call); after that, where our team and the bank are with it.
  const awaitingOtp = enquiry.kind === 'enquiry' && enquiry.status === 'submitted';
  // The lead's status in the reader's language (the server's label is its English).
  if (enquiry.leadStatus && enquiry.leadStatus !== 'new' && !awaitingOtp) return texts.t(`leadStatus.${enquiry.leadStatus}`);
  if (enquiry.kind === 'enquiry' && (enquiry.status === 'submitted' || enquiry.status === 'verified')) return texts.t(`enquiryStatus.${enquiry.status}`);
  if (enquiry.kind === 'application' && enquiry.status !== 'verified') return texts.t(`applicationStatus.${enquiry.status}`);
  return enquiry.status;
}

const timeFormat = localDateFormat({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** Every status change of one request, oldest first, with the note the team left. */
function EnquiryTimeline({ id }: { id: string }) {
  const result = useCustomerData(['status-history', id], () => fetchStatusHistory(id));
  const { t } = texts.useTexts();
  return (
    <DataState result={result}>
      {(timeline) => (
        <>
          {timeline.lenderJourney && <LenderJourneyPanel leadId={id} journey={timeline.lenderJourney} />}
          <ol className="lead-timeline" aria-label={t('timelineLabel')}>
            {timeline.history.map((entry) => (
              <li key={entry.id} className="lead-timeline__entry" data-testid="timeline-entry">
                <strong>{t(`leadStatus.${entry.to}`)}</strong>
                <span className="lead-timeline__meta"> · {timeFormat.format(new Date(entry.at))}</span>
                {entry.note && <p className="lead-timeline__note">{entry.note}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </DataState>
  );
}

export function InquiryHistoryPage() {
  const [openTimeline, setOpenTimeline] = useState<string | null>(null);
  const [page, goTo] = usePageParam();
  const result = useCustomerData(['enquiries', page], () => fetchEnquiries(page));
  const { t } = texts.useTexts();
  const productName = useProductName();

  return (
    <Page title={t('title')} intro={t('intro')}>
      <DataState result={result}>
        {(enquiries) =>
          enquiries.total === 0 ? (
            <p>
              {t('emptyBefore')} <Link to={paths.educationLoan}>{t('emptyLink')}</Link>
            </p>
          ) : (
            <>
              <table className="customer-table">
                <thead>
                  <tr>
                    <th scope="col">{t('table.product')}</th>
                    <th scope="col">{t('table.amount')}</th>
                    <th scope="col">{t('table.submitted')}</th>
                    <th scope="col">{t('table.status')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('table.timeline')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {enquiries.items.map((enquiry) => (
                    <Fragment key={enquiry.id}>
                      <tr data-testid="enquiry-row">
                        <td className="customer-table__product">{productName(enquiry.type)}</td>
                        <td>{enquiry.loanAmount === null ? '—' : formatRupees(enquiry.loanAmount)}</td>
                        <td>{formatDate(enquiry.submittedAt)}</td>
                        <td>
                          <span className={`status status--${enquiry.leadStatus && enquiry.leadStatus !== 'new' ? enquiry.leadStatus : enquiry.status}`}>
                            {statusLabel(enquiry)}
                          </span>
                        </td>
                        <td>
                          {/* An application (made signed in, so it is provably theirs): compare the lenders' offers. The
                              row names the product by its label; the offers page says so when lenders make none for it. */}
                          {enquiry.kind === 'application' && (
                            <Link className="button button--link" to={`${paths.customer.offers}/${enquiry.id}`} data-testid="enquiry-offers">
                              {t('compareOffers')}
                            </Link>
                          )}{' '}
                          {enquiry.leadStatus && (
                            <button
                              type="button"
                              className="button button--link"
                              aria-expanded={openTimeline === enquiry.id}
                              onClick={() => setOpenTimeline(openTimeline === enquiry.id ? null : enquiry.id)}
                            >
                              {openTimeline === enquiry.id ? t('hideTimeline') : t('showTimeline')}
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
              <Pager label={t('pagerLabel')} page={page} totalPages={enquiries.totalPages} onPage={goTo}>
                {t('position', { page: enquiries.page, pages: Math.max(1, enquiries.totalPages), total: enquiries.total })}
              </Pager>
            </>
          )
        }
      </DataState>
    </Page>
  );
}
