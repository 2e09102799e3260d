import { LegalPage } from '../../features/legal/components/legal-page';

export function PrivacyRoute() {
  return <LegalPage document="privacy" />;
}

export function ImprintRoute() {
  return <LegalPage document="imprint" />;
}

export function TermsRoute() {
  return <LegalPage document="terms" />;
}
