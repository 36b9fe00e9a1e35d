import { sql, type Kysely } from 'kysely';

/**
 * Unique visitors as HyperLogLog sketches (precision 14, 0.81 % standard error) per (owner, link or
 * account, UTC day) instead of one row per visitor: a new visitor cost PostgreSQL two index entries
 * in stats_daily_ips, now a few bytes appended to one row per link and batch. Sketches merge by each
 * register's maximum, so replicas writing the same day, and a range of days, are a union.
 *
 * registers is sparse ((register uint16 BE, value uint8) entries, 3 bytes each, repeats allowed) until
 * it would reach 16,384 bytes, then dense (one byte per register). kurz_hll_add keeps both forms;
 * kurz_hll_entry is the entry of one IP hash (md5, first 14 bits the register), as the writer makes it;
 * a plain expression, so that PostgreSQL inlines it (a function call per click would cost more).
 *
 * The days stats_daily_ips still holds (today and yesterday) become sketches; their exact uniq rows
 * in stats_daily go, older days keep theirs (the reader adds them).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function kurz_hll_entry(value text) returns int language sql immutable as $$
      select ((('x' || substr(md5(value), 1, 4))::bit(16)::int >> 2) << 8)
        + coalesce(nullif(position(B'1' in substring(('x' || substr(md5(value), 3, 14))::bit(56) from 7 for 50)), 0), 51)
    $$`.execute(db);
  // Entries into a dense sketch: set_byte each (it copies the 16 KiB; the writer sends only entries
  // that raise a register, few once a sketch is dense). A sparse sketch becoming dense, or two dense
  // ones: an int array updated in place, turned into bytes once.
  await sql`
    create function kurz_hll_add(stored bytea, delta bytea) returns bytea language plpgsql immutable as $$
    declare
      dense bytea;
      regs int[];
      entries bytea;
      i int := 0;
      r int;
      v int;
    begin
      stored := coalesce(stored, ''::bytea);
      delta := coalesce(delta, ''::bytea);
      if length(stored) <> 16384 and length(stored) + length(delta) < 16384 then
        return stored || delta;
      end if;
      if length(stored) = 16384 and length(delta) <> 16384 then
        dense := stored;
        while i + 2 < length(delta) loop
          r := get_byte(delta, i) * 256 + get_byte(delta, i + 1);
          v := get_byte(delta, i + 2);
          if v > get_byte(dense, r) then dense := set_byte(dense, r, v); end if;
          i := i + 3;
        end loop;
        return dense;
      end if;
      regs := array_fill(0, array[16384]);
      entries := ''::bytea;
      foreach dense in array array[stored, delta] loop
        if length(dense) = 16384 then
          for r in 0..16383 loop
            v := get_byte(dense, r);
            if v > regs[r + 1] then regs[r + 1] := v; end if;
          end loop;
        else
          entries := entries || dense;
        end if;
      end loop;
      while i + 2 < length(entries) loop
        r := get_byte(entries, i) * 256 + get_byte(entries, i + 1) + 1;
        v := get_byte(entries, i + 2);
        if v > regs[r] then regs[r] := v; end if;
        i := i + 3;
      end loop;
      return decode(array_to_string(array(select lpad(to_hex(x), 2, '0') from unnest(regs) x), ''), 'hex');
    end $$`.execute(db);
  await sql`
    create function kurz_hll_union(a bytea, b bytea) returns bytea language sql immutable as $$
      select case when length(b) = 16384 and coalesce(length(a), 0) <> 16384 then kurz_hll_add(b, a) else kurz_hll_add(a, b) end
    $$`.execute(db);
  await sql`create aggregate kurz_hll_union_agg(bytea) (sfunc = kurz_hll_union, stype = bytea)`.execute(db);

  await db.schema
    .createTable('stats_daily_visitors')
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('link_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('registers', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_visitors_pkey', ['owner_id', 'link_id', 'day'])
    .execute();
  // Rollup rows are updated in place all day: room left on each page lets PostgreSQL keep the new
  // version on the same page without a new index entry (a HOT update).
  await sql`alter table stats_daily_visitors set (fillfactor = 50)`.execute(db);
  await sql`alter table stats_daily set (fillfactor = 70)`.execute(db);
  await sql`alter table link_counters set (fillfactor = 70)`.execute(db);

  await sql`
    insert into stats_daily_visitors (owner_id, link_id, day, registers)
    select owner_id, link_id, day, kurz_hll_add(null, string_agg(decode(lpad(to_hex(e), 6, '0'), 'hex'), ''::bytea))
    from (
      select owner_id, link_id, day, max(kurz_hll_entry(ip_hash)) as e
      from stats_daily_ips group by owner_id, link_id, day, kurz_hll_entry(ip_hash) >> 8) x
    group by owner_id, link_id, day`.execute(db);
  await sql`
    delete from stats_daily d using stats_daily_visitors v
    where d.dim = 'uniq' and d.owner_id = v.owner_id and d.link_id = v.link_id and d.day = v.day`.execute(db);
  await db.schema.dropTable('stats_daily_ips').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stats_daily_ips')
    .addColumn('owner_id', 'uuid', (c) => c.notNull())
    .addColumn('link_id', 'bigint', (c) => c.notNull())
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('stats_daily_ips_pkey', ['owner_id', 'link_id', 'day', 'ip_hash'])
    .execute();
  await sql`alter table stats_daily reset (fillfactor)`.execute(db);
  await sql`alter table link_counters reset (fillfactor)`.execute(db);
  await db.schema.dropTable('stats_daily_visitors').execute();
  await sql`drop aggregate kurz_hll_union_agg(bytea)`.execute(db);
  await sql`drop function kurz_hll_union(bytea, bytea)`.execute(db);
  await sql`drop function kurz_hll_add(bytea, bytea)`.execute(db);
  await sql`drop function kurz_hll_entry(text)`.execute(db);
}
