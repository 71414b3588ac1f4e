#!/bin/sh
# workspan_workers.sh -- the instrumented benchmarks at 1 and 16 workers,
# with the default cutoff and with every strand timed: their work/span rows,
# times and whether forkc warned at exit (docs/benchmarks.md, "Work and span
# of every benchmark, subtrees timed whole").
#   bench/studies/workspan_workers.sh BIN_DIR [LIB_DIR]
# BIN_DIR holds bench_X_workspan; LIB_DIR goes first on LD_LIBRARY_PATH (a
# carried kit's libraries).
B=${1:?usage: $0 BIN_DIR [LIB_DIR]}
[ -n "$2" ] && export LD_LIBRARY_PATH="$2${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
err=$(mktemp)
trap 'rm -f "$err"' EXIT
for s in "fib 34" "integrate 1000" "nqueens 12" "uts T3" "knapsack 60"; do
  set -- $s
  for rep in 1 2 3; do
    for p in 1 16; do
      for cut in default 0; do
        if [ $cut = default ]; then unset FORKC_WORKSPAN_CUTOFF_NS; else export FORKC_WORKSPAN_CUTOFF_NS=0; fi
        out=$(FORKC_WORKERS=$p "$B/bench_$1_workspan" "$2" 2>"$err")
        row=$(echo "$out" | grep "^$1," | head -1)
        t=$(echo "$out" | grep -o "time=[0-9.]*")
        w=$(grep -c "forkc: workspan" "$err")
        echo "$1 $2 P=$p cutoff=$cut rep=$rep $t row=$row warn=$w"
      done
    done
  done
done
