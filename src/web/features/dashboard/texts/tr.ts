/** Turkish (tr) texts of 'dashboardUi' (issue 34 item 5: the employee's first screen): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const tr: Translation<Texts> = {
  hero: {
    eyebrow: 'Kontrol paneli',
    greeting: 'Merhaba, {{name}}!',
    trialEnds_one: 'Deneme süresi: {{date}} tarihine kadar ({{count}} gün kaldı)',
    trialEnds_other: 'Deneme süresi: {{date}} tarihine kadar ({{count}} gün kaldı)',
    trialEnded: 'Deneme süresi {{date}} tarihinde sona erdi',
    actions: {
      library: 'Eğitim kütüphanesine git',
      myLearning: 'Eğitimlerim',
    },
  },
  stats: {
    label: 'Temel göstergeler',
    loadError: 'Göstergeler yüklenemedi.',
    activeTrainings: 'Aktif eğitimler',
    activeTrainingsHint: 'Firmanın yayınlanmış eğitimleri',
    completedTrainings: 'Tamamlanan eğitimler',
    completedTrainingsHint: 'Firmadaki geçerli eğitim tamamlamaları',
    totalUsers: 'Toplam kullanıcı',
    totalUsersHint: 'Aktif kullanıcılar',
    complianceRate: 'Uyum oranı',
    complianceRateHint: 'Geçerli şekilde tamamlanmış atanan eğitimler',
    myGroups: 'Gruplarım',
    myGroupsHint: 'Sahibi olduğunuz veya birlikte yönettiğiniz gruplar',
    teamMembers: 'Ekip üyeleri',
    teamMembersHint: 'Gruplarınızın üyeleri',
    assignedTrainings: 'Atanan eğitimler',
    assignedTrainingsHint: 'Gruplarınızın eğitimleri',
    teamProgress: 'Ekip ilerlemesi',
    teamProgressHint: 'Ekiplerinizin tamamladığı eğitimler',
    percent: '%{{value}}',
  },
  groups: {
    title: 'Gruplarım',
    noDescription: 'Açıklama yok',
    members_one: '{{count}} üye',
    members_other: '{{count}} üye',
    empty: 'Henüz hiçbir gruba atanmadınız',
    emptyText: 'Bir gruba dahil olduğunuzda, grubu eğitimleriyle birlikte burada görürsünüz.',
  },
  news: {
    title: 'Haberler',
  },
  current: {
    title: 'Güncel eğitimler',
    filterLabel: 'Eğitimleri filtrele',
    filter: {
      all: 'Tümü',
      open: 'Açık',
      completed: 'Tamamlandı',
    },
    toMyLearning: 'Tümünü Eğitimlerim’de gör',
    columns: {
      training: 'Eğitim',
      status: 'Durum',
      progress: 'İlerleme',
      deadline: 'Son tarih',
      due: 'Kalan süre',
      action: 'İşlem',
    },
    empty: {
      all: 'Eğitim yok',
      open: 'Açık eğitim yok',
      completed: 'Tamamlanan eğitim yok',
    },
    emptyHint: {
      all: 'Size eğitim atandığında burada görünür.',
      open: 'Şu anda yapmanız gereken bir şey yok.',
      completed: 'Tamamlanan eğitimler ve belgeler burada listelenir.',
    },
    completedOn: 'Tamamlanma tarihi: {{date}}',
    noDeadline: '–',
    groups: 'Gruplar: {{names}}',
    loadError: 'Eğitimler yüklenemedi.',
  },
};
