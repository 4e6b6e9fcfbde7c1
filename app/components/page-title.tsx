/** React hoists <title> into <head>; every page names itself this way. */
export function PageTitle({ children }: { children: string }) {
  return <title>{`${children} · Prevzem`}</title>;
}
