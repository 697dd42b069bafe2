/** A QR code the server drew as rows of modules ('1' dark), as one SVG path: no image, no library. */
export function QrCode({ rows, label }: { rows: readonly string[]; label: string }) {
  const size = rows.length;
  const quiet = 4;
  let path = '';
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x += 1) {
      if (row[x] === '1') path += `M${x + quiet} ${y + quiet}h1v1h-1z`;
    }
  });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size + 2 * quiet} ${size + 2 * quiet}`}
      width={200}
      height={200}
      className="rounded-md border border-slate-300 bg-white"
      shapeRendering="crispEdges"
    >
      <rect width="100%" height="100%" fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
