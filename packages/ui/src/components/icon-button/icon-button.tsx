import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn.ts";
import { Button, type ButtonProps } from "../button/button.tsx";

const iconButtonVariants = cva(
  // while loading, the spinner takes the icon's place
  "p-0 [&[aria-busy=true]>svg:not([data-slot=button-spinner])]:hidden",
  {
    variants: {
      size: {
        sm: "size-8 min-h-8 [&_svg]:size-4",
        md: "size-10 min-h-10 [&_svg]:size-5",
        lg: "size-12 min-h-12 [&_svg]:size-6",
      },
      shape: { square: "rounded-md", round: "rounded-full" },
    },
    defaultVariants: { size: "md", shape: "square" },
  },
);

export type IconButtonProps = Omit<ButtonProps, "size" | "aria-label" | "aria-labelledby"> &
  VariantProps<typeof iconButtonVariants> & {
    /** The button's accessible name, also shown as its tooltip: the button shows only an icon. */
    label: string;
  };

/** A Button that shows only an icon (its child) and is named by `label`. */
function IconButton({
  label,
  size,
  shape,
  variant = "ghost",
  className,
  title,
  ...props
}: IconButtonProps) {
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      size="icon"
      aria-label={label}
      title={title ?? label}
      className={cn(iconButtonVariants({ size, shape }), className)}
      {...props}
    />
  );
}

export { IconButton, iconButtonVariants };
