import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import * as audit from '@/lib/audit-log/admin';
import * as catalogueAdmin from '@/lib/catalogue/admin';
import * as catalogueCsv from '@/lib/catalogue/csv';
import * as analytics from '@/lib/analytics/click-log';
import { db } from '@/lib/platform/db/client';
import * as enquiries from '@/lib/enquiries/admin';
import * as enquiryThread from '@/lib/enquiries/thread';
import * as enquiryThreadForm from '@/lib/enquiries/thread-form';
import * as clauses from '@/lib/investors/admin/clauses';
import * as tables from '@/lib/investors/tables';
import * as outlets from '@/lib/locator/admin';
import * as outletImport from '@/lib/locator/import';
import * as mail from '@/lib/outbox/admin';
import { MAIL_ACCESS } from '@/lib/features';
import * as newsletter from '@/lib/newsletter/admin';
import * as payments from '@/lib/payments/admin';
import * as webhookEvents from '@/lib/payments/webhook-events';
import * as privacy from '@/lib/privacy/person';
import * as cspReports from '@/lib/csp-reports/admin';
import * as service from '@/lib/service/admin';
import * as serviceReport from '@/lib/service/report';
import * as servicePromises from '@/lib/service/promises';
import * as serviceVisit from '@/lib/service/visit';
import * as handled from '@/lib/features/handled';
import * as inbox from '@/lib/platform/inbox/inbox';
import * as accounts from '@/lib/staff/accounts';
import * as warranty from '@/lib/warranty/admin';
import * as warrantyVerify from '@/lib/warranty/verify';
import * as stats from '@/lib/staff/stats';
import { NotAllowedError, type StaffActor } from '../platform/auth/access';
import { STAFF_ROLES, allows, type Access } from '../platform/auth/roles';
import * as signOut from '../platform/auth/sign-out';
import { signedInActor } from '../platform/auth/test-actors';

afterAll(() => db().$disconnect());

/**
 * Every exported function of the modules that read or write staff data, with the access it needs.
 * A function added to one of these modules fails the completeness check below until it is listed
 * here (guarded) or in NOT_STAFF_DATA (with the reason it needs no session).
 */
const MODULES = {
  audit,
  analytics,
  enquiries,
  enquiryThread,
  enquiryThreadForm,
  clauses,
  tables,
  mail,
  newsletter,
  payments,
  handled,
  inbox,
  stats,
  signOut,
  accounts,
  webhookEvents,
  privacy,
  cspReports,
  service,
  serviceReport,
  servicePromises,
  serviceVisit,
  outlets,
  outletImport,
  catalogueAdmin,
  catalogueCsv,
  warranty,
  warrantyVerify,
} as const;

const NOT_STAFF_DATA = new Set([
  // An inbox action's body: it takes the member from the request's session (requireStaff with
  // the entity's owner) and calls setHandled, which checks again.
  'handled.markHandledFromForm',
  // The enquiry pages' actions' body, the same way: requireStaff(sales), then the thread's
  // functions, which check again.
  'enquiryThreadForm.threadChangeFromForm',
  // Pure: whether a reply or note may be stored as written, and a reply's e-mail.
  'enquiryThread.textProblem',
  'enquiryThread.replyMail',
  // The promise a new public request is given (lib/service/create.ts): public, no staff data.
  'servicePromises.servicePromiseFor',
  // Pure: the visit a request holds, as its staff form carries it back.
  'serviceVisit.visitToken',
  // Public page-view logging and the prune command.
  'analytics.recordClick',
  'analytics.recordNavigation',
  'analytics.pruneClickLogs',
  // The graceful stop writes the process's waiting page views (lib/platform/ops/shutdown.ts).
  'analytics.flushPageViews',
  // Pure: which dashboard counts a member's roles allow.
  'stats.countedFor',
  // Pure: a count of records already read.
  'privacy.countRecords',
  // The inbox kit: pure builders; the list/all reads it makes check their role (listed above).
  'inbox.defineInbox',
  'inbox.inboxWhere',
  'inbox.pageOf',
  'inbox.pageCount',
  'inbox.isoOrNull',
  'inbox.handledFields',
  // The registry's lookup by name; each table's operations are checked below.
  'tables.tableOf',
  // Pure: India's date today, a stored model as the form reads it, a renamed model's redirects
  // inside a save's transaction (its callers check the role).
  'catalogueAdmin.indiaToday',
  'catalogueAdmin.inputOf',
  'catalogueAdmin.recordRename',
  // Pure: "18 of 20 (90%)".
  'serviceReport.attainment',
]);

const ACCESS: Record<string, Access> = {
  'audit.listAudit': 'admin',
  'analytics.navigationReport': 'signed-in',
  'enquiries.listContactEnquiries': 'sales',
  'enquiries.allContactEnquiries': 'sales',
  'enquiries.listDealerEnquiries': 'sales',
  'enquiries.allDealerEnquiries': 'sales',
  'enquiries.findContactEnquiry': 'sales',
  'enquiries.findDealerEnquiry': 'sales',
  'enquiryThread.replyToEnquiry': 'sales',
  'enquiryThread.addEnquiryNote': 'sales',
  'enquiryThread.assignEnquiry': 'sales',
  'enquiryThread.listEnquiryAssignees': 'sales',
  'enquiryThread.findEnquiryThread': 'sales',
  'warranty.listWarrantyRegistrations': 'service',
  'warranty.allWarrantyRegistrations': 'service',
  'warranty.openWarrantyInvoice': 'service',
  'warranty.findWarrantyRegistration': 'service',
  'warranty.countPendingWarrantyRegistrations': 'service',
  'warrantyVerify.decideWarranty': 'service',
  'clauses.listStaffClauseMarks': 'investor_relations',
  'clauses.saveClauseMark': 'investor_relations',
  // Sales and service, each for their own kinds of mail (lib/outbox/owners.test.ts).
  'mail.listMail': MAIL_ACCESS,
  'mail.countStuckMail': MAIL_ACCESS,
  'mail.resendMail': MAIL_ACCESS,
  'newsletter.listSubscribers': 'sales',
  'newsletter.allSubscribers': 'sales',
  'newsletter.setSubscriberHandled': 'sales',
  'payments.listPayments': 'accounts',
  'payments.allPayments': 'accounts',
  'payments.recheckOrder': 'accounts',
  'handled.setHandled': 'sales',
  'stats.dailySeries': 'signed-in', // per count: checked below
  'signOut.signOutEverywhere': 'signed-in',
  'webhookEvents.listWebhookEvents': 'accounts',
  'cspReports.listCspReports': 'admin',
  'cspReports.countUnreviewedPaymentReports': 'admin',
  'cspReports.markCspReportReviewed': 'admin',
  'accounts.listStaffMembers': 'admin',
  'accounts.findStaffMember': 'admin',
  'accounts.inviteStaffMember': 'admin',
  'accounts.setStaffMemberDisabled': 'admin',
  'accounts.changeStaffRoles': 'admin',
  'accounts.resetStaffPassword': 'admin',
  'accounts.resetStaffSecondFactor': 'admin',
  'privacy.findPerson': 'admin',
  'privacy.exportPerson': 'admin',
  'privacy.erasePerson': 'admin',
  'service.listServiceRequests': 'service',
  'service.allServiceRequests': 'service',
  'service.listServiceCentres': 'service',
  'service.countOpenServiceRequests': 'service',
  'service.findServiceRequest': 'service',
  'service.findServiceRequestPhoto': 'service',
  'serviceReport.serviceReport': 'service',
  'service.changeServiceStatus': 'service',
  'service.reassignServiceRequest': 'service',
  'service.addServiceNote': 'service',
  'servicePromises.listServicePromises': 'service',
  'servicePromises.saveServicePromise': 'service',
  'servicePromises.deleteServicePromise': 'service',
  'serviceVisit.setServiceVisit': 'service',
  'outlets.listOutlets': 'service',
  'outlets.allOutlets': 'service',
  'outlets.findOutlet': 'service',
  'outlets.saveOutlet': 'service',
  'outlets.setOutletActive': 'service',
  'outlets.deleteOutlet': 'service',
  'outletImport.importOutlets': 'service',
  'catalogueAdmin.listCatalogueModels': 'catalogue',
  'catalogueAdmin.findCatalogueModel': 'catalogue',
  'catalogueAdmin.saveCatalogueModel': 'catalogue',
  'catalogueCsv.exportCatalogue': 'catalogue',
  'catalogueCsv.importCatalogue': 'catalogue',
};

type Fn = (actor: unknown, ...rest: unknown[]) => Promise<unknown>;

const exported = Object.entries(MODULES).flatMap(([module, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value === 'function')
    .map(([name, fn]) => ({ key: `${module}.${name}`, fn: fn as Fn })),
);

// Arguments after the actor: plausible for every function, and aimed at real rows where they matter.
const id = randomUUID();
const rest = (key: string): unknown[] => {
  if (key === 'stats.dailySeries') return ['contactEnquiries'];
  if (key === 'handled.setHandled') return ['ContactEnquiry', id, true];
  return [id, { q: '', page: 1, status: 'all' }, null];
};

async function refusal(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'allowed';
  } catch (error) {
    return error instanceof NotAllowedError ? error.reason : `other: ${(error as Error).message}`;
  }
}

const lacking = (access: Access) =>
  STAFF_ROLES.filter((role) => role !== 'admin' && !allows([role], access));

describe('the staff data layer', () => {
  it('takes in every module of lib/ that reads or writes staff data (so none goes unchecked)', () => {
    // A module that authorizes a member, or defines an inbox, is staff data: it must be one of
    // MODULES above, or the role checks below never try its functions.
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'platform' ? [] : walk(full);
        return /\.ts$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
      });
    const imported = [...readFileSync(__filename, 'utf8').matchAll(/from '@\/(lib\/[^']+)'/g)].map(
      (m) => m[1]!,
    );
    const covered = (file: string) =>
      imported.some((spec) => file === `${spec}.ts` || file === `${spec}/index.ts`) ||
      imported.some((spec) => path.dirname(file) === spec);
    const staffData = walk('lib').filter(
      (file) =>
        !file.startsWith('lib/features/') &&
        /\b(authorize|requireStaff|defineInbox)\(/.test(readFileSync(file, 'utf8')),
    );
    expect(staffData.length).toBeGreaterThan(10);
    expect(staffData.filter((file) => !covered(file))).toEqual([]);
  });

  it('lists every exported function of the staff data modules', () => {
    const unlisted = exported
      .map((e) => e.key)
      .filter((key) => !(key in ACCESS) && !NOT_STAFF_DATA.has(key));
    expect(unlisted).toEqual([]);
  });

  const guarded = exported.filter((e) => e.key in ACCESS);

  it.each(guarded.map((e) => [e.key, e.fn] as const))(
    '%s refuses a call without a live session before touching the database',
    async (key, fn) => {
      const real = await signedInActor(['admin']);
      const forged: StaffActor = { ...real };
      for (const actor of [undefined, null, forged, { email: 'x@example.com', roles: ['admin'] }]) {
        expect(await refusal(() => fn(actor, ...rest(key)))).toBe('no-session');
      }
    },
  );

  it.each(guarded.filter((e) => ACCESS[e.key] !== 'signed-in').map((e) => [e.key, e.fn] as const))(
    '%s refuses a member without its role',
    async (key, fn) => {
      const actor = await signedInActor(lacking(ACCESS[key]!));
      expect(await refusal(() => fn(actor, ...rest(key)))).toBe('role');
    },
  );

  it('each investor table refuses outsiders and members without the role', async () => {
    // Each role without investor relations on its own, whichever table the call names.
    const outsiders = await Promise.all(
      lacking('investor_relations').map((role) => signedInActor([role])),
    );
    const forged = { ...outsiders[0]!, roles: ['admin'] } as StaffActor;
    const form = new FormData();
    form.set('name', 'x');
    form.set('title', 'x');
    expect(tables.TABLES.length).toBeGreaterThanOrEqual(5);
    for (const table of tables.TABLES) {
      const calls: ((actor: StaffActor) => Promise<unknown>)[] = [
        (a) => table.list(a, {}),
        (a) => table.editForm(a, id),
        (a) => table.submit(a, form),
        ...(['up', 'down', 'archive', 'unarchive', 'delete'] as const).map(
          (op) => (a: StaffActor) => table.change(a, id, op, 'a reason'),
        ),
      ];
      for (const call of calls) {
        expect(await refusal(() => call(forged))).toBe('no-session');
        for (const outsider of outsiders) {
          expect([table.name, outsider.roles, await refusal(() => call(outsider))]).toEqual([
            table.name,
            outsider.roles,
            'role',
          ]);
        }
      }
    }
  });

  it('marks a handled row only for the role that owns it (and admins), whatever the inbox', async () => {
    // The owners as issue 29 set them: after-sales rows are the service role's, not sales'.
    const owners: Record<string, Access> = {
      Subscriber: 'sales',
      ContactEnquiry: 'sales',
      DealerEnquiry: 'sales',
      WarrantyRegistration: 'service',
    };
    // A new handled entity fails here until its owner is written down above.
    expect([...handled.HANDLED_ENTITIES].sort()).toEqual(Object.keys(owners).sort());
    const actors = await Promise.all(STAFF_ROLES.map((role) => signedInActor([role])));
    for (const entity of handled.HANDLED_ENTITIES) {
      for (const actor of actors) {
        // A row that does not exist: an allowed call answers false and writes nothing.
        const outcome = await refusal(() => handled.setHandled(actor, entity, randomUUID(), true));
        const expected = allows(actor.roles, owners[entity]!) ? 'allowed' : 'role';
        expect([entity, actor.roles, outcome]).toEqual([entity, actor.roles, expected]);
      }
    }
  });

  it('dashboard counts need the role of what they count', async () => {
    const investors = await signedInActor(['investor_relations']);
    expect(stats.countedFor(investors)).toEqual(['pageViews']);
    for (const key of ['contactEnquiries', 'dealerEnquiries', 'subscribers', 'payments'] as const) {
      expect(await refusal(() => stats.dailySeries(investors, key))).toBe('role');
    }
    expect(await refusal(() => stats.dailySeries(investors, 'pageViews'))).toBe('allowed');
  });
});
