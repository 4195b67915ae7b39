export { NotFound, type NotFoundProps } from "./not-found.tsx";
