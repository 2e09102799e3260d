// VIOLATION domain-is-pure: koa in a decider.
import type Koa from 'koa';

export type Ctx = Koa.Context;
