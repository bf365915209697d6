import { randomUUID } from 'node:crypto';
import {
  OUTLET_AUDIT_TEXT,
  OUTLET_IMPORT_TEXT as T,
  OUTLET_MESSAGES as M,
} from '@/content/locator';
import { signedInActor } from '@/lib/auth/test-actors';
import { db } from '@/lib/db/client';
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
    const actor = await signedInActor(['sales']);
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
    expect(await deleteOutlet(actor, saved.id)).toBe(true);
    expect(await findOutlet(actor, saved.id)).toBeNull();
    expect(await deleteOutlet(actor, saved.id)).toBe(false);

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

  it('refuses a bad form with each field’s message and saves nothing', async () => {
    const actor = await signedInActor(['sales']);
    const name = `Bad ${randomUUID()}`;
    const result = await saveOutlet(actor, null, fields({ name, pincode: '12', phones: 'x' }));
    expect(result).toEqual({ ok: false, errors: { pincode: M.pincode, phones: M.phone('x') } });
    expect(await db().outlet.count({ where: { name } })).toBe(0);
  });

  it('lists outlets with search and type filter', async () => {
    const actor = await signedInActor(['sales']);
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
    const actor = await signedInActor(['sales']);
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
    const actor = await signedInActor(['sales']);
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
