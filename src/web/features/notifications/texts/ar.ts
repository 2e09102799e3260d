/** Arabic (ar) texts of 'notificationsUi' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ar: Translation<Texts> = {
  bell: {
    label: 'إشعارات تدريبات السلامة',
    labelWithCount_zero: 'لا توجد إشعارات غير مقروءة عن تدريبات السلامة',
    labelWithCount_one: 'إشعار واحد غير مقروء عن تدريبات السلامة',
    labelWithCount_two: 'إشعاران غير مقروءين عن تدريبات السلامة',
    labelWithCount_few: '{{count}} إشعارات غير مقروءة عن تدريبات السلامة',
    labelWithCount_many: '{{count}} إشعارًا غير مقروء عن تدريبات السلامة',
    labelWithCount_other: '{{count}} إشعار غير مقروء عن تدريبات السلامة',
    title: 'إشعارات تدريبات السلامة',
    none: 'لا توجد إشعارات',
    markAllRead: 'تحديد الكل كمقروء',
    more_zero: 'و{{count}} إشعار آخر',
    more_one: 'وإشعار آخر',
    more_two: 'وإشعاران آخران',
    more_few: 'و{{count}} إشعارات أخرى',
    more_many: 'و{{count}} إشعارًا آخر',
    more_other: 'و{{count}} إشعار آخر',
    failed: 'خطأ في تحميل الإشعارات.',
  },
  settings: {
    tab: 'الإشعارات',
    intro: 'متى يتم تذكير الموظفين بتدريبات السلامة الخاصة بهم عبر البريد الإلكتروني وفي جرس الإشعارات.',
    reminderDays: 'التذكير قبل الموعد النهائي (بالأيام)',
    reminderHint: 'حتى 5 قيم مختلفة من 1 إلى 365، مثل 7 و1.',
    escalationDays: 'التصعيد بعد التأخر (بالأيام)',
    escalationFirst: 'إلى مالك الوحدة التنظيمية والمالكين المشاركين',
    escalationSecond: 'إلى المسؤولين والمسؤول الرئيسي',
    kinds: 'الإشعارات',
    kind: {
      assigned: 'تم تعيين تدريب سلامة',
      reminder: 'تذكير قبل الموعد النهائي',
      overdue: 'انتهى الموعد النهائي',
      window: 'يمكن الإعادة (قبل شهرين من انتهاء الصلاحية)',
      expired: 'انتهت صلاحية الشهادة',
      escalation: 'التصعيد إلى مالكي الوحدات التنظيمية والمسؤولين والمسؤول الرئيسي',
    },
    questionsAlways: 'الأسئلة الموجّهة إلى المدرّب المسؤول عن التدريب وإجاباتها تُرسل دائمًا.',
    save: 'حفظ',
    saved: 'تم حفظ الإعدادات.',
    failed: 'خطأ في حفظ الإعدادات.',
    loadFailed: 'خطأ في تحميل الإعدادات.',
  },
};
