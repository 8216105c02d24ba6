#!/usr/bin/env bash
# The builder stage of docker/Dockerfile, proven: the whole Dockerfile built
# by podman as an operator builds it (its default target, `runtime`), with
# the base images made here standing in for the registry's: a Debian
# bookworm toolchain image (gcc and this machine's Rust) for `build`, the
# bookworm base for `runtime`. Every COPY takes what the context (less
# .dockerignore) gives it and every RUN runs, the dependency layer from the
# manifests alone; a missing COPY or a failing layer fails here. The image
# then goes through the container smoke test (smoke.sh --image). The build
# stage's cargo profile is `container-check` (Cargo.toml: unoptimised)
# unless TEG_IMAGE_PROFILE says otherwise.
#
# Crates are downloaded by cargo inside the build (--network host,
# --locked). The images stay tagged, localhost/teg-api:ci-build-stage and
# localhost/teg-api:ci-builder (compose.sh --image takes it), so their
# layers are kept: a second run with unchanged manifests reuses the
# dependency layer ("Using cache"), and only the sources' layer is built
# again.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
# shellcheck source=.ci/container/lib.sh
source .ci/container/lib.sh

started=$SECONDS
need_debs podman:podman runc:runc debootstrap:debootstrap
ensure_base_image
ensure_toolchain_image

image=localhost/teg-api:ci-builder
# The cargo profile of the build stage: unoptimised by default here (every
# step of the file runs; the optimiser alone would add about 15 minutes on
# 2 cores); TEG_IMAGE_PROFILE=release builds the image an operator runs.
PROFILE=${TEG_IMAGE_PROFILE:-container-check}
build_log=$(mktemp)
trap 'rm -f "$build_log"' EXIT
# The builder stage first, tagged so that its layers (the dependency cache)
# are kept; then the default target, which finds them cached.
for target in build runtime; do
    tag=$image
    [[ $target == build ]] && tag=localhost/teg-api:ci-build-stage
    log "==> podman build -f docker/Dockerfile --target $target --build-arg PROFILE=$PROFILE . FROM $TOOLCHAIN_IMAGE and $BASE_IMAGE"
    if ! pod build --format docker --layers --network host -f docker/Dockerfile --target "$target" \
        --build-arg RUST_IMAGE="$TOOLCHAIN_IMAGE" --build-arg RUNTIME_IMAGE="$BASE_IMAGE" \
        --build-arg PROFILE="$PROFILE" -t "$tag" . >"$build_log" 2>&1; then
        tail -n 60 "$build_log"
        die "docker/Dockerfile did not build (target $target)"
    fi
    # The steps, whether each came from the cache, and cargo's summaries.
    grep -E '^\[[0-9]/[0-9]\] STEP|^STEP|^--> |stub-sources:|Finished|Removed|^warning: ' "$build_log" |
        sed -e 's/^/    /' -e 's/\(STEP [^:]*: [^ ]* \)\(.\{0,100\}\).*/\1\2/'
done
# Layers of earlier builds that no tagged image stands on; this build's
# are the tagged images' ancestors, and stay.
pod image prune -f >/dev/null
log "image $image built in $((SECONDS - started))s ($(pod image inspect --format '{{.Size}}' "$image" | awk '{ printf "%.0f MB", $1 / 1e6 }'))"

TEG_SMOKE_ACTIONS=${TEG_SMOKE_ACTIONS:-10} .ci/container/smoke.sh --image "$image"
log "builder stage: proven in $((SECONDS - started))s"
