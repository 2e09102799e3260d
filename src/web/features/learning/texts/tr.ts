/** Turkish (tr) texts of 'learningUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const tr: Translation<Texts> = {
  status: {
    assigned: 'Atandı',
    in_progress: 'Devam ediyor',
    completed: 'Tamamlandı',
    recertification_required: 'Yenileme gerekli',
    expired: 'Süresi doldu',
    awaiting_practical: 'Uygulama bölümü bekleniyor',
  },
  completionStatus: {
    completed: 'Geçerli',
    recertification_required: 'Yenileme gerekli',
    expired: 'Süresi doldu',
    awaiting_practical: 'Uygulama bölümü bekleniyor',
  },
  practical: {
    awaitingHint: 'Çevrimiçi bölüm tamamlandı. Uygulama bölümü onaylandığında eğitim geçerli sayılır; belgeniz de o zaman hazırlanır.',
    signedOff: 'Uygulama bölümü: {{date}}, {{place}} ({{instructor}})',
  },
  action: {
    start: 'Başla',
    continue: 'Devam et',
    view: 'Görüntüle',
    recertify: 'Yenileme eğitimi',
    renew: 'Yenile',
    locked: 'Kilitli',
    lockedHint: 'Bu eğitim şu anda kullanılamıyor.',
  },
  due: {
    overdue: 'gecikmiş',
    today: 'bugün',
    days_one: '{{count}} gün içinde',
    days_other: '{{count}} gün içinde',
  },
  deletedTraining: 'Eğitim silindi',
  achievements: {
    title: 'Başarılar',
    achieved: 'Kazanıldı',
    open: 'Henüz kazanılmadı',
    first_completed: {
      title: 'İlk eğitim tamamlandı',
      text: 'İlk eğitiminizi başarıyla tamamladınız.',
    },
    five_completed: {
      title: '5 eğitim tamamlandı',
      text: 'Beş eğitimi başarıyla tamamladınız.',
    },
    halfway: {
      title: 'Yarı yoldasınız',
      text: 'Eğitimlerinizin yarısı tamamlandı.',
    },
    all_completed: {
      title: 'Hepsi tamamlandı',
      text: 'Size atanan tüm eğitimler tamamlandı.',
    },
  },
  evidence: {
    title: 'Belgeler',
    subtitle: 'Tamamladığınız eğitimler ve PDF belgeleri.',
    recentTitle: 'Son belgeler',
    training: 'Eğitim',
    completedAt: 'Tamamlanma tarihi',
    result: 'Sonuç',
    validUntil: 'Son geçerlilik tarihi',
    status: 'Durum',
    cycle: 'Dönem {{cycle}}',
    noExpiry: 'süresiz',
    download: 'Belge (PDF)',
    downloadLabel: '“{{title}}” için belgeyi (PDF) indir',
    downloadFailed: 'Belge indirilemedi.',
    empty: 'Henüz belge yok',
    emptyText: 'Bir eğitimi tamamladığınızda eğitim belgesini burada PDF olarak bulabilirsiniz.',
    fileName: 'Eğitim belgesi',
    loadError: 'Belgeler yüklenemedi.',
  },
};
