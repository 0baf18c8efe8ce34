/** The Set-Cookie lines of a response for one cookie name. */
export function setCookies(headers: Record<string, unknown>, name: string): string[] {
  return ([] as string[])
    .concat((headers['set-cookie'] as string[] | string | undefined) ?? [])
    .filter((line) => line.startsWith(`${name}=`));
}
