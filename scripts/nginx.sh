#!/usr/bin/env bash
# Serves out/ with the shipped deploy/nginx/site.conf on a port of this machine, as production does.
#   scripts/nginx.sh start [PORT]   in the background (default port 8080)
#   scripts/nginx.sh run [PORT]     in the foreground (Playwright's webServer)
#   scripts/nginx.sh stop [PORT]
#   scripts/nginx.sh start|run PORT tls   over HTTPS with a self-signed certificate for 127.0.0.1
#                                         (.cache/tls/, made on first use); plain HTTP sent to that
#                                         port is redirected to HTTPS, as a production front would.
# Needs Debian's nginx (apt-get install -y nginx), and for the precompressed brotli copies its brotli
# module (libnginx-mod-http-brotli-static): without it, the pages go out in gzip, and this says so.
# Runs as the current user, in .cache/nginx-PORT.
# The security headers come from deploy/generated/security-headers.conf, and each document's policy
# from deploy/generated/document-policies.conf, both written by `npm run build`.
set -euo pipefail
cd "$(dirname "$0")/.."
port="${2:-8080}"
tls="${3:-}"
dir="$PWD/.cache/nginx-$port"
headers="$PWD/deploy/generated/security-headers.conf"
policies="$PWD/deploy/generated/document-policies.conf"
certs="$PWD/.cache/tls"
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so

certificate() {
    [ -f "$certs/cert.pem" ] && return
    mkdir -p "$certs"
    openssl req -x509 -newkey rsa:2048 -nodes -days 825 -subj "/CN=127.0.0.1" \
        -addext "subjectAltName=IP:127.0.0.1,DNS:localhost" \
        -keyout "$certs/key.pem" -out "$certs/cert.pem" 2>/dev/null
}

configure() {
    mkdir -p "$dir/logs" "$dir/tmp"
    if [ ! -f "$headers" ]; then
        # An export built before the headers existed: serve it, but say what is missing.
        echo "warning: $headers is missing (npm run build writes it): serving without security headers." >&2
        headers="$dir/no-security-headers.conf"
        : > "$headers"
    fi
    if [ ! -f "$policies" ]; then
        # No policies either: the variable the headers would read is empty, and nginx sends none.
        policies="$dir/no-document-policies.conf"
        echo 'map $uri $site_content_security_policy { default ""; }' > "$policies"
    fi
    sed -e "s#@ROOT@#$PWD/out#" -e "s#@PORT@#$port#" -e "s#@SECURITY_HEADERS@#$headers#" \
        -e "s#@DOCUMENT_POLICIES@#$policies#" deploy/nginx/site.conf > "$dir/site.conf"
    modules=""
    if [ -f "$brotli_module" ]; then
        modules="load_module $brotli_module;"
    else
        echo "warning: nginx's brotli module is missing (apt-get install -y libnginx-mod-http-brotli-static):" \
            "serving gzip only." >&2
        sed -i -e '/^\s*brotli_static /d' "$dir/site.conf"
    fi
    if [ "$tls" = tls ]; then
        certificate
        # Same server block, over TLS; error 497 is nginx's "plain HTTP on an HTTPS port".
        sed -i -e "s#listen \(.*\)$port;#listen \1$port ssl;#" \
            -e "s#^\(\s*server_name .*\)#\1\n    ssl_certificate $certs/cert.pem;\n    ssl_certificate_key $certs/key.pem;\n    error_page 497 =301 https://\$host:\$server_port\$request_uri;#" \
            "$dir/site.conf"
    fi
    cat > "$dir/nginx.conf" <<CONF
$modules
worker_processes 1;
pid $dir/nginx.pid;
error_log $dir/logs/error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
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
    echo "nginx serving out/ on http${tls:+s}://127.0.0.1:$port"
    ;;
  run)
    configure
    exec nginx -p "$dir" -c "$dir/nginx.conf" -g 'daemon off;'
    ;;
  stop)
    [ -f "$dir/nginx.pid" ] && nginx -p "$dir" -c "$dir/nginx.conf" -s stop || true
    ;;
  *)
    echo "usage: $0 start|run|stop [PORT] [tls]" >&2
    exit 2
    ;;
esac
