# Starts a PostgreSQL server for tests on a free loopback port, as the unprivileged 'postgres'
# user (initdb refuses root), and exports TEST_DATABASE_URL. Sourced by .ci/run.
start_test_postgres() {
  local bin
  bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/pg_ctl 2>/dev/null | sort -V | tail -n 1)")
  [ -x "$bin/pg_ctl" ] || { echo "PostgreSQL not found; its tests will be skipped"; return 0; }
  PG_TEST_DIR=$(mktemp -d /tmp/heartwork-pg.XXXXXX)
  chown postgres "$PG_TEST_DIR" 2>/dev/null || true
  local port
  port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$bin/initdb" -D "$PG_TEST_DIR/data" -U postgres --auth=trust >/dev/null &&
    "${as[@]}" "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -o "-p $port -k $PG_TEST_DIR -c listen_addresses=127.0.0.1" -l "$PG_TEST_DIR/log" -w start >/dev/null &&
    TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" &&
    echo "Test PostgreSQL on 127.0.0.1:$port" || { echo "PostgreSQL did not start; its tests will be skipped"; cat "$PG_TEST_DIR/log" 2>/dev/null; TEST_DATABASE_URL=; }
  PG_TEST_BIN=$bin
}

stop_test_postgres() {
  [ -n "${PG_TEST_DIR:-}" ] || return 0
  local as=()
  [ "$(id -u)" = 0 ] && as=(runuser -u postgres --)
  "${as[@]}" "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -m fast stop >/dev/null 2>&1
  rm -rf "$PG_TEST_DIR"
}
