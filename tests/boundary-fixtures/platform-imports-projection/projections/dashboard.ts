export const dashboard = { name: 'dashboard' };
