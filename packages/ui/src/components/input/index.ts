export { fieldVariants, Input, type InputProps } from "./input.tsx";
