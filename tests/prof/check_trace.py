#!/usr/bin/env python3
"""Checks an OXACC_TRACE timeline against the tool log of the same run (the GPU machine's
version of check_trace in crates/oxacc-lower/tests/run_prof.rs): every event the tool saw
(outside the function `toggles`, where its callbacks are toggled off) is in the trace, and
nothing else; every launch and transfer has a span on a device lane; spans are well formed.
Usage: check_trace.py run.json tool.log"""
import json
import sys

KIND = {"device_init_end": 2, "device_shutdown_end": 4, "runtime_shutdown": 5, "create": 6,
        "delete": 7, "alloc": 8, "free": 9, "enter_data_end": 11, "exit_data_end": 13,
        "update_end": 15, "compute_construct_end": 17, "launch_end": 19, "upload_end": 21,
        "download_end": 23, "wait_end": 25}


def tool_events(path):
    out = []
    for line in open(path):
        w = line.split()
        if not w or w[0] not in KIND:
            continue
        loc = next((x for x in w if ".c:" in x or x.startswith("-:")), None)
        if loc is None:
            continue
        parts = loc.split(":")
        if parts[1] == "toggles":
            continue
        ln = int(parts[2].split("-")[0]) if parts[2].split("-")[0].isdigit() else 0
        var = next((x[4:] for x in w if x.startswith("var=")), "-")
        out.append((KIND[w[0]], ln, "" if var == "-" else var))
    return sorted(out)


def main():
    trace = json.load(open(sys.argv[1]))
    lanes = {e["tid"]: e["args"]["name"] for e in trace["traceEvents"] if e["ph"] == "M"}
    host, spans, work, bad = [], 0, 0, []
    for e in trace["traceEvents"]:
        if e["ph"] == "M":
            continue
        if e["ph"] not in ("X", "i") or e["ts"] < 0 or e.get("dur", 0) < 0:
            bad.append(e)
        a = e["args"]
        if a.get("on") == "device":
            spans += 1
            if not lanes.get(e["tid"], "").startswith(("CUDA", "emul", "host")):
                bad.append(e)
            continue
        if a["event"] in (19, 21, 23):
            work += 1
        if a.get("function") == "toggles":
            continue
        host.append((a["event"], a.get("line", 0), a.get("variable", "")))
    host.sort()
    want = tool_events(sys.argv[2])
    ok = True
    if host != want:
        print("trace only:", [x for x in host if x not in want])
        print("tool only:", [x for x in want if x not in host])
        ok = False
    if spans != work:
        print(f"{spans} device spans for {work} launches and transfers")
        ok = False
    if bad:
        print("malformed:", bad[:5])
        ok = False
    print(f"trace: {len(trace['traceEvents'])} events, lanes {sorted(lanes.values())}")
    sys.exit(0 if ok else 1)


main()
