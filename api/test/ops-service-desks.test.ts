// The service desks of the operations console (issue 32): each staff role against each endpoint;
// the grievance desk's state machine (assign, reply, escalate, resolve; refused and stale moves
// change nothing), the reply the complainant reads with the reference and mobile and the SMS that
// sends them there, the 30 days counted in India time, the overdue card and the SLA-breach marker;
// the careers desk's hiring moves, the applicant's SMS and the résumé; the partner-enquiry desk's
// moves and the shop invitation sent once. Every move leaves its audit row.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assignGrievance,
  escalateGrievance,
  grievanceDetail,
  grievanceStatus,
  jobApplication,
  listGrievances,
  listJobApplications,
  listPartnerEnquiries,
  moveJobApplication,
  movePartnerEnquiry,
  partnerEnquiry,
  raiseGrievance,
  replyToGrievance,
  resolveGrievance,
  STAFF_ROLES,
  type StaffRole,
} from '@platform/shared/contracts';
import { auditTrailOf } from '../src/audit/audit.ts';
import { applicationsQueueSummary } from '../src/careers/desk.ts';
import { grievancesQueueSummary, markGrievanceBreaches, overdueGrievances } from '../src/grievances/desk-queries.ts';
import { partnerEnquiriesQueueSummary } from '../src/partner-enquiries/routes.ts';
import { TokenService } from '../src/security/tokens.ts';
import { localFileStorage } from '../src/storage/file-storage.ts';
import { addAccount, bearer, databaseKinds, dataOf, demoStaffToken, json, post, startTestServer, uniqueMobile, type TestServer } from './helpers.ts';

const SECRET = 'ops-service-desks-secret';
const DAY = 24 * 3_600_000;

describe.each(databaseKinds)('service desks on %s', (kind) => {
  let server: TestServer;
  const files = localFileStorage(mkdtempSync(join(tmpdir(), 'desks-files-')));
  const staffIds = new Map<StaffRole, string>();
  let officer: { id: string; readonly token: Promise<string> };
  let customerId: string;

  const tokenFor = async (userId: string, role: 'admin' | 'customer') => {
    const { rows } = await server.db.query<{ token_version: number }>('SELECT token_version FROM users WHERE id = $1', [userId]);
    return (await new TokenService(SECRET, server.clock).issue('access', userId, { role, ver: rows[0]!.token_version })).token;
  };
  /** A fresh token for the staff member of `role`: the tests move the clock. */
  const as = (role: StaffRole) => tokenFor(staffIds.get(role)!, 'admin');
  const get = async (url: string, token: Promise<string>) => server.app.inject({ method: 'GET', url, headers: bearer(await token) });
  const postAs = async (url: string, body: unknown, token: Promise<string>) => post(server.app, url, body, bearer(await token));

  beforeAll(async () => {
    server = await startTestServer(kind, { tokenSecret: SECRET, files, siteUrl: 'https://loansetu.example' });
    for (const role of STAFF_ROLES) {
      const account = await addAccount(server, 'admin', { staffRoles: [role] });
      staffIds.set(role, account.id);
    }
    officer = {
      id: staffIds.get('grievance_officer')!,
      get token() {
        return as('grievance_officer');
      },
    };
    await server.db.query(`UPDATE users SET username = 'Kavita Menon' WHERE id = $1`, [officer.id]);
    customerId = (await addAccount(server, 'customer')).id;
  });
  afterAll(() => server?.close());

  async function fileComplaint(mobile = uniqueMobile()) {
    const raised = await post(server.app, '/api/grievances', {
      name: 'Farhan Qureshi',
      mobile,
      email: '',
      category: 'Interest, fees or charges',
      details: 'The processing fee charged was higher than the one shown on the offer screen.',
    });
    expect(raised.statusCode).toBe(201);
    const data = dataOf(raiseGrievance, raised);
    const { rows } = await server.db.query<{ id: string }>('SELECT id FROM grievances WHERE reference = $1', [data.reference]);
    return { ...data, id: rows[0]!.id, mobile };
  }

  const lastSms = async (mobile: string) =>
    (await server.db.query<{ message: string }>('SELECT message FROM sms_outbox WHERE mobile = $1 ORDER BY seq DESC LIMIT 1', [mobile])).rows[0]?.message;

  describe('who may call what', () => {
    const reads: Array<{ url: string; roles: readonly StaffRole[] }> = [
      { url: '/ops/grievances', roles: listGrievances.staffRoles! },
      { url: '/ops/careers/applications', roles: listJobApplications.staffRoles! },
      { url: '/ops/partner-enquiries', roles: listPartnerEnquiries.staffRoles! },
    ];
    it('admits the grievance officer and operations admins to complaints, operations admins to careers and partner enquiries', () => {
      expect([...reads[0]!.roles].sort()).toEqual(['grievance_officer', 'ops_admin']);
      expect(reads[1]!.roles).toEqual(['ops_admin']);
      expect(reads[2]!.roles).toEqual(['ops_admin']);
    });
    it.each(STAFF_ROLES)('%s is answered or refused as the matrix says', async (role) => {
      for (const read of reads) {
        const answer = await get(read.url, as(role));
        expect(answer.statusCode, `${role} on ${read.url}`).toBe(read.roles.includes(role) ? 200 : 403);
        if (answer.statusCode === 403) expect(json(answer).error).toBe('Your staff role does not allow this.');
      }
    });
    it('refuses a customer and a caller who is not signed in', async () => {
      for (const read of reads) {
        expect((await get(read.url, tokenFor(customerId, 'customer'))).statusCode).toBe(403);
        expect((await server.app.inject({ method: 'GET', url: read.url })).statusCode).toBe(401);
      }
    });
  });

  describe('the grievance desk', () => {
    it('counts the 30 days in India time: the complaint is due at the end of the 30th India day after it arrived', async () => {
      // 21:00 in India on 15 January (15:30 UTC): due at the end of 14 February, India time.
      server.clock.set(Date.parse('2026-01-15T15:30:00Z'));
      const late = await fileComplaint();
      expect(late.respondBy).toBe('2026-02-14T18:30:00.000Z');
      // 04:00 in India on 16 January (22:30 UTC on the 15th) is the next India day.
      server.clock.set(Date.parse('2026-01-15T22:30:00Z'));
      const early = await fileComplaint();
      expect(early.respondBy).toBe('2026-02-15T18:30:00.000Z');
    });

    it('assigns, replies (the person reads it and is told by SMS), escalates and resolves, each audited', async () => {
      server.clock.set(Date.parse('2026-03-02T05:00:00Z'));
      const complaint = await fileComplaint();
      const listed = dataOf(listGrievances, await get(`/ops/grievances?search=${complaint.reference}`, officer.token));
      expect(listed.items.map((item) => item.reference)).toEqual([complaint.reference]);
      expect(listed.items[0]).toMatchObject({ status: 'received', overdue: false, assignee: null, respondBy: complaint.respondBy });

      const detail = dataOf(grievanceDetail, await get(`/ops/grievances/${complaint.id}`, officer.token));
      expect(detail.nextStatuses).toEqual(['in_progress', 'escalated', 'resolved']);
      expect(detail.officers).toContainEqual({ id: officer.id, name: 'Kavita Menon' });

      const assigned = await postAs(`/ops/grievances/${complaint.id}/assign`, { assigneeId: officer.id, expectedStatus: 'received' }, as('ops_admin'));
      expect(assigned.statusCode).toBe(200);
      expect(json(assigned).message).toBe(`${complaint.reference} is assigned to Kavita Menon.`);
      expect(dataOf(assignGrievance, assigned)).toMatchObject({ status: 'in_progress', assignee: { id: officer.id, name: 'Kavita Menon' } });
      expect(dataOf(listGrievances, await get('/ops/grievances?assigned=me', officer.token)).items.map((i) => i.id)).toContain(complaint.id);

      server.clock.advance(DAY);
      const text = 'We have asked the lender for the fee breakdown and will write again within 7 days.';
      const replied = await postAs(`/ops/grievances/${complaint.id}/replies`, { body: text, expectedStatus: 'in_progress' }, officer.token);
      expect(replied.statusCode).toBe(201);
      expect(json(replied).message).toBe('Reply sent. Farhan Qureshi is told by SMS.');
      expect(dataOf(replyToGrievance, replied).replies).toEqual([expect.objectContaining({ body: text, by: 'Kavita Menon' })]);
      expect(await lastSms(complaint.mobile)).toBe(
        `LoanSetu: we have replied to your complaint ${complaint.reference}. Read the reply under Track a complaint on our grievance redressal page.`,
      );
      // What the person sees with the reference and their mobile.
      const seen = dataOf(grievanceStatus, await post(server.app, '/api/grievances/status', { reference: complaint.reference, mobile: complaint.mobile }));
      expect(seen).toMatchObject({ status: 'in_progress', statusLabel: 'Being looked into', replies: [{ body: text, at: '2026-03-03T05:00:00.000Z' }] });

      const escalated = await postAs(
        `/ops/grievances/${complaint.id}/escalate`,
        { reason: 'The lender has not sent the fee breakdown.', expectedStatus: 'in_progress' },
        officer.token,
      );
      expect(escalated.statusCode).toBe(200);
      expect(dataOf(escalateGrievance, escalated)).toMatchObject({
        status: 'escalated',
        escalationReason: 'The lender has not sent the fee breakdown.',
        nextStatuses: ['resolved'],
      });

      const resolution = 'The excess processing fee of ₹1,180 was refunded to your account.';
      const resolved = await postAs(`/ops/grievances/${complaint.id}/resolve`, { resolution, expectedStatus: 'escalated' }, officer.token);
      expect(resolved.statusCode).toBe(200);
      expect(dataOf(resolveGrievance, resolved)).toMatchObject({ status: 'resolved', resolution, nextStatuses: [] });
      expect(await lastSms(complaint.mobile)).toContain(`your complaint ${complaint.reference} is resolved`);
      const finalView = dataOf(grievanceStatus, await post(server.app, '/api/grievances/status', { reference: complaint.reference, mobile: complaint.mobile }));
      expect(finalView).toMatchObject({ statusLabel: 'Resolved', resolution });

      const trail = await auditTrailOf(server.db, 'grievance', complaint.id);
      expect(trail.map((row) => [row.action, row.actor_id])).toEqual([
        ['grievance.assign', staffIds.get('ops_admin')!],
        ['grievance.reply', officer.id],
        ['grievance.escalate', officer.id],
        ['grievance.resolve', officer.id],
      ]);
      expect(trail[3]!.reason).toBe(resolution);
    });

    it('refuses moves the state machine does not allow, and moves from a status someone else changed, changing nothing', async () => {
      const complaint = await fileComplaint();
      // Seen as received, but someone resolved it meanwhile.
      await postAs(`/ops/grievances/${complaint.id}/resolve`, { resolution: 'Refunded the fee in full today.', expectedStatus: 'received' }, officer.token);
      const before = await auditTrailOf(server.db, 'grievance', complaint.id);
      const stale = await postAs(
        `/ops/grievances/${complaint.id}/escalate`,
        { reason: 'No answer from the lender.', expectedStatus: 'received' },
        officer.token,
      );
      expect(stale.statusCode).toBe(409);
      expect(json(stale).error).toBe(
        `${complaint.reference} was changed by someone else since you opened it: it is now resolved. Reload it to see what changed.`,
      );
      const escalate = await postAs(
        `/ops/grievances/${complaint.id}/escalate`,
        { reason: 'No answer from the lender.', expectedStatus: 'resolved' },
        officer.token,
      );
      expect(escalate.statusCode).toBe(409);
      expect(json(escalate).error).toBe(`${complaint.reference} is resolved and cannot be escalated.`);
      const again = await postAs(
        `/ops/grievances/${complaint.id}/resolve`,
        { resolution: 'Refunded the fee in full today.', expectedStatus: 'resolved' },
        officer.token,
      );
      expect(json(again).error).toBe(`${complaint.reference} is resolved and cannot be resolved again.`);
      const reply = await postAs(`/ops/grievances/${complaint.id}/replies`, { body: 'One more thing to add here.', expectedStatus: 'resolved' }, officer.token);
      expect(reply.statusCode).toBe(409);
      const assign = await postAs(`/ops/grievances/${complaint.id}/assign`, { assigneeId: officer.id, expectedStatus: 'resolved' }, officer.token);
      expect(assign.statusCode).toBe(409);
      expect(await auditTrailOf(server.db, 'grievance', complaint.id)).toHaveLength(before.length);

      const open = await fileComplaint();
      await postAs(`/ops/grievances/${open.id}/escalate`, { reason: 'Needs the nodal officer now.', expectedStatus: 'received' }, officer.token);
      const twice = await postAs(`/ops/grievances/${open.id}/escalate`, { reason: 'Needs the nodal officer now.', expectedStatus: 'escalated' }, officer.token);
      expect(json(twice).error).toBe(`${open.reference} is escalated to our Principal Nodal Officer and cannot be escalated again.`);
    });

    it('refuses bad input with a message per field, and an assignee who is not a grievance officer', async () => {
      const complaint = await fileComplaint();
      const empty = await postAs(`/ops/grievances/${complaint.id}/replies`, { body: 'short', expectedStatus: 'received' }, officer.token);
      expect(empty.statusCode).toBe(400);
      expect(json(empty).fields).toMatchObject({ body: 'Write a reply the person can act on (at least 10 characters)' });
      const noReason = await postAs(`/ops/grievances/${complaint.id}/resolve`, { expectedStatus: 'received' }, officer.token);
      expect(json(noReason).fields).toMatchObject({ resolution: 'Say how the complaint was resolved' });
      const notOfficer = await postAs(
        `/ops/grievances/${complaint.id}/assign`,
        { assigneeId: staffIds.get('finance')!, expectedStatus: 'received' },
        officer.token,
      );
      expect(notOfficer.statusCode).toBe(400);
      expect(json(notOfficer).fields).toMatchObject({ assigneeId: 'Choose an active grievance officer' });
      expect((await get(`/ops/grievances/${randomUUID()}`, officer.token)).statusCode).toBe(404);
      expect((await get('/ops/grievances/not-an-id', officer.token)).statusCode).toBe(404);
    });

    it('shows overdue complaints on the dashboard card and marks each breach once for the SLA job', async () => {
      server.clock.set(Date.parse('2026-05-01T06:00:00Z'));
      const overdue = await fileComplaint();
      const answered = await fileComplaint();
      await postAs(`/ops/grievances/${answered.id}/resolve`, { resolution: 'Refunded the fee in full today.', expectedStatus: 'received' }, officer.token);
      server.clock.set(Date.parse(overdue.respondBy) + 60_000);
      const now = server.clock.now();
      const listed = dataOf(listGrievances, await get('/ops/grievances?status=overdue&pageSize=100', officer.token));
      expect(listed.items.map((item) => item.id)).toContain(overdue.id);
      expect(listed.items.map((item) => item.id)).not.toContain(answered.id);
      expect(listed.items.every((item) => item.overdue)).toBe(true);
      const card = await grievancesQueueSummary(server.db, now);
      expect(card).toMatchObject({ queue: 'grievances', label: 'Complaints', path: '/ops/grievances' });
      expect(card.pastDue).toBe(listed.overdue);
      expect((await overdueGrievances(server.db, now)).map((row) => row.id)).toContain(overdue.id);

      const marked = await markGrievanceBreaches(server.db, now);
      expect(marked).toContain(overdue.reference);
      expect(marked).not.toContain(answered.reference);
      expect(await markGrievanceBreaches(server.db, now)).toEqual([]);
      expect((await auditTrailOf(server.db, 'grievance', overdue.id)).map((row) => [row.action, row.actor_role])).toEqual([['grievance.breach', 'system']]);

      const dashboard = json(await get('/ops/dashboard', officer.token)).data as { queues: Array<{ queue: string; open: boolean; pastDue: number }> };
      expect(dashboard.queues.find((queue) => queue.queue === 'grievances')).toMatchObject({ open: true, pastDue: card.pastDue });
      expect(dashboard.queues.find((queue) => queue.queue === 'job-applications')).toMatchObject({ open: false });
    });
  });

  describe('the careers desk', () => {
    async function addApplication(withResume = true) {
      const verification = randomUUID();
      const id = randomUUID();
      const mobile = uniqueMobile();
      const at = server.clock.now();
      await server.db.query(`INSERT INTO career_verifications (id, mobile, job_type, status, created_at, used_at) VALUES ($1, $2, NULL, 'verified', $3, $3)`, [
        verification,
        mobile,
        at,
      ]);
      const resumeKey = withResume ? await files.put(Buffer.from('%PDF-1.4\n% résumé\n'), 'pdf') : null;
      await server.db.query(
        `INSERT INTO job_applications (id, programme, job_id, verification_id, name, email, mobile, city, experience_years, resume_key, resume_bytes, created_at, updated_at)
         VALUES ($1, 'job', 'loan-advisor-pune', $2, 'Sneha Kulkarni', 'sneha.k@example.com', $3, 'Pune', 2, $4, $5, $6, $6)`,
        [id, verification, mobile, resumeKey, withResume ? 18 : null, at],
      );
      return { id, mobile };
    }

    it('shortlists then hires, telling the applicant by SMS, each audited; the résumé downloads', async () => {
      const application = await addApplication();
      const listed = dataOf(listJobApplications, await get('/ops/careers/applications?job=loan-advisor-pune&pageSize=100', as('ops_admin')));
      expect(listed.items.find((item) => item.id === application.id)).toMatchObject({ status: 'received', hasResume: true, job: { id: 'loan-advisor-pune' } });
      expect(listed.jobs.map((job) => job.id)).toContain('loan-advisor-pune');

      const resume = await get(`/ops/careers/applications/${application.id}/resume`, as('ops_admin'));
      expect(resume.statusCode).toBe(200);
      expect(resume.headers['content-type']).toContain('application/pdf');
      expect(resume.body.startsWith('%PDF')).toBe(true);
      expect((await get(`/ops/careers/applications/${application.id}/resume`, as('grievance_officer'))).statusCode).toBe(403);

      const shortlisted = await postAs(
        `/ops/careers/applications/${application.id}/moves`,
        { status: 'shortlisted', note: 'Two years in retail lending.', expectedStatus: 'received' },
        as('ops_admin'),
      );
      expect(shortlisted.statusCode).toBe(200);
      expect(json(shortlisted).message).toBe('Sneha Kulkarni is shortlisted and told by SMS.');
      // Each move's sentence has a code of its own, for the site to say it in Hindi or Marathi.
      expect(json(shortlisted)).toMatchObject({ messageCode: 'job-application.shortlisted', messageParams: { name: 'Sneha Kulkarni' } });
      expect(dataOf(moveJobApplication, shortlisted)).toMatchObject({
        status: 'shortlisted',
        note: 'Two years in retail lending.',
        nextStatuses: ['hired', 'rejected'],
      });
      expect(await lastSms(application.mobile)).toMatch(
        /^LoanSetu: you are shortlisted for the .+ role\. Our hiring team will call you to fix an interview\.$/,
      );

      const hired = await postAs(`/ops/careers/applications/${application.id}/moves`, { status: 'hired', expectedStatus: 'shortlisted' }, as('ops_admin'));
      expect(dataOf(moveJobApplication, hired)).toMatchObject({ status: 'hired', statusLabel: 'Hired', nextStatuses: [] });
      expect(json(hired)).toMatchObject({
        message: 'Sneha Kulkarni is hired and told by SMS.',
        messageCode: 'job-application.hired',
        messageParams: { name: 'Sneha Kulkarni' },
      });
      expect(await lastSms(application.mobile)).toContain('congratulations, you are selected for');
      expect((await auditTrailOf(server.db, 'job_application', application.id)).map((row) => row.action)).toEqual([
        'job-application.shortlist',
        'job-application.hire',
      ]);
    });

    it('refuses a hire before a shortlist, any move after a rejection, and a stale move, changing nothing', async () => {
      const application = await addApplication(false);
      const early = await postAs(`/ops/careers/applications/${application.id}/moves`, { status: 'hired', expectedStatus: 'received' }, as('ops_admin'));
      expect(early.statusCode).toBe(409);
      expect(json(early).error).toBe("Sneha Kulkarni's application is received and cannot be marked hired.");
      const rejected = await postAs(`/ops/careers/applications/${application.id}/moves`, { status: 'rejected', expectedStatus: 'received' }, as('ops_admin'));
      expect(json(rejected)).toMatchObject({
        message: 'Sneha Kulkarni is not taken forward and told by SMS.',
        messageCode: 'job-application.not-taken-forward',
        messageParams: { name: 'Sneha Kulkarni' },
      });
      expect(await lastSms(application.mobile)).toContain('We will not take your application further this time.');
      const stale = await postAs(`/ops/careers/applications/${application.id}/moves`, { status: 'shortlisted', expectedStatus: 'received' }, as('ops_admin'));
      expect(stale.statusCode).toBe(409);
      expect(json(stale).error).toContain('was changed by someone else');
      const after = await postAs(`/ops/careers/applications/${application.id}/moves`, { status: 'shortlisted', expectedStatus: 'rejected' }, as('ops_admin'));
      expect(json(after).error).toBe("Sneha Kulkarni's application is not taken forward and cannot be marked shortlisted.");
      expect(dataOf(jobApplication, await get(`/ops/careers/applications/${application.id}`, as('ops_admin')))).toMatchObject({ status: 'rejected' });
      expect(await auditTrailOf(server.db, 'job_application', application.id)).toHaveLength(1);
      expect((await get(`/ops/careers/applications/${application.id}/resume`, as('ops_admin'))).statusCode).toBe(404);
      const card = await applicationsQueueSummary(server.db, server.clock.now());
      expect(card).toMatchObject({ queue: 'job-applications', path: '/ops/careers' });
      expect(card.doneToday).toBeGreaterThanOrEqual(1);
    });
  });

  describe('the partner-enquiry desk', () => {
    async function addEnquiry() {
      const id = randomUUID();
      const email = `rohit.${id.slice(0, 8)}@example.com`;
      await server.db.query(
        `INSERT INTO partner_leads (id, programme, name, mobile, email, city, pin_code, business, message, created_at, updated_at)
         VALUES ($1, 'franchise', 'Rohit Deshmukh', $2, $3, 'Nashik', '422001', 'Mobile shop', 'I want to offer loans.', $4, $4)`,
        [id, uniqueMobile(), email, server.clock.now()],
      );
      return { id, email };
    }
    const invitations = async (to: string) =>
      (
        await server.db.query<{ subject: string; body: string }>(
          `SELECT subject, body FROM email_outbox WHERE to_address = $1 AND purpose = 'partner-invitation'`,
          [to],
        )
      ).rows;

    it('is contacted, then converted: the shop invitation e-mail goes once, with the registration link filled in; each move audited', async () => {
      const enquiry = await addEnquiry();
      expect(dataOf(partnerEnquiry, await get(`/ops/partner-enquiries/${enquiry.id}`, as('ops_admin'))).nextStatuses).toEqual([
        'contacted',
        'converted',
        'closed',
      ]);
      const contacted = await postAs(
        `/ops/partner-enquiries/${enquiry.id}/moves`,
        { status: 'contacted', note: 'Called back.', expectedStatus: 'new' },
        as('ops_admin'),
      );
      expect(dataOf(movePartnerEnquiry, contacted)).toMatchObject({ status: 'contacted', invitedAt: null });
      // Each move's sentence has a code of its own, for the site to say it in Hindi or Marathi.
      expect(json(contacted)).toMatchObject({
        message: "Rohit Deshmukh's enquiry is contacted.",
        messageCode: 'partner-enquiry.contacted',
        messageParams: { name: 'Rohit Deshmukh' },
      });
      const converted = await postAs(`/ops/partner-enquiries/${enquiry.id}/moves`, { status: 'converted', expectedStatus: 'contacted' }, as('ops_admin'));
      expect(json(converted).message).toBe(`Rohit Deshmukh is invited to register a shop: the e-mail went to ${enquiry.email}.`);
      expect(dataOf(movePartnerEnquiry, converted)).toMatchObject({ status: 'converted', statusLabel: 'Invited to register', note: 'Called back.' });
      const sent = await invitations(enquiry.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toBe('Register your shop with LoanSetu');
      expect(sent[0]!.body).toContain(`https://loansetu.example/signup?username=Rohit+Deshmukh&email=${encodeURIComponent(enquiry.email)}&mobile=`);
      expect(sent[0]!.body).toContain('&pinCode=422001&city=Nashik');

      const again = await postAs(`/ops/partner-enquiries/${enquiry.id}/moves`, { status: 'converted', expectedStatus: 'converted' }, as('ops_admin'));
      expect(again.statusCode).toBe(409);
      expect(json(again).error).toBe('Rohit Deshmukh was invited to register already; the invitation goes once.');
      expect(await invitations(enquiry.email)).toHaveLength(1);
      expect((await auditTrailOf(server.db, 'partner_enquiry', enquiry.id)).map((row) => row.action)).toEqual([
        'partner-enquiry.contact',
        'partner-enquiry.convert',
      ]);
    });

    it('refuses a move from a closed enquiry and a stale move; counts the new ones on the dashboard card', async () => {
      const enquiry = await addEnquiry();
      const card = await partnerEnquiriesQueueSummary(server.db, server.clock.now());
      expect(card.size).toBeGreaterThanOrEqual(1);
      const closedNow = await postAs(
        `/ops/partner-enquiries/${enquiry.id}/moves`,
        { status: 'closed', note: 'Not reachable.', expectedStatus: 'new' },
        as('ops_admin'),
      );
      expect(json(closedNow)).toMatchObject({
        message: "Rohit Deshmukh's enquiry is closed.",
        messageCode: 'partner-enquiry.closed',
        messageParams: { name: 'Rohit Deshmukh' },
      });
      const stale = await postAs(`/ops/partner-enquiries/${enquiry.id}/moves`, { status: 'contacted', expectedStatus: 'new' }, as('ops_admin'));
      expect(stale.statusCode).toBe(409);
      const closed = await postAs(`/ops/partner-enquiries/${enquiry.id}/moves`, { status: 'converted', expectedStatus: 'closed' }, as('ops_admin'));
      expect(closed.statusCode).toBe(409);
      expect(json(closed).error).toBe("Rohit Deshmukh's enquiry is closed and cannot be marked invited to register.");
      expect(await invitations(enquiry.email)).toHaveLength(0);
      expect((await partnerEnquiriesQueueSummary(server.db, server.clock.now())).size).toBe(card.size - 1);
      const refused = await postAs(`/ops/partner-enquiries/${enquiry.id}/moves`, { status: 'new', expectedStatus: 'closed' }, as('ops_admin'));
      expect(refused.statusCode).toBe(400);
      expect(json(refused).fields).toMatchObject({ status: 'Choose contacted, converted or closed' });
    });
  });
});

describe.each(databaseKinds)('the service desks demo data on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true, files: localFileStorage(mkdtempSync(join(tmpdir(), 'desks-demo-'))) });
  });
  afterAll(() => server?.close());

  it('gives each desk work in every state, with due dates, replies and decisions consistent with their dates', async () => {
    const officer = await demoStaffToken(server, 'grievance.officer@example.com');
    const grievances = dataOf(listGrievances, await server.app.inject({ method: 'GET', url: '/ops/grievances?status=all', headers: bearer(officer) }));
    expect(grievances.counts).toEqual({ received: 1, in_progress: 2, escalated: 1, resolved: 1 });
    expect(grievances.overdue).toBe(1);
    for (const item of grievances.items) {
      expect(Date.parse(item.respondBy)).toBeGreaterThan(Date.parse(item.createdAt));
      expect(item.overdue).toBe(item.status !== 'resolved' && Date.parse(item.respondBy) < server.clock.now().getTime());
    }
    // The demo customer can follow their complaint with the reference and their mobile.
    const own = dataOf(grievanceStatus, await post(server.app, '/api/grievances/status', { reference: 'GRV26110001', mobile: '9876500001' }));
    expect(own).toMatchObject({ status: 'received', replies: [] });
    const answered = dataOf(grievanceStatus, await post(server.app, '/api/grievances/status', { reference: 'GRV26110005', mobile: '9822045113' }));
    expect(answered.status).toBe('resolved');
    expect(Date.parse(answered.replies[0]!.at)).toBeGreaterThan(Date.parse(answered.createdAt));

    const admin = await demoStaffToken(server, 'ops.admin@example.com');
    const applications = dataOf(
      listJobApplications,
      await server.app.inject({ method: 'GET', url: '/ops/careers/applications?status=all', headers: bearer(admin) }),
    );
    expect(applications.counts).toEqual({ received: 2, shortlisted: 1, rejected: 1, hired: 1 });
    const withResume = applications.items.find((item) => item.hasResume)!;
    const resume = await server.app.inject({ method: 'GET', url: `/ops/careers/applications/${withResume.id}/resume`, headers: bearer(admin) });
    expect(resume.statusCode).toBe(200);
    expect(resume.body.startsWith('%PDF-1.4')).toBe(true);
    const hired = applications.items.find((item) => item.status === 'hired')!;
    expect((await auditTrailOf(server.db, 'job_application', hired.id)).map((row) => row.action)).toEqual([
      'job-application.shortlist',
      'job-application.hire',
    ]);

    const enquiries = dataOf(
      listPartnerEnquiries,
      await server.app.inject({ method: 'GET', url: '/ops/partner-enquiries?status=all', headers: bearer(admin) }),
    );
    expect(enquiries.counts).toEqual({ new: 2, contacted: 1, converted: 1, closed: 1 });
    const converted = enquiries.items.find((item) => item.status === 'converted')!;
    const detail = dataOf(partnerEnquiry, await server.app.inject({ method: 'GET', url: `/ops/partner-enquiries/${converted.id}`, headers: bearer(admin) }));
    expect(Date.parse(detail.invitedAt!)).toBeGreaterThan(Date.parse(detail.createdAt));
  });
});
