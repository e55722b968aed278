# Sourced: puts a Node that package.json's engines accept first on PATH, unpacking
# node_version from the npm registry's node-linux-<arch> package into .cache/ when the machine's is not one.
# `bash scripts/use-supported-node.sh --is-supported 25.1.0` answers with its exit code (tested).
node_version=24.21.0
node_major="${node_version%%.*}"

supported_node() {
  [ "$(echo "${1#v}" | cut -d. -f1)" = "$node_major" ]
}

if [ "${BASH_SOURCE[0]}" = "$0" ] && [ "${1:-}" = --is-supported ]; then
  supported_node "$2"
  exit $?
fi

# Each package's sha512 as the registry listed it: a tarball with other bytes is refused. The
# packages hold Linux binaries, so on macOS nothing is unpacked.
case "$(uname -s) $(uname -m)" in
  "Linux x86_64") node_arch=x64 node_integrity=sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q== ;;
  "Linux aarch64" | "Linux arm64") node_arch=arm64 node_integrity=sha512-FpJRPEz2OvvTLfjIOlNGFY9JLPMKgl5m+d4oGYBLg24kJ1mmvN1Zl/HPJgF4HDaJ51ISev1l1cRZ/DM+keXW5g== ;;
  *) node_arch="" ;;
esac

machine_node="$(node -v 2>/dev/null || echo none)"
if ! supported_node "$machine_node"; then
  node_home="$PWD/.cache/node-$node_version"
  if [ ! -x "$node_home/bin/node" ]; then
    if [ -z "$node_arch" ]; then
      echo "Node $machine_node is outside package.json's engines and no Node package exists for $(uname -s) $(uname -m): install Node $node_major (e.g. nvm install $node_major)." >&2
      return 1
    fi
    echo "Node $machine_node is outside package.json's engines: unpacking Node $node_version from the npm registry into .cache/."
    mkdir -p "$node_home"
    tarball="$(npm pack "node-linux-$node_arch@$node_version" --pack-destination "$PWD/.cache" --silent)" &&
      [ "$(node -p "'sha512-' + require('crypto').createHash('sha512').update(require('fs').readFileSync('$PWD/.cache/$tarball')).digest('base64')")" = "$node_integrity" ] &&
      tar -xzf "$PWD/.cache/$tarball" -C "$node_home" --strip-components=1 &&
      rm -f "$PWD/.cache/$tarball" || {
      echo "Could not unpack node-linux-$node_arch@$node_version, or its sha512 differs: install Node $node_major." >&2
      rm -rf "$node_home" "$PWD/.cache/$tarball"
      return 1
    }
  fi
  export PATH="$node_home/bin:$PATH"
fi
echo "Node $(node -v), npm $(npm -v)"
