// The results screen, fetched ahead by /answer and /exam once the question is drawn
// (lib/use-page-settled.ts), so that finishing works even if the network drops.
export const preloadResults = () => void import('#client/features/results/results-page.tsx');
