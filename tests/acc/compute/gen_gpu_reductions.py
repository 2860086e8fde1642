#!/usr/bin/env python3
"""Writes the GPU reduction matrix run tests: gpu_red_<level>_<family>.c, one file per reduction
level and operator family (arith: + *; minmax: max min; bits: & | ^; logic: && ||), one function
per operator (OpenACC 3.3, 2.5.15 and 2.9.11). Each function reduces one variable of every type
the operator allows (2.5.15 table: the C types whose operands the operator takes) in one region,
so a region exercises all the types at once, and main launches it with num_gangs /
num_workers / vector_length of 1, 7, 32 and 1024 (each value for each clause the level uses;
the other clauses small so a block stays within 1024 threads and the simulator stays fast) and
with trip counts below, at and above those sizes, zero included.

The clauses take run-time values (2.5.10-2.5.12 allow any integer expression), so one kernel
serves every configuration and the compile time stays moderate; gpu_red_constant_clauses.c has
the same reductions with constant clauses (what a writer may specialise on).

Each value is a function of the iteration's linear index for which every combining order gives
the same result (small integers, a few factors of 2, bit patterns), and the expected value is
computed by the same updates in a sequential host loop, so every check is exact. Each variable
starts from a value other than the operator's identity, which must be combined in once.

Run from this directory: python3 gen_gpu_reductions.py"""

import textwrap

INTS = [("char", "c", "s"), ("signed char", "sc", "s"), ("unsigned char", "uc", "u"),
        ("short", "s", "s"), ("unsigned short", "us", "u"), ("int", "i", "s"),
        ("unsigned", "u", "u"), ("long", "l", "s"), ("unsigned long", "ul", "u"),
        ("long long", "ll", "s"), ("unsigned long long", "ull", "u")]
FLOATS = [("float", "f", "f"), ("double", "d", "f"), ("long double", "ld", "f")]
COMPLEX = [("float _Complex", "fc", "c"), ("double _Complex", "dc", "c")]
BOOL = [("_Bool", "b", "b")]

# Per operator: spelling, types, and per kind (s: signed integer, u: unsigned integer,
# f: floating, c: complex, b: _Bool) the value of iteration x (of n) and the initial value.
# `z` is a run-time 0/1 chosen by main (the && and || cases where one value flips the result).
OPS = {
    "add": ("+", INTS + FLOATS + COMPLEX, {
        "s": ("x % 3", "3"), "u": ("x % 3", "3"), "f": ("x % 3", "3"),
        "c": ("(x % 3) + (x % 2) * ci", "3")}),
    "mul": ("*", INTS + FLOATS + COMPLEX, {
        "s": ("x == 3 || x == n / 2 + 1 || x == n - 2 ? 2 : 1", "3"),
        "u": ("x == 3 || x == n / 2 + 1 || x == n - 2 ? 2 : 1", "3"),
        "f": ("x == 3 || x == n / 2 + 1 ? 2 : x == n - 2 ? 0.5 : 1", "3"),
        "c": ("x == 3 ? ci : x == n / 2 + 1 ? 2 * ci : x == n - 2 ? 2 : 1", "3")}),
    "max": ("max", INTS + FLOATS + BOOL, {
        "s": ("(x * 37) % 101 - 50", "20"), "u": ("(x * 37) % 101", "20"),
        "f": ("(x * 37) % 101 - 50.5", "20"), "b": ("x % 3 == 1", "0")}),
    "min": ("min", INTS + FLOATS + BOOL, {
        "s": ("(x * 37) % 101 - 50", "20"), "u": ("(x * 37) % 101 + 3", "20"),
        "f": ("(x * 37) % 101 - 50.5", "20"), "b": ("x % 3 != 1", "1")}),
    "bitand": ("&", INTS + BOOL, {
        "s": ("x == n / 2 ? ~4 : x == 5 ? ~1 : ~0", "~16"),
        "u": ("x == n / 2 ? ~4 : x == 5 ? ~1 : ~0", "~16"),
        "b": ("x != n / 2", "1")}),
    "bitor": ("|", INTS + BOOL, {
        "s": ("1 << (x % 6)", "64"), "u": ("1 << (x % 6)", "64"), "b": ("x == n / 2", "0")}),
    "bitxor": ("^", INTS + BOOL, {
        "s": ("x % 5 + (x % 7 == 2 ? 32 : 0)", "64"), "u": ("x % 5 + (x % 7 == 2 ? 32 : 0)", "64"),
        "b": ("x % 3 == 0", "1")}),
    "and": ("&&", INTS + FLOATS + BOOL, {
        k: ("x == n / 2 && z ? 0 : x % 3 + 1", "1") for k in "sufb"}),
    "or": ("||", INTS + FLOATS + BOOL, {
        k: ("x == n / 2 && z ? x % 3 + 1 : 0", "0") for k in "sufb"}),
}

UPDATE = {
    "+": "{r} += {v};", "*": "{r} *= {v};", "&": "{r} &= {v};", "|": "{r} |= {v};",
    "^": "{r} ^= {v};", "&&": "{r} = {r} && ({v});", "||": "{r} = {r} || ({v});",
    "max": "{{ {t} v_ = {v}; {r} = v_ > {r} ? v_ : {r}; }}",
    "min": "{{ {t} v_ = {v}; {r} = v_ < {r} ? v_ : {r}; }}",
}

FAMILIES = {"arith": ["add", "mul"], "minmax": ["max", "min"],
            "bits": ["bitand", "bitor", "bitxor"], "logic": ["and", "or"]}

# Levels: description, trip count (or gang/worker/vector loop sizes), the clauses with the
# run-time configuration g, w, v, the configurations (g, w, v), and the region.
ALL3 = "num_gangs(g) num_workers(w) vector_length(v)"
# Every value for every clause, at most a few thousand threads per launch (the simulator runs
# each thread; gpu_red_gang_vector has the heavier 1024 gangs of 32 lanes).
CONFIGS3 = [(1, 1, 1), (7, 7, 7), (32, 2, 32), (3, 32, 8), (1024, 1, 1), (2, 1, 1024),
            (2, 1024, 1)]
LEVELS = {
    "gang": ("a gang loop (2.9.11, 2.9.2)", 3001, "num_gangs(g)",
             [(1, 1, 1), (7, 1, 1), (32, 1, 1), (1024, 1, 1)], """
#pragma acc parallel loop gang CLAUSES reduction(OP:VARS)
    for (int x = 0; x < n; x++) {
        BODY
    }
"""),
    "worker": ("a worker loop in one gang, the variables copied (updated by the end of the "
               "region, 2.9.11), the vector lanes of each worker in vector-single mode", 501,
               "num_gangs(1) num_workers(w) vector_length(v)",
               [(1, 1, 32), (1, 7, 32), (1, 32, 32), (1, 1024, 1), (1, 7, 1)], """
#pragma acc parallel CLAUSES copy(VARS)
    {
#pragma acc loop worker reduction(OP:VARS)
        for (int x = 0; x < n; x++) {
            BODY
        }
    }
"""),
    "vector": ("a vector loop in one gang, the variables copied (2.9.11)", 3001,
               "num_gangs(1) vector_length(v)", [(1, 1, 1), (1, 1, 7), (1, 1, 32), (1, 1, 1024)], """
#pragma acc parallel CLAUSES copy(VARS)
    {
#pragma acc loop vector reduction(OP:VARS)
        for (int x = 0; x < n; x++) {
            BODY
        }
    }
"""),
    "gang_vector": ("one loop partitioned across gangs and vector lanes (2.9.11)", 5003,
                    "num_gangs(g) vector_length(v)",
                    [(1, 1, 1), (7, 1, 7), (32, 1, 32), (1024, 1, 32), (2, 1, 1024), (1024, 1, 1)], """
#pragma acc parallel loop gang vector CLAUSES reduction(OP:VARS)
    for (int x = 0; x < n; x++) {
        BODY
    }
"""),
    "worker_vector": ("one loop partitioned across the workers and vector lanes of one gang "
                      "(2.9.11)", 3001, "num_gangs(1) num_workers(w) vector_length(v)",
                      [(1, 1, 1), (1, 7, 7), (1, 32, 32), (1, 1024, 1), (1, 1, 1024)], """
#pragma acc parallel CLAUSES copy(VARS)
    {
#pragma acc loop worker vector reduction(OP:VARS)
        for (int x = 0; x < n; x++) {
            BODY
        }
    }
"""),
    "gwv": ("one loop partitioned across gangs, workers and vector lanes (2.9.11)", 5003, ALL3,
            CONFIGS3, """
#pragma acc parallel loop gang worker vector CLAUSES reduction(OP:VARS)
    for (int x = 0; x < n; x++) {
        BODY
    }
"""),
    "nested": ("nested gang, worker and vector loops, each with the reduction clause (2.9.11: "
               "the clause on every loop of the nest; the inner reductions update the "
               "gang/worker-private copies at their loop's exit)", (6, 5, 37), ALL3, CONFIGS3, """
#pragma acc parallel CLAUSES copy(VARS)
    {
#pragma acc loop gang reduction(OP:VARS)
        for (int i = 0; i < ni; i++) {
#pragma acc loop worker reduction(OP:VARS)
            for (int j = 0; j < nj; j++) {
#pragma acc loop vector reduction(OP:VARS)
                for (int k = 0; k < nk; k++) {
                    long long x = ((long long)i * nj + j) * nk + k;
                    BODY
                }
            }
        }
    }
"""),
    "parallel": ("the reduction clause of the parallel construct (2.5.15): gang-private copies "
                 "updated by a gang loop without a clause and by worker and vector loops with "
                 "one (2.9.11)", (6, 5, 37), ALL3, CONFIGS3, """
#pragma acc parallel CLAUSES reduction(OP:VARS)
    {
#pragma acc loop gang
        for (int i = 0; i < ni; i++) {
#pragma acc loop worker reduction(OP:VARS)
            for (int j = 0; j < nj; j++) {
#pragma acc loop vector reduction(OP:VARS)
                for (int k = 0; k < nk; k++) {
                    long long x = ((long long)i * nj + j) * nk + k;
                    BODY
                }
            }
        }
    }
"""),
}


def values_of(types, values, spelling, prefix, indent):
    lines = []
    for (t, short, kind) in types:
        v = values[kind][0]
        if kind == "c":
            v = v.replace("ci", "ci_f" if t.startswith("float") else "ci_d")
        lines.append(UPDATE[spelling].format(r=f"{prefix}_{short}", v=f"({t})({v})", t=t))
    return ("\n" + " " * indent).join(lines)


def func(level, opname):
    spelling, types, values = OPS[opname]
    _, size, cl, _, region = LEVELS[level]
    nested = isinstance(size, tuple)
    has_complex = any(k == "c" for (_, _, k) in types)
    sig = "int ni, int nj, int nk" if nested else "int n"
    extra = ", float _Complex ci_f, double _Complex ci_d" if has_complex else ""
    f = [f"/* reduction({spelling}) */",
         f"static void test_{opname}({sig}, int z{extra}, int g, int w, int v) {{"]
    if nested:
        f.append("    long long n = (long long)ni * nj * nk;")
    f.append("    (void)z; (void)g; (void)w; (void)v;")
    for prefix in ("w", "r"):
        f.extend(f"    {t} {prefix}_{short} = ({t})({values[kind][1]});"
                 for (t, short, kind) in types)
    f.append("    for (long long x = 0; x < n; x++) {")
    f.append("        " + values_of(types, values, spelling, "w", 8))
    f.append("    }")
    names = ", ".join(f"r_{short}" for (_, short, _) in types)
    reg = (region.replace("CLAUSES", cl).replace("OP", spelling).replace("VARS", names)
           .replace("BODY", values_of(types, values, spelling, "r", 20 if nested else 12)))
    f.append(reg.rstrip("\n"))
    f.extend(f"    CHECK(r_{s} == w_{s});" for (_, s, _) in types)
    f.append("}")
    return "\n".join(f) + "\n", has_complex


def gen(level, family):
    desc, size, _, configs, _ = LEVELS[level]
    nested = isinstance(size, tuple)
    ops = FAMILIES[family]
    # The full size with every configuration; the small trip counts (fewer iterations than
    # threads, one, none) with two of them.
    big = [size]
    small = [(1, 1, 1), (0, 3, 5), (3, 1, 33)] if nested else [33, 1, 0]
    sizes = big + small
    # The small trip counts with 7 of everything and with the largest vector length.
    small_at = [next(i for i, c in enumerate(configs) if 7 in c),
                max(i for i, c in enumerate(configs) if c[2] == 1024 or (1024 in c and max(
                    c2[2] for c2 in configs) < 1024))]
    sizes_txt = ", ".join("x".join(map(str, s)) if nested else str(s) for s in sizes)
    spellings = " ".join(OPS[o][0] for o in ops)
    head = (f"Generated by gen_gpu_reductions.py: reductions ({spellings}) in {desc}, on every "
            "type each operator allows (OpenACC 3.3, 2.5.15 table), with num_gangs / num_workers "
            f"/ vector_length of 1, 7, 32 and 1024 (run-time values) and trip counts of "
            f"{sizes_txt}. Exact checks: every combining order gives the same result.")
    lines = textwrap.wrap(head, 93)
    out = ["/* " + lines[0]] + [" * " + l for l in lines[1:]]
    out[-1] += " */"
    out.append('#include "check.h"')
    fns = [func(level, op) for op in ops]
    if any(c for (_, c) in fns):
        out.append("#include <complex.h>")
    out.append("")
    out.extend(text for (text, _) in fns)
    out.append("int main(void) {")
    out.append("    static const int cfg[][3] = {" +
               ", ".join("{%d, %d, %d}" % c for c in configs) + "};")
    out.append(f"    for (int c = 0; c < {len(configs)}; c++) {{")
    out.append("        int g = cfg[c][0], w = cfg[c][1], v = cfg[c][2];")
    for (op, (_, cplx)) in zip(ops, fns):
        zs = [0, 1] if op in ("and", "or") else [0]
        cargs = ", I, I" if cplx else ""
        for sz in sizes:
            a = ", ".join(map(str, sz)) if nested else str(sz)
            guard = "" if sz == size else f"if (c == {small_at[0]} || c == {small_at[1]}) "
            for z in zs:
                out.append(f"        {guard}test_{op}({a}, {z}{cargs}, g, w, v);")
    out.append("    }")
    out.append("    CHECK_DONE();")
    out.append("}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    for level in LEVELS:
        for family in FAMILIES:
            with open(f"gpu_red_{level}_{family}.c", "w") as f:
                f.write(gen(level, family))
