#!/bin/sh
# The image's command (Dockerfile CMD; docs/decisions/0320). It ends by running the built
# server with `exec node build/server/server.js`, as before.
#
# Without object storage (none of BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID,
# AWS_SECRET_ACCESS_KEY, AWS_REGION set) it only does that: `npm start` and the image behave
# as they always did.
#
# With all five set (what `fly storage create` sets for Tigris):
#   1. when the volume has no database (or no erasure log), it is restored from the off-site
#      copy (`litestream restore -if-db-not-exists -if-replica-exists`); no copy yet = a first
#      start, the server creates the studio;
#   2. when the copy cannot be reached, it tries a few times and then REFUSES TO START, rather
#      than start an empty studio over a copy that exists;
#   3. the server then runs Litestream (LITESTREAM_CONFIG) under its own watch.
set -eu
cd "$(dirname "$0")/.."

abs() { case "$1" in /*) printf '%s\n' "$1" ;; *) printf '%s\n' "$PWD/$1" ;; esac; }
log() { printf '[start] %s\n' "$*" >&2; }

DATABASE_PATH=$(abs "${DATABASE_PATH:-./data/studio.db}")
ERASURE_LOG_PATH=$(abs "${ERASURE_LOG_PATH:-$(dirname "$DATABASE_PATH")/erasures.db}")
export DATABASE_PATH ERASURE_LOG_PATH

set_count=0
for name in BUCKET_NAME AWS_ENDPOINT_URL_S3 AWS_ACCESS_KEY_ID AWS_SECRET_ACCESS_KEY AWS_REGION; do
  eval "value=\${$name:-}"
  [ -n "$value" ] && set_count=$((set_count + 1))
done

if [ "$set_count" -eq 0 ]; then
  unset LITESTREAM_CONFIG
  exec node build/server/server.js
fi
if [ "$set_count" -ne 5 ]; then
  log "object storage is half configured: set all of BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION, or none"
  log "nesne depolama yarım ayarlanmış: BUCKET_NAME, AWS_ENDPOINT_URL_S3, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION değişkenlerinin hepsi ya da hiçbiri"
  exit 78
fi

LITESTREAM_BIN=$(abs "${LITESTREAM_BIN:-node_modules/@flydotio/litestream-linux-x64/litestream}")
LITESTREAM_CONFIG=$(abs "${LITESTREAM_CONFIG:-deploy/litestream.yml}")
LITESTREAM_ADDR=${LITESTREAM_ADDR:-127.0.0.1:9090}
export LITESTREAM_BIN LITESTREAM_CONFIG LITESTREAM_ADDR
if [ ! -x "$LITESTREAM_BIN" ]; then
  log "object storage is configured but the Litestream binary is missing: $LITESTREAM_BIN"
  log "(it comes from the optional npm package @flydotio/litestream-linux-x64, Linux x64 only; or set LITESTREAM_BIN)"
  exit 78
fi

mkdir -p "$(dirname "$DATABASE_PATH")" "$(dirname "$ERASURE_LOG_PATH")"
attempts=${START_RESTORE_ATTEMPTS:-5}

# restore_if_missing FILE: brings FILE back from the copy when the volume has none.
restore_if_missing() {
  file=$1
  [ -e "$file" ] && return 0
  try=1
  while :; do
    started=$(date +%s%N)
    if "$LITESTREAM_BIN" restore -config "$LITESTREAM_CONFIG" -if-db-not-exists -if-replica-exists "$file"; then
      if [ -e "$file" ]; then
        ms=$(( ($(date +%s%N) - started) / 1000000 ))
        log "restored $file from the off-site copy in ${ms} ms"
        restored_ms=$ms
      else
        log "no copy of $file in the bucket yet: a first start"
      fi
      return 0
    fi
    if [ "$try" -ge "$attempts" ]; then
      log "REFUSING TO START: the volume has no $file and the off-site copy cannot be reached (tried $try times)."
      log "Starting now would open an empty studio over a copy that may hold every booking. Check the bucket and its keys, then start again."
      log "BAŞLATILMADI: diskte veritabanı yok ve uzak kopyaya ulaşılamıyor. Boş bir stüdyo açmak yerine duruldu; depolama ayarlarını kontrol edip yeniden başlatın."
      exit 75
    fi
    log "the off-site copy did not answer (try $try of $attempts); trying again"
    sleep $((try * 2))
    try=$((try + 1))
  done
}

restored_ms=
restore_if_missing "$ERASURE_LOG_PATH"
restored_ms=
restore_if_missing "$DATABASE_PATH"
if [ -n "$restored_ms" ]; then
  # read once by the server: new ids continue past the last second before the loss
  printf 'restored at %s in %s ms\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$restored_ms" > "$DATABASE_PATH.restored-from-replica"
fi

exec node build/server/server.js
