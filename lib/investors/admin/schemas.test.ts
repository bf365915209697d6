import { directorFields, documentFields, fieldErrors, formText } from './schemas';

describe('documentFields', () => {
  it('accepts a document and trims its text', () => {
    expect(
      documentFields.parse({ title: ' Annual report ', year: '2023-24', kind: 'financials' }),
    ).toEqual({ title: 'Annual report', year: '2023-24', kind: 'financials' });
  });

  it('reports every invalid field with its message', () => {
    const result = documentFields.safeParse({ title: ' ', year: '24', kind: 'memo' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      title: 'Enter the title.',
      year: 'Enter the year, for example 2024 or 2023-24.',
      kind: 'Choose the kind of document.',
    });
  });

  it('refuses a missing field and an over-long title', () => {
    const result = documentFields.safeParse({ title: 'x'.repeat(301), kind: 'policy' });
    expect(fieldErrors(result.error!)).toEqual({
      title: 'The title must be at most 300 characters.',
      year: 'Enter the year, for example 2024 or 2023-24.',
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
