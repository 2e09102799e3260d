/** Turkish (tr) texts of 'notificationsUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const tr: Translation<Texts> = {
  bell: {
    label: 'Eğitim bildirimleri',
    labelWithCount_one: '{{count}} okunmamış eğitim bildirimi',
    labelWithCount_other: '{{count}} okunmamış eğitim bildirimi',
    title: 'Eğitim bildirimleri',
    none: 'Bildirim yok',
    markAllRead: 'Tümünü okundu olarak işaretle',
    more_one: 've {{count}} bildirim daha',
    more_other: 've {{count}} bildirim daha',
    failed: 'Bildirimler yüklenirken hata oluştu.',
  },
  settings: {
    tab: 'Bildirimler',
    intro: 'Çalışanlara eğitimlerinin ne zaman e-posta ile ve bildirim zilinde hatırlatılacağını burada belirlersiniz.',
    reminderDays: 'Son tarihten önce hatırlatma (gün)',
    reminderHint: '1 ile 365 arasında en fazla 5 farklı değer, örn. 7 ve 1.',
    escalationDays: 'Gecikmeden sonra üst kademeye bildirme (gün)',
    escalationFirst: 'birim sahibine ve yardımcı sahiplerine',
    escalationSecond: 'sistem yöneticilerine ve Root yöneticisine',
    kinds: 'Bildirimler',
    kind: {
      assigned: 'Eğitim atandı',
      reminder: 'Son tarihten önce hatırlatma',
      overdue: 'Son tarih geçti',
      window: 'Tekrar mümkün (süre dolmadan iki ay önce)',
      expired: 'Belgenin süresi doldu',
      escalation: 'Birim sahiplerine, sistem yöneticilerine ve Root yöneticisine bildirme',
    },
    questionsAlways: 'Bir eğitimin irtibat kişisine sorulan sorular ve cevapları her zaman iletilir.',
    save: 'Kaydet',
    saved: 'Ayarlar kaydedildi.',
    failed: 'Ayarlar kaydedilirken hata oluştu.',
    loadFailed: 'Ayarlar yüklenirken hata oluştu.',
  },
};
