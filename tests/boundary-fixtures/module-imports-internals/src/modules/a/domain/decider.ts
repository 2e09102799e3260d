export const decide = () => [];
