/** The header every console call carries so the API knows which client asks (API-CONTRACT.md). */
export const platformHeader = { platform: 'admin_frontend' } as const;
