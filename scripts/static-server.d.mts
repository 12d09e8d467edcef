export declare function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  baseUrl?: string;
}): Promise<{url: string; close: () => Promise<void>}>;
