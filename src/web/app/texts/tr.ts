/** Turkish (tr) texts of 'app' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../lib/feature-texts';
import type { Texts } from '../i18n';

export const tr: Translation<Texts> = {
  nav: {
    label: 'Ana menü',
    openMenu: 'Menüyü aç',
    dashboard: 'Kontrol paneli',
    library: 'Eğitim kütüphanesi',
    myLearning: 'Eğitimlerim',
    groups: 'Birimler',
    instructionSessions: 'Yüz yüze eğitimler',
    bundles: 'Eğitim paketleri',
    users: 'Kullanıcılar',
    audit: 'Denetim',
    dataProtection: 'Veri koruma',
    master: 'Master yönetim paneli',
  },
  userMenu: {
    open: 'Kullanıcı menüsünü aç',
    editProfile: 'Profili düzenle',
    language: 'Dil',
  },
  footer: {
    copyright: '© {{year}} Unterweisung Pro. Tüm hakları saklıdır.',
    legalLabel: 'Yasal bilgiler',
    privacy: 'Gizlilik',
    imprint: 'Künye',
    terms: 'Kullanım koşulları',
  },
};
