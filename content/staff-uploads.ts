/** What a staff upload is told when its file is refused (investor filings and photos, catalogue files). */
export const STAFF_UPLOAD_MESSAGES = {
  pdfRequired: 'Choose a PDF file to upload.',
  notPdf: 'The file is not a PDF. Upload a PDF document.',
  pdfTooLarge: 'The PDF is larger than 20 MB. Upload a smaller file.',
  notPhoto: 'The photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'The photo is larger than 5 MB. Upload a smaller image.',
} as const;
