import { plural, type NotificationWords } from './words';

/** "n days" after a preposition (خلال، بعد، منذ): the dual in the genitive. */
const days = (n: number) => plural('ar', n, { zero: `${n} يوم`, one: 'يوم واحد', two: 'يومين', few: `${n} أيام`, many: `${n} يومًا`, other: `${n} يوم` });
const notices = (n: number) => plural('ar', n, { zero: `${n} إشعار`, one: 'إشعار واحد', two: 'إشعاران', few: `${n} إشعارات`, many: `${n} إشعارًا`, other: `${n} إشعار` });

/** ar: translated from the German (see README, "Languages of the learner's screens", for the review). */
export const ar: NotificationWords = {
  sentence: {
    assigned: ({ title, date }) => (date ? `تم تعيين تدريب السلامة «${title}» لك. يُرجى إكماله حتى ${date}.` : `تم تعيين تدريب السلامة «${title}» لك.`),
    reminder: ({ title, date, days: n }) => `يجب إكمال تدريب السلامة «${title}» خلال ${days(n)} (حتى ${date}).`,
    overdue: ({ title, date }) => `تدريب السلامة «${title}» متأخر: انتهى الموعد النهائي في ${date}.`,
    window: ({ title, date }) => `يمكنك الآن إعادة تدريب السلامة «${title}». شهادتك صالحة حتى ${date}.`,
    expired: ({ title, date }) => `انتهت صلاحية شهادتك لتدريب السلامة «${title}» في ${date}. يُرجى إعادة تدريب السلامة.`,
    escalation: ({ title, date, days: n, person }) => `يوجد تأخير لدى ${person ?? ''} في تدريب السلامة «${title}» منذ ${days(n)} (الموعد النهائي: ${date}).`,
    question: ({ title, person }) => `وصل سؤال من ${person ?? 'أحد الأشخاص'} حول تدريب السلامة «${title}».`,
    answer: ({ title, person }) => `وصلت إجابة من ${person ?? 'المدرّب'} عن سؤالك حول تدريب السلامة «${title}».`,
    account_locked: ({ date, person }) =>
      `تم إدخال رمز PIN أو رمز بدء أو بطاقة غير صحيحة بشكل متكرر في حساب ${person ?? 'أحد الأشخاص'} (آخر مرة في ${date})؛ وكل محاولة أخرى مقفلة لمدة تصل إلى 15 دقيقة. إذا لم يكن صاحب الحساب نفسه هو من حاول، فيُرجى تزويده برمز بدء جديد أو ببطاقة جديدة.`,
  },
  subject: {
    assigned: ({ title }) => `تدريب سلامة جديد: ${title}`,
    reminder: ({ title, days: n }) => `تذكير: موعد «${title}» خلال ${days(n)}`,
    overdue: ({ title }) => `متأخر: ${title}`,
    window: ({ title }) => `يمكن الإعادة الآن: ${title}`,
    expired: ({ title }) => `انتهت صلاحية الشهادة: ${title}`,
    escalation: ({ title, days: n, person }) => `متأخر منذ ${days(n)}: ${person ?? ''} – ${title}`,
    question: ({ title, person }) => `سؤال جديد حول «${title}»${person ? ` من ${person}` : ''}`,
    answer: ({ title }) => `إجابة عن سؤالك حول «${title}»`,
    account_locked: ({ person }) => `تم قفل الحساب بعد محاولات دخول غير صحيحة: ${person ?? ''}`,
  },
  digestSubject: (count) => `تدريبات السلامة الخاصة بك: ${notices(count)}`,
  mail: {
    hello: 'مرحبًا',
    overview: 'إليك نظرة عامة على تدريبات السلامة الخاصة بك:',
    more: '… وإشعارات أخرى عددها {{more}}: تجدها كلها في جرس «إشعارات تدريبات السلامة».',
    footer: 'تم إرسال هذا البريد الإلكتروني تلقائيًا من Unterweisung Pro.',
  },
  links: {
    myTrainings: 'إلى «تدريباتي»',
    report: 'إلى تقرير تقدّم الوحدات التنظيمية',
    questions: 'عرض السؤال والإجابة عنه',
    answer: 'عرض الإجابة في التدريب',
    users: 'إلى إدارة المستخدمين',
  },
};
