import { randomUUID } from 'node:crypto';
import {
  OUTLET_AUDIT_TEXT,
  OUTLET_IMPORT_TEXT as T,
  OUTLET_MESSAGES as M,
} from '@/content/locator';
import { signedInActor } from '@/lib/platform/auth/test-actors';
import { db } from '@/lib/platform/db/client';
import { randomClientAddress } from '@/lib/platform/http/testing';
import { reassignServiceRequest } from '@/lib/service/admin';
import { createServiceRequest } from '@/lib/service/create';
import { serviceFieldsSchema } from '@/lib/service/schema';
import { sampleLookup } from '@/lib/catalogue/testing';
import { validService } from '@/lib/service/testing';
import { deleteOutlet, findOutlet, listOutlets, saveOutlet, setOutletActive } from './admin';
import { importOutlets, IMPORT_MAX_ROWS } from './import';

afterAll(() => db().$disconnect());

const fields = (over: Record<string, string> = {}) => ({
  name: `Outlet ${randomUUID()}`,
  type: 'service_centre',
  productLines: 'bess',
  address: 'Plot 7, Phase 8',
  city: 'Mohali',
  state: 'Punjab',
  pincode: '160062',
  phones: '9876500002',
  ...over,
});

const csvFile = (text: string, name = 'outlets.csv') => ({
  name,
  bytes: new TextEncoder().encode(text),
});

const HEADER =
  'name,type,product_lines,address,city,state,pincode,phones,email,opening_hours,active';

describe('staff outlets', () => {
  it('adds an outlet with its coordinates, edits, deactivates and deletes it, each audited', async () => {
    const actor = await signedInActor(['service']);
    const saved = await saveOutlet(actor, null, fields());
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const stored = await db().outlet.findUniqueOrThrow({ where: { id: saved.id } });
    expect(stored.lat).toBeCloseTo(30.68, 1);
    expect((await findOutlet(actor, saved.id))?.located).toBe(true);

    const unknownPin = await saveOutlet(
      actor,
      saved.id,
      fields({ pincode: '999999', name: stored.name }),
    );
    expect(unknownPin.ok).toBe(true);
    expect((await findOutlet(actor, saved.id))?.located).toBe(false);

    expect(await setOutletActive(actor, saved.id, false)).toBe(true);
    expect((await findOutlet(actor, saved.id))?.active).toBe(false);
    expect(await deleteOutlet(actor, saved.id)).toBe('deleted');
    expect(await findOutlet(actor, saved.id)).toBeNull();
    expect(await deleteOutlet(actor, saved.id)).toBe('missing');

    const audit = await db().auditLog.findMany({
      where: { entity: 'Outlet', entityId: saved.id },
      orderBy: { createdAt: 'asc' },
    });
    expect(audit.map((a) => a.action)).toEqual([
      'outlet-add',
      'outlet-edit',
      'outlet-active',
      'outlet-delete',
    ]);
    expect(audit[0]!.summary).toBe(OUTLET_AUDIT_TEXT.added(stored.name, '160062'));
  });

  it('keeps an outlet a request, its history or a warranty names: deleting it is refused', async () => {
    const actor = await signedInActor(['service']);
    const centre = async () => {
      const saved = await saveOutlet(actor, null, fields({ productLines: 'cctv' }));
      if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
      return saved.id;
    };
    const [first, second] = [await centre(), await centre()];
    // A pincode the data set lacks: no centre is chosen, so staff assign one.
    const request = await createServiceRequest(
      await serviceFieldsSchema(sampleLookup).parseAsync(
        validService({ productLine: 'cctv', modelCode: 'CC-DOME-2', pincode: '999999' }),
      ),
      { ip: randomClientAddress(), userAgent: null },
      [],
    );
    expect(await reassignServiceRequest(actor, request.id, first, [])).toBe('assigned');
    expect(await deleteOutlet(actor, first)).toBe('inUse');
    // Reassigned: only the request's history names the first centre now.
    expect(await reassignServiceRequest(actor, request.id, second, [])).toBe('assigned');
    expect(await deleteOutlet(actor, first)).toBe('inUse');
    expect(await deleteOutlet(actor, second)).toBe('inUse');

    const dealer = await saveOutlet(actor, null, fields({ type: 'dealer' }));
    if (!dealer.ok) throw new Error(JSON.stringify(dealer.errors));
    await db().warrantyRegistration.create({
      data: {
        number: `WR/2091-92/${randomUUID().slice(0, 6)}`,
        financialYear: '2091-92',
        sequence: Math.floor(Math.random() * 1_000_000_000),
        productLine: 'bess',
        modelCode: 'BS-HOME-5',
        serial: `T-${randomUUID().slice(0, 30)}`,
        purchasedOn: new Date('2025-01-10T00:00:00Z'),
        warrantyEndsOn: new Date('2030-01-10T00:00:00Z'),
        dealerName: 'As it was',
        dealerOutletId: dealer.id,
        invoiceKey: 'private/warranty-invoices/test.pdf',
        name: 'A Customer',
        mobile: '9123456780',
        email: 'customer@example.com',
        pincode: '160022',
      },
    });
    expect(await deleteOutlet(actor, dealer.id)).toBe('inUse');

    for (const id of [first, second, dealer.id]) {
      expect(await db().outlet.count({ where: { id } })).toBe(1);
      const deletions = await db().auditLog.count({
        where: { entity: 'Outlet', entityId: id, action: 'outlet-delete' },
      });
      expect(deletions).toBe(0);
      // The database refuses it too, should a reference be written while a deletion runs.
      await expect(db().outlet.delete({ where: { id } })).rejects.toMatchObject({ code: 'P2003' });
    }
    // Deactivating is the way: it leaves the locator and the history keeps its outlet.
    expect(await setOutletActive(actor, first, false)).toBe(true);
  });

  it('refuses a bad form with each field’s message and saves nothing', async () => {
    const actor = await signedInActor(['service']);
    const name = `Bad ${randomUUID()}`;
    const result = await saveOutlet(actor, null, fields({ name, pincode: '12', phones: 'x' }));
    expect(result).toEqual({ ok: false, errors: { pincode: M.pincode, phones: M.phone('x') } });
    expect(await db().outlet.count({ where: { name } })).toBe(0);
  });

  it('lists outlets with search and type filter', async () => {
    const actor = await signedInActor(['service']);
    const tag = randomUUID();
    await saveOutlet(actor, null, fields({ name: `Listed ${tag}`, type: 'distributor' }));
    const page = await listOutlets(actor, { q: tag, page: 1, status: 'all', type: 'distributor' });
    expect(page.total).toBe(1);
    expect(page.rows[0]).toMatchObject({ name: `Listed ${tag}`, typeLabel: 'Distributor' });
    const none = await listOutlets(actor, { q: tag, page: 1, status: 'all', type: 'dealer' });
    expect(none.total).toBe(0);
  });
});

describe('CSV import', () => {
  it('saves every good row in one go and updates a listed outlet of the same name and pincode', async () => {
    const actor = await signedInActor(['service']);
    const a = `Import A ${randomUUID()}`;
    const b = `Import B ${randomUUID()}`;
    const text = [
      HEADER,
      `"${a}",dealer,led-lights;cctv,"12 Mall Road, near ""Clock Tower""",Ludhiana,Punjab,141001,9876500011,,Mon–Sat,yes`,
      `${b},distributor,Lithium Battery,22 Lamington Road,Mumbai,Maharashtra,400007,02223400004;9876500012,b@example.com,,no`,
    ].join('\r\n');
    expect(await importOutlets(actor, csvFile(text))).toEqual({ ok: true, added: 2, updated: 0 });
    const rowA = await db().outlet.findFirstOrThrow({ where: { name: a } });
    expect(rowA).toMatchObject({
      address: '12 Mall Road, near "Clock Tower"',
      productLines: ['led-lights', 'cctv'],
      active: true,
    });
    expect(rowA.lat).not.toBeNull();
    expect(await db().outlet.findFirstOrThrow({ where: { name: b } })).toMatchObject({
      phones: ['2223400004', '9876500012'],
      active: false,
    });

    const again = `${HEADER}\n${a.toUpperCase()},dealer,cctv,12 Mall Road,Ludhiana,Punjab,141001,9876500011,,,yes\n`;
    expect(await importOutlets(actor, csvFile(again))).toEqual({ ok: true, added: 0, updated: 1 });
    expect(await db().outlet.count({ where: { name: { equals: a, mode: 'insensitive' } } })).toBe(
      1,
    );

    const audit = await db().auditLog.findFirst({
      where: { action: 'outlet-import', actorEmail: actor.email },
      orderBy: { createdAt: 'desc' },
    });
    expect(audit?.summary).toBe(OUTLET_AUDIT_TEXT.imported('outlets.csv', 0, 1));
  });

  it('refuses the whole file when a row is bad, naming each refused line, and writes nothing', async () => {
    const actor = await signedInActor(['service']);
    const good = `Good ${randomUUID()}`;
    const text = [
      HEADER,
      `${good},dealer,cctv,12 Mall Road,Ludhiana,Punjab,141001,9876500011,,,`,
      '',
      `Bad one,shop,cctv,"Multi-line`,
      `address",Ludhiana,Punjab,1410,9876500011,,,`,
      `${good},dealer,cctv,12 Mall Road,Ludhiana,Punjab,141001,9876500011,,,`,
    ].join('\n');
    const result = await importOutlets(actor, csvFile(text));
    expect(result).toEqual({
      ok: false,
      message: T.reportHeading,
      rows: [
        { line: 4, messages: [M.type, M.pincode] },
        { line: 6, messages: [T.duplicate(2)] },
      ],
    });
    expect(await db().outlet.count({ where: { name: good } })).toBe(0);
  });

  it('refuses files it cannot read, with one message', async () => {
    const actor = await signedInActor(['admin']);
    expect(await importOutlets(actor, null)).toMatchObject({ message: T.noFile });
    expect(await importOutlets(actor, csvFile(HEADER))).toMatchObject({ message: T.empty });
    expect(await importOutlets(actor, csvFile('name,city\nA,B'))).toMatchObject({
      message: T.missingColumns(['type', 'product_lines', 'address', 'state', 'pincode', 'phones']),
    });
    expect(await importOutlets(actor, csvFile(`${HEADER}\n"open`))).toMatchObject({
      message: T.malformed,
    });
    const latin1 = { name: 'x.csv', bytes: new Uint8Array([0x6e, 0xe9, 0x0a]) };
    expect(await importOutlets(actor, latin1)).toMatchObject({ message: T.notText });
    const many = `${HEADER}\n${'a\n'.repeat(IMPORT_MAX_ROWS + 1)}`;
    expect(await importOutlets(actor, csvFile(many))).toMatchObject({
      message: T.tooManyRows(IMPORT_MAX_ROWS),
    });
  });
});
