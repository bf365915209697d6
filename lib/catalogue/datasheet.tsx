import { Document, Page, StyleSheet, Text, View, renderToStream } from '@react-pdf/renderer';
import type { Language } from '@/content/languages';
import { formatAddress } from '@/content/site';
import { wordsOf } from '@/lib/platform/i18n/words';
import { PDF_FONTS, registerPdfFonts } from '@/lib/platform/pdf/fonts';
import { priceText, specValue } from './format';
import { specFieldsOf } from './specs';
import type { CatalogueModel } from './types';

/**
 * A model's datasheet: one A4 page with its name, code, line and series, summary, every stated
 * specification, warranty, price, certifications, launch and its page's address, in the
 * language asked. Rendered from the catalogue on request (the model page's download), so it is
 * never out of step with the page.
 */

const ink = '#14202e';
const brand = '#083b70';
const s = StyleSheet.create({
  page: { padding: '15mm', paddingBottom: '22mm', fontFamily: PDF_FONTS, fontSize: 10, color: ink },
  company: { fontSize: 12, fontWeight: 700, color: brand },
  muted: { color: '#4a5565' },
  title: { marginTop: '8mm', fontSize: 18, fontWeight: 700, color: brand },
  code: { marginTop: '1mm', fontSize: 11 },
  summary: { marginTop: '4mm' },
  heading: { marginTop: '7mm', marginBottom: '2mm', fontWeight: 700, color: brand, fontSize: 12 },
  row: { flexDirection: 'row', borderBottom: '0.5pt solid #c7ced8', paddingVertical: '1.5mm' },
  label: { width: '70mm', color: '#4a5565' },
  value: { flexGrow: 1, flexShrink: 1 },
  footer: { position: 'absolute', left: '15mm', right: '15mm', bottom: '10mm', fontSize: 8 },
});

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View style={s.row} wrap={false}>
      <Text style={s.label}>{label}</Text>
      <Text style={s.value}>{value}</Text>
    </View>
  );
}

export function DatasheetDocument({
  model,
  language,
  url,
}: {
  model: CatalogueModel;
  language: Language;
  /** The model's page, printed at the foot. */
  url: string;
}) {
  const { catalogue: T, site } = wordsOf(language);
  const M = T.MODEL_TEXT;
  const D = T.DATASHEET_TEXT;
  const specs = specFieldsOf(model.line).flatMap((field) => {
    const value = specValue(field, model.specs[field.key], language, T);
    return value === null
      ? []
      : [{ key: field.key, label: T.SPEC_LABELS[field.key] ?? field.key, value }];
  });
  const price = model.mrpPaise === null ? M.priceOnRequest : M.mrp(priceText(model.mrpPaise));
  return (
    <Document
      title={`${D.title(model.code)}: ${model.name[language]}`}
      author={site.site.name}
      language={language}
    >
      <Page size="A4" style={s.page}>
        <Text style={s.company}>{site.site.name}</Text>
        <Text style={s.muted}>{formatAddress(site.site.addresses.corporate)}</Text>
        <Text style={s.title}>{model.name[language]}</Text>
        <Text style={s.code}>
          {M.modelCode}: {model.code} · {T.LINE_NAMES[model.line]} ·{' '}
          {T.SERIES_NAMES[model.series] ?? model.series}
        </Text>
        {model.discontinued ? <Text style={s.summary}>{M.discontinuedNotice}</Text> : null}
        <Text style={s.summary}>{model.summary[language]}</Text>
        <Text style={s.heading}>{D.specifications}</Text>
        {specs.map((spec) => (
          <Row key={spec.key} label={spec.label} value={spec.value} />
        ))}
        <Text style={s.heading}>{D.warranty}</Text>
        <Row label={D.warranty} value={M.warrantyPeriod(model.warrantyMonths)} />
        <Row label={M.price} value={price} />
        <Row label={M.launched} value={model.launchedOn.slice(0, 7)} />
        {model.certifications.length ? (
          <Row label={D.certifications} value={model.certifications.join(', ')} />
        ) : null}
        <View style={s.footer} fixed>
          <Text>{D.footer}</Text>
          <Text style={s.muted}>{url}</Text>
        </View>
      </Page>
    </Document>
  );
}

/** The datasheet as a PDF byte stream. */
export async function renderDatasheet(
  model: CatalogueModel,
  language: Language,
  url: string,
): Promise<NodeJS.ReadableStream> {
  registerPdfFonts();
  return renderToStream(<DatasheetDocument model={model} language={language} url={url} />);
}
