#!/usr/bin/env python3
"""Where run_compute's CPU time goes, step by step (README.md, "CI's time").

Usage: scripts/ci-steps.py [EVERY] [OXACC]
Takes every EVERY-th program of tests/acc/compute (default 40: 24 programs), builds and runs each
as run_compute does, and prints the CPU seconds (user + system, the children's rusage) of each
step per program and their means. The steps are measured by difference, so the numbers of one
program are noisy on a loaded machine; the means of a sample are what to compare, against a
baseline taken at the same time:
  pp_fe          cc -E and oxacc's front end and lowering (-fsyntax-only)
  cc             cc -c of the host C (a -c compile without NVRTC, minus pp_fe)
  nvrtc          NVRTC to compute_90 PTX (OXACC_AOT_PTX_ONLY, minus the compile without it)
  link_static    the link with liboxacc_rt.a (what users get)
  link_shared    the link with liboxacc_rt.so (OXACC_SHARED_RUNTIME=1: run_compute's)
  host_runs      the three host-team runs (ACC_NUM_CORES=1, default, 16)
  emul_compile   the simulator's g++ of the module (first emul run minus the second, one cache
                 for the whole sample, fresh: its precompiled prelude is built once)
  emul_run       an emul run with the module cached
OXACC is the oxacc binary (default target/debug/oxacc, CI's build; OXACC_NVRTC must be set for
the nvrtc step).
"""
import glob
import os
import resource
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
every = int(sys.argv[1]) if len(sys.argv) > 1 else 40
ox = sys.argv[2] if len(sys.argv) > 2 else os.path.join(REPO, "target/debug/oxacc")
progs = sorted(glob.glob(REPO + "/tests/acc/compute/*.c"))[::every]
work = tempfile.mkdtemp(prefix="ci-steps-")
cache = tempfile.mkdtemp(prefix="simcache-", dir=work)


def cpu(cmd, env=None, cwd=None):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    e = dict(os.environ)
    e.update(env or {})
    r = subprocess.run(cmd, env=e, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), r.returncode


totals = {}
n = 0
for src in progs:
    with open(src) as f:
        first = f.readline()
    cflags = first[len("// cflags:"):].split() if first.startswith("// cflags:") else []
    quiet = [] if any(f.startswith("-W") for f in cflags) else ["-w"]
    base = [ox, "-acc", "-O2", "-std=gnu11", "-gpu=cc90,noptx"] + quiet + cflags
    d, name = os.path.split(src)
    exe = os.path.join(work, name[:-2])
    ptx = {"OXACC_AOT_PTX_ONLY": "1"}
    t_fe, _ = cpu(base + ["-fsyntax-only", name], cwd=d)
    t_cc, _ = cpu(base + ["-c", name, "-o", exe + ".o"], env={"OXACC_NO_AOT": "1"}, cwd=d)
    t_ptx, _ = cpu(base + ["-c", name, "-o", exe + ".o"], env=ptx, cwd=d)
    t_static, rc = cpu(base + [name, "-o", exe + "-static", "-lm"], env=ptx, cwd=d)
    t_shared, rc2 = cpu(base + [name, "-o", exe, "-lm"], env=dict(ptx, OXACC_SHARED_RUNTIME="1"), cwd=d)
    if rc != 0 or rc2 != 0:
        print(f"{name}: compile failed", flush=True)
        continue
    t_runs = 0.0
    for cores in ["1", None, "16"]:
        env = {"ACC_DEVICE_TYPE": "host"}
        if cores:
            env["ACC_NUM_CORES"] = cores
        t_runs += cpu([exe], env=env)[0]
    emul = {"ACC_DEVICE_TYPE": "emul", "ACC_NUM_CORES": "2", "XDG_CACHE_HOME": cache}
    t_cold, _ = cpu([exe], env=emul)
    t_warm, _ = cpu([exe], env=emul)
    row = {
        "pp_fe": t_fe,
        "cc": t_cc - t_fe,
        "nvrtc": t_ptx - t_cc,
        "link_static": t_static - t_ptx,
        "link_shared": t_shared - t_ptx,
        "host_runs": t_runs,
        "emul_compile": t_cold - t_warm,
        "emul_run": t_warm,
    }
    for k, v in row.items():
        totals[k] = totals.get(k, 0.0) + v
    n += 1
    print(name[:-2], " ".join(f"{k}={v:.3f}" for k, v in row.items()), flush=True)
    for f in glob.glob(exe + "*"):
        os.remove(f)
if n:
    print(f"mean CPU-s per program over {n} programs:")
    for k, v in totals.items():
        print(f"  {k:14} {v / n:.3f}")
shutil.rmtree(work, ignore_errors=True)
