#!/usr/bin/env python3
"""Writes the GPU atomic run tests: gpu_atomic_<type>.c, one file per C type allowed as an
atomic location (OpenACC 3.3, 2.12: scalar types not wider than the largest native atomic: every
integer type, float and double). Each file runs every form of 2.12 on that type under heavy
contention: thousands of iterations of a gang vector loop over 64 gangs hit the same few
locations.

- update: x++, x--, ++x, --x, x binop= e, x = x binop e, x = e binop x for every binop the type
  takes (+ * - / & ^ | << >>), with values for which every order of the updates gives the
  same result (adds, a few doublings and halvings, bit masks; x = e - x and x = e / x applied
  an even number of times with one e); the expected values come from the same updates done
  sequentially on the host.
- capture: every expression form (v = x++, v = x binop= e, v = x = x binop e, ...) and every
  structured-block form ({v = x; x binop= e;}, {x++; v = x;}, {v = x; x = e;}, ...): with
  increments the captured values must be a permutation (each old or new value seen exactly
  once), with the swap form {v = x; x = e;} the captured values and the final value are exactly
  the initial value and the written ones; the other operators check the final value and that
  each captured value is consistent with it.
- read and write: concurrent atomic writes leave one of the written values; atomic reads
  concurrent with atomic increments see values in range; reads concurrent with writes never see
  a torn value.

Run from this directory: python3 gen_gpu_atomics.py"""

import textwrap

# name, C type, bits, kind (s: signed, u: unsigned, f: floating)
TYPES = [
    ("char", "char", 8, "s"), ("schar", "signed char", 8, "s"),
    ("uchar", "unsigned char", 8, "u"), ("short", "short", 16, "s"),
    ("ushort", "unsigned short", 16, "u"), ("int", "int", 32, "s"),
    ("uint", "unsigned", 32, "u"), ("long", "long", 64, "s"),
    ("ulong", "unsigned long", 64, "u"), ("llong", "long long", 64, "s"),
    ("ullong", "unsigned long long", 64, "u"), ("float", "float", 32, "f"),
    ("double", "double", 64, "f"),
]

# Update forms: (initial value, statement with X for the location; integer-only?)
UPDATES = [
    ("5", "X++;", False), ("5", "X--;", False), ("5", "++X;", False), ("5", "--X;", False),
    ("5", "X += e1;", False), ("5", "X = X + e1;", False), ("5", "X = e1 + X;", False),
    ("5", "X -= e1;", False), ("5", "X = X - e1;", False), ("5", "X = (T)10 - X;", False),
    ("3", "X *= e2;", False), ("3", "X = X * e2;", False), ("3", "X = e2 * X;", False),
    ("48", "X /= e2;", False), ("48", "X = X / e2;", False), ("2", "X = (T)8 / X;", False),
    ("~0", "X &= eand;", True), ("~0", "X = X & eand;", True), ("~0", "X = eand & X;", True),
    ("0", "X |= eor;", True), ("0", "X = X | eor;", True), ("0", "X = eor | X;", True),
    ("0x15", "X ^= exor;", True), ("0x15", "X = X ^ exor;", True), ("0x15", "X = exor ^ X;", True),
    ("3", "X <<= s1;", True), ("3", "X = X << s1;", True),
    ("48", "X >>= s1;", True), ("48", "X = X >> s1;", True),
]

# Capture forms whose captured values are a permutation: (kind, code with V and X) where kind
# says which values are captured: "old+" x0 + k, "new+" x0 + 1 + k, "old-" x0 - k,
# "new-" x0 - 1 - k (k = 0 .. n-1, in some order).
PERMS = [
    ("old+", "V = X++;"), ("old-", "V = X--;"), ("new+", "V = ++X;"), ("new-", "V = --X;"),
    ("new+", "V = X += 1;"), ("new-", "V = X -= 1;"), ("new+", "V = X = X + 1;"),
    ("new+", "V = X = 1 + X;"), ("new-", "V = X = X - 1;"),
    ("old+", "{ V = X; X += 1; }"), ("new+", "{ X += 1; V = X; }"),
    ("old+", "{ V = X; X = X + 1; }"), ("old+", "{ V = X; X = 1 + X; }"),
    ("new+", "{ X = X + 1; V = X; }"), ("new+", "{ X = 1 + X; V = X; }"),
    ("old-", "{ V = X; X -= 1; }"), ("new-", "{ X = X - 1; V = X; }"),
    ("old+", "{ V = X; X++; }"), ("old+", "{ V = X; ++X; }"), ("new+", "{ ++X; V = X; }"),
    ("new+", "{ X++; V = X; }"), ("old-", "{ V = X; X--; }"), ("old-", "{ V = X; --X; }"),
    ("new-", "{ --X; V = X; }"), ("new-", "{ X--; V = X; }"),
]

# Capture forms of the other operators: (initial, code, check of each captured v against the
# final value f (C expression), integer-only?)
OTHER_CAPTURES = [
    ("1", "V = X *= e2;", "v >= (T)1 && v <= f", False),
    ("64", "{ V = X; X /= e2; }", "v >= f && v <= (T)64", False),
    ("1", "{ X = X * e2; V = X; }", "v >= (T)1 && v <= f", False),
    ("64", "V = X = X / e2;", "v >= f && v <= (T)64", False),
    ("0", "V = X |= eor;", "(T)(v | f) == f", True),
    ("~0", "{ V = X; X &= eand; }", "(T)(v & f) == f", True),
    ("0", "{ X = X | eor; V = X; }", "(T)(v | f) == f", True),
    ("~0", "V = X = eand & X;", "(T)(v & f) == f", True),
    ("0x15", "{ V = X; X ^= exor; }", "1", True),
    ("0x15", "V = X = exor ^ X;", "1", True),
    ("1", "{ X <<= s1; V = X; }", "v >= (T)1 && v <= f", True),
    ("64", "{ V = X; X = X >> s1; }", "v >= f && v <= (T)64", True),
]


def gen(name, ctype, bits, kind):
    is_int = kind != "f"
    # 8-bit types: at most 255 distinct captured values (plus the initial one).
    n = 20000
    ncap = 255 if bits == 8 else 4000
    ups = [u for u in UPDATES if is_int or not u[2]]
    others = [c for c in OTHER_CAPTURES if is_int or not c[3]]
    mask = "(T)~0" if is_int else "0"
    head = (f"Generated by gen_gpu_atomics.py: every form of the atomic construct (OpenACC 3.3, "
            f"2.12: read, write, update, capture, expression and structured-block forms, every "
            f"operator the type takes) on {ctype} locations, under heavy contention (a gang vector "
            f"loop over 64 gangs whose iterations all hit the same few locations).")
    lines = textwrap.wrap(head, 93)
    out = ["/* " + lines[0]] + [" * " + l for l in lines[1:]]
    out[-1] += " */"
    utype = {"char": "unsigned char", "signed char": "unsigned char", "short": "unsigned short",
             "int": "unsigned", "long": "unsigned long", "long long": "unsigned long long"}.get(
                 ctype, ctype)
    out += ['#include "check.h"', "", f"typedef {ctype} T;",
            "/* Values compared as indices: modulo 2^bits for the integer types. */",
            f"typedef {utype} U;",
            f"enum {{ N = {n}, NCAP = {ncap}, NU = {len(ups)}, NP = {len(PERMS)}, "
            f"NO = {len(others)} }};", ""]

    def ev(indent):
        pad = " " * indent
        s = [f"{pad}T e1 = (T)(i % 3);",
             f"{pad}T e2 = (T)(i % (n / 4) == 7 ? 2 : 1);"]
        if is_int:
            s += [f"{pad}int s1 = i % (n / 4) == 7;",
                  f"{pad}T eand = (T)~(1 << (i % 8));",
                  f"{pad}T eor = (T)(1 << (i % 7));",
                  f"{pad}T exor = (T)(i % 7);"]
        s.append(f"{pad}(void)e1; (void)e2;")
        return "\n".join(s)

    # ---- updates
    out.append("/* update: every form; the expected values are the same updates in order. */")
    out.append("static void updates(int n) {")
    out.append("    T x[NU], want[NU];")
    for k, (x0, _, _) in enumerate(ups):
        out.append(f"    x[{k}] = want[{k}] = (T)({x0});")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append(ev(8))
    for k, (_, stmt, _) in enumerate(ups):
        out.append("        " + stmt.replace("X", f"want[{k}]"))
    out.append("    }")
    out.append("#pragma acc parallel loop gang vector num_gangs(64) vector_length(128) copy(x)")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append(ev(8))
    for k, (_, stmt, _) in enumerate(ups):
        clause = ["update", "", "update", ""][k % 4]
        out.append(f"#pragma acc atomic {clause}".rstrip())
        out.append("        " + stmt.replace("X", f"x[{k}]"))
    out.append("    }")
    out.append("    for (int k = 0; k < NU; k++) {")
    out.append('        if (x[k] != want[k]) fprintf(stderr, "update form %d: got %g want %g\\n", k, '
               "(double)x[k], (double)want[k]);")
    out.append("        CHECK(x[k] == want[k]);")
    out.append("    }")
    out.append("}")
    out.append("")

    # ---- scalar location (not an array element), the variable in a copy clause
    out.append("/* A scalar variable as the location, and a location reached through a pointer. */")
    out.append("static void scalar_and_pointer(int n) {")
    out.append("    T s = (T)1, arr[3] = {(T)0, (T)0, (T)0};")
    out.append("    T *p = &arr[1];")
    out.append("#pragma acc parallel loop gang vector num_gangs(64) vector_length(128) copy(s, arr)")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append("        T *q = &arr[1];")
    out.append("#pragma acc atomic update")
    out.append("        s += (T)(i % 2);")
    out.append("#pragma acc atomic")
    out.append("        *q += (T)1;")
    out.append("    }")
    out.append("    (void)p;")
    out.append("    T ws = (T)1, wq = (T)0;")
    out.append("    for (int i = 0; i < n; i++) { ws += (T)(i % 2); wq += (T)1; }")
    out.append("    CHECK(s == ws);")
    out.append("    CHECK(arr[1] == wq && arr[0] == 0 && arr[2] == 0);")
    out.append("}")
    out.append("")

    # ---- captures forming permutations
    idx = {
        "old+": "v - x0", "new+": "v - x0 - 1", "old-": "x0 - v", "new-": "x0 - 1 - v",
    }
    out.append("/* capture with increments and decrements: the captured values are a permutation. */")
    out.append("static T cap[NP][NCAP];")
    out.append("static void perm_captures(int n) {")
    out.append("    T x[NP];")
    out.append("    const T x0 = (T)(NCAP / 2);")
    out.append("    for (int k = 0; k < NP; k++) x[k] = x0;")
    out.append("#pragma acc parallel loop gang vector num_gangs(64) vector_length(128) copy(x) copyout(cap)")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append("        T v;")
    for k, (_, code) in enumerate(PERMS):
        out.append("#pragma acc atomic capture")
        out.append("        " + code.replace("V", "v").replace("X", f"x[{k}]"))
        out.append(f"        cap[{k}][i] = v;")
    out.append("    }")
    out.append("    static int seen[NCAP];")
    for k, (knd, code) in enumerate(PERMS):
        final = "x0 + (T)n" if knd.endswith("+") else "x0 - (T)n"
        out.append(f"    /* {code} */")
        out.append(f"    CHECK(x[{k}] == (T)({final}));")
        out.append("    for (int j = 0; j < n; j++) seen[j] = 0;")
        out.append("    for (int i = 0; i < n; i++) {")
        out.append(f"        T v = cap[{k}][i];")
        out.append(f"        long long j = (long long)(U)(T)({idx[knd]});")
        out.append("        if (j >= 0 && j < n) seen[j]++;")
        out.append("    }")
        out.append(f"    for (int j = 0; j < n; j++) CHECK(seen[j] == 1);")
    out.append("}")
    out.append("")

    # ---- swap: {v = x; x = e;}
    out.append("/* capture {v = x; x = expr;}: the captured values and the final value are the initial")
    out.append(" * value and the written ones, each exactly once. */")
    out.append("static void swap_capture(int n) {")
    out.append("    static T got[NCAP];")
    out.append("    T x = (T)0;")
    out.append("#pragma acc parallel loop gang vector num_gangs(64) vector_length(128) copy(x) copyout(got[0:n])")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append("        T v;")
    out.append("#pragma acc atomic capture")
    out.append("        {")
    out.append("            v = x;")
    out.append("            x = (T)(i + 1);")
    out.append("        }")
    out.append("        got[i] = v;")
    out.append("    }")
    out.append("    static int seen[NCAP + 1];")
    out.append("    for (int j = 0; j <= n; j++) seen[j] = 0;")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append("        long long j = (long long)(U)got[i];")
    out.append("        if (j >= 0 && j <= n) seen[j]++;")
    out.append("    }")
    out.append("    long long f = (long long)(U)x;")
    out.append("    if (f >= 0 && f <= n) seen[f]++;")
    out.append("    for (int j = 0; j <= n; j++) CHECK(seen[j] == 1);")
    out.append("}")
    out.append("")

    # ---- other captures
    out.append("/* capture with the other operators: the final value, and each captured value consistent")
    out.append(" * with it. */")
    out.append("static T ocap[NO][NCAP];")
    out.append("static void other_captures(int n) {")
    out.append("    T x[NO], want[NO];")
    for k, (x0, _, _, _) in enumerate(others):
        out.append(f"    x[{k}] = want[{k}] = (T)({x0});")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append(ev(8))
    out.append("        T v;")
    for k, (_, code, _, _) in enumerate(others):
        out.append("        " + code.replace("V", "v").replace("X", f"want[{k}]"))
    out.append("        (void)v;")
    out.append("    }")
    out.append("#pragma acc parallel loop gang vector num_gangs(64) vector_length(128) copy(x) copyout(ocap)")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append(ev(8))
    out.append("        T v;")
    for k, (_, code, _, _) in enumerate(others):
        out.append("#pragma acc atomic capture")
        out.append("        " + code.replace("V", "v").replace("X", f"x[{k}]"))
        out.append(f"        ocap[{k}][i] = v;")
    out.append("    }")
    for k, (_, code, cond, _) in enumerate(others):
        out.append(f"    /* {code} */")
        out.append(f"    CHECK(x[{k}] == want[{k}]);")
        out.append("    {")
        out.append(f"        T f = x[{k}];")
        out.append("        int bad = 0;")
        out.append(f"        for (int i = 0; i < n; i++) {{ T v = ocap[{k}][i]; bad += !({cond}); }}")
        out.append("        (void)f;")
        out.append("        CHECK(bad == 0);")
        out.append("    }")
    out.append("}")
    out.append("")

    # ---- read / write
    out.append("/* read and write: concurrent writes leave a written value; reads concurrent with")
    out.append(" * increments see a value in range; reads concurrent with writes see whole values. */")
    out.append("static T rd[NCAP], rd2[NCAP];")
    out.append("static void read_write(int n) {")
    out.append("    T w = (T)0, c = (T)0, t = (T)1;")
    out.append("#pragma acc parallel loop gang vector num_gangs(64) vector_length(128) copy(w, c, t) copyout(rd, rd2)")
    out.append("    for (int i = 0; i < n; i++) {")
    out.append("        if (i % 2) {")
    out.append("#pragma acc atomic write")
    out.append("            w = (T)i;")
    out.append("#pragma acc atomic update")
    out.append("            c += (T)1;")
    if bits == 64 and is_int:
        out.append("#pragma acc atomic write")
        out.append("            t = (T)((unsigned long long)i * 0x100000001ULL);")
    else:
        out.append("#pragma acc atomic write")
        out.append("            t = (T)i;")
    out.append("            rd[i] = (T)1;")
    out.append("            rd2[i] = (T)1;")
    out.append("        } else {")
    out.append("            T v;")
    out.append("#pragma acc atomic read")
    out.append("            v = c;")
    out.append("            rd[i] = v;")
    out.append("#pragma acc atomic read")
    out.append("            v = t;")
    out.append("            rd2[i] = v;")
    out.append("        }")
    out.append("    }")
    out.append("    long long wl = (long long)(U)w;")
    out.append("    CHECK(wl % 2 == 1 && wl > 0 && wl < n);")
    out.append("    CHECK(c == (T)(n / 2));")
    out.append("    int bad = 0;")
    out.append("    for (int i = 0; i < n; i += 2) {")
    out.append("        long long v = (long long)rd[i];")
    out.append("        bad += v < 0 || v > n / 2;")
    if bits == 64 and is_int:
        out.append("        unsigned long long u = (unsigned long long)rd2[i];")
        out.append("        unsigned long long lo = u & 0xffffffffULL;")
        out.append("        bad += u != 1 && ((u >> 32) != lo || lo >= (unsigned long long)n || lo % 2 == 0);")
    else:
        out.append("        T u = rd2[i];")
        out.append("        long long ul = (long long)(U)u;")
        out.append("        bad += !(u == (T)1 || ((T)ul == u && ul % 2 == 1 && ul < n));")
    out.append("    }")
    out.append("    CHECK(bad == 0);")
    out.append("}")
    out.append("")
    out.append("int main(void) {")
    out.append("    updates(N);")
    out.append("    updates(33);")
    out.append("    scalar_and_pointer(N);")
    out.append("    perm_captures(NCAP);")
    out.append("    swap_capture(NCAP);")
    out.append("    other_captures(NCAP);")
    out.append("    read_write(NCAP);")
    out.append("    CHECK_DONE();")
    out.append("}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    for (name, ctype, bits, kind) in TYPES:
        with open(f"gpu_atomic_{name}.c", "w") as f:
            f.write(gen(name, ctype, bits, kind))
