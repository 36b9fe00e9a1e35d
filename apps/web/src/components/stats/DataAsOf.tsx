/** "Data as of 14:05 UTC": shown when the report was read from a standby lagging behind (data_as_of). */
export function DataAsOf({ asOf }: { asOf: number | undefined }) {
  if (asOf === undefined) return null;
  const time = new Date(asOf * 1000).toISOString().slice(11, 16);
  return (
    <p className="fine-print stats-as-of" role="note">
      Data as of {time} UTC
    </p>
  );
}
