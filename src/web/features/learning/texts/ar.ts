/** Arabic (ar) texts of 'learningUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ar: Translation<Texts> = {
  status: {
    assigned: 'معيّن',
    in_progress: 'قيد التنفيذ',
    completed: 'مكتمل',
    recertification_required: 'إعادة الاعتماد مطلوبة',
    expired: 'منتهي الصلاحية',
    awaiting_practical: 'بانتظار الجزء العملي',
  },
  completionStatus: {
    completed: 'ساري',
    recertification_required: 'إعادة الاعتماد مطلوبة',
    expired: 'منتهي الصلاحية',
    awaiting_practical: 'بانتظار الجزء العملي',
  },
  practical: {
    awaitingHint: 'اكتمل الجزء الإلكتروني. يُحتسب التدريب بمجرد تأكيد الجزء العملي، وعندها تحصل أيضًا على الشهادة.',
    signedOff: 'الجزء العملي في {{date}} في {{place}} ({{instructor}})',
  },
  action: {
    start: 'ابدأ',
    continue: 'متابعة',
    view: 'عرض',
    recertify: 'إعادة الاعتماد',
    renew: 'تجديد',
    locked: 'مقفل',
    lockedHint: 'هذا التدريب غير متاح حاليًا.',
  },
  due: {
    overdue: 'متأخر',
    today: 'اليوم',
    days_zero: 'بعد {{count}} يوم',
    days_one: 'بعد يوم واحد',
    days_two: 'بعد يومين',
    days_few: 'بعد {{count}} أيام',
    days_many: 'بعد {{count}} يومًا',
    days_other: 'بعد {{count}} يوم',
  },
  deletedTraining: 'تم حذف التدريب',
  achievements: {
    title: 'الإنجازات',
    achieved: 'مُنجَز',
    open: 'لم يُنجَز بعد',
    first_completed: {
      title: 'أول تدريب مكتمل',
      text: 'لقد أكملت أول تدريب لك بنجاح.',
    },
    five_completed: {
      title: '5 تدريبات مكتملة',
      text: 'أكملت خمسة تدريبات بنجاح.',
    },
    halfway: {
      title: 'منتصف الطريق',
      text: 'اكتمل نصف تدريباتك.',
    },
    all_completed: {
      title: 'اكتمل كل شيء',
      text: 'اكتملت كل التدريبات المعيّنة لك.',
    },
  },
  evidence: {
    title: 'الشهادات',
    subtitle: 'تدريبات السلامة التي أكملتها، مع شهادة بصيغة PDF.',
    recentTitle: 'أحدث الشهادات',
    training: 'التدريب',
    completedAt: 'تاريخ الإكمال',
    result: 'النتيجة',
    validUntil: 'صالحة حتى',
    status: 'الحالة',
    cycle: 'الجولة {{cycle}}',
    noExpiry: 'غير محدودة',
    download: 'الشهادة (PDF)',
    downloadLabel: 'تنزيل الشهادة (PDF) الخاصة بـ «{{title}}»',
    downloadFailed: 'تعذّر تنزيل الشهادة.',
    empty: 'لا توجد شهادات بعد',
    emptyText: 'بمجرد أن تُكمل تدريبًا، ستجد هنا شهادة تدريب السلامة بصيغة PDF.',
    fileName: 'شهادة تدريب السلامة',
    loadError: 'تعذّر تحميل الشهادات.',
  },
};
