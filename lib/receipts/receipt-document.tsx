import { Document, Page, Path, Rect, StyleSheet, Svg, Text, View } from '@react-pdf/renderer';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/content/languages';
import { formatAddress } from '@/content/site';
import { wordsOf } from '@/lib/platform/i18n/words';
import { formatRupees } from '@/lib/payments/money';
import { PDF_FONTS } from '@/lib/platform/pdf/fonts';
import { formatReceiptDate } from './format';

export interface ReceiptLine {
  description: string;
  amountPaise: number;
}

export interface ReceiptPdfData {
  number: string;
  date: string;
  orderId: string;
  paymentId: string;
  name: string;
  email: string;
  phone: string;
  lines: ReceiptLine[];
  totalPaise: number;
  /** The language it is written in (English when not given). */
  language?: Language;
}

/** The document's words, company facts and formats in its language. */
function wordsFor(language: Language) {
  const { payment, site } = wordsOf(language);
  return {
    W: payment.RECEIPT_PDF,
    site: site.site,
    date: (iso: string) => formatReceiptDate(iso, language),
    // Indian grouping in every language ("₹2,450.00", "₹1,25,000.00").
    rupees: formatRupees,
  };
}

type DocWords = ReturnType<typeof wordsFor>;

const ink = '#14202e';
const brand = '#083b70';
const s = StyleSheet.create({
  page: {
    padding: '15mm',
    paddingBottom: '25mm',
    fontFamily: PDF_FONTS,
    fontSize: 10,
    color: ink,
  },
  row: { flexDirection: 'row', justifyContent: 'space-between' },
  company: { flexDirection: 'row', gap: '4mm', maxWidth: '100mm' },
  companyText: { flexShrink: 1 },
  companyName: { fontSize: 14, fontWeight: 700, color: brand },
  title: { fontSize: 16, fontWeight: 700, color: brand, textAlign: 'right' },
  muted: { color: '#4a5565' },
  section: { marginTop: '8mm' },
  heading: { fontWeight: 700, marginBottom: '2mm', color: brand },
  th: {
    flexDirection: 'row',
    backgroundColor: brand,
    color: '#ffffff',
    padding: '2mm',
    fontWeight: 700,
  },
  td: { flexDirection: 'row', padding: '2mm', borderBottom: '0.3mm solid #d0d7e2' },
  desc: { flexGrow: 1, flexBasis: 0 },
  amount: { width: '40mm', textAlign: 'right' },
  total: { flexDirection: 'row', padding: '2mm', fontWeight: 700, fontSize: 12 },
  footer: {
    position: 'absolute',
    bottom: '10mm',
    left: '15mm',
    right: '15mm',
    textAlign: 'center',
  },
});

function Logo() {
  // Drawn, not loaded from a file: there is no logo file that could be missing.
  return (
    <Svg viewBox="0 0 32 32" style={{ width: '14mm', height: '14mm' }}>
      <Rect width="32" height="32" rx="8" fill="#0b5cad" />
      <Path d="M18 4 8 18h7l-2 10 11-15h-7z" fill="#f5a524" />
    </Svg>
  );
}

function Header({ r, w: { W, site, date } }: { r: ReceiptPdfData; w: DocWords }) {
  const office = site.addresses.corporate;
  return (
    <View style={s.row}>
      <View style={s.company}>
        <Logo />
        <View style={s.companyText}>
          <Text style={s.companyName}>{site.name}</Text>
          <Text style={s.muted}>{formatAddress(office)}</Text>
          <Text style={s.muted}>
            {site.phones[0].display} | {site.emails.sales}
          </Text>
        </View>
      </View>
      <View>
        <Text style={s.title}>{W.title}</Text>
        <Text style={{ textAlign: 'right' }}>{`${W.receiptNumber} ${r.number}`}</Text>
        <Text style={{ textAlign: 'right' }}>{`${W.date}: ${date(r.date)}`}</Text>
      </View>
    </View>
  );
}

function Parties({ r, w: { W } }: { r: ReceiptPdfData; w: DocWords }) {
  return (
    <View style={[s.section, s.row]}>
      <View>
        <Text style={s.heading}>{W.billedTo}</Text>
        <Text>{r.name}</Text>
        <Text>{r.email}</Text>
        <Text>{r.phone}</Text>
      </View>
      <View>
        <Text>{`${W.orderId}: ${r.orderId}`}</Text>
        <Text>{`${W.paymentId}: ${r.paymentId}`}</Text>
        <Text>{`${W.paymentMethod}: ${W.onlinePayment}`}</Text>
        <Text>{`${W.status}: ${W.paid}`}</Text>
      </View>
    </View>
  );
}

function Items({ r, w: { W, rupees } }: { r: ReceiptPdfData; w: DocWords }) {
  return (
    <View style={s.section}>
      <View style={s.th} fixed>
        <Text style={s.desc}>{W.description}</Text>
        <Text style={s.amount}>{W.amount}</Text>
      </View>
      {r.lines.map((line, i) => (
        <View key={i} style={s.td} wrap={false}>
          <Text style={s.desc}>{line.description}</Text>
          <Text style={s.amount}>{rupees(line.amountPaise)}</Text>
        </View>
      ))}
      <View style={s.total} wrap={false}>
        <Text style={s.desc}>{W.total}</Text>
        <Text style={s.amount}>{rupees(r.totalPaise)}</Text>
      </View>
    </View>
  );
}

/** The receipt (spec §9): A4 portrait, 15 mm margins, page numbers only past one page. */
export function ReceiptDocument({ receipt }: { receipt: ReceiptPdfData }) {
  const language = receipt.language ?? DEFAULT_LANGUAGE;
  const w = wordsFor(language);
  const { W, site } = w;
  return (
    <Document
      title={`${W.title} ${receipt.number}`}
      author={site.name}
      creator={site.name}
      language={LANGUAGES[language].htmlLang}
    >
      <Page size="A4" orientation="portrait" style={s.page}>
        <Header r={receipt} w={w} />
        <Parties r={receipt} w={w} />
        <Items r={receipt} w={w} />
        <View style={s.section} wrap={false}>
          <Text style={s.heading}>{W.terms}</Text>
          {W.termsLines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
        </View>
        <View style={s.footer} fixed>
          <Text style={{ fontWeight: 700, color: brand }}>{W.thanks}</Text>
          <Text
            style={s.muted}
            render={({ pageNumber, totalPages }) =>
              totalPages > 1 ? W.page(pageNumber, totalPages) : ''
            }
          />
        </View>
      </Page>
    </Document>
  );
}
