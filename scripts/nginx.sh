#!/usr/bin/env bash
# Serves out/ with the shipped deploy/nginx/site.conf on a port of this machine, as production does.
#   scripts/nginx.sh start [PORT]   in the background (default port 8080)
#   scripts/nginx.sh run [PORT]     in the foreground (Playwright's webServer)
#   scripts/nginx.sh stop [PORT]
# Needs Debian's nginx (apt-get install -y nginx). Runs as the current user, in .cache/nginx.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${2:-8080}"
dir="$PWD/.cache/nginx-$port"

configure() {
    mkdir -p "$dir/logs" "$dir/tmp"
    sed -e "s#@ROOT@#$PWD/out#" -e "s#@PORT@#$port#" deploy/nginx/site.conf > "$dir/site.conf"
    cat > "$dir/nginx.conf" <<CONF
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    gzip on;
    gzip_types text/css application/javascript application/json image/svg+xml application/xml text/plain application/manifest+json;
    client_body_temp_path $dir/tmp/body;
    proxy_temp_path $dir/tmp/proxy;
    fastcgi_temp_path $dir/tmp/fastcgi;
    uwsgi_temp_path $dir/tmp/uwsgi;
    scgi_temp_path $dir/tmp/scgi;
    include $dir/site.conf;
}
CONF
}

case "${1:-}" in
  start)
    configure
    [ -f "$dir/nginx.pid" ] && nginx -p "$dir" -c "$dir/nginx.conf" -s stop 2>/dev/null || true
    nginx -p "$dir" -c "$dir/nginx.conf"
    echo "nginx serving out/ on http://127.0.0.1:$port"
    ;;
  run)
    configure
    exec nginx -p "$dir" -c "$dir/nginx.conf" -g 'daemon off;'
    ;;
  stop)
    [ -f "$dir/nginx.pid" ] && nginx -p "$dir" -c "$dir/nginx.conf" -s stop || true
    ;;
  *)
    echo "usage: $0 start|run|stop [PORT]" >&2
    exit 2
    ;;
esac
