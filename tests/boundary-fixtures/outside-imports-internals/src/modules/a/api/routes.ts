export const registerRoutes = () => undefined;
