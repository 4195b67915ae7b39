// Types of shop-process-env.mjs, which stays JavaScript: bootstrap.mjs imports it on any Node.
export declare const shopProcessEnv: Record<string, string>;
export declare const shopNodeFlags: string[];
