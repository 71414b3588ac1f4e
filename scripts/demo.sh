#!/bin/sh
# Sets everything up and runs the main job: a real program compiled with the
# forkc plugin (examples/demo), printing serial vs parallel time and speedup.
set -eu
cd "$(dirname "$0")/.."
./scripts/setup.sh
cmake --preset default -DFORKC_BUILD_TESTS=OFF >/dev/null
cmake --build build --target forkc_demo
exec ./build/examples/demo/forkc_demo "$@"
