interface Tile {
  label: string;
  value: string;
  hint?: string;
  tone?: 'clicks' | 'conversions' | 'revenue';
}

export function StatTiles({ tiles }: { tiles: Tile[] }) {
  return (
    <dl className="stat-tiles" data-testid="totals">
      {tiles.map((t) => (
        <div key={t.label} className={`stat-tile${t.tone ? ` tone-${t.tone}` : ''}`}>
          <dt>{t.label}</dt>
          <dd>
            <span className="stat-value">{t.value}</span>
            {t.hint && <span className="stat-hint">{t.hint}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
