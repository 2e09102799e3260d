/** Arabic (ar) texts of 'profile' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ar: Translation<Texts> = {
  title: 'تعديل الملف الشخصي',
  tabs: {
    personal: 'البيانات الشخصية',
    password: 'تغيير كلمة المرور',
    company: 'الشركة',
  },
  fields: {
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    companyName: 'اسم الشركة',
    companyAddress: 'العنوان',
    loginCode: 'رمز الدخول',
    contentLanguage: 'لغة المحتوى',
  },
  saving: 'جارٍ الحفظ...',
  changePassword: 'تغيير كلمة المرور',
  changing: 'جارٍ التغيير...',
  myData: {
    title: 'بياناتي',
    text: 'كل ما هو محفوظ عنك في ملف واحد (حق الاطلاع، المادة 15 من اللائحة العامة لحماية البيانات): الحساب وتسجيلات الدخول والوحدات والتدريبات مع إثباتاتها والأسئلة والإشعارات.',
    download: 'تنزيل بياناتي',
    failed: 'تعذّر تنزيل بياناتك.',
  },
  personal: {
    allRequired: 'يجب ملء جميع الحقول',
    failed: 'خطأ في تحديث الملف الشخصي',
    success: 'تم تحديث الملف الشخصي بنجاح',
    contentLanguageHelp: 'تُعرض تدريباتك بهذه اللغة إذا كانت متوفرة بها.',
  },
  password: {
    allRequired: 'يجب ملء جميع حقول كلمة المرور',
    mismatch: 'كلمة المرور الجديدة وتأكيدها غير متطابقين',
    tooShort: 'يجب أن تتكوّن كلمة المرور الجديدة من 6 أحرف على الأقل',
    failed: 'خطأ في تغيير كلمة المرور',
    success: 'تم تغيير كلمة المرور بنجاح',
    minLengthHint: '6 أحرف على الأقل.',
    forcedTitle: 'يُرجى تعيين كلمة مرور جديدة',
    forcedDescription: 'لقد سجّلت الدخول بكلمة مرور مؤقتة. أدخلها في خانة كلمة المرور الحالية، واختر كلمة مرور جديدة قبل المتابعة.',
    forcedLogoutHint: 'تفضّل القيام بذلك لاحقًا؟ يمكنك أيضًا تسجيل الخروج.',
  },
  company: {
    nameRequired: 'اسم الشركة مطلوب',
    failed: 'خطأ في تحديث بيانات الشركة',
    success: 'تم تحديث بيانات الشركة بنجاح',
    addressHint: 'اختياري، في عدة أسطر (مثل الشارع والرمز البريدي والمدينة).',
    loginCodeHint: 'الموظفون الذين ليس لديهم بريد إلكتروني يسجّلون الدخول بهذا الرمز وبرقمهم الوظيفي. من 6 إلى 10 حروف لاتينية كبيرة وأرقام.',
    loginCodeInvalid: 'يتكوّن رمز الدخول من 6 إلى 10 حروف لاتينية كبيرة وأرقام.',
  },
};
