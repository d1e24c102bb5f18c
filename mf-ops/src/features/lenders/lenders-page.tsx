// /ops/lenders: every lender the offers are matched against, active or paused, with its products
// and approved bankers; and adding a lender (its products are then added on its own page).
import { Link, useNavigate } from 'react-router-dom';
import { notify, spinner } from '@platform/shared';
import { newLenderSchema } from '@platform/shared/contracts';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { DataState, useQueryClient, useServerData } from '@platform/shared/query';
import { OpsPage } from '../../components/ops-page';
import { LenderDetailsFields } from './lender-details-fields';
import { createLender, fetchLenders, LENDERS_KEY, type NewLender } from './lenders-api';

export function LendersPage() {
  const result = useServerData([LENDERS_KEY, 'list'], fetchLenders);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function add(values: NewLender) {
    const answer = await spinner.during(createLender(values));
    notify.success(answer.message);
    await queryClient.invalidateQueries({ queryKey: [LENDERS_KEY] });
    await navigate(`/ops/lenders/${answer.data.id}`);
  }

  return (
    <OpsPage
      title="Lenders"
      intro="The banks and NBFCs whose offers customers are shown. A change to a lender is used by the next offers asked for; offers already shown keep what they showed."
    >
      <DataState result={result}>
        {(lenders) =>
          lenders.length === 0 ? (
            <p>No lenders yet. Add the first one below.</p>
          ) : (
            <div className="table-scroll" tabIndex={0} role="region" aria-label="Lenders">
              <table className="console-table">
                <caption className="visually-hidden">
                  {lenders.length} lender{lenders.length === 1 ? '' : 's'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Lender</th>
                    <th scope="col">Type</th>
                    <th scope="col">Status</th>
                    <th scope="col">Products</th>
                    <th scope="col">PIN codes served</th>
                    <th scope="col">Approved bankers</th>
                  </tr>
                </thead>
                <tbody>
                  {lenders.map((lender) => (
                    <tr key={lender.id} data-testid="lender">
                      <th scope="row">
                        <Link to={`/ops/lenders/${lender.id}`}>{lender.name}</Link>
                        {lender.demo && <span className="badge"> Demo</span>}
                      </th>
                      <td>{lender.kind === 'bank' ? 'Bank' : 'NBFC'}</td>
                      <td>{lender.active ? 'Active' : 'Paused'}</td>
                      <td>{lender.products.length === 0 ? 'None yet' : lender.products.join(', ')}</td>
                      <td>{lender.pincodes.join(', ')}</td>
                      <td>{lender.approvedBankers}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </DataState>
      <section aria-labelledby="add-lender-heading" className="card">
        <h2 id="add-lender-heading">Add a lender</h2>
        <Form<NewLender> schema={newLenderSchema} defaultValues={{ active: true, kind: 'bank' }} onSubmit={add} aria-label="Add a lender">
          <TextField name="id" label="Id" hint="Lower-case letters, digits and dashes, e.g. tapti-finance. It cannot be changed later." autoComplete="off" />
          <LenderDetailsFields />
          <SubmitButton>Add lender</SubmitButton>
        </Form>
      </section>
    </OpsPage>
  );
}
