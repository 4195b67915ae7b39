import type { ComponentProps, ReactElement } from "react";
import { Form } from "react-router";

/**
 * The `renderForm` of ui screens: their POST form as React Router's Form, so that it is sent by
 * the route's action with or without JavaScript. Every other prop the screen sets is kept.
 */
export function routerForm(action?: string) {
  return ({
    action: _action,
    method: _method,
    encType: _encType,
    ...props
  }: ComponentProps<"form">): ReactElement => (
    <Form {...props} method="post" {...(action ? { action } : {})} />
  );
}
