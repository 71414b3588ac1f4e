#!/bin/bash
# The lowered text of every task file in the repository, for checking that a
# change to the plugin leaves its output alone (CONTRIBUTING.md, "Adding a
# lowering rule").  Each tracked .c file that defines tasks, fork_for loops or
# Cilk keywords is lowered with dump-lowered at -O0, -O2 and -O2 with the
# work/span profiler; stdout, stderr and the exit status of each go to OUT.
#
#   scripts/lowered-snapshot.sh PLUGIN OUT
#   diff -r OUT-before OUT-after && echo unchanged
#
# PLUGIN_ARGS adds flags to every compile, e.g.
# PLUGIN_ARGS=-fplugin-arg-forkplugin-no-helper-tasks to compare a lowering
# with and without an option.
#
# The last line printed is the count of tasks with a fast clone (at -O2).
set -eu
[ $# -eq 2 ] || { echo "usage: $0 PLUGIN OUT" >&2; exit 2; }
plugin=$(realpath "$1")
out=$(realpath -m "$2")
cd "$(dirname "$0")/.."
mkdir -p "$out"
: > "$out/status"
git ls-files '*.c' | grep -v '^runtime/' |
  xargs grep -l 'fork_task\|fork_for\|cilk_spawn\|cilk_for' > "$out/files"
while read -r f; do
  n=$(echo "$f" | tr / _)
  for mode in O0 O2 workspan; do
    case $mode in
      O0) flags=(-O0) ;;
      O2) flags=(-O2) ;;
      workspan) flags=(-O2 -fplugin-arg-forkplugin-workspan) ;;
    esac
    rc=0
    # shellcheck disable=SC2086 # PLUGIN_ARGS is a list of flags
    clang-19 -fplugin="$plugin" -fplugin-arg-forkplugin-dump-lowered "${flags[@]}" ${PLUGIN_ARGS:-} \
      -fsyntax-only -Iinclude -I"$(dirname "$f")" -Ibench -Ibench/common -Itest \
      -D_GNU_SOURCE "$f" > "$out/$n.$mode.out" 2> "$out/$n.$mode.err" || rc=$?
    echo "$f $mode $rc" >> "$out/status"
  done
done < "$out/files"
tasks=0
for f in "$out"/*.O2.out; do
  k=$(grep -o 'static FORKC_TASK_CC [^ ]* __forkc_fast_[A-Za-z0-9_]*(forkc_worker \*__w' "$f" |
      sort -u | wc -l)
  tasks=$((tasks + k))
done
echo "$(wc -l < "$out/files") files, $tasks tasks with a fast clone"
