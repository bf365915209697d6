import { words } from '@/lib/platform/i18n/words';
import { ContactForm } from '@/components/enquiries/contact-form';
import { MapFacade } from '@/components/enquiries/map-facade';
import { RecaptchaProvider } from '@/components/forms/recaptcha-provider';
import type { RecaptchaConfig } from '@/lib/platform/forms/page-config';

/**
 * The body of the Contact Us page (also shown on the investor relations index): the form on
 * the left, the Contact Info card on the right, the map below. The map loads only when the visitor
 * asks for it (MapFacade), and a plain link opens it in a new tab instead, so the page asks
 * Google for nothing on load and stays usable when the map cannot load.
 */
export function ContactPanel({
  recaptcha,
  mapUrl,
}: {
  recaptcha: RecaptchaConfig;
  mapUrl: string;
}) {
  const { formatAddress, site } = words().site;
  const { contactPage: C } = words().contact;
  const { newTabNote } = words().shell;
  const office = site.addresses.corporate;
  return (
    <div className="container-page space-y-10 py-12">
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-4 text-2xl font-semibold">
            {C.formHeading}
          </h2>
          <RecaptchaProvider {...recaptcha}>
            <ContactForm />
          </RecaptchaProvider>
        </section>
        <section
          aria-labelledby="contact-info-heading"
          className="h-fit rounded-lg border border-slate-200 bg-brand-50 p-6"
        >
          <h2 id="contact-info-heading" className="mb-4 text-xl font-semibold">
            {C.infoHeading}
          </h2>
          {/* Headings may not sit inside <address>: each heading is followed by its own. */}
          <div className="space-y-4">
            <div>
              <h3 className="font-semibold">{C.phonesLabel}</h3>
              <address className="not-italic">
                {site.phones.map((p) => (
                  <p key={p.tel}>
                    <a href={`tel:${p.tel}`} className="text-brand-700 underline">
                      {p.display}
                    </a>
                  </p>
                ))}
              </address>
            </div>
            <div>
              <h3 className="font-semibold">{C.emailLabel}</h3>
              <address className="not-italic">
                <a href={`mailto:${site.emails.sales}`} className="text-brand-700 underline">
                  {site.emails.sales}
                </a>
              </address>
            </div>
            <div>
              <h3 className="font-semibold">{C.officeLabel}</h3>
              <address className="not-italic">
                <p>{formatAddress(office)}</p>
              </address>
            </div>
          </div>
        </section>
      </div>
      <section aria-labelledby="contact-map-heading">
        <h2 id="contact-map-heading" className="mb-2 text-xl font-semibold">
          {C.mapHeading}
        </h2>
        <p className="mb-3 text-sm text-muted">
          {C.mapFallback}{' '}
          <a
            href={mapUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            {C.mapLinkText}
            <span className="sr-only">{newTabNote}</span>
          </a>
        </p>
        <MapFacade src={mapUrl} title={C.mapTitle} showLabel={C.mapShow} />
      </section>
    </div>
  );
}
