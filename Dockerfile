# teban's image: the release build of the program, with the Activity's script bundled in, on
# Debian bookworm, run as a user of its own. docs/operations.md ("Container image and systemd")
# says how to build and run it; .ci/image builds it and plays a game through it.
#
#   podman build --format docker --build-arg EXTRA_CA_CERTS="$(cat extra-ca.pem)" -t teban .
#   podman run -d -p 127.0.0.1:8080:8080 -v teban-data:/data --env-file .env \
#     -e WEB_ADDR=0.0.0.0:8080 teban
#
# Without an argument it runs the bot; `teban web` (local play, no Discord) and the other commands
# run as arguments (`podman run -e WEB_ADDR= ... teban web --addr 0.0.0.0:8080`: WEB_ADDR is the
# bot's web, which needs Discord's OAuth2 settings).

# --- The build: Debian's own Rust, nodejs and npm -------------------------------------------------
# bookworm's `rustc` (1.63) is far too old for the crates (some need 1.88); `rustc-web` and
# `cargo-web` are the toolchain Debian keeps current in bookworm-security for its browsers (1.96
# when this was written), installed as /usr/bin/rustc and /usr/bin/cargo. So the build needs no
# rustup download and runs on the same Debian, and the same C library, as the program it builds.
FROM debian:bookworm-slim AS build

RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
        ca-certificates cargo-web rustc-web nodejs npm \
    && rm -rf /var/lib/apt/lists/*

# Certificate authorities to trust besides Debian's, as PEM text: those of a proxy that inspects
# TLS on the way to crates.io and npm's registry. Empty: none. Proxies themselves come through the
# standard build arguments (HTTP_PROXY, HTTPS_PROXY, NO_PROXY), which docker and podman pass on.
# One file a certificate, as update-ca-certificates wants them.
ARG EXTRA_CA_CERTS=""
RUN if [ -n "$EXTRA_CA_CERTS" ]; then \
        printf '%s\n' "$EXTRA_CA_CERTS" | awk '/-BEGIN CERTIFICATE-/ { n++ } \
            n { print > ("/usr/local/share/ca-certificates/build-extra-" n ".crt") }' \
        && update-ca-certificates; \
    fi
# cargo reads the system's authorities through libcurl; node only its own unless told.
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt \
    CARGO_HOME=/usr/local/cargo \
    CARGO_TERM_COLOR=never

WORKDIR /src
# The Activity's SDK and esbuild first (from the lock file alone), so that a change of the code
# reuses this layer; build.rs bundles web/activity with them when the crate builds.
COPY web/package.json web/package-lock.json web/
RUN --mount=type=cache,target=/root/.npm \
    npm ci --prefix web --no-audit --no-fund

COPY . .
# The crates' downloads and the build's own files stay in caches between builds: a change of
# teban's code rebuilds teban's crates, not the 300 others. The program is copied out of the cache.
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked --bin teban \
    && cp target/release/teban /usr/local/bin/teban

# --- What runs: bookworm-slim, the program, nothing else -----------------------------------------
# The program speaks TLS to Discord with rustls and its own roots, draws with its own font and
# bundles SQLite: the image needs no package beyond the base.
FROM debian:bookworm-slim

RUN useradd --uid 10001 --user-group --home-dir /data --no-create-home \
        --shell /usr/sbin/nologin teban \
    && mkdir /data \
    && chown teban:teban /data
COPY --from=build /usr/local/bin/teban /usr/local/bin/teban

# The games in SQLite on the volume (a postgres:// URL puts them elsewhere), the web front end on
# every interface of the container: publish it to the host's loopback and put the TLS proxy in
# front (docs/operations.md, "The web front end"); it needs DISCORD_CLIENT_ID and
# DISCORD_CLIENT_SECRET, or WEB_ADDR set empty to run without it.
ENV DATABASE_URL=sqlite:///data/teban.db \
    WEB_ADDR=0.0.0.0:8080
VOLUME /data
WORKDIR /data
EXPOSE 8080
USER 10001:10001

# Healthy when teban answers /healthz with 200, asked over the container's loopback on the port
# of WEB_ADDR, else of METRICS_ADDR, else 8080 (`teban web --addr 0.0.0.0:8080`), with bash's own
# /dev/tcp: no HTTP client in the image. (The OCI image format has no health check: build with
# `--format docker` under podman.)
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
    CMD ["bash", "-c", "addr=${WEB_ADDR:-${METRICS_ADDR:-:8080}}; exec 3<>/dev/tcp/127.0.0.1/${addr##*:} && printf 'GET /healthz HTTP/1.1\\r\\nHost: localhost\\r\\nConnection: close\\r\\n\\r\\n' >&3 && read -r _ status _ <&3 && [ \"$status\" = 200 ]"]

# teban stops cleanly on SIGTERM: what it acknowledged is committed, and it exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/teban"]
