// Demo data of the service desks (issue 32), so each desk of the console has work in every state:
// complaints (one from the demo customer's mobile, one overdue, one escalated, one resolved), job
// applications (waiting, shortlisted, not taken forward, hired, a work-from-home registration) and
// partner enquiries (new, late, contacted, converted with its invitation, closed). Dates are
// relative to the seeding time and consistent with each other: a reply after its complaint, a due
// date from grievanceRespondBy, a decision after its application, every decision in the audit
// trail by the demo staff who made it. Seeded once (fixed ids), after the demo staff exist.
import { randomUUID } from 'node:crypto';
import { grievanceRespondBy, type GrievanceStatus, type JobApplicationStatus, type PartnerEnquiryStatus } from '@platform/shared/schemas';
import { recordAudit } from '../audit/audit.ts';
import type { Database, Queryable } from '../db/database.ts';
import { invitationLink } from '../partner-enquiries/routes.ts';
import { seedDemoShopKyc } from './shop-kyc.ts';
import type { FileStorage } from '../storage/file-storage.ts';

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** A one-page PDF: enough for the résumé download to open in a viewer. */
function demoResume(name: string): Buffer {
  const text = `(${name} - resume, demo data) Tj`;
  const stream = `BT /F1 18 Tf 72 720 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const idOf = (n: number) => `0d35c000-0000-4000-8000-${String(n).padStart(12, '0')}`;

async function staffId(db: Queryable, email: string): Promise<string | null> {
  const { rows } = await db.query<{ id: string }>(`SELECT id FROM users WHERE lower(email) = $1 AND role = 'admin'`, [email]);
  return rows[0]?.id ?? null;
}

interface DemoComplaint {
  n: number;
  reference: string;
  name: string;
  mobile: string;
  category: string;
  details: string;
  daysAgo: number;
  status: GrievanceStatus;
  assigned: boolean;
  replies: Array<{ daysAfter: number; body: string }>;
  escalated?: { daysAfter: number; reason: string };
  resolved?: { daysAfter: number; resolution: string };
}

const COMPLAINTS: DemoComplaint[] = [
  {
    n: 1,
    reference: 'GRV26110001',
    name: 'Priya Sharma',
    mobile: '9876500001',
    category: 'Interest, fees or charges',
    details: 'The personal loan offer showed a processing fee of 1%, but the sanction letter says 2.5%. I want the fee the offer showed.',
    daysAgo: 2,
    status: 'received',
    assigned: false,
    replies: [],
  },
  {
    n: 2,
    reference: 'GRV26110002',
    name: 'Anil Joshi',
    mobile: '9822045110',
    category: 'Recovery or collection conduct',
    details: 'A recovery agent called me four times after 8 pm last week about an EMI I had already paid through the app.',
    daysAgo: 9,
    status: 'in_progress',
    assigned: true,
    replies: [
      {
        daysAfter: 1,
        body: 'We are sorry for these calls. We have asked the lender to stop them and to confirm your EMI receipt; we will write again within 7 days.',
      },
    ],
  },
  {
    n: 3,
    reference: 'GRV26110003',
    name: 'Meenakshi Pillai',
    mobile: '9822045111',
    category: 'Payment or refund',
    details: 'I paid the ITR filing fee twice from my shop wallet on the same day. One payment should be refunded to the wallet.',
    daysAgo: 34,
    status: 'in_progress',
    assigned: true,
    replies: [
      {
        daysAfter: 2,
        body: 'We can see both payments. The finance team is checking with the payment provider; we will refund the duplicate once they confirm.',
      },
    ],
  },
  {
    n: 4,
    reference: 'GRV26110004',
    name: 'Suresh Yadav',
    mobile: '9822045112',
    category: 'Loan or card application',
    details: 'My education loan application has been stuck at document verification for three weeks and nobody answers my calls.',
    daysAgo: 18,
    status: 'escalated',
    assigned: true,
    replies: [{ daysAfter: 1, body: 'We have asked the lender why your documents are still being verified and will update you within 5 days.' }],
    escalated: { daysAfter: 12, reason: 'The lender has not answered our two reminders about the document verification.' },
  },
  {
    n: 5,
    reference: 'GRV26110005',
    name: 'Fatima Shaikh',
    mobile: '9822045113',
    category: 'Privacy or consent',
    details: 'I keep receiving loan offer SMS after I withdrew my marketing consent on the website last month.',
    daysAgo: 40,
    status: 'resolved',
    assigned: true,
    replies: [{ daysAfter: 3, body: 'We found an old list that still had your number. It has been removed and the sender told to stop.' }],
    resolved: {
      daysAfter: 6,
      resolution: 'Your number was removed from the marketing list on our side and at the SMS sender; no further offers will be sent.',
    },
  },
];

async function seedComplaints(tx: Queryable, now: Date, officer: string | null): Promise<void> {
  for (const c of COMPLAINTS) {
    const id = idOf(c.n);
    const exists = await tx.query('SELECT 1 FROM grievances WHERE id = $1 OR reference = $2', [id, c.reference]);
    if (exists.rows.length > 0) continue;
    const at = new Date(now.getTime() - c.daysAgo * DAY - 3 * HOUR);
    const after = (days: number) => new Date(at.getTime() + days * DAY + 2 * HOUR);
    const last = c.resolved
      ? after(c.resolved.daysAfter)
      : c.escalated
        ? after(c.escalated.daysAfter)
        : c.replies.length
          ? after(c.replies.at(-1)!.daysAfter)
          : at;
    await tx.query(
      `INSERT INTO grievances (id, reference, name, mobile, email, category, details, status, resolution, respond_by, client_address, created_at, updated_at,
         assigned_to, escalation_reason, escalated_at, resolved_at)
       VALUES ($1, $2, $3, $4, NULL, $5, $6, $7, $8, $9, NULL, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        c.reference,
        c.name,
        c.mobile,
        c.category,
        c.details,
        c.status,
        c.resolved?.resolution ?? null,
        grievanceRespondBy(at),
        at,
        last,
        c.assigned ? officer : null,
        c.escalated?.reason ?? null,
        c.escalated ? after(c.escalated.daysAfter) : null,
        c.resolved ? after(c.resolved.daysAfter) : null,
      ],
    );
    const actor = { id: officer, role: 'admin' };
    const audit = (action: string, atTime: Date, before: unknown, afterState: unknown, reason?: string) =>
      recordAudit(tx, { actor, action, subjectType: 'grievance', subjectId: id, before, after: afterState, reason: reason ?? null, at: atTime });
    if (c.assigned)
      await audit(
        'grievance.assign',
        new Date(at.getTime() + 20 * HOUR),
        { status: 'received', assignedTo: null },
        { status: 'in_progress', assignedTo: officer },
      );
    for (const reply of c.replies) {
      await tx.query('INSERT INTO grievance_replies (id, grievance_id, author_id, body, created_at) VALUES ($1, $2, $3, $4, $5)', [
        randomUUID(),
        id,
        officer,
        reply.body,
        after(reply.daysAfter),
      ]);
      await audit('grievance.reply', after(reply.daysAfter), { status: 'in_progress' }, { status: 'in_progress', reply: reply.body });
    }
    if (c.escalated) await audit('grievance.escalate', after(c.escalated.daysAfter), { status: 'in_progress' }, { status: 'escalated' }, c.escalated.reason);
    if (c.resolved) await audit('grievance.resolve', after(c.resolved.daysAfter), { status: 'in_progress' }, { status: 'resolved' }, c.resolved.resolution);
  }
}

interface DemoApplication {
  n: number;
  jobId: string | null;
  name: string;
  email: string;
  mobile: string;
  city: string;
  years: number;
  daysAgo: number;
  status: JobApplicationStatus;
  /** Each decision, days after the application, in order. */
  decisions: Array<{ to: JobApplicationStatus; daysAfter: number; note: string }>;
}

const APPLICATIONS: DemoApplication[] = [
  {
    n: 11,
    jobId: 'loan-advisor-pune',
    name: 'Rutuja Patil',
    email: 'rutuja.patil@example.com',
    mobile: '9822046001',
    city: 'Pune',
    years: 3,
    daysAgo: 2,
    status: 'received',
    decisions: [],
  },
  {
    n: 12,
    jobId: 'partner-relationship-manager-lucknow',
    name: 'Aman Srivastava',
    email: 'aman.srivastava@example.com',
    mobile: '9822046002',
    city: 'Lucknow',
    years: 5,
    daysAgo: 9,
    status: 'shortlisted',
    decisions: [{ to: 'shortlisted', daysAfter: 3, note: 'Five years with a microfinance partner network; interview on the phone first.' }],
  },
  {
    n: 13,
    jobId: 'content-writer-intern',
    name: 'Neha Bansal',
    email: 'neha.bansal@example.com',
    mobile: '9822046003',
    city: 'Jaipur',
    years: 0,
    daysAgo: 12,
    status: 'rejected',
    decisions: [{ to: 'rejected', daysAfter: 4, note: 'Writing samples not on personal finance.' }],
  },
  {
    n: 14,
    jobId: 'loan-advisor-pune',
    name: 'Omkar Jadhav',
    email: 'omkar.jadhav@example.com',
    mobile: '9822046004',
    city: 'Pune',
    years: 4,
    daysAgo: 26,
    status: 'hired',
    decisions: [
      { to: 'shortlisted', daysAfter: 2, note: 'Strong home-loan sales record.' },
      { to: 'hired', daysAfter: 12, note: 'Joins on the 1st; offer accepted.' },
    ],
  },
  {
    n: 15,
    jobId: null,
    name: 'Shabana Khan',
    email: 'shabana.khan@example.com',
    mobile: '9822046005',
    city: 'Bhopal',
    years: 1,
    daysAgo: 1,
    status: 'received',
    decisions: [],
  },
];

const VERB = { shortlisted: 'shortlist', rejected: 'reject', hired: 'hire', received: 'receive' } as const;

async function seedApplications(tx: Queryable, now: Date, admin: string | null, files: FileStorage): Promise<void> {
  for (const a of APPLICATIONS) {
    const id = idOf(a.n);
    if ((await tx.query('SELECT 1 FROM job_applications WHERE id = $1', [id])).rows.length > 0) continue;
    if (a.jobId && (await tx.query('SELECT 1 FROM jobs WHERE id = $1', [a.jobId])).rows.length === 0) continue;
    const at = new Date(now.getTime() - a.daysAgo * DAY - 5 * HOUR);
    const verification = idOf(a.n + 100);
    await tx.query(
      `INSERT INTO career_verifications (id, mobile, job_type, status, created_at, verified_at, used_at) VALUES ($1, $2, $3, 'verified', $4, $4, $4)`,
      [verification, a.mobile, a.jobId ? null : 'remote', at],
    );
    const resume = a.jobId ? demoResume(a.name) : null;
    const key = resume ? await files.put(resume, 'pdf') : null;
    const lastDecision = a.decisions.at(-1);
    const updated = lastDecision ? new Date(at.getTime() + lastDecision.daysAfter * DAY) : at;
    await tx.query(
      `INSERT INTO job_applications (id, programme, job_id, verification_id, name, email, mobile, city, experience_years, resume_key, resume_bytes, created_at,
         status, note, decided_by, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
      [
        id,
        a.jobId ? 'job' : 'work-from-home',
        a.jobId,
        verification,
        a.name,
        a.email,
        a.mobile,
        a.city,
        a.years,
        key,
        resume?.length ?? null,
        at,
        a.status,
        lastDecision?.note ?? null,
        lastDecision ? admin : null,
        updated,
      ],
    );
    let from: JobApplicationStatus = 'received';
    for (const decision of a.decisions) {
      await recordAudit(tx, {
        actor: { id: admin, role: 'admin' },
        action: `job-application.${VERB[decision.to]}`,
        subjectType: 'job_application',
        subjectId: id,
        before: { status: from },
        after: { status: decision.to },
        reason: decision.note,
        at: new Date(at.getTime() + decision.daysAfter * DAY),
      });
      from = decision.to;
    }
  }
}

interface DemoEnquiry {
  n: number;
  programme: 'franchise' | 'distributor' | 'become-partner';
  name: string;
  mobile: string;
  email: string;
  city: string;
  pinCode: string;
  business: string;
  message: string;
  daysAgo: number;
  status: PartnerEnquiryStatus;
  moves: Array<{ to: PartnerEnquiryStatus; daysAfter: number; note: string }>;
}

const ENQUIRIES: DemoEnquiry[] = [
  {
    n: 21,
    programme: 'franchise',
    name: 'Rohit Deshmukh',
    mobile: '9822047001',
    email: 'rohit.deshmukh@example.com',
    city: 'Nashik',
    pinCode: '422001',
    business: 'Mobile and recharge shop',
    message: 'I run a mobile shop near the bus stand and want to offer loans.',
    daysAgo: 1,
    status: 'new',
    moves: [],
  },
  {
    n: 22,
    programme: 'distributor',
    name: 'Gurpreet Singh',
    mobile: '9822047002',
    email: 'gurpreet.singh@example.com',
    city: 'Ludhiana',
    pinCode: '141001',
    business: 'Insurance agency with 12 sub-agents',
    message: 'Interested in distributing across Ludhiana district.',
    daysAgo: 4,
    status: 'new',
    moves: [],
  },
  {
    n: 23,
    programme: 'become-partner',
    name: 'Lakshmi Narayanan',
    mobile: '9822047003',
    email: 'lakshmi.n@example.com',
    city: 'Madurai',
    pinCode: '625001',
    business: 'Common service centre',
    message: 'We already do PAN and Aadhaar services.',
    daysAgo: 6,
    status: 'contacted',
    moves: [{ to: 'contacted', daysAfter: 1, note: 'Called; wants the commission rates in writing.' }],
  },
  {
    n: 24,
    programme: 'franchise',
    name: 'Deepak Verma',
    mobile: '9822047004',
    email: 'deepak.verma@example.com',
    city: 'Indore',
    pinCode: '452001',
    business: 'Travel agency',
    message: 'Looking to add financial services to my agency.',
    daysAgo: 15,
    status: 'converted',
    moves: [
      { to: 'contacted', daysAfter: 1, note: 'Called; ready to start.' },
      { to: 'converted', daysAfter: 3, note: 'Invited to register the shop.' },
    ],
  },
  {
    n: 25,
    programme: 'distributor',
    name: 'Sunita Rao',
    mobile: '9822047005',
    email: 'sunita.rao@example.com',
    city: 'Mysuru',
    pinCode: '570001',
    business: 'Stationery shop',
    message: 'Please call after 6 pm.',
    daysAgo: 20,
    status: 'closed',
    moves: [{ to: 'closed', daysAfter: 5, note: 'Not reachable after three calls over a week.' }],
  },
];

const ENQUIRY_VERB = { contacted: 'contact', converted: 'convert', closed: 'close', new: 'new' } as const;

async function seedEnquiries(tx: Queryable, now: Date, admin: string | null, siteUrl: string): Promise<void> {
  for (const e of ENQUIRIES) {
    const id = idOf(e.n);
    if ((await tx.query('SELECT 1 FROM partner_leads WHERE id = $1', [id])).rows.length > 0) continue;
    const at = new Date(now.getTime() - e.daysAgo * DAY - 4 * HOUR);
    const moveAt = (days: number) => new Date(at.getTime() + days * DAY);
    const last = e.moves.at(-1);
    const invited = e.moves.find((move) => move.to === 'converted');
    await tx.query(
      `INSERT INTO partner_leads (id, programme, name, mobile, email, city, pin_code, business, message, created_at, status, note, invited_at, updated_at, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [
        id,
        e.programme,
        e.name,
        e.mobile,
        e.email,
        e.city,
        e.pinCode,
        e.business,
        e.message,
        at,
        e.status,
        last?.note ?? null,
        invited ? moveAt(invited.daysAfter) : null,
        last ? moveAt(last.daysAfter) : at,
        last ? admin : null,
      ],
    );
    let from: PartnerEnquiryStatus = 'new';
    for (const move of e.moves) {
      await recordAudit(tx, {
        actor: { id: admin, role: 'admin' },
        action: `partner-enquiry.${ENQUIRY_VERB[move.to]}`,
        subjectType: 'partner_enquiry',
        subjectId: id,
        before: { status: from },
        after: { status: move.to, ...(move.to === 'converted' ? { invitation: { to: e.email } } : {}) },
        reason: move.note,
        at: moveAt(move.daysAfter),
      });
      from = move.to;
    }
    if (invited) {
      await tx.query('INSERT INTO email_outbox (id, to_address, subject, body, purpose, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        randomUUID(),
        e.email,
        'Register your shop with LoanSetu',
        `Dear ${e.name},\n\nYou are invited to register your shop as a LoanSetu partner:\n\n${invitationLink(siteUrl, { name: e.name, email: e.email, mobile: e.mobile, pin_code: e.pinCode, city: e.city })}\n\nLoanSetu partner team`,
        'partner-invitation',
        moveAt(invited.daysAfter),
      ]);
    }
  }
}

/** The desks' demo rows, in one transaction (all or none). */
export async function seedDeskDemo(db: Database, now: Date, files: FileStorage, siteUrl: string): Promise<void> {
  const officer = await staffId(db, 'grievance.officer@example.com');
  const admin = await staffId(db, 'ops.admin@example.com');
  await db.transaction(async (tx) => {
    await seedComplaints(tx, now, officer);
    await seedApplications(tx, now, admin, files);
    await seedEnquiries(tx, now, admin, siteUrl);
  });
  // The KYC review desk's part: the demo shop's PAN sent back by the demo reviewer.
  await seedDemoShopKyc(db, now);
}
