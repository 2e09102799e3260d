export const de = { title: 'Unterweisung' };
