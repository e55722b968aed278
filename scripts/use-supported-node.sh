# Sourced, not run: `source scripts/use-supported-node.sh` puts a supported Node first on PATH.
# The project runs on the LTS lines 22 and 24 (package.json's engines). Where the machine's Node is
# older, Node 24 comes from the npm registry's node-linux-<arch> package, which ships the binary:
# no other download is needed. It is unpacked once into .cache/ and used from there; npm, a script
# of the machine's, then runs on it too.
node_version=24.21.0

case "$(uname -m)" in
  x86_64) node_arch=x64 ;;
  aarch64 | arm64) node_arch=arm64 ;;
  *) node_arch="" ;;
esac

node_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$node_major" -lt 22 ]; then
  node_home="$PWD/.cache/node-$node_version"
  if [ ! -x "$node_home/bin/node" ]; then
    if [ -z "$node_arch" ]; then
      echo "Node $(node -v 2>/dev/null || echo '(none)') is too old and no Node package exists for $(uname -m): install Node 22 or 24." >&2
      return 1
    fi
    echo "Node $(node -v 2>/dev/null || echo '(none)') is older than the project supports: unpacking Node $node_version from the npm registry into .cache/."
    mkdir -p "$node_home"
    tarball="$(npm pack "node-linux-$node_arch@$node_version" --pack-destination "$PWD/.cache" --silent)" &&
      tar -xzf "$PWD/.cache/$tarball" -C "$node_home" --strip-components=1 &&
      rm -f "$PWD/.cache/$tarball" || {
      echo "Could not unpack node-linux-$node_arch@$node_version: install Node 22 or 24." >&2
      rm -rf "$node_home"
      return 1
    }
  fi
  export PATH="$node_home/bin:$PATH"
fi
echo "Node $(node -v), npm $(npm -v)"
