export const Shared = () => null;
