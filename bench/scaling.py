#!/usr/bin/env python3
"""The many-core report (issue 34; docs/benchmarks.md, "Scaling"): forkc
against Lace, libfork and Fibril at P = 1, 2, 4, 8, 16 in one command.

    scaling.py run OUT --kit KIT [--workers 1,2,4,8,16] [--budget 450] [--runs 3]
    scaling.py report OUT

`run` runs the peers kit's fib, integrate, nqueens, matmul and UTS (KIT/run.sh,
its own harness) and then forkc's Cilk-5 ports (KIT/extra: serial elision,
forkc lazy and busy), within the budget, and writes the report.  `report`
writes it again from OUT's results (on a machine with matplotlib, for the
plot):

    OUT/scaling.md    per program: Ts, each variant's T1/Ts and Ts/TP per P,
                      peak RSS; then the targets of issue 34, met or not
    OUT/scaling.csv   every program x variant x P (the kit's summary columns)
    OUT/scaling.png   Ts/TP against P, one panel per program (matplotlib, Agg;
                      without it the report says so and the rest is written)

Needs python3's standard library only (matplotlib optional), so that a kit
carried to another machine runs it as is.
"""
import argparse
import csv
import os
import statistics
import subprocess
import sys
import time

KIT_VARIANTS = "serial,forkc-busy,forkc-lazy,lace,libfork-busy,libfork-lazy,fibril"
KIT_BENCHMARKS = "fib,integrate,nqueens,matmul,uts-T1,uts-T3"
# forkc's Cilk-5 ports (bench/): program, binary stem, argument.  Sizes give
# a serial time of about 0.2-0.5 s on the 2-core EPYC the kit was sized on.
EXTRAS = [("heat", "heat", ("2048", "50")), ("knapsack", "knapsack", ("60",)),
          ("cilksort", "cilksort", ("4000000",)), ("lu", "lu", ("1024",))]
EXTRA_VARIANTS = [("serial", "serial", None), ("forkc-lazy", "forkc", "lazy"),
                  ("forkc-busy", "forkc", "busy")]
# One colour per variant in every panel.
COLOURS = {"forkc-lazy": "tab:blue", "forkc-busy": "tab:cyan", "lace": "tab:green",
           "libfork-busy": "tab:red", "libfork-lazy": "tab:pink", "fibril": "tab:brown",
           "omp": "tab:olive", "tbb": "tab:purple"}
COLUMNS = ["benchmark", "size", "variant", "P", "runs", "failed", "time_median_s", "Ts_s",
           "T1_over_Ts", "speedup_Ts_over_TP", "rss_median_mib"]


def parse_out(text):
    """A bench/ binary's result line: key=value pairs."""
    for line in text.splitlines():
        if line.startswith("bench="):
            return dict(kv.split("=", 1) for kv in line.split() if "=" in kv)
    return {}


def run_extra(kit, stem, variant, sched, args, p):
    """One run through the kit's launcher: (seconds or None, peak RSS MiB)."""
    env = dict(os.environ, FORKC_WORKERS=str(p))
    env.pop("LD_LIBRARY_PATH", None)
    if sched:
        env["FORKC_SCHEDULER"] = sched
    cmd = [os.path.join(kit, "bin", "launch"),
           os.path.join(kit, "extra", "bench_%s_%s" % (stem, variant))] + list(args)
    try:
        r = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=300)
    except subprocess.TimeoutExpired:
        return None, 0.0
    out = parse_out(r.stdout)
    rss = 0.0
    for line in r.stdout.splitlines():
        if line.startswith("launch:"):
            rss = int(line.split("maxrss_kib=")[1].split()[0]) / 1024.0
    if r.returncode != 0 or out.get("check") != "ok":
        sys.stderr.write("scaling: %s failed:\n%s%s\n" % (" ".join(cmd), r.stdout, r.stderr))
        return None, rss
    return float(out["time"]), rss


def run_extras(kit, workers, runs, deadline):
    """Round-robin over every configuration, `runs` rounds, until the deadline."""
    have = [e for e in EXTRAS
            if all(os.access(os.path.join(kit, "extra", "bench_%s_%s" % (e[1], v)), os.X_OK)
                   for v in ("serial", "forkc"))]
    for e in EXTRAS:
        if e not in have:
            print("scaling: %s/extra has no bench_%s_serial/forkc: %s not run" % (kit, e[1], e[0]))
    configs = [(name, stem, args, label, variant, sched, p)
               for name, stem, args in have
               for label, variant, sched in EXTRA_VARIANTS
               for p in ([1] if variant == "serial" else workers)]
    times = {c: [] for c in configs}
    rss = {c: [] for c in configs}
    failed = {c: 0 for c in configs}
    for _ in range(runs):
        for c in configs:
            if time.time() > deadline:
                break
            t, m = run_extra(kit, c[1], c[4], c[5], c[2], c[6])
            if t is None:
                failed[c] += 1
            else:
                times[c].append(t)
                rss[c].append(m)
    rows = []
    for c in configs:
        if not times[c]:
            continue
        rows.append({"benchmark": c[0], "size": " ".join(c[2]), "variant": c[3], "P": c[6],
                     "runs": len(times[c]), "failed": failed[c],
                     "time_median_s": statistics.median(times[c]),
                     "rss_median_mib": statistics.median(rss[c])})
    add_ratios(rows)
    return rows


def add_ratios(rows):
    """Ts/TP and T1/Ts against each benchmark's serial elision."""
    ts = {r["benchmark"]: r["time_median_s"] for r in rows if r["variant"] == "serial"}
    t1 = {(r["benchmark"], r["variant"]): r["time_median_s"] for r in rows if int(r["P"]) == 1}
    for r in rows:
        s = ts.get(r["benchmark"])
        r["Ts_s"] = s if s else ""
        r["speedup_Ts_over_TP"] = s / r["time_median_s"] if s else ""
        one = t1.get((r["benchmark"], r["variant"]))
        r["T1_over_Ts"] = one / s if s and one else ""


def load_rows(out):
    rows = []
    for path in (os.path.join(out, "kit", "summary.csv"), os.path.join(out, "extra.csv")):
        if not os.path.exists(path):
            continue
        with open(path) as fh:
            for r in csv.DictReader(fh):
                rows.append({k: r.get(k, "") for k in COLUMNS})
    for r in rows:
        r["P"] = int(r["P"])
        for k in ("time_median_s", "Ts_s", "T1_over_Ts", "speedup_Ts_over_TP", "rss_median_mib"):
            r[k] = float(r[k]) if r[k] not in ("", None) else None
    return rows


def fmt(x, digits=2):
    return "-" if x is None else "%.*f" % (digits, x)


def speedups(rows, bench, variant):
    return {r["P"]: r["speedup_Ts_over_TP"] for r in rows
            if r["benchmark"] == bench and r["variant"] == variant
            and r["speedup_Ts_over_TP"] is not None}


def targets(rows):
    """Issue 34's many-core targets, each with what this run measured (at
    P = 16; the no-slowdown rule at every P)."""
    out = []
    ps = sorted({r["P"] for r in rows})

    def check(text, ok):
        out.append("- [%s] %s" % ("x" if ok else " ", text))

    forkc = ("forkc-lazy", "forkc-busy")
    if 16 in ps:
        for v in forkc:
            fib = speedups(rows, "fib", v).get(16)
            lace = speedups(rows, "fib", "lace").get(16)
            check("fib Ts/T16 >= 10 and ahead of Lace (%s: %s, Lace %s)" % (v, fmt(fib), fmt(lace)),
                  fib is not None and fib >= 10 and (lace is None or fib > lace))
            for b, goal in (("integrate", 12), ("nqueens", 14), ("matmul", 14), ("uts-T1", 14),
                            ("uts-T3", 14)):
                s = speedups(rows, b, v).get(16)
                check("%s Ts/T16 >= %d (%s: %s)" % (b, goal, v, fmt(s)), s is not None and s >= goal)
            for b in ("heat", "lu"):
                s = speedups(rows, b, v)
                if 8 in s and 16 in s:
                    check("%s at 16 not below its P = 8 figure (%s: %s at 8, %s at 16)" %
                          (b, v, fmt(s[8]), fmt(s[16])), s[16] >= s[8] * 0.95)
    else:
        out.append("- (no P = 16 in this run: the 16-core targets are not checked)")
    slower = []
    for b in sorted({r["benchmark"] for r in rows}):
        for v in forkc:
            s = speedups(rows, b, v)
            for p in ps:
                if p > 1 and p // 2 in s and p in s and s[p] < s[p // 2] * 0.95:
                    slower.append("%s %s P=%d (%.2f < %.2f at P=%d)" % (b, v, p, s[p], s[p // 2],
                                                                       p // 2))
    check("no forkc program slower at P than at P/2, beyond 5%% noise%s" %
          (": " + "; ".join(slower) if slower else ""), not slower)
    return out


def write_report(out, rows, note=""):
    ps = sorted({r["P"] for r in rows})
    lines = ["# forkc against its peers at P = %s" % ", ".join(map(str, ps)), ""]
    machine = os.path.join(out, "kit", "machine.txt")
    if os.path.exists(machine):
        lines += ["```", open(machine).read().strip(), "```", ""]
    if note:
        lines += [note, ""]
    for b in dict.fromkeys(r["benchmark"] for r in rows):
        br = [r for r in rows if r["benchmark"] == b]
        ts = next((r["Ts_s"] for r in br if r["Ts_s"]), None)
        lines.append("## %s %s (Ts %s s)" % (b, br[0]["size"], fmt(ts, 4)))
        lines.append("")
        par = [p for p in ps if p > 1]
        lines.append("| variant | T1/Ts | " + " | ".join("Ts/T%d" % p for p in par) +
                     " | RSS MiB P=1 | RSS MiB P=%d |" % ps[-1])
        lines.append("|---" * (4 + len(par)) + "|")
        for v in dict.fromkeys(r["variant"] for r in br):
            if v == "serial":
                continue
            vr = {r["P"]: r for r in br if r["variant"] == v}
            one = vr.get(1, {}).get("T1_over_Ts")
            lines.append("| %s | %s | %s | %s | %s |" % (
                v, fmt(one), " | ".join(fmt(vr[p]["speedup_Ts_over_TP"]) if p in vr else "-"
                                        for p in par),
                fmt(vr.get(1, {}).get("rss_median_mib"), 1),
                fmt(vr.get(ps[-1], {}).get("rss_median_mib"), 1)))
        lines.append("")
    lines += ["## Targets (issue 34)", ""] + targets(rows) + [""]
    png = plot(out, rows)
    lines += ["![Ts/TP against P](scaling.png)" if png else
              "(no matplotlib here: `python3 scaling.py report OUT` on a machine with it draws "
              "scaling.png)", ""]
    with open(os.path.join(out, "scaling.md"), "w") as fh:
        fh.write("\n".join(lines))
    with open(os.path.join(out, "scaling.csv"), "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=COLUMNS)
        w.writeheader()
        w.writerows(rows)
    return os.path.join(out, "scaling.md")


def plot(out, rows):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        return False
    benches = list(dict.fromkeys(r["benchmark"] for r in rows))
    cols = 4
    nrows = (len(benches) + cols - 1) // cols
    fig, axes = plt.subplots(nrows, cols, figsize=(4 * cols, 3.4 * nrows), squeeze=False)
    ps = sorted({r["P"] for r in rows})
    for ax, b in zip(axes.flat, benches):
        for v in dict.fromkeys(r["variant"] for r in rows if r["benchmark"] == b):
            if v == "serial":
                continue
            s = speedups(rows, b, v)
            xs = [p for p in ps if p in s]
            ax.plot(xs, [s[p] for p in xs], marker="o", label=v, color=COLOURS.get(v),
                    linewidth=2.2 if "forkc" in v else 1.2)
        ax.plot(ps, ps, "k:", linewidth=0.8, label="linear")
        ax.set_xscale("log", base=2)
        ax.set_yscale("log", base=2)
        ax.set_title(b)
        ax.set_xlabel("P")
        ax.set_ylabel("Ts/TP")
        ax.legend(fontsize=7)
    for ax in list(axes.flat)[len(benches):]:
        ax.axis("off")
    fig.tight_layout()
    fig.savefig(os.path.join(out, "scaling.png"), dpi=90)
    return True


def cmd_run(a):
    start = time.time()
    kit = os.path.abspath(a.kit)
    os.makedirs(a.out, exist_ok=True)
    workers = [int(x) for x in a.workers.split(",")]
    # Most of the budget to the kit (six programs, seven variants); its
    # harness stops starting runs at its budget.
    kit_budget = int(a.budget * 0.8)
    cmd = [os.path.join(kit, "run.sh"), os.path.join(a.out, "kit"), "--workers", a.workers,
           "--runs", str(a.runs), "--budget", str(kit_budget), "--sizes", a.sizes,
           "--benchmarks", a.benchmarks, "--variants", a.variants]
    print("scaling: " + " ".join(cmd), flush=True)
    kit_rc = subprocess.call(cmd)
    deadline = start + a.budget
    print("scaling: Cilk-5 ports, %.0f s left" % (deadline - time.time()), flush=True)
    rows = run_extras(kit, workers, a.runs, deadline)
    if rows:
        with open(os.path.join(a.out, "extra.csv"), "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
    note = "Command: `%s`; %.0f s in all." % (" ".join(sys.argv), time.time() - start)
    print("scaling: wrote " + write_report(a.out, load_rows(a.out), note))
    return kit_rc


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("out")
    r.add_argument("--kit", default=os.path.dirname(os.path.abspath(__file__)))
    r.add_argument("--workers", default="1,2,4,8,16")
    r.add_argument("--budget", type=int, default=450, help="seconds for everything")
    r.add_argument("--runs", type=int, default=3)
    r.add_argument("--sizes", default="default")
    r.add_argument("--benchmarks", default=KIT_BENCHMARKS)
    r.add_argument("--variants", default=KIT_VARIANTS)
    p = sub.add_parser("report")
    p.add_argument("out")
    a = ap.parse_args()
    if a.cmd == "run":
        return cmd_run(a)
    print("scaling: wrote " + write_report(a.out, load_rows(a.out)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
