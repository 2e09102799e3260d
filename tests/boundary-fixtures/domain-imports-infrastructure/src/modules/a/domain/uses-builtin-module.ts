// VIOLATION domain-is-pure: the file system through process.getBuiltinModule.
export const fs = process.getBuiltinModule('node:fs');
