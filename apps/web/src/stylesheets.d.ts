// A stylesheet imported for its effect (the self-hosted font, main.tsx): Vite bundles it.
declare module '*.css';
