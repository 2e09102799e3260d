export type RequestContext = { userId: string };
