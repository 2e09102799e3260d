/** Ukrainian (uk) texts of 'profile' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const uk: Translation<Texts> = {
  title: 'Редагувати профіль',
  tabs: {
    personal: 'Особисті дані',
    password: 'Змінити пароль',
    company: 'Компанія',
  },
  fields: {
    firstName: 'Ім’я',
    lastName: 'Прізвище',
    email: 'Адреса електронної пошти',
    currentPassword: 'Поточний пароль',
    newPassword: 'Новий пароль',
    confirmPassword: 'Підтвердіть новий пароль',
    companyName: 'Назва компанії',
    companyAddress: 'Адреса',
    loginCode: 'Код входу',
    contentLanguage: 'Мова матеріалів',
  },
  saving: 'Збереження...',
  changePassword: 'Змінити пароль',
  changing: 'Зміна...',
  myData: {
    title: 'Мої дані',
    text: 'Усе, що зберігається про вас, одним файлом (право на доступ, ст. 15 GDPR): обліковий запис, входи, підрозділи, навчання з підтвердженнями, запитання, сповіщення.',
    download: 'Завантажити мої дані',
    failed: 'Не вдалося завантажити ваші дані.',
  },
  personal: {
    allRequired: 'Заповніть усі поля',
    failed: 'Помилка під час оновлення профілю',
    success: 'Профіль успішно оновлено',
    contentLanguageHelp: 'Ваші курси показуватимуться цією мовою, якщо вони нею доступні.',
  },
  password: {
    allRequired: 'Заповніть усі поля пароля',
    mismatch: 'Новий пароль і підтвердження не збігаються',
    tooShort: 'Новий пароль має містити щонайменше 6 символів',
    failed: 'Помилка під час зміни пароля',
    success: 'Пароль успішно змінено',
    minLengthHint: 'Щонайменше 6 символів.',
    forcedTitle: 'Установіть новий пароль',
    forcedDescription: 'Ви увійшли з тимчасовим паролем. Введіть його як поточний пароль і виберіть новий, перш ніж продовжити.',
    forcedLogoutHint: 'Краще пізніше? Ви також можете вийти.',
  },
  company: {
    nameRequired: 'Потрібна назва компанії',
    failed: 'Помилка під час оновлення даних компанії',
    success: 'Дані компанії успішно оновлено',
    addressHint: 'Необов’язково, у кілька рядків (напр. вулиця, поштовий індекс і місто).',
    loginCodeHint: 'Працівники без електронної пошти входять із цим кодом і своїм табельним номером. Від 6 до 10 великих латинських літер і цифр.',
    loginCodeInvalid: 'Код входу складається з 6–10 великих латинських літер і цифр.',
  },
};
