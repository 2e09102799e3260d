export const query = (sql: string) => sql;
