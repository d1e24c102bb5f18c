// /vender/connectors: the shop's field agents. Each has a code; leads made through the shop's link
// with the connector's code count for the shop and show which connector brought them.
import { Link } from 'react-router-dom';
import { notify, Page } from '@platform/shared';
import { vendorQueryKeys } from '@platform/shared/dashboard';
import { Form, SubmitButton, TextField } from '@platform/shared/forms';
import { useMutation, useQuery, useQueryClient } from '@platform/shared/query';
import { connectorSchema, type ConnectorInput } from '@platform/shared/schemas';
import { QueryState, formatDate } from '../../components/query-state';
import { addConnector, deactivateConnector, fetchConnectors, type ConnectorList } from './connectors-api';

function AddConnectorForm() {
  const queryClient = useQueryClient();
  return (
    <Form<ConnectorInput>
      schema={connectorSchema}
      aria-label="Add a connector"
      className="account-form"
      onSubmit={async (values, form) => {
        const answer = await addConnector(values);
        notify.success(`${answer.message}: ${answer.data.name}, code ${answer.data.code}`);
        form.reset();
        await queryClient.invalidateQueries({ queryKey: vendorQueryKeys.connectors });
      }}
    >
      <TextField name="name" label="Connector's name" autoComplete="off" />
      <TextField name="mobile" label="Mobile number" inputMode="numeric" autoComplete="off" className="field--half" />
      <TextField name="pinCode" label="Pin Code" inputMode="numeric" className="field--half" />
      <SubmitButton>Add connector</SubmitButton>
    </Form>
  );
}

function ConnectorTable({ list }: { list: ConnectorList }) {
  const queryClient = useQueryClient();
  const deactivate = useMutation({
    mutationFn: deactivateConnector,
    onSuccess: (answer) => {
      notify.success(answer.message);
      void queryClient.invalidateQueries({ queryKey: vendorQueryKeys.connectors });
    },
  });
  if (list.items.length === 0) return <p>No connectors yet.</p>;
  return (
    <table className="vendor-table" data-testid="connectors">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Mobile</th>
          <th scope="col">Code</th>
          <th scope="col">Leads</th>
          <th scope="col">Since</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {list.items.map((c) => (
          <tr key={c.id}>
            <td>
              {c.name}
              {c.joinedVia === 'self' && <span className="field__hint"> (joined online)</span>}
            </td>
            <td>{c.mobile}</td>
            <td>
              <code>{c.code}</code>
            </td>
            <td>{c.leads}</td>
            <td>{formatDate(c.createdAt)}</td>
            <td>
              {c.status === 'active' ? (
                <button
                  type="button"
                  className="button"
                  disabled={deactivate.isPending}
                  onClick={() => deactivate.mutate(c.id)}
                  aria-label={`Deactivate ${c.name}`}
                >
                  Deactivate
                </button>
              ) : (
                <span className="status status--failed">Inactive</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ConnectorsPage() {
  const query = useQuery({ queryKey: vendorQueryKeys.connectors, queryFn: fetchConnectors });
  return (
    <Page title="Connectors" intro="Field agents who bring customers to your shop. Leads they bring count in your figures, with their name." wide>
      <QueryState query={query}>
        {(list) => (
          <>
            <section className="card" aria-labelledby="list-heading">
              <h2 id="list-heading" className="card__title">
                Your connectors
              </h2>
              <ConnectorTable list={list} />
            </section>
            <section className="card" aria-labelledby="add-heading">
              <h2 id="add-heading" className="card__title">
                Add a connector
              </h2>
              {list.permissions.addConnectors ? (
                <AddConnectorForm />
              ) : (
                <p className="notice">
                  Connectors work in your shop's name, so you can add them once your Aadhaar and PAN are verified.{' '}
                  <Link to="/vender/vendor-profile">Complete KYC</Link>
                </p>
              )}
              <p>
                A connector can also join on their own at <strong>{`${window.location.origin}/create-connector`}</strong> with your referral code{' '}
                <code data-testid="shop-code">{list.shopCode}</code>, after confirming their mobile number.
              </p>
            </section>
          </>
        )}
      </QueryState>
    </Page>
  );
}
