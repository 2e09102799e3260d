/** Arabic (ar) texts of 'app' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ar: Translation<Texts> = {
  nav: {
    label: 'التنقل الرئيسي',
    openMenu: 'فتح القائمة',
    dashboard: 'لوحة التحكم',
    library: 'مكتبة التدريبات',
    myLearning: 'تدريباتي',
    groups: 'الوحدات التنظيمية',
    instructionSessions: 'تدريبات حضورية',
    bundles: 'حِزم التدريب',
    users: 'المستخدمون',
    audit: 'التدقيق',
    dataProtection: 'حماية البيانات',
    master: 'إدارة المنصة',
  },
  userMenu: {
    open: 'فتح قائمة المستخدم',
    editProfile: 'تعديل الملف الشخصي',
    language: 'اللغة',
  },
  footer: {
    copyright: '© {{year}} Unterweisung Pro. جميع الحقوق محفوظة.',
    legalLabel: 'معلومات قانونية',
    privacy: 'الخصوصية',
    imprint: 'بيانات الناشر',
    terms: 'شروط الاستخدام',
  },
};
