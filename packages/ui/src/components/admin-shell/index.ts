export { AdminShell, type AdminShellProps } from "./admin-shell.tsx";
