import { fieldErrors } from '@/lib/platform/http';
import { SAMPLE_GRIEVANCE_CONTACTS, SAMPLE_REGISTRAR } from '@/lib/investors/seed-data';
import { committeeMemberFields } from './committees';
import { directorFields } from './directors';
import { documentFields } from './documents';
import { formText, indiaLocalValue } from './fields';
import { grievanceContactFields } from './grievance';
import { registrarFields } from './registrar';

describe('documentFields', () => {
  it('accepts a document and trims its text', () => {
    expect(
      documentFields.parse({ title: ' Annual report ', year: '2023-24', kind: 'financials' }),
    ).toEqual({
      title: 'Annual report',
      year: '2023-24',
      kind: 'financials',
      publishAt: null,
      link: '',
    });
  });

  it('needs a year for the six lists of the spec only (a code of conduct has none)', () => {
    const blank = (kind: string) =>
      documentFields.safeParse({ title: 'Code of Conduct', year: ' ', kind });
    expect(blank('code-of-conduct').data?.year).toBe('');
    const refused = blank('financials');
    expect(fieldErrors(refused.error!)).toEqual({
      year: 'Enter the year, for example 2024, 2023-24 or Q2 2024-25.',
    });
  });

  it('reads the publish time as India time; blank is null; an impossible date is refused', () => {
    const publishAt = (text: string) =>
      documentFields.safeParse({
        title: 'Q2 results',
        year: '',
        kind: 'financial-results',
        publishAt: text,
      });
    expect(publishAt('2026-11-24T15:30').data?.publishAt).toEqual(
      new Date('2026-11-24T10:00:00.000Z'),
    );
    expect(publishAt('').data?.publishAt).toBeNull();
    for (const bad of [
      '2026-02-30T10:00',
      '2026-11-24T25:00',
      '24/11/2026 15:30',
      '1999-01-01T00:00',
    ]) {
      expect([bad, fieldErrors(publishAt(bad).error!)]).toEqual([
        bad,
        {
          publishAt:
            'Enter the date and time to publish, for example 24/11/2026 15:30, or leave it empty.',
        },
      ]);
    }
    expect(indiaLocalValue('2026-11-24T10:00:00.000Z')).toBe('2026-11-24T15:30');
  });

  it('takes an https link to a filing elsewhere, and nothing else', () => {
    const link = (text: string) =>
      documentFields.safeParse({ title: 'Rating', year: '', kind: 'credit-ratings', link: text });
    expect(link('https://www.bseindia.com/xml-data/corpfiling/x.pdf').data?.link).toBe(
      'https://www.bseindia.com/xml-data/corpfiling/x.pdf',
    );
    for (const bad of ['http://example.com/x.pdf', 'javascript:alert(1)', 'example.com/x.pdf']) {
      expect(fieldErrors(link(bad).error!)).toEqual({
        link: 'Enter the full address of the filing starting with https://, or leave it empty.',
      });
    }
  });

  it('reports every invalid field with its message', () => {
    const result = documentFields.safeParse({ title: ' ', year: '24', kind: 'memo' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      title: 'Enter the title.',
      year: 'Enter the year, for example 2024, 2023-24 or Q2 2024-25.',
      kind: 'Choose the kind of document.',
    });
  });

  it('accepts a quarter or a half year before the year, and nothing else', () => {
    const year = (text: string) =>
      documentFields.safeParse({ title: 'Results', year: text, kind: 'financials' }).success;
    for (const ok of ['2024', '2023-24', '2023-2024', 'Q2 2024-25', 'H1 2024-25', 'Q4 2025']) {
      expect([ok, year(ok)]).toEqual([ok, true]);
    }
    for (const bad of ['Q5 2024-25', 'H3 2024-25', 'Q2', 'FY25', '2024-25 Q2', 'q2 2024-25']) {
      expect([bad, year(bad)]).toEqual([bad, false]);
    }
  });

  it('refuses a missing field and an over-long title', () => {
    const result = documentFields.safeParse({ title: 'x'.repeat(301), kind: 'policy' });
    expect(fieldErrors(result.error!)).toEqual({
      title: 'The title must be at most 300 characters.',
      year: 'Enter the year, for example 2024, 2023-24 or Q2 2024-25.',
    });
  });
});

describe('directorFields', () => {
  it('accepts a director with an empty profile', () => {
    expect(directorFields.parse({ name: 'Asha Rao', designation: 'Director' })).toEqual({
      name: 'Asha Rao',
      designation: 'Director',
      profileSummary: '',
    });
  });

  it('requires a name and a designation', () => {
    const result = directorFields.safeParse({ name: '', designation: '  ' });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Enter the name.',
      designation: 'Enter the designation.',
    });
  });
});

describe('committeeMemberFields', () => {
  it('accepts a member of a known committee', () => {
    const member = { name: 'Asha Rao', designation: 'Chairperson', category: 'audit committee' };
    expect(committeeMemberFields.parse(member)).toEqual({ ...member, profileSummary: '' });
  });

  it('refuses a committee that is not one of the board committees', () => {
    const result = committeeMemberFields.safeParse({
      name: 'Asha Rao',
      designation: 'Member',
      category: 'tea committee',
    });
    expect(fieldErrors(result.error!)).toEqual({ category: 'Choose the committee.' });
  });
});

describe('registrarFields', () => {
  it('accepts the seeded registrar as it is', () => {
    expect(registrarFields.parse(SAMPLE_REGISTRAR)).toEqual(SAMPLE_REGISTRAR);
  });

  it('keeps empty optional fields empty and requires name and address', () => {
    const result = registrarFields.safeParse({ name: ' ', address: '', telNo: '', website: '' });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Enter the name.',
      address: 'Enter the address.',
    });
    expect(registrarFields.parse({ name: 'R', address: 'A' })).toEqual({
      name: 'R',
      address: 'A',
      telNo: '',
      emailId: '',
      contactPerson: '',
      website: '',
    });
  });

  it('refuses a malformed phone number, e-mail address or website', () => {
    const result = registrarFields.safeParse({
      name: 'R',
      address: 'A',
      telNo: 'call us',
      emailId: 'desk at example.com',
      website: 'javascript:alert(1)',
    });
    expect(fieldErrors(result.error!)).toEqual({
      telNo: 'Enter one phone number of digits, spaces and + ( ) - only, or leave it empty.',
      emailId: 'Enter an e-mail address like name@example.com, or leave it empty.',
      website: 'Enter the full website address starting with https://, or leave it empty.',
    });
  });
});

describe('grievanceContactFields', () => {
  it('accepts the seeded contacts and a phone number with an area code in brackets', () => {
    for (const contact of SAMPLE_GRIEVANCE_CONTACTS) {
      expect(grievanceContactFields.parse(contact)).toEqual(contact);
    }
    expect(grievanceContactFields.parse({ name: 'Desk', number: '(011) 2345-6789' }).number).toBe(
      '(011) 2345-6789',
    );
  });

  it('refuses an over-long address', () => {
    const result = grievanceContactFields.safeParse({ name: 'Desk', address: 'x'.repeat(2001) });
    expect(fieldErrors(result.error!)).toEqual({
      address: 'The address must be at most 2000 characters.',
    });
  });
});

describe('characters that cannot be stored', () => {
  it('are refused in every text field with a message beside it, line breaks only where allowed', () => {
    const result = registrarFields.safeParse({
      name: 'Registry\u0000',
      address: 'Line 1\nLine 2\u0007',
      contactPerson: 'Sunita\nRao',
      emailId: 'rta\u0000@example.com',
      website: 'https://example.com/\u0000',
    });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Remove the unusual characters from the name.',
      address: 'Remove the unusual characters from the address.',
      contactPerson: 'Remove the unusual characters from the contact person.',
      emailId: 'Enter an e-mail address like name@example.com, or leave it empty.',
      website: 'Enter the full website address starting with https://, or leave it empty.',
    });
    expect(registrarFields.parse({ name: 'R', address: 'Line 1\nLine 2' }).address).toBe(
      'Line 1\nLine 2',
    );
    const profile = directorFields.safeParse({
      name: 'A',
      designation: 'B',
      profileSummary: '\u0000',
    });
    expect(fieldErrors(profile.error!)).toEqual({
      profileSummary: 'Remove the unusual characters from the profile.',
    });
  });

  it('a phone field holds one number', () => {
    const result = grievanceContactFields.safeParse({ name: 'Desk', number: '011 2345, 011 6789' });
    expect(Object.keys(fieldErrors(result.error!))).toEqual(['number']);
  });
});

describe('formText', () => {
  it('reads text fields and leaves files and missing fields undefined', () => {
    const form = new FormData();
    form.set('title', 'A');
    form.set('file', new File(['x'], 'x.pdf'));
    expect(formText(form, ['title', 'file', 'year'])).toEqual({
      title: 'A',
      file: undefined,
      year: undefined,
    });
  });
});
