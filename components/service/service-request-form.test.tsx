import { renderToStaticMarkup } from 'react-dom/server';
import { MOBILE_CHECK_TEXT as T } from '@/content/mobile-check';
import { sampleLineModels } from '@/lib/catalogue/testing';
import { LanguageProvider } from '@/components/i18n/language-provider';
import { WORDS } from '@/content/words';
import { sharedWords } from '@/lib/platform/i18n/shared-words';
import { ServiceRequestForm } from './service-request-form';

const render = (props: { mobileCheck: boolean; whatsapp?: boolean }) =>
  renderToStaticMarkup(
    <LanguageProvider language="en" words={sharedWords(WORDS.en)}>
      <ServiceRequestForm models={sampleLineModels()} {...props} />
    </LanguageProvider>,
  );

/** What the form offers about the mobile number, by the site's configuration (its page passes it). */
describe('the service request form', () => {
  it('says that texts are off, and asks for no code, with no SMS gateway', () => {
    const html = render({ mobileCheck: false });
    expect(html).toContain(T.off);
    expect(html).not.toContain(T.send);
    expect(html).not.toContain(T.smsUpdates);
  });

  it('asks for the code, and offers SMS updates, with a gateway; WhatsApp only when configured', () => {
    const html = render({ mobileCheck: true });
    expect(html).toContain(T.send);
    expect(html).toContain(T.smsUpdates);
    expect(html).not.toContain(T.whatsappUpdates);
    expect(html).not.toContain(T.off);
    expect(render({ mobileCheck: true, whatsapp: true })).toContain(T.whatsappUpdates);
  });
});
