/** Turkish (tr) texts of 'infologUi' (issue 34 item 5: the news an employee reads on the dashboard): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const tr: Translation<Texts> = {
  entry: {
    read: 'Okundu',
    new: 'Yeni',
    video: 'Video',
    by: 'Gönderen: {{name}}',
    markRead: 'Okundu olarak işaretle',
    markReadShort: 'Okundu',
    readOn: 'Okunma tarihi: {{date}}',
    readCount: '{{read}}/{{total}}',
    readCountLabel: '{{total}} üyeden {{read}} üye okudu',
    showReadStatus: 'Okunma durumunu göster',
    watchHint: 'Videoyu (neredeyse) tamamen izlediğinizde mesaj okunmuş sayılır.',
  },
  readStatus: {
    title: 'Okunma durumu',
    readBy: 'Okuyanlar ({{count}})',
    unreadBy: 'Henüz okumayanlar ({{count}})',
    nobodyRead: 'Bu mesajı henüz kimse okumadı.',
    everyoneRead: 'Tüm üyeler mesajı okudu.',
    readAt: '{{date}} tarihinde',
  },
  errors: {
    fetchChangelog: 'Haberler yüklenirken hata oluştu.',
    fetchReadStatus: 'Okunma durumu yüklenirken hata oluştu.',
    fetchCount: 'Okunmamış mesajlar yüklenirken hata oluştu.',
    markRead: 'Okundu olarak işaretlenirken hata oluştu.',
  },
  feed: {
    groupFilter: 'Grup',
    allGroups: 'Tüm gruplar',
    groupOption: '{{name}} ({{count}})',
    searchPlaceholder: 'Mesajlarda ara …',
    searchLabel: 'Mesajlarda ara',
    emptyTitle: 'Mesaj yok',
    emptyText: 'Gruplarınızda mesaj yayınlandığında burada görünür.',
    noResultsTitle: 'Mesaj bulunamadı',
    noResultsText: 'Aramanıza veya filtrenize uyan mesaj yok.',
    resetFilters: 'Filtreleri sıfırla',
    open: '“{{title}}” mesajını aç',
    notFound: 'Mesaj bulunamadı. Silinmiş olabilir veya artık grubun üyesi değilsiniz.',
  },
  bell: {
    label: 'Bildirimler',
    labelWithCount_one: '{{count}} okunmamış mesaj',
    labelWithCount_other: '{{count}} okunmamış mesaj',
    none: 'Okunmamış mesaj yok',
    title: 'Okunmamış mesajlar',
    more_one: 've {{count}} mesaj daha',
    more_other: 've {{count}} mesaj daha',
  },
};
