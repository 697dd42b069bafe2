/** How many leads a running server holds, read through the sales team's CSV export. */
export async function countStoredLeads(baseUrl: string, adminToken: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/leads.csv`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok) throw new Error(`GET /api/leads.csv answered ${response.status}`);
  const rows = (await response.text()).split('\r\n').filter((line) => line.trim() !== '');
  // The first row is the header; benchmark leads have no line breaks in their fields.
  return rows.length - 1;
}
