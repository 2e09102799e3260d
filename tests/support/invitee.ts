/** The person the identity decider tests invite: Nina Neu (n1) of company c1. */
export const NINA = { userId: 'n1', companyId: 'c1', email: 'neu@firma.de', firstName: 'Nina', lastName: 'Neu' } as const;
