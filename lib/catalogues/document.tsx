import { Document, Page, StyleSheet, Text, View } from '@react-pdf/renderer';
import type { CatalogueContents } from './contents';

const BRAND = '#083b70';

const styles = StyleSheet.create({
  page: { padding: 42, fontSize: 11, fontFamily: 'Helvetica', color: '#1e293b', lineHeight: 1.4 },
  band: { backgroundColor: BRAND, color: '#ffffff', padding: 18, marginBottom: 18 },
  title: { fontSize: 22, fontFamily: 'Helvetica-Bold' },
  subtitle: { fontSize: 11, marginTop: 4 },
  lead: { fontSize: 13, marginBottom: 14 },
  heading: {
    fontSize: 14,
    fontFamily: 'Helvetica-Bold',
    color: BRAND,
    marginTop: 12,
    marginBottom: 4,
  },
  item: { flexDirection: 'row', marginBottom: 2 },
  bullet: { width: 12 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 42,
    right: 42,
    fontSize: 8,
    color: '#475569',
    borderTopWidth: 1,
    borderTopColor: '#cbd5e1',
    paddingTop: 6,
  },
});

/** A catalogue or brochure: title band, lead, sections of text and lists, contact footer. */
export function CatalogueDocument({ c }: { c: CatalogueContents }) {
  return (
    <Document
      title={c.title}
      author={c.contact[0]}
      subject={c.subtitle}
      producer="scripts/make-catalogues.tsx"
    >
      <Page size="A4" style={styles.page}>
        <View style={styles.band}>
          <Text style={styles.title}>{c.title}</Text>
          <Text style={styles.subtitle}>{c.subtitle}</Text>
        </View>
        <Text style={styles.lead}>{c.lead}</Text>
        {c.sections.map((s) => (
          <View key={s.heading} wrap={false}>
            <Text style={styles.heading}>{s.heading}</Text>
            {s.paragraphs?.map((p) => (
              <Text key={p}>{p}</Text>
            ))}
            {s.items?.map((item) => (
              <View key={item} style={styles.item}>
                <Text style={styles.bullet}>-</Text>
                <Text>{item}</Text>
              </View>
            ))}
          </View>
        ))}
        <Text style={styles.footer} fixed>
          {c.contact.join('   |   ')}
        </Text>
      </Page>
    </Document>
  );
}
