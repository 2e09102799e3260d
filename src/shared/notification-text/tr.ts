import { plural, type NotificationWords } from './words';

const gun = (n: number) => `${n} ${plural('tr', n, { one: 'gün', other: 'gün' })}`;

/** tr: translated from the German (see README, "Languages of the learner's screens", for the review). */
export const tr: NotificationWords = {
  sentence: {
    assigned: ({ title, date }) => (date ? `Size “${title}” eğitimi atandı. Lütfen eğitimi ${date} tarihine kadar tamamlayın.` : `Size “${title}” eğitimi atandı.`),
    reminder: ({ title, date, days }) => `“${title}” eğitiminin süresi ${gun(days)} içinde doluyor (son tarih: ${date}).`,
    overdue: ({ title, date }) => `“${title}” eğitimi gecikti: Son tarih ${date} idi.`,
    window: ({ title, date }) => `“${title}” eğitimini artık tekrarlayabilirsiniz. Belgeniz ${date} tarihine kadar geçerlidir.`,
    expired: ({ title, date }) => `“${title}” eğitimine ait belgenizin süresi ${date} tarihinde doldu. Lütfen eğitimi tekrarlayın.`,
    escalation: ({ title, date, days, person }) => `${person ?? 'Bir çalışan'} “${title}” eğitiminde ${gun(days)}dür gecikmede (son tarih: ${date}).`,
    question: ({ title, person }) => `${person ?? 'Birisi'} “${title}” eğitimiyle ilgili bir soru sordu.`,
    answer: ({ title, person }) => `${person ?? 'İrtibat kişisi'} “${title}” eğitimiyle ilgili sorunuzu cevapladı.`,
    account_locked: ({ date, person }) =>
      `${person ? `${person} kullanıcısının` : 'Bir kullanıcının'} hesabına tekrar tekrar yanlış PIN, yanlış başlangıç kodu veya yanlış personel kartı girildi (en son ${date} tarihinde). Tüm yeni denemeler 15 dakikaya kadar engellenir. Bunu kişinin kendisi yapmadıysa, kişiye yeni bir başlangıç kodu veya personel kartı verin.`,
  },
  subject: {
    assigned: ({ title }) => `Yeni eğitim: ${title}`,
    reminder: ({ title, days }) => `Hatırlatma: “${title}” eğitiminin süresi ${gun(days)} içinde doluyor`,
    overdue: ({ title }) => `Son tarih geçti: ${title}`,
    window: ({ title }) => `Tekrar mümkün: ${title}`,
    expired: ({ title }) => `Belgenin süresi doldu: ${title}`,
    escalation: ({ title, days, person }) => `${gun(days)}dür gecikmede: ${person ?? ''} – ${title}`,
    question: ({ title, person }) => `“${title}” hakkında yeni soru${person ? ` – soran: ${person}` : ''}`,
    answer: ({ title }) => `“${title}” hakkındaki sorunuza cevap`,
    account_locked: ({ person }) => `Hatalı giriş denemeleri nedeniyle hesap kilitlendi: ${person ?? ''}`,
  },
  digestSubject: (count) => `Eğitimleriniz: ${count} bildirim`,
  mail: {
    hello: 'Merhaba',
    overview: 'eğitimlerinizle ilgili özet aşağıdadır:',
    more: '… ve {{more}} bildirim daha: hepsini “Eğitim bildirimleri” zilinde bulabilirsiniz.',
    footer: 'Bu e-posta Unterweisung Pro tarafından otomatik olarak gönderilmiştir.',
  },
  links: {
    myTrainings: '“Eğitimlerim” sayfasına git',
    report: 'Birimlerin ilerleme raporuna git',
    questions: 'Soruyu görüntüle ve cevapla',
    answer: 'Cevabı eğitimde görüntüle',
    users: 'Kullanıcı yönetimine git',
  },
};
