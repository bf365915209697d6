import { PRODUCT_LINE_INFO, PRODUCT_LINES, type ProductLine } from './products/lines';

/**
 * Words of the dealer and service-centre locator: the public page (/dealer-locator), its JSON
 * API, the staff pages (/staff/outlets), the outlet form's messages and the CSV import report.
 */

export const OUTLET_TYPES = ['dealer', 'distributor', 'service_centre'] as const;
export type OutletTypeKey = (typeof OUTLET_TYPES)[number];

export const OUTLET_TYPE_LABELS: Record<OutletTypeKey, string> = {
  dealer: 'Dealer',
  distributor: 'Distributor',
  service_centre: 'Service centre',
};

export const productLineLabel = (line: ProductLine) => PRODUCT_LINE_INFO[line].name;
export const PRODUCT_LINE_OPTIONS = PRODUCT_LINES.map((value) => ({
  value,
  label: productLineLabel(value),
}));
export const OUTLET_TYPE_OPTIONS = OUTLET_TYPES.map((value) => ({
  value,
  label: OUTLET_TYPE_LABELS[value],
}));

/** The states and union territories of India, as an outlet's `state` is stored and searched. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** The outlet form's and the CSV import's messages (one zod schema: lib/locator/schema.ts). */
export const OUTLET_MESSAGES = {
  name: 'Enter the outlet’s name (2 to 120 characters).',
  type: 'Choose dealer, distributor or service centre.',
  productLines: `Choose at least one product line (${PRODUCT_LINES.join(', ')}).`,
  productLine: (value: string) =>
    `“${value}” is not a product line; use ${PRODUCT_LINES.join(', ')}.`,
  address: 'Enter the street address (5 to 300 characters).',
  city: 'Enter the city (2 to 80 characters).',
  state: 'Enter a state or union territory of India, e.g. Punjab.',
  pincode: 'Enter a 6-digit pincode.',
  phones: 'Enter one to five phone numbers of 10 digits, separated by commas.',
  phone: (value: string) => `“${value}” is not a 10-digit phone number.`,
  email: 'Enter a valid e-mail address, or leave it empty.',
  openingHours: 'Opening hours must be at most 200 characters.',
  active: 'Active must be yes or no.',
  controlChars: 'Please remove the unusual characters from this field.',
} as const;

/** Column names of the CSV import and export, in the export's order. */
export const OUTLET_CSV_COLUMNS = {
  name: 'name',
  type: 'type',
  productLines: 'product_lines',
  address: 'address',
  city: 'city',
  state: 'state',
  pincode: 'pincode',
  phones: 'phones',
  email: 'email',
  openingHours: 'opening_hours',
  active: 'active',
} as const;

export const OUTLET_IMPORT_TEXT = {
  heading: 'Import from a CSV file',
  lead: `A UTF-8 CSV file with a header row naming the columns ${Object.values(OUTLET_CSV_COLUMNS).join(', ')} (any order; email, opening_hours and active may be left out). Types: dealer, distributor, service_centre. Product lines and phones: several separated by semicolons. Active: yes or no (empty: yes). A row with the name and pincode of an outlet already listed updates it. If any row is refused, nothing is saved: correct the rows listed and upload the file again.`,
  file: 'CSV file',
  submit: 'Import',
  sending: 'Importing…',
  reportHeading: 'The import was refused: nothing was saved',
  line: (line: number) => `Line ${line}`,
  noFile: 'Choose a CSV file to import.',
  tooLarge: (kb: number) => `The file is larger than ${kb} KB: split it into smaller files.`,
  tooManyRows: (rows: number) =>
    `The file has more than ${rows} rows: split it into smaller files.`,
  empty: 'The file has no rows under its header.',
  notText: 'The file is not a UTF-8 text (CSV) file.',
  malformed: 'The file is not valid CSV (a quoted field is not closed).',
  missingColumns: (columns: readonly string[]) =>
    `The header row lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}.`,
  duplicate: (line: number) => `Same name and pincode as line ${line}.`,
  done: (added: number, updated: number) =>
    `Imported: ${added} outlet${added === 1 ? '' : 's'} added, ${updated} updated.`,
} as const;

export const STAFF_OUTLETS_TEXT = {
  title: 'Dealers and service centres',
  caption: 'Outlets shown on the dealer locator',
  empty: 'No outlets match.',
  notice: 'Only active outlets are shown on the public dealer locator.',
  typeFilter: 'Type',
  columns: {
    name: 'Outlet',
    type: 'Type',
    place: 'Place',
    lines: 'Product lines',
    phones: 'Phones',
    status: 'Status',
    action: 'Actions',
  },
  active: 'Active',
  inactive: 'Inactive',
  noCoordinates: 'pincode not in the distance data',
  add: 'Add an outlet',
  edit: 'Edit',
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
  back: 'Back to the outlets',
  editTitle: (name: string) => `Edit ${name}`,
  save: 'Save outlet',
  saving: 'Saving…',
  errorSummary: 'Please correct the following:',
  fields: {
    name: 'Name',
    type: 'Type',
    productLines: 'Product lines served',
    address: 'Address',
    city: 'City',
    state: 'State or union territory',
    chooseState: 'Choose a state',
    pincode: 'Pincode',
    phones: 'Phones',
    phonesHint:
      '10-digit numbers, separated by commas; the first mobile number gets a WhatsApp link.',
    email: 'E-mail (optional)',
    openingHours: 'Opening hours (optional)',
    openingHoursHint: 'For example: Mon–Sat 10:00–19:00',
    active: 'Shown on the dealer locator',
    yes: 'Yes (active)',
    no: 'No (inactive)',
  },
  notices: {
    created: 'Outlet added.',
    updated: 'Outlet saved.',
    activated: 'Outlet activated: it is on the dealer locator.',
    deactivated: 'Outlet deactivated: it is no longer on the dealer locator.',
    deleted: 'Outlet deleted.',
    missing: 'That outlet no longer exists.',
    inUse:
      'That outlet is named by service requests or warranty registrations, so it stays for their history. Deactivate it instead: it leaves the dealer locator.',
  },
} as const;

export const OUTLET_AUDIT_TEXT = {
  added: (name: string, pincode: string) => `Added outlet "${name}" (${pincode})`,
  edited: (name: string, pincode: string) => `Edited outlet "${name}" (${pincode})`,
  activated: (active: boolean, name: string) =>
    `${active ? 'Activated' : 'Deactivated'} outlet "${name}"`,
  deleted: (name: string, pincode: string) => `Deleted outlet "${name}" (${pincode})`,
  imported: (file: string, added: number, updated: number) =>
    `Imported outlets from ${file}: ${added} added, ${updated} updated`,
} as const;

/** The public locator page and its API. */
export const LOCATOR_TEXT = {
  heading: 'Find a dealer or service centre',
  lead: 'Search by your pincode to see the nearest outlets first, or by city or state.',
  formLabel: 'Search outlets',
  pincode: 'Pincode',
  city: 'City',
  state: 'State',
  anyState: 'Any state',
  type: 'Type',
  anyType: 'Any type',
  line: 'Product line',
  anyLine: 'Any product line',
  submit: 'Search',
  resultsHeading: 'Outlets',
  resultsCount: (shown: number, total: number) =>
    shown === total
      ? `${total} outlet${total === 1 ? '' : 's'} found.`
      : `The nearest ${shown} of ${total} outlets.`,
  nearestFirst: (pincode: string) => `Nearest first, in a straight line from pincode ${pincode}.`,
  none: 'No outlet matches your search. Try a nearby city, your state, or any type.',
  distance: (km: number) =>
    `${km < 10 ? km.toFixed(1) : Math.round(km).toLocaleString('en-IN')} km away`,
  call: 'Call',
  whatsapp: 'WhatsApp',
  directions: 'Directions',
  email: 'E-mail',
  hours: 'Opening hours',
  lines: 'Product lines',
  newTab: '(opens in a new tab)',
  enquire: 'Want to become a dealer or distributor?',
  dealersLink: 'Dealers and distributors',
  /** The link on the dealers and contact pages. */
  findLink: 'Find a dealer or service centre near you',
} as const;

/** Messages shared by the page and the API (GET /api/outlets). */
export const LOCATOR_MESSAGES = {
  invalid: 'Please correct the highlighted fields.',
  nothingToSearch: 'Enter a pincode, a city or a state.',
  pincode: 'Enter a 6-digit pincode.',
  unknownPincode: (pincode: string) =>
    `We could not find pincode ${pincode} in our map data. Please check it, or search by your city or state.`,
  city: 'Enter a city of at most 80 characters.',
  state: 'Choose a state or union territory from the list.',
  type: `Choose a type: ${OUTLET_TYPES.join(', ')}.`,
  line: `Choose a product line: ${PRODUCT_LINES.join(', ')}.`,
} as const;
