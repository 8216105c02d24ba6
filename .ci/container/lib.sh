# shellcheck shell=bash
# Shared by the container checks (smoke.sh, builder.sh): podman as it runs on
# this machine kind, and base images made locally, since no image registry
# is reachable here.
#
#   TEG_CONTAINER_CACHE  where root filesystems and containers.conf are kept
#                        (default /var/tmp/teg-container)
#   TEG_DEBIAN_MIRROR    the Debian mirror for debootstrap (default: the
#                        bookworm one in /etc/apt/sources.list.d)
#   CONTAINERS_CONF      podman's configuration (default: one made here)

CONTAINER_CACHE=${TEG_CONTAINER_CACHE:-/var/tmp/teg-container}
BASE_IMAGE=localhost/local/bookworm:minbase
mkdir -p "$CONTAINER_CACHE"

log() { printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"; }
die() { log "FAIL: $*" >&2; exit 1; }

# Debian packages, installed when a command is missing (CI does as for Chromium).
need_debs() {
    local missing=() pair cmd pkg
    for pair in "$@"; do
        cmd=${pair%%:*} pkg=${pair#*:}
        command -v "$cmd" >/dev/null 2>&1 || missing+=("$pkg")
    done
    install_debs "${missing[@]}"
}

# apt-get install of the packages named, if any.
install_debs() {
    (($#)) || return 0
    log "installing from the Debian archive: $*"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# Debian packages that provide no command of their own (plugins), installed
# when dpkg does not list them.
need_packages() {
    local missing=() pkg
    for pkg in "$@"; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
    done
    install_debs "${missing[@]}"
}

# The default crun refuses this machine's hybrid cgroups, and the default
# ulimits are not permitted: runc, cgroupfs, no default ulimits, file events.
if [[ -z ${CONTAINERS_CONF:-} ]]; then
    export CONTAINERS_CONF=$CONTAINER_CACHE/containers.conf
    cat >"$CONTAINERS_CONF" <<'CONF'
[containers]
default_ulimits = []

[engine]
cgroup_manager = "cgroupfs"
events_logger = "file"
runtime = "runc"
CONF
fi

pod() { podman --runtime runc --cgroup-manager cgroupfs "$@"; }

# The bookworm mirror apt uses (deb822 .sources first, then one-line lists).
debian_mirror() {
    if [[ -n ${TEG_DEBIAN_MIRROR:-} ]]; then echo "$TEG_DEBIAN_MIRROR"; return; fi
    local mirror
    mirror=$(awk '
        /^[[:space:]]*$/ { uris = ""; next }
        /^URIs:/ { uris = $2 }
        /^Suites:/ { for (i = 2; i <= NF; i++) if ($i == "bookworm") suite = 1 }
        uris != "" && suite { print uris; exit }
    ' /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
    if [[ -z $mirror ]]; then
        mirror=$(awk '$1 == "deb" && $3 == "bookworm" { print $2; exit }' \
            /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true)
    fi
    echo "${mirror:-http://deb.debian.org/debian}"
}

# A bookworm root filesystem as a tarball under the cache, made once.
#   rootfs_tarball NAME [debootstrap options...]
rootfs_tarball() {
    local name=$1
    shift
    local tarball=$CONTAINER_CACHE/$name.tar
    if [[ -s $tarball ]]; then
        echo "$tarball"
        return
    fi
    need_debs debootstrap:debootstrap
    local root mirror
    root=$(mktemp -d "$CONTAINER_CACHE/$name.XXXXXX")
    mirror=$(debian_mirror)
    log "debootstrap --variant=minbase${*:+ $*} bookworm $root $mirror (about a minute)" >&2
    if ! debootstrap --variant=minbase "$@" bookworm "$root" "$mirror" >"$root.log" 2>&1; then
        tail -n 20 "$root.log" >&2
        rm -rf "$root"
        die "debootstrap failed (log: $root.log)"
    fi
    rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/var/log/*.log
    tar --numeric-owner -C "$root" -c . >"$tarball.part"
    mv "$tarball.part" "$tarball"
    rm -rf "$root" "$root.log"
    echo "$tarball"
}

# local/bookworm:minbase, the stand-in for debian:bookworm-slim.
ensure_base_image() {
    if pod image exists "$BASE_IMAGE"; then
        log "base image $BASE_IMAGE: present"
        return
    fi
    local tarball
    tarball=$(rootfs_tarball bookworm-minbase)
    pod import --quiet --change 'CMD ["/bin/bash"]' "$tarball" "$BASE_IMAGE" >/dev/null
    log "base image $BASE_IMAGE: imported from $tarball"
}

# local/rust:VERSION-bookworm, the stand-in for rust:VERSION-bookworm: gcc
# and libc headers from the Debian archive, and this machine's own Rust
# toolchain (no other toolchain can be fetched here), trusting what this
# machine trusts (crates are downloaded through its TLS-inspecting egress).
ensure_toolchain_image() {
    local version sysroot
    version=$(rustc --version | awk '{ print $2 }')
    sysroot=$(rustc --print sysroot)
    TOOLCHAIN_IMAGE=localhost/local/rust:$version-bookworm
    if pod image exists "$TOOLCHAIN_IMAGE"; then
        log "toolchain image $TOOLCHAIN_IMAGE: present"
        return
    fi
    local tarball root
    tarball=$(rootfs_tarball bookworm-build --include=gcc,libc6-dev,ca-certificates)
    root=$(mktemp -d "$CONTAINER_CACHE/toolchain.XXXXXX")
    tar -C "$root" -xf "$tarball"
    mkdir -p "$root/usr/local/rust" "$root/usr/local/cargo"
    cp -a "$sysroot/bin" "$sysroot/lib" "$root/usr/local/rust/"
    cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
    tar --numeric-owner -C "$root" -c . | pod import --quiet \
        --change 'ENV PATH=/usr/local/cargo/bin:/usr/local/rust/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
        --change 'ENV CARGO_HOME=/usr/local/cargo' \
        --change 'CMD ["/bin/bash"]' \
        - "$TOOLCHAIN_IMAGE" >/dev/null
    rm -rf "$root"
    log "toolchain image $TOOLCHAIN_IMAGE: made from $sysroot"
}

# A TCP port nobody listens on (the containers share the host's network).
free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# The `prebuilt` target of docker/Dockerfile, FROM the local base, around
# the release binary built here (CARGO_TARGET_DIR, default target/), with a
# build context that holds the binary alone.
build_prebuilt_image() {
    local image=$1 target_dir=${CARGO_TARGET_DIR:-$PWD/target} context t0
    log "==> release binary (CARGO_TARGET_DIR=$target_dir)"
    CARGO_TARGET_DIR=$target_dir cargo build --release --locked -p teg-api --bin teg-api
    ensure_base_image
    context=$(mktemp -d)
    cp "$target_dir/release/teg-api" "$context/teg-api"
    log "==> podman build --target prebuilt FROM $BASE_IMAGE"
    t0=$SECONDS
    if ! pod build --quiet --format docker -f docker/Dockerfile --target prebuilt \
        --build-arg RUNTIME_IMAGE="$BASE_IMAGE" --build-arg BINARY=teg-api \
        -t "$image" "$context" >/dev/null; then
        rm -rf "$context"
        die "the prebuilt image did not build"
    fi
    rm -rf "$context"
    log "image $image built in $((SECONDS - t0))s ($(pod image inspect --format '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"
}
