/** Russian (ru) texts of 'profile' (issue 34 item 5): see README, "Languages of the learner's screens", for their review. */
import type { Translation } from '../../../lib/feature-texts';
import type { Texts } from '../i18n';

export const ru: Translation<Texts> = {
  title: 'Изменить профиль',
  tabs: {
    personal: 'Личные данные',
    password: 'Смена пароля',
    company: 'Компания',
  },
  fields: {
    firstName: 'Имя',
    lastName: 'Фамилия',
    email: 'Адрес электронной почты',
    currentPassword: 'Текущий пароль',
    newPassword: 'Новый пароль',
    confirmPassword: 'Подтвердите новый пароль',
    companyName: 'Название компании',
    companyAddress: 'Адрес',
    loginCode: 'Код входа',
    contentLanguage: 'Язык курсов',
  },
  saving: 'Сохранение...',
  changePassword: 'Сменить пароль',
  changing: 'Смена пароля...',
  myData: {
    title: 'Мои данные',
    text: 'Всё, что хранится о вас, одним файлом (право на доступ, ст. 15 GDPR): учётная запись, входы, подразделения, обучения с подтверждениями, вопросы, уведомления.',
    download: 'Скачать мои данные',
    failed: 'Не удалось скачать ваши данные.',
  },
  personal: {
    allRequired: 'Заполните все поля',
    failed: 'Ошибка при обновлении профиля',
    success: 'Профиль обновлён',
    contentLanguageHelp: 'Ваши курсы будут показаны на этом языке, если они на нём есть.',
  },
  password: {
    allRequired: 'Заполните все поля для пароля',
    mismatch: 'Новый пароль и подтверждение не совпадают',
    tooShort: 'Новый пароль должен содержать не менее 6 символов',
    failed: 'Ошибка при смене пароля',
    success: 'Пароль изменён',
    minLengthHint: 'Не менее 6 символов.',
    forcedTitle: 'Задайте новый пароль',
    forcedDescription: 'Вы вошли с временным паролем. Введите его как текущий пароль и выберите новый, прежде чем продолжить.',
    forcedLogoutHint: 'Хотите сделать это позже? Вы также можете выйти из системы.',
  },
  company: {
    nameRequired: 'Укажите название компании',
    failed: 'Ошибка при обновлении данных компании',
    success: 'Данные компании обновлены',
    addressHint: 'Необязательно, можно в несколько строк (например, улица, индекс и город).',
    loginCodeHint: 'Сотрудники без электронной почты входят с этим кодом и своим табельным номером. От 6 до 10 заглавных латинских букв и цифр.',
    loginCodeInvalid: 'Код входа состоит из 6–10 заглавных латинских букв и цифр.',
  },
};
