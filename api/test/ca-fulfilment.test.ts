// CA fulfilment in the operations console (issue 30) through the real server: who may call each
// staff endpoint, the queue (by due date, filters, counts, paging, overdue), stale pages and wrong
// moves (409, nothing changed), assignment rules, the deliverable (kinds, bad files), a rejection's
// refund once and every move audited in its own transaction, and the dashboard's queue summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { CA_FULFILMENT_ROLES, caRequestQueue, caStaffRequest, STAFF_ROLES, uploadCaDeliverable, type StaffRole } from '@platform/shared/contracts';
import { serviceNamed } from '@platform/shared/schemas';
import { auditTrailOf } from '../src/audit/audit.ts';
import { caRequestsQueueSummary } from '../src/ca-services/queue-summary.ts';
import { creditWallet } from '../src/payments/wallet.ts';
import { TokenService } from '../src/security/tokens.ts';
import { newStorageKey, type FileStorage } from '../src/storage/file-storage.ts';
import { addAccount, bearer, databaseKinds, dataOf, json, post, startTestServer, type TestServer } from './helpers.ts';

const SECRET = 'ca-fulfilment-test-secret';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const EXE = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(256)]);
const DAY_MS = 24 * 60 * 60 * 1000;

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string };

function multipart(parts: Part[]) {
  const boundary = `----ca-fulfilment-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    else
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        part.file,
        Buffer.from('\r\n'),
      );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function memoryStorage(): FileStorage & { keys(): string[] } {
  const kept = new Map<string, Buffer>();
  return {
    async put(content, extension) {
      const key = newStorageKey(extension);
      kept.set(key, Buffer.from(content));
      return key;
    },
    get: async (key) => kept.get(key),
    remove: async (key) => void kept.delete(key),
    keys: () => [...kept.keys()],
  };
}

describe.each(databaseKinds)('CA fulfilment on %s', (kind) => {
  let server: TestServer;
  let storage: ReturnType<typeof memoryStorage>;
  let shop: string;
  let shopId: string;
  const staff: Partial<Record<StaffRole, string>> = {};
  let expert: { id: string; token: string };
  let otherExpert: { id: string; token: string };
  let admin: { id: string; token: string };
  const others: Record<string, string> = {};
  const gst = serviceNamed('GST Registration');

  const tokenFor = async (id: string, role: 'admin' | 'vendor' | 'customer' | 'telecaller' | 'banker') =>
    (await new TokenService(SECRET, server.clock).issue('access', id, { role, ver: 0 })).token;
  const staffMember = async (roles: StaffRole[]) => {
    const account = await addAccount(server, 'admin', { staffRoles: roles });
    return { id: account.id, token: await tokenFor(account.id, 'admin') };
  };
  const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const move = (id: string, action: string, body: object, token = expert.token) =>
    post(server.app, `/ca/staff/submissions/${id}/${action}`, body, bearer(token));
  const deliver = (id: string, parts: Part[], token = expert.token) => {
    const body = multipart(parts);
    return server.app.inject({
      method: 'PUT',
      url: `/ca/staff/submissions/${id}/deliverable`,
      payload: body.payload,
      headers: { ...bearer(token), 'content-type': body.contentType },
    });
  };
  /** A GST registration the demo shop sends and pays from its wallet. */
  const paidRequest = async () => {
    const parts: Part[] = [
      ...gst.fields.map((field) => ({
        name: field.name,
        value:
          { email: 'ganesh@example.com', tel: '9876543210', pincode: '411030', pan: 'ABCPE1234F', textarea: 'Shop 5, Laxmi Road, Pune' }[
            field.kind as string
          ] ?? (field.options ? field.options[0]!.value : 'Ganesh Patil'),
      })),
      ...gst.documents.filter((doc) => doc.required).map((doc) => ({ name: doc.key, file: PDF, filename: `${doc.key}.pdf` })),
      { name: 'payFrom', value: 'wallet' },
    ];
    const body = multipart(parts);
    const sent = await server.app.inject({
      method: 'POST',
      url: gst.endpoint,
      payload: body.payload,
      headers: { ...bearer(shop), 'content-type': body.contentType },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const data = json(sent).data as { id: string; status: string; requestNumber: string; dueAt: string };
    expect(data.status).toBe('submitted');
    return data;
  };
  const rowOf = async (id: string) =>
    (
      await server.db.query<{ status: string; assignee_id: string | null; updated_at: Date; events: string; audits: string }>(
        `SELECT status, assignee_id, updated_at,
                (SELECT count(*) FROM ca_submission_events WHERE submission_id = s.id) AS events,
                (SELECT count(*) FROM audit_log WHERE subject_id = s.id::text) AS audits
           FROM ca_submissions s WHERE id = $1`,
        [id],
      )
    ).rows[0]!;

  beforeAll(async () => {
    storage = memoryStorage();
    server = await startTestServer(kind, { seedDemo: true, files: storage, tokenSecret: SECRET });
    shop = String(json(await post(server.app, '/api/login', { email: 'demo.vendor@example.com', password: 'Vendor@2026' })).accessToken);
    shopId = (await server.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'demo.vendor@example.com'")).rows[0]!.id;
    await server.db.transaction(async (tx) =>
      creditWallet(tx, {
        userId: shopId,
        kind: 'topup',
        amountPaise: 5_000_000,
        description: 'Wallet top-up',
        reference: 'ca-fulfilment',
        now: server.clock.now(),
      }),
    );
    for (const role of STAFF_ROLES) staff[role] = (await staffMember([role])).token;
    expert = await staffMember(['ca_expert']);
    otherExpert = await staffMember(['ca_expert']);
    admin = await staffMember(['ops_admin']);
    for (const role of ['customer', 'banker', 'telecaller'] as const) others[role] = await tokenFor((await addAccount(server, role)).id, role);
    others.shop = shop;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('admits CA experts and operations admins to every staff endpoint, and refuses every other staff role, shop, customer, banker and telecaller', async () => {
    const { id } = await paidRequest();
    const calls: Array<[string, (token?: string) => Promise<{ statusCode: number }>]> = [
      ['queue', (token) => get('/ca/staff/submissions', token)],
      ['experts', (token) => get('/ca/staff/experts', token)],
      ['detail', (token) => get(`/ca/staff/submissions/${id}`, token)],
      ...['assign', 'request-documents', 'start', 'complete', 'reject'].map(
        (action) =>
          [action, (token?: string) => post(server.app, `/ca/staff/submissions/${id}/${action}`, {}, token ? bearer(token) : {})] as [
            string,
            (token?: string) => Promise<{ statusCode: number }>,
          ],
      ),
      ['deliverable', (token) => server.app.inject({ method: 'PUT', url: `/ca/staff/submissions/${id}/deliverable`, headers: token ? bearer(token) : {} })],
    ];
    const before = await rowOf(id);
    for (const [name, call] of calls) {
      expect((await call()).statusCode, `${name} signed out`).toBe(401);
      for (const role of STAFF_ROLES) {
        const status = (await call(staff[role])).statusCode;
        if ((CA_FULFILMENT_ROLES as readonly string[]).includes(role)) expect([401, 403], `${name} as ${role}: ${status}`).not.toContain(status);
        else expect(status, `${name} as ${role}`).toBe(403);
      }
      for (const [who, token] of Object.entries(others)) expect((await call(token)).statusCode, `${name} as ${who}`).toBe(403);
    }
    // Bodies were empty, so nothing moved for anyone.
    expect(await rowOf(id)).toEqual(before);
  });

  it('lists the queue by due date with filters, counts per status and server paging', async () => {
    // 23 MSME requests put straight in, due one after another, so paging and order are exact.
    const start = server.clock.now().getTime();
    const ids: string[] = [];
    for (let i = 0; i < 23; i += 1) {
      const id = randomUUID();
      ids.push(id);
      await server.db.query(
        `INSERT INTO ca_submissions (id, request_number, vendor_id, service, service_group, details, status, fee_paise, paid_at, due_at, created_at, updated_at)
         VALUES ($1, $2, $3, 'msme-registration', 'ca', 'x', 'submitted', 59000, $4, $5, $4, $4)`,
        [id, `CA-TEST-${String(i).padStart(6, '0')}`, shopId, new Date(start - i * 1000), new Date(start + (i - 2) * DAY_MS)],
      );
    }
    const page1 = dataOf(caRequestQueue, await get('/ca/staff/submissions?service=msme-registration', admin.token));
    expect(page1).toMatchObject({ total: 23, page: 1, pageSize: 20 });
    expect(page1.items.map((item) => item.id)).toEqual(ids.slice(0, 20));
    // Due two days and one day ago: overdue; due now counts as overdue too.
    expect(page1.items.slice(0, 4).map((item) => item.overdue)).toEqual([true, true, true, false]);
    const page2 = dataOf(caRequestQueue, await get('/ca/staff/submissions?service=msme-registration&page=2', admin.token));
    expect(page2.items.map((item) => item.id)).toEqual(ids.slice(20));
    expect(dataOf(caRequestQueue, await get('/ca/staff/submissions?service=msme-registration&page=9', admin.token))).toMatchObject({ items: [], total: 23 });
    const overdue = dataOf(caRequestQueue, await get('/ca/staff/submissions?service=msme-registration&overdue=true', admin.token));
    expect(overdue.items.map((item) => item.id)).toEqual(ids.slice(0, 3));
    expect(overdue.counts.overdue).toBeGreaterThanOrEqual(3);
    expect(overdue.counts.submitted).toBeGreaterThanOrEqual(23);

    await server.db.query('UPDATE ca_submissions SET assignee_id = $2, status = $3 WHERE id = $1', [ids[5], expert.id, 'in_progress']);
    const mine = dataOf(caRequestQueue, await get('/ca/staff/submissions?assignee=me&service=msme-registration', expert.token));
    expect(mine.items.map((item) => [item.id, item.assignee?.id, item.status])).toEqual([[ids[5], expert.id, 'in_progress']]);
    expect(
      dataOf(caRequestQueue, await get(`/ca/staff/submissions?assignee=${expert.id}&status=in_progress&service=msme-registration`, admin.token)).total,
    ).toBe(1);
    expect(dataOf(caRequestQueue, await get('/ca/staff/submissions?assignee=none&service=msme-registration', admin.token)).total).toBe(22);
    expect(dataOf(caRequestQueue, await get('/ca/staff/submissions?status=completed&service=msme-registration', admin.token)).total).toBe(0);
    const bad = await get('/ca/staff/submissions?status=awaiting_payment', admin.token);
    expect(bad.statusCode).toBe(400);
    expect(json(bad).fields).toHaveProperty('status');
    expect((await get('/ca/staff/submissions?page=0', admin.token)).statusCode).toBe(400);
    await server.db.query("DELETE FROM ca_submissions WHERE service = 'msme-registration'");
  });

  it('numbers every request uniquely and stores its due date from the working days of its service', async () => {
    const first = await paidRequest();
    const second = await paidRequest();
    expect(first.requestNumber).toMatch(/^CA-2026-\d{6}$/);
    expect(Number(second.requestNumber.slice(-6))).toBe(Number(first.requestNumber.slice(-6)) + 1);
    // Thursday 15 Jan 2026 + 7 working days (Republic Day, Mon 26th, is not one) → the end of Tuesday 27 Jan in India.
    expect(first.dueAt).toBe('2026-01-27T18:30:00.000Z');
    const detail = dataOf(caStaffRequest, await get(`/ca/staff/submissions/${first.id}`, expert.token));
    expect(detail).toMatchObject({ requestNumber: first.requestNumber, overdue: false, assignee: null, shop: { id: shopId } });
    expect(detail.details).toContainEqual({ label: 'Type of business', value: 'Proprietorship' });
  });

  it('assigns: an admin to any CA expert, an expert only themselves to a request nobody holds', async () => {
    const { id } = await paidRequest();
    const assign = (token: string, assigneeId: string, expectedAssigneeId: string | null = null) =>
      move(id, 'assign', { assigneeId, expectedStatus: 'submitted', expectedAssigneeId }, token);
    const notExpert = await assign(admin.token, admin.id);
    expect(notExpert.statusCode).toBe(400);
    expect(json(notExpert).fields).toEqual({ assigneeId: 'Not a CA expert' });
    expect((await assign(expert.token, otherExpert.id)).statusCode).toBe(403);
    expect((await assign(expert.token, expert.id)).statusCode).toBe(200);
    // The other expert's page still shows nobody holding it: stale.
    const stale = await assign(otherExpert.token, otherExpert.id);
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toBe('Someone else assigned this request first. Reload the page to see who holds it; nothing was changed.');
    expect((await assign(otherExpert.token, otherExpert.id, expert.id)).statusCode).toBe(403);
    expect((await move(id, 'start', { expectedStatus: 'submitted' }, otherExpert.token)).statusCode).toBe(403);
    const handed = await assign(admin.token, otherExpert.id, expert.id);
    expect(handed.statusCode).toBe(200);
    expect(dataOf(caStaffRequest, handed).assignee).toEqual({ id: otherExpert.id, name: expect.any(String) });
    expect((await auditTrailOf(server.db, 'ca_submission', id)).filter((row) => row.action === 'ca.assign').map((row) => row.actor_id)).toEqual([
      expert.id,
      admin.id,
    ]);
  });

  it('a stale page or a wrong move is a 409 that changes nothing', async () => {
    const { id } = await paidRequest();
    await move(id, 'assign', { assigneeId: expert.id, expectedStatus: 'submitted', expectedAssigneeId: null }, admin.token);
    expect((await move(id, 'start', { expectedStatus: 'submitted' })).statusCode).toBe(200);
    const before = await rowOf(id);
    server.clock.advance(1000);
    const stale = await move(id, 'start', { expectedStatus: 'submitted' });
    expect(stale.statusCode).toBe(409);
    expect(json(stale).error).toBe('Someone else changed this request first: it is now in progress. Reload the page to see it; nothing was changed.');
    const wrong = await move(id, 'start', { expectedStatus: 'in_progress' });
    expect(wrong.statusCode).toBe(409);
    expect(json(wrong).error).toBe('A request that is in progress cannot be marked in progress.');
    const early = await move(id, 'complete', { expectedStatus: 'in_progress' });
    expect(json(early).error).toBe('Upload the deliverable before completing the request.');
    const unknownDoc = await move(id, 'request-documents', { expectedStatus: 'in_progress', documents: ['passport'], note: 'Please send it' });
    expect(unknownDoc.statusCode).toBe(400);
    expect(await rowOf(id)).toEqual(before);
  });

  it('takes the certificate or an acknowledgement with its number; a bad file is a 400 that stores nothing', async () => {
    const { id } = await paidRequest();
    await move(id, 'assign', { assigneeId: expert.id, expectedStatus: 'submitted', expectedAssigneeId: null }, admin.token);
    await move(id, 'start', { expectedStatus: 'submitted' });
    const keys = storage.keys().length;
    const exe = await deliver(id, [
      { name: 'expectedStatus', value: 'in_progress' },
      { name: 'kind', value: 'certificate' },
      { name: 'deliverable', file: EXE, filename: 'certificate.pdf' },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(json(exe)).toMatchObject({
      error: 'The deliverable must be a PDF, JPG or PNG file',
      fields: { deliverable: 'The deliverable must be a PDF, JPG or PNG file' },
    });
    const noNumber = await deliver(id, [
      { name: 'expectedStatus', value: 'in_progress' },
      { name: 'kind', value: 'acknowledgement' },
      { name: 'deliverable', file: PDF, filename: 'ack.pdf' },
    ]);
    expect(noNumber.statusCode).toBe(400);
    expect(json(noNumber).fields).toEqual({ referenceNumber: 'Enter the acknowledgement number' });
    const none = await deliver(id, [
      { name: 'expectedStatus', value: 'in_progress' },
      { name: 'kind', value: 'certificate' },
    ]);
    expect(none.statusCode).toBe(400);
    expect(storage.keys().length).toBe(keys);
    // The fee, the assignment and the start: no row for the refused files.
    expect(Number((await rowOf(id)).audits)).toBe(3);

    const ack = await deliver(id, [
      { name: 'expectedStatus', value: 'in_progress' },
      { name: 'kind', value: 'acknowledgement' },
      { name: 'referenceNumber', value: 'AA270126123456X' },
      { name: 'deliverable', file: PDF, filename: 'ack.pdf' },
    ]);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(dataOf(uploadCaDeliverable, ack).deliverable?.label).toBe('Acknowledgement no. AA270126123456X');
    // What was delivered goes beside its English label: the acknowledgement by its number, the
    // certificate by its service, for the site to name it in Hindi or Marathi.
    expect(json(ack)).toMatchObject({
      message: 'Deliverable uploaded: Acknowledgement no. AA270126123456X',
      messageCode: 'ca-desk.acknowledgement-uploaded',
      messageParams: { reference: 'AA270126123456X' },
    });
    const cert = await deliver(id, [
      { name: 'expectedStatus', value: 'in_progress' },
      { name: 'kind', value: 'certificate' },
      { name: 'deliverable', file: PDF, filename: 'GST-certificate.pdf' },
    ]);
    // The certificate replaces the acknowledgement: one deliverable, the old file gone from storage.
    expect(dataOf(uploadCaDeliverable, cert).deliverable).toMatchObject({ label: 'GST registration certificate', fileName: 'GST-certificate.pdf' });
    expect(json(cert)).toMatchObject({
      message: 'Deliverable uploaded: GST registration certificate',
      messageCode: 'ca-desk.deliverable-uploaded',
      messageParams: { deliverable: 'gst-registration' },
    });
    expect(storage.keys().length).toBe(keys + 1);
    const completed = await move(id, 'complete', { expectedStatus: 'in_progress' });
    expect(completed.statusCode).toBe(200);
    expect(json(completed)).toMatchObject({
      message: 'Request completed. The shop can download the GST registration certificate.',
      messageCode: 'ca-desk.completed',
      messageParams: { deliverable: 'gst-registration' },
    });

    // A request completed with an acknowledgement names it by its number.
    const other = (await paidRequest()).id;
    await move(other, 'assign', { assigneeId: expert.id, expectedStatus: 'submitted', expectedAssigneeId: null }, admin.token);
    await move(other, 'start', { expectedStatus: 'submitted' });
    const otherAck = await deliver(other, [
      { name: 'expectedStatus', value: 'in_progress' },
      { name: 'kind', value: 'acknowledgement' },
      { name: 'referenceNumber', value: 'AA270126654321Y' },
      { name: 'deliverable', file: PDF, filename: 'ack.pdf' },
    ]);
    expect(otherAck.statusCode, otherAck.body).toBe(200);
    const completedAck = await move(other, 'complete', { expectedStatus: 'in_progress' });
    expect(json(completedAck)).toMatchObject({
      message: 'Request completed. The shop can download the Acknowledgement no. AA270126654321Y.',
      messageCode: 'ca-desk.completed-acknowledgement',
      messageParams: { reference: 'AA270126654321Y' },
    });
    const summary = await caRequestsQueueSummary(server.db, server.clock.now());
    expect(summary.doneToday).toBeGreaterThanOrEqual(1);
  });

  it('a rejection refunds the fee once, and a move whose audit row fails leaves nothing behind', async () => {
    const { id } = await paidRequest();
    await move(id, 'assign', { assigneeId: expert.id, expectedStatus: 'submitted', expectedAssigneeId: null }, admin.token);
    const balance = async () => Number(json(await get('/wallet/balance', shop)).balance);
    const notices = async () =>
      Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM vendor_notifications WHERE vendor_id = $1', [shopId])).rows[0]!.n);
    const before = { row: await rowOf(id), balance: await balance(), notices: await notices() };
    server.failNextQuery(/insert into "audit_log"/i);
    const failed = await move(id, 'reject', { expectedStatus: 'submitted', reason: 'The PAN does not belong to the applicant.' });
    expect(failed.statusCode).toBe(500);
    expect({ row: await rowOf(id), balance: await balance(), notices: await notices() }).toEqual(before);

    const rejected = await move(id, 'reject', { expectedStatus: 'submitted', reason: 'The PAN does not belong to the applicant.' });
    expect(rejected.statusCode).toBe(200);
    expect(json(rejected).data).toMatchObject({ status: 'rejected', refundedPaise: 177_000 });
    expect(await balance()).toBe(before.balance + 177_000);
    expect((await move(id, 'reject', { expectedStatus: 'rejected', reason: 'Rejected again' })).statusCode).toBe(409);
    expect(await balance()).toBe(before.balance + 177_000);
    const trail = await auditTrailOf(server.db, 'ca_submission', id);
    expect(trail.map((row) => row.action).sort()).toEqual(['ca.assign', 'ca.reject', 'wallet.debit', 'wallet.refund']);
  });
});

describe.each(databaseKinds)('the CA requests queue summary on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts open requests, the oldest, those past due and those closed since midnight in India', async () => {
    const now = new Date('2026-01-15T10:00:00Z'); // 15:30 in India; midnight there was 14 Jan 18:30 UTC.
    expect(await caRequestsQueueSummary(server.db, now)).toEqual({
      queue: 'ca-requests',
      label: 'CA requests',
      size: 0,
      oldestAt: null,
      pastDue: 0,
      doneToday: 0,
      path: '/ops/ca-requests',
    });
    const shopId = (await server.db.query<{ id: string }>("SELECT id FROM users WHERE email = 'demo.vendor@example.com'")).rows[0]!.id;
    const add = async (status: string, paidAt: string, dueAt: string, closedAt: string | null = null) =>
      server.db.query(
        `INSERT INTO ca_submissions (id, request_number, vendor_id, service, service_group, details, status, fee_paise, paid_at, due_at, closed_at, created_at, updated_at)
         VALUES ($1, $2, $3, 'gst-registration', 'ca', 'x', $4, 177000, $5, $6, $7, $5, $5)`,
        [randomUUID(), `CA-SUM-${randomUUID().slice(0, 8)}`, shopId, status, paidAt, dueAt, closedAt],
      );
    await add('submitted', '2026-01-05T10:00:00Z', '2026-01-14T18:30:00Z');
    await add('in_progress', '2026-01-10T10:00:00Z', '2026-01-20T18:30:00Z');
    await add('documents_requested', '2026-01-12T10:00:00Z', '2026-01-15T10:00:00Z');
    await add('completed', '2026-01-02T10:00:00Z', '2026-01-12T18:30:00Z', '2026-01-14T19:00:00Z');
    await add('rejected', '2026-01-02T10:00:00Z', '2026-01-12T18:30:00Z', '2026-01-14T18:00:00Z');
    expect(await caRequestsQueueSummary(server.db, now)).toMatchObject({ size: 3, oldestAt: '2026-01-05T10:00:00.000Z', pastDue: 2, doneToday: 1 });
  });
});
