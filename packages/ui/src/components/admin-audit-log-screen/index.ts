export * from "./admin-audit-log-screen.tsx";
