/** Words of the staff pages for investor content. */
export const STAFF_INVESTOR_TEXT = {
  documents: {
    title: 'Investor documents',
    intro: 'Documents appear on the public investor pages as soon as you save.',
    addHeading: 'Add a document',
    editTitle: 'Edit document',
    fileHint: 'A PDF of at most 20 MB.',
    replaceHint: 'Leave empty to keep the current file. A PDF of at most 20 MB.',
    current: 'Current',
    archived: 'Archived',
    none: 'No documents of this kind.',
    publicPage: 'View public page',
  },
  directors: {
    title: 'Board of directors',
    intro: 'Directors appear on the public board page as soon as you save.',
    addHeading: 'Add a director',
    editTitle: 'Edit director',
    none: 'No directors yet.',
  },
  committees: {
    title: 'Committee members',
    intro:
      'Members appear under their committee on the public committees page as soon as you save. They move up and down within their committee.',
    addHeading: 'Add a committee member',
    editTitle: 'Edit committee member',
    none: 'No committee members yet.',
  },
  registrar: {
    title: 'Registrar and transfer agents',
    intro: 'These details appear on the public registrar page as soon as you save.',
    addHeading: 'Add a registrar',
    editTitle: 'Edit registrar',
    none: 'No registrar yet. The public page shows "No Details of Registrar found."',
  },
  grievance: {
    title: 'Grievance contacts',
    intro: 'Contacts appear on the public investor grievance page as soon as you save.',
    addHeading: 'Add a grievance contact',
    editTitle: 'Edit grievance contact',
    none: 'No grievance contacts yet.',
  },
  photoHint: 'Optional. A JPEG, PNG or WebP image of at most 5 MB.',
  replacePhotoHint:
    'Optional. Leave empty to keep the current photo. JPEG, PNG or WebP, at most 5 MB.',
  optionalHint: 'Optional.',
  archivedHeading: (count: number) => `Archived (${count})`,
  archivedIntro: 'Not shown on the public page. Unarchive to show again.',
  websiteHint: 'Optional. The full address, for example https://www.example.com.',
  labels: {
    title: 'Title',
    year: 'Year',
    kind: 'Kind',
    file: 'PDF file',
    name: 'Name',
    designation: 'Designation',
    profileSummary: 'Profile',
    photo: 'Photo',
    committee: 'Committee',
    address: 'Address',
    telephone: 'Telephone',
    email: 'E-mail',
    contactPerson: 'Contact person',
    website: 'Website',
    status: 'Status',
    actions: 'Actions',
  },
  buttons: {
    add: 'Add',
    save: 'Save changes',
    saving: 'Saving…',
    edit: 'Edit',
    up: 'Move up',
    down: 'Move down',
    archive: 'Archive',
    unarchive: 'Unarchive',
    delete: 'Delete',
    cancel: 'Back to the list',
  },
  errorSummary: 'Please correct the following:',
  notices: {
    created: 'Saved. The public page shows it now.',
    updated: 'Changes saved. The public page shows them now.',
    archived: 'Archived.',
    unarchived: 'Moved back to the current list.',
    moved: 'Order changed.',
    deleted: 'Deleted.',
    missing: 'That item no longer exists.',
  },
} as const;

export type StaffNotice = keyof typeof STAFF_INVESTOR_TEXT.notices;

export const noticeOf = (value: unknown): string | null =>
  typeof value === 'string' && value in STAFF_INVESTOR_TEXT.notices
    ? STAFF_INVESTOR_TEXT.notices[value as StaffNotice]
    : null;
