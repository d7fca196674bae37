#!/usr/bin/env bash
# Builds the Mosquitto plugin into <out dir>/http_auth.so and prints its path. Usage: build.sh <out dir>
# Needs Debian's mosquitto-dev, libmosquitto-dev, libcurl4-openssl-dev and gcc.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:?usage: build.sh <out dir>}
mkdir -p "$out"
${CC:-cc} -std=c11 -D_POSIX_C_SOURCE=200809L -O2 -Wall -Wextra -Werror -shared -fPIC \
  -o "$out/http_auth.so" "$here/http_auth.c" -lcurl
echo "$out/http_auth.so"
