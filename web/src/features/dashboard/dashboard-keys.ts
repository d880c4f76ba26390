// The dashboard's query key, apart from the page so pages that move money or stock can invalidate it without loading the page's code.
export const DASHBOARD_STATS_KEY = ['/api/dashboard/stats'] as const;
