export const policy = { canAssign: true };
