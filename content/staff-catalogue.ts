import { CERTIFICATIONS } from './catalogue-specs';

/**
 * The words of the catalogue's back-office (/staff/catalogue: the models' list, their form, the CSV
 * import and export) and of its audit rows. Staff pages are in English.
 */

/** The import's and export's columns; a line's specifications follow as `spec:<key>`. */
export const CATALOGUE_CSV_COLUMNS = {
  code: 'code',
  line: 'line',
  series: 'series',
  nameEn: 'name_en',
  nameHi: 'name_hi',
  summaryEn: 'summary_en',
  summaryHi: 'summary_hi',
  warrantyMonths: 'warranty_months',
  mrp: 'mrp_rupees',
  launchedOn: 'launched_on',
  certifications: 'certifications',
  status: 'status',
  successor: 'successor_code',
} as const;

export const SPEC_COLUMN_PREFIX = 'spec:';

export const STAFF_CATALOGUE_TEXT = {
  title: 'Product catalogue',
  caption: 'Models of the product catalogue, newest first',
  empty: 'No models match.',
  typeFilter: 'Product line',
  columns: {
    model: 'Model',
    line: 'Line and series',
    price: 'MRP',
    status: 'Status',
    updated: 'Updated',
    action: 'Actions',
  },
  active: 'Active',
  discontinued: 'Discontinued',
  successor: (code: string) => `replaced by ${code}`,
  priceOnRequest: 'Price on request',
  edit: 'Edit',
  view: 'Public page',
  opensNewTab: '(opens in a new tab)',
  add: 'Add a model',
  addLead: 'Choose the product line first: each line has specifications of its own.',
  addLine: 'Line of the new model',
  addSubmit: 'Continue',
  newTitle: (line: string) => `New model: ${line}`,
  editTitle: (code: string) => `Edit ${code}`,
  back: 'Back to the catalogue',
  save: 'Save model',
  saving: 'Saving…',
  errorSummary: 'Please correct the following:',
  specsHeading: 'Specifications',
  notices: {
    created: 'The model was added; its public page, its line and the finder show it now.',
    updated: 'The model was saved; its public pages show the change now.',
    missing: 'That model no longer exists.',
  },
  fields: {
    code: 'Model code',
    codeHint:
      'As printed on the box and the invoice: capital letters, digits and hyphens. Changing it keeps the old address working (it redirects).',
    series: 'Series',
    nameEn: 'Name (English)',
    nameHi: 'Name (Hindi)',
    summaryEn: 'Short description (English)',
    summaryHi: 'Short description (Hindi)',
    warrantyMonths: 'Warranty (months)',
    mrp: 'MRP in rupees (optional)',
    mrpHint: 'Leave empty where the company publishes no price: the page says "price on request".',
    launchedOn: 'Launched on',
    launchedOnHint: 'As YYYY-MM-DD.',
    certifications: 'Certifications',
    status: 'Status',
    statusActive: 'Active',
    statusDiscontinued: 'Discontinued (its page stays, with a notice)',
    successor: 'Successor model code (optional)',
    successorHint: 'For a discontinued model: the model that replaces it, linked from its page.',
    image: 'Photo (optional)',
    imageHint:
      'A JPEG, PNG or WebP image of up to 5 MB, shown on the model’s page and in its search-engine data (which use the line’s picture without one). Choosing a file replaces the current photo.',
    manual: 'User manual (optional)',
    manualHint:
      'A PDF of up to 20 MB, offered for download on the model’s page in both languages. Choosing a file replaces the current manual.',
    current: 'Now on the page',
    currentImage: 'The photo now on the page',
    currentManual: 'The manual now on the page (PDF)',
    remove: 'Remove from the page',
    removeImage: 'Remove the photo',
    removeManual: 'Remove the manual',
    optional: '(optional)',
    yes: 'Yes',
    no: 'No',
    notStated: 'Not stated',
    choose: 'Choose',
  },
} as const;

/** What a model's fields may hold; the form and the import show the same messages. */
export const CATALOGUE_FIELD_MESSAGES = {
  required: (label: string) => `Enter the ${label.toLowerCase()}.`,
  tooLong: (label: string, max: number) =>
    `The ${label.toLowerCase()} is longer than ${max} characters.`,
  unusual: (label: string) => `The ${label.toLowerCase()} holds characters that are not allowed.`,
  code: 'A model code is 2 to 40 capital letters, digits and hyphens, starting and ending with a letter or digit.',
  codeTaken: (code: string) => `Another model already has the code ${code}.`,
  line: 'Choose one of the product lines.',
  lineFixed: (line: string) =>
    `A model's line cannot change (this one is ${line}): add a model of the other line instead.`,
  series: (choices: readonly string[]) => `Choose a series of this line: ${choices.join(', ')}.`,
  number: (label: string) =>
    `${label}: enter a number of 0 or more (digits, with a decimal point).`,
  choice: (label: string, choices: readonly string[]) =>
    `${label}: choose one of ${choices.join(', ')}.`,
  yesNo: (label: string) => `${label}: answer yes or no.`,
  specRequired: (label: string) => `${label}: enter a value.`,
  warranty: 'Enter the warranty as a whole number of months, 0 to 240.',
  mrp: 'Enter the MRP as whole rupees (up to 1,00,00,000), or leave it empty.',
  date: 'Enter the launch date as YYYY-MM-DD, a real date not after today.',
  certifications: `Certifications may be: ${CERTIFICATIONS.join(', ')} (separated by semicolons).`,
  status: 'The status is active or discontinued.',
  successorUnknown: (code: string) => `There is no model with the code ${code} to succeed it.`,
  successorSelf: 'A model cannot succeed itself.',
  successorActive: 'Only a discontinued model has a successor: clear it, or discontinue the model.',
} as const;

export const CATALOGUE_IMPORT_TEXT = {
  heading: 'Import or export the whole catalogue as CSV',
  exportLink: 'Download the catalogue (CSV)',
  lead: `Download the catalogue, edit it in a spreadsheet and upload it here (UTF-8 CSV). Columns: ${Object.values(CATALOGUE_CSV_COLUMNS).join(', ')}, then one column per specification (spec:wattage …; a line's own, empty for the others). A row whose code is in the catalogue changes that model; any other row adds one. Models not in the file are left as they are. Status: active or discontinued. Certifications: several separated by semicolons. "Check the file" changes nothing and shows what an import would do; "Import" applies every row in one go, or nothing at all if any row is refused.`,
  file: 'CSV file',
  check: 'Check the file',
  apply: 'Import',
  sending: 'Reading…',
  checkedHeading: 'The file is valid: nothing has been changed yet',
  appliedHeading: 'The catalogue was imported',
  summary: (added: number, changed: number, discontinued: number, unchanged: number) =>
    `${added} to add, ${changed} to change (${discontinued} of them discontinued), ${unchanged} unchanged.`,
  appliedSummary: (added: number, changed: number, discontinued: number, unchanged: number) =>
    `${added} added, ${changed} changed (${discontinued} of them discontinued), ${unchanged} unchanged.`,
  addedList: 'To add',
  changedList: 'To change',
  discontinuedList: 'To discontinue',
  more: (count: number) => `and ${count} more`,
  reportHeading: 'The import was refused: nothing was saved',
  at: (line: number, column: string) => `Line ${line}, column ${column}`,
  atLine: (line: number) => `Line ${line}`,
  noFile: 'Choose a CSV file to import.',
  tooLarge: (kb: number) => `The file is larger than ${kb} KB: split it into smaller files.`,
  tooManyRows: (rows: number) =>
    `The file has more than ${rows} rows: split it into smaller files.`,
  empty: 'The file has no rows under its header.',
  notText: 'The file is not a UTF-8 text (CSV) file.',
  malformed: 'The file is not valid CSV (a quoted field is not closed).',
  missingColumns: (columns: readonly string[]) =>
    `The header row lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}.`,
  unknownColumns: (columns: readonly string[]) =>
    `The header row names column${columns.length === 1 ? '' : 's'} the catalogue does not have: ${columns.join(', ')}.`,
  duplicate: (line: number) => `The same code as line ${line}.`,
  notOfLine: (key: string) => `A specification of another line: leave ${key} empty on this row.`,
  busy: 'Other imports are running: nothing was imported. Import the file again in a minute.',
  changed:
    'Another change to the same models was saved at the same time: nothing was imported. Import the file again.',
} as const;

export const CATALOGUE_AUDIT_TEXT = {
  added: (code: string) => `Added model ${code}`,
  edited: (code: string) => `Edited model ${code}`,
  renamed: (from: string, to: string) => `Renamed model ${from} to ${to}`,
  discontinued: (code: string) => `Discontinued model ${code}`,
  fileChanged: (code: string, what: 'photo' | 'manual', change: 'uploaded' | 'removed') =>
    `${change === 'uploaded' ? 'Uploaded a new' : 'Removed the'} ${what} of model ${code}`,
  imported: (file: string, added: number, changed: number) =>
    `Imported the catalogue from ${file}: ${added} added, ${changed} changed`,
} as const;
