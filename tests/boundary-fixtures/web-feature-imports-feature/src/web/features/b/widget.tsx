export const Widget = () => null;
