import { NavigationBeacon } from '@/components/analytics/navigation-beacon';
import { SiteFrame } from '@/components/layout/site-frame';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <SiteFrame>
      {children}
      <NavigationBeacon />
    </SiteFrame>
  );
}
