/**
 * The text of \`es_append\`, stated once for the two migrations that create it: 0000 creates it,
 * 0006 (tenant tombstones) replaces it with a guard that runs first. Applied migrations keep their
 * text; this function yields exactly the text each was applied with.
 */
export function esAppendFunction(create: 'CREATE' | 'CREATE OR REPLACE', guard = ''): string {
  return `${create} FUNCTION es_append(p_tenant text, p_stream text, p_stream_type text, p_expected integer, p_events jsonb)
RETURNS TABLE (next_version integer, epoch integer, tx_id xid8, global_position bigint, duplicate boolean)
LANGUAGE plpgsql AS $fn$
DECLARE
  v_current integer;
  v_count integer := jsonb_array_length(p_events);
BEGIN
${guard}  -- idempotent retry: the first event id exists already
  IF EXISTS (SELECT 1 FROM es_events e WHERE e.event_id = (p_events->0->>'id')::uuid) THEN
    RETURN QUERY
      SELECT s.version, e.epoch, e.tx_id, e.global_position, true
      FROM es_events e JOIN es_streams s ON s.tenant_id = e.tenant_id AND s.stream_id = e.stream_id
      WHERE e.event_id IN (SELECT (x->>'id')::uuid FROM jsonb_array_elements(p_events) x)
      ORDER BY e.global_position DESC LIMIT 1;
    RETURN;
  END IF;

  SELECT s.version INTO v_current FROM es_streams s
   WHERE s.tenant_id = p_tenant AND s.stream_id = p_stream FOR UPDATE;
  IF NOT FOUND THEN
    v_current := 0;
  END IF;
  IF p_expected IS NOT NULL AND p_expected <> v_current THEN
    RAISE EXCEPTION 'es_concurrency: stream % expected % actual %', p_stream, p_expected, v_current
      USING ERRCODE = 'ES409', DETAIL = v_current::text;
  END IF;

  IF v_current = 0 THEN
    INSERT INTO es_streams (tenant_id, stream_id, stream_type, version)
    VALUES (p_tenant, p_stream, p_stream_type, v_count);
  ELSE
    UPDATE es_streams s SET version = v_current + v_count, updated_at = now()
     WHERE s.tenant_id = p_tenant AND s.stream_id = p_stream;
  END IF;

  RETURN QUERY
    WITH inserted AS (
      INSERT INTO es_events (tenant_id, stream_id, stream_version, event_id, event_type, schema_version, data, metadata)
      SELECT p_tenant, p_stream, v_current + x.ord::integer, (x.e->>'id')::uuid, x.e->>'type',
             (x.e->>'schemaVersion')::integer, x.e->'data', x.e->'metadata'
      FROM jsonb_array_elements(p_events) WITH ORDINALITY AS x(e, ord)
      ORDER BY x.ord
      RETURNING es_events.epoch, es_events.tx_id, es_events.global_position
    )
    SELECT v_current + v_count, i.epoch, i.tx_id, i.global_position, false
    FROM inserted i ORDER BY i.global_position DESC LIMIT 1;
END
$fn$;
`;
}
