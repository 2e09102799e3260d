export const moduleA = 'a';
