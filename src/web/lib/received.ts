/**
 * A response contract (src/shared/contracts) as the web app holds it: the contracts are readonly
 * (the server must not change what it sends), while the app owns the copy it parsed from JSON and
 * passes its arrays on to lists and editors that take plain arrays.
 */
export type Received<T> = T extends readonly (infer Item)[]
  ? Received<Item>[]
  : T extends object
    ? { -readonly [Key in keyof T]: Received<T[Key]> }
    : T;
