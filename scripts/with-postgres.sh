#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster on a free loopback port (or $PG_PORT) and
# TEST_DATABASE_URL pointing at it; the cluster is stopped and deleted afterwards, whatever the outcome.
# Needs Debian's postgresql (apt-get install -y postgresql) and root (the cluster runs as user postgres).
# Usage: scripts/with-postgres.sh <command> [args...]
set -euo pipefail
port=${PG_PORT:-$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi
dir=$(mktemp -d /tmp/weassit-pg.XXXXXX)
chown postgres "$dir"
cleanup() {
  su postgres -c "$bin/pg_ctl -D $dir/data -m immediate stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT
su postgres -c "$bin/initdb -D $dir/data -U postgres -A trust --no-sync -E UTF8 --locale=C.UTF-8" >/dev/null
if ! su postgres -c "$bin/pg_ctl -D $dir/data -l $dir/log -w -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off' start" >/dev/null; then
  cat "$dir/log" >&2
  exit 1
fi
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
"$@"
