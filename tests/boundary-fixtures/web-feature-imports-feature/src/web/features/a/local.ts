export const Local = 1;
