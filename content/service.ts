/**
 * Words of service requests: the public form (/service-request), tracking
 * (/service-request/track), the customer's e-mails and the staff pages (/staff/service-requests).
 */
import { PRODUCT_LINE_INFO, PRODUCT_LINES, type ProductLine } from './products/lines';

/** What a customer can report; the stored value is the key. */
export const SERVICE_CATEGORIES = [
  { value: 'not-working', label: 'Not working at all' },
  { value: 'backup', label: 'Low backup or not charging' },
  { value: 'noise-heat', label: 'Noise, heating or smell' },
  { value: 'display-error', label: 'Display shows an error or alarm' },
  { value: 'physical-damage', label: 'Physical damage' },
  { value: 'installation', label: 'Installation or shifting' },
  { value: 'other', label: 'Something else' },
] as const;

export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number]['value'];

export const serviceCategoryLabel = (value: string) =>
  SERVICE_CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** A request's statuses, in the order a request usually goes through them. */
export const SERVICE_STATUS_LABELS = {
  received: 'Received',
  assigned: 'Assigned to a service centre',
  visit_scheduled: 'Visit scheduled',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
} as const;

export type ServiceStatusName = keyof typeof SERVICE_STATUS_LABELS;

/** Words of the service request page and its form. */
export const SERVICE_FORM_TEXT = {
  lead: 'Tell us what is wrong and where the product is. We pass your request to the nearest service centre for that product and e-mail you at every step.',
  trackLink: 'Already raised a request? Follow it here.',
  labels: {
    productLine: 'Product',
    modelCode: 'Model',
    serial: 'Serial number (optional)',
    category: 'Problem',
    description: 'Describe the problem',
    photos: 'Photos (optional, up to 3 JPEG, PNG or WebP images, 5 MB each)',
    address: 'Address where the product is',
    pincode: 'Pincode',
    name: 'Your name',
    mobile: 'Mobile number',
    email: 'E-mail',
    submit: 'Raise service request',
    sending: 'Sending…',
  },
  choose: 'Choose…',
  chooseLineFirst: 'Choose the product first',
  serialHint: (example: string) => `As printed on the product's label, for example ${example}.`,
  /** The optional preferred visit (lib/service/visit-days.ts). */
  visit: {
    legend: 'Preferred visit (optional)',
    hint: 'A day from tomorrow up to 30 days ahead, Monday to Saturday. The service centre confirms it or proposes another time.',
    date: 'Preferred day',
    window: 'Time of day',
  },
} as const;

/** Messages of the form, shared by the browser form and the API (lib/service/schema.ts). */
export const SERVICE_MESSAGES = {
  productLine: 'Choose the product.',
  modelCode: 'Choose the model of this product.',
  serial: (example: string) => `Enter the serial number as printed, for example ${example}.`,
  category: 'Choose what the problem is.',
  description: 'Describe the problem.',
  descriptionTooLong: 'The description must be at most 2000 characters.',
  photosTooMany: 'Attach at most 3 photos.',
  photoTooLarge: 'Each photo must be at most 5 MB.',
  photoType: 'Photos must be JPEG, PNG or WebP images.',
  address: 'Enter the address where the product is.',
  addressTooLong: 'The address must be at most 300 characters.',
  pincode: 'Enter a valid 6-digit pincode.',
  name: 'Name is required.',
  nameTooLong: 'Name must be at most 100 characters.',
  mobile: 'Enter a valid 10-digit mobile number.',
  email: 'Enter a valid e-mail address.',
  visitDate: 'Choose a day from tomorrow up to 30 days ahead, Monday to Saturday.',
  visitWindow: 'Choose morning, afternoon or evening for the visit.',
  controlChars: 'Please remove the unusual characters from this field.',
  invalid: 'Please correct the highlighted fields.',
  received: (ticket: string) =>
    `Thank you. Your service request ${ticket} has been received; we have e-mailed you its details.`,
  /** What a bot caught by the hidden field is told (no ticket exists). */
  receivedNoTicket: 'Thank you. Your service request has been received.',
  /** Under the ticket: what happens next and by when (lib/service/promise.ts). */
  next: (callBy: string) =>
    `What happens next: a service centre near you calls you by ${callBy} to fix a visit. Follow your request with its ticket number and your mobile number.`,
  trackLink: 'Track your request',
  failed: 'There was an error submitting the request. Please try again.',
} as const;

/**
 * The serial number's message for each product line, written out: the schema gives these whole
 * sentences, which the answers' translation map (lib/platform/i18n) and the browser's
 * `useTranslate` find at the same place in another language's module.
 */
export const SERVICE_SERIAL_MESSAGES = Object.fromEntries(
  PRODUCT_LINES.map((line) => [
    line,
    SERVICE_MESSAGES.serial(PRODUCT_LINE_INFO[line].serial.example),
  ]),
) as Record<ProductLine, string>;

/** The tracking page (/service-request/track). */
export const SERVICE_TRACK_TEXT = {
  lead: 'Enter your ticket number and the mobile number you gave us.',
  ticket: 'Ticket number',
  ticketHint: 'For example SR/2026-27/000001',
  mobile: 'Mobile number',
  submit: 'Show status',
  /** One message for a wrong ticket, a wrong mobile number or a malformed entry. */
  notFound:
    'We could not find a request with that ticket number and mobile number. Check both and try again.',
  tooMany: 'Too many attempts. Please wait a few minutes and try again.',
  heading: (ticket: string) => `Request ${ticket}`,
  summary: 'Request',
  product: 'Product',
  problem: 'Problem',
  status: 'Current status',
  centre: 'Service centre',
  notAssigned: (assignBy: string) => `Not assigned yet: we choose one by ${assignBy}.`,
  /** The next step, for the request's status, and by when (lib/service/promise.ts). */
  nextStep: 'Next step',
  next: {
    received: (assignBy: string, callBy: string) =>
      `We choose the service centre for your request by ${assignBy}; it calls you by ${callBy} to fix a visit.`,
    assigned: (centre: string, callBy: string) =>
      `${centre} calls you by ${callBy} to fix a visit. If no one has called by then, call the centre.`,
    visit_scheduled:
      'The engineer visits you at the time agreed on the phone. To change it, call the service centre.',
    in_progress:
      'The engineer is working on your product; the service centre tells you when it is done.',
    resolved:
      'Nothing more to do. If the problem comes back, call the service centre and quote your ticket number.',
    closed: 'This request is closed. For a new problem, raise a new service request.',
  },
  /** Whom to call while no centre is assigned. */
  helpline: 'Questions? Call customer care:',
  timeline: 'Timeline',
  stopSms: 'Stop SMS and WhatsApp updates for this request',
  smsStopped:
    'SMS and WhatsApp updates for this request are stopped. Updates still come by e-mail.',
  noteFromTeam: 'Note from our service team',
  raiseLink: 'Raise a new service request',
} as const;

/** The e-mails to the customer (lib/service/notifier.ts). */
export const SERVICE_MAIL = {
  subject: (ticket: string, status: string) => `Service request ${ticket}: ${status}`,
  greeting: (name: string) => `Dear ${name},`,
  statusLine: (ticket: string, status: string) =>
    `Your service request ${ticket} is now: ${status}.`,
  centre: (name: string, phones: string) => `Service centre: ${name}${phones ? `, ${phones}` : ''}`,
  note: 'Note from our service team:',
  track: (url: string) =>
    `Follow your request at ${url} with its ticket number and your mobile number.`,
  signOff: 'Customer service',
  /** The promise stored on the request (lib/service/promise.ts), while it still stands. */
  promiseReceived: (assignBy: string, callBy: string) =>
    `We choose the service centre by ${assignBy}; it calls you by ${callBy} to fix a visit.`,
  promiseAssigned: (callBy: string) => `The service centre calls you by ${callBy} to fix a visit.`,
} as const;

/** A visit: as asked for, confirmed or proposed (lib/service/visit.ts), on every page and message. */
export const SERVICE_VISIT_TEXT = {
  windows: {
    morning: 'morning, 9 am to 12 noon',
    afternoon: 'afternoon, 12 noon to 3 pm',
    evening: 'evening, 3 pm to 6 pm',
  },
  /** The same as choices of a radio group. */
  choices: {
    morning: 'Morning, 9 am to 12 noon',
    afternoon: 'Afternoon, 12 noon to 3 pm',
    evening: 'Evening, 3 pm to 6 pm',
  },
  /** The short window of a text message's value (at most 30 characters with the day). */
  windowsShort: { morning: '9am-12noon', afternoon: '12noon-3pm', evening: '3pm-6pm' },
  when: (day: string, window: string) => `${day}, ${window}`,
  /** The status value of the "visit scheduled" SMS and WhatsApp template. */
  text: (day: string, window: string) => `visit ${day} ${window}`,
  heading: 'Visit',
  track: {
    requested: (when: string) =>
      `You asked for ${when}. The service centre confirms it or proposes another time.`,
    confirmed: (when: string) => `Confirmed: ${when}.`,
    proposed: (when: string) =>
      `We propose ${when}. If it does not suit you, call the service centre.`,
  },
  mail: {
    subject: (ticket: string, state: string) => `Service request ${ticket}: ${state}`,
    states: { confirmed: 'visit confirmed', proposed: 'visit proposed' },
    confirmed: (when: string) => `Your visit is confirmed: ${when}.`,
    proposed: (when: string) =>
      `We propose a visit on ${when}. If it does not suit you, call the service centre.`,
  },
  event: {
    confirmed: (when: string) => `Visit confirmed: ${when}`,
    proposed: (when: string) => `Visit proposed: ${when}`,
  },
  staff: {
    none: 'The customer asked for no particular time.',
    requested: (when: string) => `The customer asked for ${when}.`,
    confirmed: (when: string) => `Confirmed: ${when}.`,
    proposed: (when: string) => `Proposed to the customer: ${when}.`,
    confirm: 'Confirm this visit',
    propose: 'Propose another visit',
    date: 'Day',
    window: 'Time of day',
    proposeSubmit: 'Propose and tell the customer',
  },
} as const;

/** The mail to the service manager about a promise not kept (lib/service/overdue.ts). */
export const SERVICE_ESCALATION_MAIL = {
  subject: (ticket: string, what: string) => `Overdue service request ${ticket}: ${what}`,
  what: {
    assign: 'no service centre chosen',
    call: 'no visit fixed',
  },
  body: (ticket: string, what: string, due: string, url: string) =>
    `Service request ${ticket} is overdue: ${what} by ${due}, as promised to the customer.\n\nOpen it: ${url}`,
} as const;

/** The staff page of the promises (/staff/service-promises). */
export const SERVICE_PROMISE_TEXT = {
  title: 'Service promises',
  lead: 'How soon a customer is promised a service centre and its call, per product and state. A state’s row wins over the product’s row for all of India. Requests already made keep the promise they were given.',
  caption: 'Promised hours per product and area',
  columns: {
    line: 'Product',
    area: 'Area',
    assignHours: 'Centre chosen within (hours)',
    callHours: 'Centre calls within (hours)',
    actions: 'Change',
  },
  allAreas: 'All of India',
  save: 'Save',
  remove: 'Delete',
  add: 'Add a state’s own promise',
  productLine: 'Product',
  area: 'State or union territory',
  chooseArea: 'Choose a state',
  assignHours: 'Centre chosen within (hours, 1 to 720)',
  callHours: 'Centre calls within (hours, 1 to 720)',
  addSubmit: 'Add or update',
  outcomes: {
    created: 'Added.',
    updated: 'Saved. New requests get this promise; earlier ones keep theirs.',
    deleted: 'Deleted: this state follows the product’s promise for all of India again.',
    invalid: 'Nothing changed: check the form.',
    missing: 'Nothing changed: that row no longer exists.',
    isDefault: 'Nothing changed: the promise for all of India cannot be deleted, only changed.',
  },
} as const;

/** The promise form's messages (lib/service/promise.ts servicePromiseSchema). */
export const SERVICE_PROMISE_MESSAGES = {
  productLine: 'Choose the product.',
  area: 'Choose a state or union territory of India.',
  assignHours: 'Enter whole hours from 1 to 720 for choosing the centre.',
  callHours: 'Enter whole hours from 1 to 720 for the centre’s call.',
  callBeforeAssign: 'The call cannot be promised before the centre is chosen.',
} as const;

/** What the timeline and history say about an event. */
export const SERVICE_EVENT_TEXT = {
  assigned: (centre: string) => `Assigned to ${centre}`,
  unassigned: 'No service centre for this product near the pincode: staff will assign one.',
  noteInternal: 'Internal note',
  notePublic: 'Note to the customer',
  system: 'system',
} as const;

/** The staff pages. */
export const STAFF_SERVICE_TEXT = {
  title: 'Service requests',
  caption: 'Service requests',
  empty: 'No service requests match.',
  notice:
    'Requests without a service centre (none serves that product near the pincode) are marked Unassigned: reassign them.',
  statusLabel: 'Status',
  openOption: 'Open (not resolved or closed)',
  lineLabel: 'Product',
  centreLabel: 'Centre',
  ageLabel: 'Age',
  unassignedOption: 'Unassigned',
  /** A request past a promised deadline (lib/service/overdue.ts): badge and filter. */
  overdue: 'Overdue',
  overdueOption: 'Overdue only',
  overdueLabel: 'Promise',
  ages: {
    'under-1d': 'Under 1 day',
    '1-3d': '1 to 3 days',
    '3-7d': '3 to 7 days',
    'over-7d': 'Over 7 days',
  },
  columns: {
    received: 'Received',
    ticket: 'Ticket',
    customer: 'Customer',
    product: 'Product',
    status: 'Status',
    centre: 'Centre',
  },
  unassigned: 'Unassigned',
  detail: {
    back: 'All service requests',
    heading: (ticket: string) => `Service request ${ticket}`,
    customer: 'Customer',
    product: 'Product',
    serial: 'Serial',
    warranty: 'Warranty registration',
    warrantyNone: 'Not registered',
    category: 'Problem',
    description: 'Description',
    address: 'Address',
    photos: 'Photos',
    photo: (n: number) => `Photo ${n}`,
    noPhotos: 'None',
    status: 'Status',
    centre: 'Service centre',
    reassign: 'Reassign',
    reassignLabel: 'Service centre for this product',
    reassignSubmit: 'Reassign',
    noCentres: 'No active service centre serves this product.',
    changeStatus: 'Change status',
    newStatus: 'New status',
    statusNote: 'Note to the customer (optional, e-mailed)',
    statusSubmit: 'Change status',
    final: 'Closed requests cannot change any more.',
    addNote: 'Add a note',
    note: 'Note',
    visibility: 'Who sees it',
    publicNote: 'The customer too (tracking page)',
    internalNote: 'Staff only',
    noteSubmit: 'Add note',
    history: 'History',
    historyCaption: 'Everything that happened to this request',
    mobileConfirmed: 'mobile confirmed by SMS code',
    promise: (assignBy: string, callBy: string) =>
      `Centre chosen by ${assignBy}; its call by ${callBy}`,
    texts: 'SMS and WhatsApp messages to the customer',
    textsNone: 'None: the customer did not ask for updates by SMS or WhatsApp.',
    textsStopped: 'The customer asked for updates by SMS or WhatsApp, then stopped them.',
    textsCaption: 'Text messages about this request, oldest first',
    textsColumns: { at: 'Queued', channel: 'Channel', text: 'Text', status: 'State' },
    channels: { sms: 'SMS', whatsapp: 'WhatsApp' } as Record<string, string>,
    textStates: {
      pending: 'Waiting to be sent',
      sent: 'Taken by the gateway',
      delivered: 'Delivered',
      failed: 'Failed',
    } as Record<string, string>,
    historyColumns: { when: 'When', what: 'What', who: 'Who', note: 'Note' },
    outcomes: {
      status: 'Status changed; the customer has been e-mailed.',
      assigned: 'Reassigned.',
      note: 'Note added.',
      invalid: 'Nothing changed: check the form.',
      notAllowed: 'Nothing changed: that status cannot follow the current one.',
      missing: 'Nothing changed: the request or centre no longer exists.',
      visit: 'Visit saved; the customer has been told.',
      stale: 'Nothing changed: the visit was changed meanwhile. Check it and try again.',
      invalidVisit:
        'Nothing changed: choose a day from tomorrow up to 30 days ahead, Monday to Saturday, and a time of day.',
    },
  },
  dashboard: {
    heading: 'Open service requests by age',
    caption: 'Open service requests (not resolved or closed) by how long ago they came in',
    age: 'Age',
    count: 'Open requests',
    overdue: (n: number) =>
      `${n} service request${n === 1 ? ' is' : 's are'} past the time promised to the customer.`,
    unassigned: (n: number) =>
      `${n} open service request${n === 1 ? ' has' : 's have'} no service centre.`,
  },
} as const;

/** The audit log's summaries (shown on /staff/audit). */
export const SERVICE_AUDIT = {
  status: (ticket: string, from: string, to: string) => `${ticket}: status ${from} → ${to}`,
  assign: (ticket: string, centre: string) => `${ticket}: assigned to ${centre}`,
  note: (ticket: string, visibility: string) => `${ticket}: ${visibility} added`,
  promise: (line: string, area: string, assignHours: number, callHours: number) =>
    `Service promise ${line} / ${area}: centre within ${assignHours} h, call within ${callHours} h`,
  promiseDeleted: (line: string, area: string) => `Service promise ${line} / ${area} deleted`,
  visit: (ticket: string, state: string, when: string) => `${ticket}: ${state}, ${when}`,
} as const;
