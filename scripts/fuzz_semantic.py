#!/usr/bin/env python3
"""Differential (semantic) fuzzing of OpenACC compute regions.

Generates random, well-defined C programs with OpenACC directives, runs each as plain C
(`cc -w`, the pragmas ignored: the reference) and through oxacc (ACC_DEVICE_TYPE=host,
-acc=multicore, ACC_DEVICE_TYPE=emul), and compares the printed checksums. A mismatch, a
crash, a panic, or generated code that cc rejects is a failure; failing programs are reduced
(blocks, then lines) and saved. Usage: scripts/fuzz-semantic.sh (see there), or

    fuzz_semantic.py run MINUTES SEED OUTDIR
    fuzz_semantic.py one SEED              (print the program of a seed)
    fuzz_semantic.py --corpus DIR N [SEED] (N programs plus their cc-computed .expected files)

Well-definedness (no UB, no races, no order-dependent results) is the generator's job:
- integer expressions track a bound on their magnitude and do arithmetic in unsigned types
  whenever a signed type could overflow; shifts use constant counts on unsigned operands;
- floating values are small integers or halves, so every sum/product is exact and the
  reduction order does not matter (OpenACC does not fix the order, 2.5.15);
- a loop writes only its own element of an output array and reads only arrays it does not
  write; atomic captures use one constant increment so the set of captured values is fixed.
"""
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

CAP = 700          # 1-D array capacity (trip counts stay below it)
R, C = 24, 25      # 2-D arrays
A3, B3, C3 = 6, 7, 8

# name, C type, bits of magnitude it can hold (for signed: width-1), signed?, width
INT_TYPES = [
    ("signed char", 7, True, 8), ("unsigned char", 8, False, 8), ("short", 15, True, 16),
    ("unsigned short", 16, False, 16), ("int", 31, True, 32), ("unsigned", 32, False, 32),
    ("long", 63, True, 64), ("unsigned long", 64, False, 64), ("long long", 63, True, 64),
    ("unsigned long long", 64, False, 64), ("char", 7, True, 8),
]
TINFO = {t[0]: t for t in INT_TYPES}


def promoted(t):
    """The type of `t` after the integer promotions (C11 6.3.1.1)."""
    _, _, _, w = TINFO[t]
    if w < 32:
        return "int"
    return t


def common(a, b):
    """The usual arithmetic conversions of two promoted integer types (C11 6.3.1.8)."""
    a, b = promoted(a), promoted(b)
    if a == b:
        return a
    ta, tb = TINFO[a], TINFO[b]
    if ta[3] != tb[3]:
        return a if ta[3] > tb[3] else b
    # same width: the unsigned one wins (long/long long are both 64 bits here)
    if not ta[2]:
        return a
    if not tb[2]:
        return b
    return a


def unsigned_of(t):
    w = TINFO[t][3]
    return {8: "unsigned", 16: "unsigned", 32: "unsigned", 64: "unsigned long long"}[w]


class Expr:
    def __init__(self, text, ty, bits):
        self.text, self.ty, self.bits = text, ty, bits  # bits: |value| < 2**bits


class Gen:
    def __init__(self, rng):
        self.r = rng
        self.globals = []   # declarations before main (routines)
        self.nroutine = 0

    def pick(self, xs):
        return self.r.choice(xs)

    def chance(self, p):
        return self.r.random() < p

    # ---------- integer expressions ----------
    def int_leaf(self, env):
        r = self.r
        c = r.randrange(4)
        if c == 0 or not env.get("ins"):
            v = r.randrange(0, 200) - (50 if r.random() < 0.3 else 0)
            return Expr(str(v), "int", 8)
        if c == 1:
            return Expr(env["k"], "int", 11)
        arr, ty = r.choice(env["ins"])
        idx = env["k"] if r.random() < 0.6 else "(%s * 7 + %d) %% %d" % (env["k"], r.randrange(9), CAP)
        return Expr("%s[%s]" % (arr, idx), ty, TINFO[ty][1] if ty in TINFO else 10)

    def int_expr(self, env, depth=2):
        r = self.r
        if depth == 0 or r.random() < 0.25:
            e = self.int_leaf(env)
            if e.ty in TINFO and e.bits > 16:
                # wide inputs are kept small by their initialisation (see init_array)
                e.bits = 12
            return e
        kind = r.randrange(10)
        a = self.int_expr(env, depth - 1)
        if kind == 0:  # cast to a narrow or wide type: conversion rules
            t = r.choice(INT_TYPES)[0]
            bits = min(a.bits, TINFO[t][1]) if TINFO[t][2] else TINFO[t][1] if a.bits > TINFO[t][1] else a.bits
            # a negative value converted to unsigned becomes large
            if not TINFO[t][2]:
                bits = TINFO[t][1]
            return Expr("((%s)%s)" % (t, a.text), t, bits)
        if kind == 1:  # ternary
            b = self.int_expr(env, depth - 1)
            cnd = self.cond(env)
            ty = common(a.ty, b.ty)
            return Expr("(%s ? %s : %s)" % (cnd, a.text, b.text), ty, max(a.bits, b.bits) if TINFO[ty][2] or (TINFO[a.ty][2] == TINFO[b.ty][2]) else TINFO[ty][1])
        if kind == 2:  # shift by a constant on an unsigned operand
            s = r.randrange(0, 8)
            ut = unsigned_of(promoted(a.ty))
            if r.random() < 0.5:
                return Expr("((%s)%s << %d)" % (ut, a.text, s), ut, TINFO[ut][1])
            return Expr("((%s)%s >> %d)" % (ut, a.text, s), ut, TINFO[ut][1])
        if kind == 3:  # division / remainder by a positive constant
            d = r.randrange(1, 17)
            op = r.choice(["/", "%"])
            return Expr("(%s %s %d)" % (a.text, op, d), promoted(a.ty), a.bits)
        b = self.int_expr(env, depth - 1)
        op = r.choice(["+", "-", "*", "&", "|", "^", "+", "-", "<", ">=", "==", "!="])
        ty = common(a.ty, b.ty)
        if op in ("<", ">=", "==", "!="):
            return Expr("(%s %s %s)" % (a.text, op, b.text), "int", 1)
        if op in ("&", "|", "^"):
            bits = max(a.bits, b.bits) if TINFO[ty][2] else TINFO[ty][1]
            if TINFO[a.ty][2] != TINFO[b.ty][2]:
                bits = TINFO[ty][1]
            return Expr("(%s %s %s)" % (a.text, op, b.text), ty, bits)
        need = a.bits + b.bits if op == "*" else max(a.bits, b.bits) + 1
        if TINFO[ty][2] and need > TINFO[ty][1]:
            ty = unsigned_of(ty)
            return Expr("((%s)%s %s (%s)%s)" % (ty, a.text, op, ty, b.text), ty, TINFO[ty][1])
        if not TINFO[ty][2]:
            return Expr("(%s %s %s)" % (a.text, op, b.text), ty, TINFO[ty][1] if op == "-" or need > TINFO[ty][1] else need)
        return Expr("(%s %s %s)" % (a.text, op, b.text), ty, need)

    def cond(self, env):
        a = self.int_leaf(env)
        return "(%s %s %d)" % (a.text, self.pick(["<", ">", "<=", ">=", "==", "!="]), self.r.randrange(0, 100))

    def small(self, env, bits=12):
        """An integer expression of type int with |value| < 2**bits."""
        e = self.int_expr(env)
        return "((int)(%s & %d) - %d)" % (self.as_unsigned(e), (1 << bits) - 1, 1 << (bits - 1)) if self.chance(0.5) \
            else "(int)(%s %% %d)" % (self.as_unsigned(e), 1 << bits)

    def as_unsigned(self, e):
        return "(unsigned long long)%s" % e.text

    # ---------- float expressions (exact: small integers and halves) ----------
    def flt_expr(self, env, ft, depth=2):
        r = self.r
        if depth == 0 or r.random() < 0.3:
            c = r.randrange(3)
            if c == 0 or not env.get("fins"):
                return "(%s)%d.5" % (ft, r.randrange(-20, 20)) if r.random() < 0.3 else "(%s)%d" % (ft, r.randrange(-20, 40))
            if c == 1:
                return "(%s)(%s)" % (ft, self.small(env, 10))
            return "%s[%s]" % (r.choice(env["fins"]), env["k"])
        a = self.flt_expr(env, ft, depth - 1)
        k = r.randrange(4)
        if k == 0:
            return "(%s + %s)" % (a, self.flt_expr(env, ft, depth - 1))
        if k == 1:
            return "(%s - %s)" % (a, self.flt_expr(env, ft, depth - 1))
        if k == 2:
            return "(%s * %s)" % (a, self.pick(["2", "0.5", "-1", "3"]))
        return "(%s ? %s : %s)" % (self.cond(env), a, self.flt_expr(env, ft, depth - 1))


# ---------- loop headers ----------
def loop_header(g, var, n_expr, vtype="int"):
    """A loop over n_expr iterations in a random shape; returns (header, index expr in [0,n))."""
    r = g.r
    lb = r.choice([0, 0, 1, -3, 5, -17])
    st = r.choice([1, 1, 1, 2, 3])
    shape = r.choice(["<", "<=", ">", ">=", "<", "!="]) if st == 1 else r.choice(["<", "<=", ">", ">="])
    if shape == "<":
        h = "for (%s %s = %d; %s < %d + (%s) * %d; %s += %d)" % (vtype, var, lb, var, lb, n_expr, st, var, st)
        idx = "((%s - %d) / %d)" % (var, lb, st)
    elif shape == "!=":
        h = "for (%s %s = %d; %s != %d + (%s); %s++)" % (vtype, var, lb, var, lb, n_expr, var)
        idx = "(%s - %d)" % (var, lb)
    elif shape == "<=":
        inc = "%s += %d" % (var, st) if st > 1 or r.random() < 0.5 else ("++%s" % var)
        h = "for (%s %s = %d; %s <= %d + ((%s) - 1) * %d; %s)" % (vtype, var, lb, var, lb, n_expr, st, inc)
        idx = "((%s - %d) / %d)" % (var, lb, st)
    elif shape == ">":
        ub = lb + 40
        h = "for (%s %s = %d; %s > %d - (%s) * %d; %s -= %d)" % (vtype, var, ub, var, ub, n_expr, st, var, st)
        idx = "((%d - %s) / %d)" % (ub, var, st)
    else:
        ub = lb + 40
        dec = "%s -= %d" % (var, st) if st > 1 or r.random() < 0.5 else ("%s--" % var)
        h = "for (%s %s = %d; %s >= %d - ((%s) - 1) * %d; %s)" % (vtype, var, ub, var, ub, n_expr, st, dec)
        idx = "((%d - %s) / %d)" % (ub, var, st)
    return h, idx


def trip(g, maxn, rt_names):
    """A trip count: a constant or a run-time (volatile-initialised) variable."""
    r = g.r
    v = r.choice([0, 1, 1, 2, 3, 5, 7, 16, 17, 31, 33, 64, 100, 255, 256, 511, 600])
    v = min(v, maxn)
    if r.random() < 0.5:
        name = "rt%d" % len(rt_names)
        rt_names.append((name, v))
        return name, v
    return str(v), v


IN_TYPES = ["int", "unsigned", "short", "unsigned char", "signed char", "long", "unsigned long long", "char"]


class Prog:
    def __init__(self, seed):
        self.seed = seed
        self.g = Gen(random.Random(seed))
        self.rt = []
        self.blocks = []
        self.routines = []

    # arrays: inputs in0..in3 (types), outputs per block
    def build(self):
        g = self.g
        r = g.r
        self.in_types = [r.choice(IN_TYPES) for _ in range(3)]
        nblocks = r.randint(2, 5)
        makers = [self.b_simple, self.b_reduce, self.b_reduce_nested, self.b_collapse, self.b_tile,
                  self.b_private, self.b_atomic, self.b_capture, self.b_routine_seq, self.b_routine_vec,
                  self.b_data, self.b_enter_exit, self.b_kernels, self.b_serial, self.b_struct,
                  self.b_ptrptr, self.b_async, self.b_nested3, self.b_float, self.b_gang_local,
                  self.b_three_level, self.b_redundant, self.b_array_reduce, self.b_loopvar_types,
                  self.b_narrow, self.b_narrow,
                  self.b_group_shared, self.b_group_shared, self.b_parallel_redundant, self.b_kernels_multi,
                  self.b_kernels_multi, self.b_data_multi, self.b_async_chain, self.b_routine_levels,
                  self.b_atomic_levels, self.b_atomic_levels, self.b_private_arrays, self.b_collapse_tile, self.b_kernels_hard,
                  self.b_atomic_struct, self.b_atomic_struct, self.b_reduce_shapes, self.b_reduce_shapes,
                  self.b_private_struct, self.b_routine_gang, self.b_if_self, self.b_cache, self.b_serial_loops,
                  self.b_triangular, self.b_async_host, self.b_worker_shapes, self.b_reduce_aggregate, self.b_reduce_aggregate,
                  self.b_capture_single, self.b_mixed, self.b_mixed,
                  self.b_data_model, self.b_data_model, self.b_data_model, self.b_declare_global, self.b_struct_pointers,
                  self.b_loop_shapes, self.b_loop_shapes, self.b_kernels_reduce, self.b_routine_reduce, self.b_async_dag, self.b_fp_pointer,
                  self.b_kernels_nests, self.b_kernels_nests, self.b_routine_chain, self.b_routine_chain, self.b_tile_priv_red,
                  self.b_device_bounds, self.b_device_bounds, self.b_private_md, self.b_if_switch, self.b_if_switch,
                  self.b_serial_parallel, self.b_api_mix, self.b_api_mix, self.b_atomic_fp, self.b_atomic_fp, self.b_csr, self.b_csr, self.b_jacobi, self.b_jacobi,
                  self.b_math_exact, self.b_math_exact, self.b_int_wrap, self.b_int_wrap, self.b_member_sections, self.b_member_sections,
                  self.b_ptr_alias, self.b_ptr_alias, self.b_wait_async, self.b_early_exit, self.b_strided, self.b_strided, self.b_level_private,
                  self.b_md_sections, self.b_md_sections, self.b_level_args, self.b_level_args, self.b_atomic_mixed, self.b_atomic_mixed,
                  self.b_state_machine, self.b_state_machine, self.b_kernels_host, self.b_kernels_host, self.b_routine_ret, self.b_routine_ret,
                  self.b_priv_barrier, self.b_priv_barrier, self.b_collapse_offset, self.b_collapse_offset,
                  self.b_atomic_narrow, self.b_atomic_narrow, self.b_expr_bits, self.b_expr_bits, self.b_vla_params, self.b_vla_params,
                  self.b_routine_fill, self.b_routine_fill, self.b_kernels_locals, self.b_converge, self.b_converge, self.b_kernels_hidden, self.b_kernels_hidden,
                  self.b_gang_dims, self.b_gang_dims, self.b_default_none, self.b_default_none, self.b_host_data, self.b_host_data,
                  self.b_refcount_funcs, self.b_refcount_funcs, self.b_device_type, self.b_device_type, self.b_async_default, self.b_async_default,
                  self.b_red_sections, self.b_red_sections, self.b_deep_struct, self.b_deep_struct, self.b_zero_mod, self.b_zero_mod,
                  self.b_data_por, self.b_data_por, self.b_red_multi, self.b_red_multi, self.b_atomic_index, self.b_atomic_index,
                  self.b_struct_aos, self.b_struct_aos, self.b_omp_buffers, self.b_omp_acc]
        if os.environ.get("OXACC_SEMFUZZ_OMP"):
            # more OpenMP threads around OpenACC constructs (-fopenmp)
            makers += [self.b_omp_acc, self.b_omp_acc]
        only = os.environ.get("OXACC_SEMFUZZ_BLOCKS")
        if only:
            # a comma-separated list of block makers (b_group_shared,...): hunt one area
            makers = [getattr(self, m.strip()) for m in only.split(",") if m.strip()]
        for bi in range(nblocks):
            self.blocks.append(r.choice(makers)(bi))
        return self.render()

    def env(self, k):
        return {"k": k, "ins": [("in%d" % i, t) for i, t in enumerate(self.in_types)],
                "fins": ["fin0"]}

    # ---- block makers: each returns a list of lines (a block) ----
    def level(self, levels=("gang", "worker", "vector", "gang vector", "gang worker vector", "", "independent", "auto", "seq")):
        return self.g.pick(levels)

    def out1(self, bi, ty):
        return ("o%d" % bi, ty)

    def b_simple(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n, g.pick(["int", "long", "int"]))
        ty = g.pick(IN_TYPES + ["double", "float"])
        o = "o%d" % bi
        env = self.env("k")
        construct = g.pick(["parallel loop", "kernels loop", "parallel loop", "serial loop"])
        lvl = self.level() if construct == "parallel loop" else g.pick(["", "independent", "seq", "auto" if construct == "serial loop" else "independent"])
        body = ["int k = %s;" % idx]
        if g.chance(0.3):
            body.append("if (%s) continue;" % g.cond(env))
        if ty in ("double", "float"):
            body.append("%s[k] = %s;" % (o, g.flt_expr(env, ty)))
        else:
            body.append("%s[k] = (%s)%s;" % (o, ty, g.int_expr(env, 3).text))
        clauses = ""
        if g.chance(0.3):
            clauses += " if(%s > 3)" % n
        if g.chance(0.3) and construct == "parallel loop":
            clauses += " num_gangs(%d)" % g.pick([1, 2, 3, 7])
        if g.chance(0.3) and construct == "parallel loop":
            clauses += " vector_length(%d)" % g.pick([1, 32, 64, 128])
        lines = ["#pragma acc %s %s%s" % (construct, lvl, clauses), h + " {"] + ["    " + b for b in body] + ["}"]
        return {"decl": [(o, ty, CAP)], "code": lines, "check": [(o, ty, CAP)]}

    def red_ops(self, ty):
        if ty in ("float", "double"):
            return ["+", "*", "max", "min"]
        return ["+", "*", "max", "min", "&", "|", "^", "&&", "||"]

    def red_update(self, var, op, ty, env, signed_ok_bits):
        """A statement combining a value into reduction variable var with op."""
        g = self.g
        if ty in ("float", "double"):
            if op == "*":
                e = "(%s ? -1 : 1)" % g.cond(env)
                if g.chance(0.3):
                    e = "(%s == 3 ? 2 : %s)" % (env["k"], e)
            else:
                e = "(%s)(%s)" % (ty, g.small(env, 10))
        elif op == "*":
            if TINFO[ty][2]:
                e = "(%s ? -1 : 1)" % g.cond(env)
            else:
                e = "(%s)(%s | 1)" % (ty, g.int_expr(env).text)
        elif op in ("&&", "||"):
            e = g.cond(env)
        elif op in ("&", "|", "^"):
            e = "(%s)%s" % (ty, g.int_expr(env).text)
        else:
            e = "(%s)(%s)" % (ty, g.small(env, signed_ok_bits))
        if op in ("+", "*", "&", "|", "^"):
            form = g.r.randrange(3)
            if form == 0:
                return "%s %s= %s;" % (var, op, e)
            if form == 1:
                return "%s = %s %s %s;" % (var, var, op, e)
            return "%s = %s %s %s;" % (var, e, op, var)
        if op in ("&&", "||"):
            return "%s = %s %s %s;" % (var, var, op, e) if g.chance(0.5) else "%s = %s %s %s;" % (var, e, op, var)
        cmp = ">" if op == "max" else "<"
        if g.chance(0.5):
            return "{ %s t_ = %s; if (t_ %s %s) %s = t_; }" % (ty, e, cmp, var, var)
        return "%s = (%s %s %s) ? (%s) : %s;" % (var, e, cmp, var, e, var)

    def red_init(self, op, ty):
        if op == "*":
            return "1"
        if op in ("&&", "||"):
            # 0 or 1 only: OpenACC combines the original value with op (2.5.15), so a
            # zero-trip loop turns 8 into 1 where C keeps 8
            return str(self.g.r.randrange(2))
        if op == "&":
            return "(%s)~0ull" % ty if ty not in ("float", "double") else "1"
        if op == "max":
            return "-1000"
        if op == "min":
            return "1000"
        return str(self.g.r.randrange(0, 9))

    def red_vars(self, bi, count):
        g = self.g
        vs = []
        for j in range(count):
            ty = g.pick(["int", "unsigned", "long", "float", "double", "char", "unsigned char", "short", "unsigned long long", "signed char"])
            op = g.pick(self.red_ops(ty))
            vs.append(("r%d_%d" % (bi, j), ty, op))
        return vs

    def red_clause(self, vs):
        return " ".join("reduction(%s:%s)" % (op, v) for v, ty, op in vs)

    def b_reduce(self, bi):
        g = self.g
        n, nv = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        vs = self.red_vars(bi, g.r.randint(1, 3))
        env = self.env("k")
        construct = g.pick(["parallel loop", "parallel loop", "kernels loop", "serial loop", "parallel"])
        lvl = self.level(("gang", "worker", "vector", "gang vector", "gang worker vector", "")) if construct.startswith("parallel") else ""
        lines = ["%s %s = %s;" % (ty, v, self.red_init(op, ty)) for v, ty, op in vs]
        body = ["int k = %s;" % idx]
        if g.chance(0.25):
            body.append("if (%s) continue;" % g.cond(env))
        for v, ty, op in vs:
            body.append(self.red_update(v, op, ty, env, 12))
        if construct == "parallel":
            # reduction on the construct (2.5.15) and, optionally, on the gang loop too
            lines += ["#pragma acc parallel %s" % self.red_clause(vs), "{",
                      "#pragma acc loop gang %s" % (self.red_clause(vs) if g.chance(0.6) else "")]
        else:
            lines.append("#pragma acc %s %s %s" % (construct, lvl, self.red_clause(vs)))
        lines += [h + " {"] + ["    " + b for b in body] + ["}"]
        if construct == "parallel":
            lines.append("}")
        return {"decl": [], "code": lines, "check": [(v, ty, 0) for v, ty, op in vs]}

    def b_reduce_nested(self, bi):
        """Gang loop with a reduction, inner worker/vector loops reducing the same or a local var."""
        g = self.g
        n1, _ = trip(g, 40, self.rt)
        n2, _ = trip(g, 40, self.rt)
        h1, i1 = loop_header(g, "i", n1)
        h2, i2 = loop_header(g, "j", n2)
        vs = self.red_vars(bi, g.r.randint(1, 2))
        env = self.env("(k1 * 13 + k2) %% %d" % CAP)
        env["k"] = "((k1 * 13 + k2) % 600)"
        lines = ["%s %s = %s;" % (ty, v, self.red_init(op, ty)) for v, ty, op in vs]
        o = "o%d" % bi
        inner_lvl = g.pick(["vector", "worker", "worker vector", "seq", ""])
        same = g.chance(0.5)
        lines.append("#pragma acc parallel loop gang %s" % self.red_clause(vs))
        lines.append(h1 + " {")
        lines.append("    int k1 = %s;" % i1)
        if same:
            lines.append("    #pragma acc loop %s %s" % (inner_lvl, self.red_clause(vs)))
            lines.append("    " + h2 + " {")
            lines.append("        int k2 = %s;" % i2)
            for v, ty, op in vs:
                lines.append("        " + self.red_update(v, op, ty, env, 8))
            lines.append("    }")
        else:
            locs = [("t_" + v, ty, op) for v, ty, op in vs]
            for lv, ty, op in locs:
                lines.append("    %s %s = %s;" % (ty, lv, self.red_init(op, ty) if op not in ("+", "^", "|", "||") else "0"))
            lines.append("    #pragma acc loop %s %s" % (inner_lvl, self.red_clause(locs)))
            lines.append("    " + h2 + " {")
            lines.append("        int k2 = %s;" % i2)
            for lv, ty, op in locs:
                lines.append("        " + self.red_update(lv, op, ty, env, 8))
            lines.append("    }")
            for (v, ty, op), (lv, _, _) in zip(vs, locs):
                if op in ("max", "min"):
                    cmp = ">" if op == "max" else "<"
                    lines.append("    if (%s %s %s) %s = %s;" % (lv, cmp, v, v, lv))
                elif op in ("&&", "||"):
                    lines.append("    %s = %s %s %s;" % (v, v, op, lv))
                else:
                    lines.append("    %s %s= %s;" % (v, op, lv))
        lines.append("}")
        return {"decl": [], "code": lines, "check": [(v, ty, 0) for v, ty, op in vs]}

    def b_collapse(self, bi):
        g = self.g
        depth = g.pick([2, 2, 3])
        vars_ = ["i", "j", "l"][:depth]
        maxs = [R, C] if depth == 2 else [A3, B3, C3]
        hs, ids = [], []
        for v, m in zip(vars_, maxs):
            n, _ = trip(g, m, self.rt)
            h, ix = loop_header(g, v, n, g.pick(["int", "long", "int"]))
            hs.append(h)
            ids.append(ix)
        ty = g.pick(["int", "unsigned", "double", "long", "short"])
        o = "o%d" % bi
        dims = "[%d][%d]" % (R, C) if depth == 2 else "[%d][%d][%d]" % (A3, B3, C3)
        sub = "".join("[%s]" % x for x in ids)
        env = self.env("kk")
        red = g.chance(0.3)
        clause = "collapse(%d) %s" % (depth, g.pick(["", "gang", "gang vector", "worker", "vector", "independent"]))
        if red:
            clause += " reduction(+:s%d)" % bi
        construct = g.pick(["parallel loop", "parallel loop", "kernels loop"])
        lines = ["long s%d = 0;" % bi] if red else []
        lines.append("#pragma acc %s %s" % (construct, clause))
        ind = ""
        for h in hs:
            lines.append(ind + h)
            ind += "    "
        lines.append(ind + "{")
        lines.append(ind + "int kk = (int)((%s) %% %d);" % (" * 31 + ".join(ids), CAP))
        if ty == "double":
            val = g.flt_expr(env, "double")
        else:
            val = "(%s)%s" % (ty, g.int_expr(env).text)
        lines.append(ind + "%s%s = %s;" % (o, sub, val))
        if red:
            lines.append(ind + "s%d += %s;" % (bi, g.small(env, 10)))
        lines.append(ind + "}")
        chk = [(o, ty, "2d" if depth == 2 else "3d")]
        if red:
            chk.append(("s%d" % bi, "long", 0))
        return {"decl": [(o, ty, dims)], "code": lines, "check": chk}

    def b_tile(self, bi):
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        h1, i1 = loop_header(g, "i", n1)
        h2, i2 = loop_header(g, "j", n2)
        o = "o%d" % bi
        env = self.env("kk")
        t = "tile(%s, %s)" % (g.pick(["2", "4", "*", "3", "8"]), g.pick(["2", "4", "*", "5", "32"]))
        lines = ["#pragma acc parallel loop %s %s" % (t, g.pick(["", "gang", "gang vector", "vector"])), h1,
                 "    " + h2 + " {", "        int kk = (%s * 29 + %s) %% %d;" % (i1, i2, CAP),
                 "        %s[%s][%s] = (int)%s;" % (o, i1, i2, g.int_expr(env).text), "    }"]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d")]}

    def b_private(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        o = "o%d" % bi
        env = self.env("k")
        fp = "f%d" % bi
        lines = ["int %s = %d; int %sa[4] = {%d, %d, %d, %d};" % (fp, g.r.randrange(100), fp, *[g.r.randrange(50) for _ in range(4)]),
                 "int p%d; unsigned p%da[5];" % (bi, bi)]
        lvl = self.level(("gang", "gang vector", "vector", "", "worker", "gang worker"))
        lines.append("#pragma acc parallel loop %s private(p%d, p%da) firstprivate(%s, %sa)" % (lvl, bi, bi, fp, fp))
        lines.append(h + " {")
        lines.append("    int k = %s;" % idx)
        lines.append("    p%d = %s + %s;" % (bi, fp, g.small(env, 10)))
        lines.append("    for (int q = 0; q < 5; q++) p%da[q] = (unsigned)(q * %s) + %sa[q %% 4];" % (bi, g.small(env, 8), fp))
        lines.append("    o%d[k] = p%d + (int)p%da[k %% 5] - (int)p%da[(k + 2) %% 5];" % (bi, bi, bi, bi))
        lines.append("}")
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (fp, "int", 0)]}

    def b_atomic(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        ty = g.pick(["int", "unsigned", "long", "unsigned long long", "double", "short", "unsigned char", "float"])
        hname = "h%d" % bi
        env = self.env("k")
        if ty in ("double", "float"):
            forms = ["{x} += {e};", "{x} = {x} + {e};", "{x} = {e} + {x};", "{x}++;", "++{x};", "{x}--;", "{x} -= {e};"]
            e = "(%s)(%s)" % (ty, g.small(env, 6))
        else:
            forms = ["{x} += {e};", "{x} = {x} + {e};", "{x} = {e} + {x};", "{x}++;", "++{x};", "{x}--;", "--{x};",
                     "{x} -= {e};", "{x} |= {e};", "{x} ^= {e};", "{x} &= {e} | 0x70;", "{x} = {x} ^ {e};",
                     "{x} = {e} | {x};"]
            e = "(%s)(%s)" % (ty, g.small(env, 6) if TINFO[ty][2] else g.int_expr(env).text)
        form = g.pick(forms)
        x = "%s[(unsigned)(%s) %% 8]" % (hname, g.int_expr(env).text)
        lines = ["%s %s[8] = {0};" % (ty, hname)]
        if form.startswith("{x} &="):
            lines = ["%s %s[8] = {(%s)0x7f, (%s)0x7f, (%s)0x7f, (%s)0x7f, (%s)0x7f, (%s)0x7f, (%s)0x7f, (%s)0x7f};" % ((ty, hname) + (ty,) * 8)]
        lvl = self.level(("gang", "gang vector", "vector", "", "worker", "gang worker vector"))
        construct = g.pick(["parallel loop", "kernels loop independent", "parallel loop"])
        lines.append("#pragma acc %s %s" % (construct, lvl if construct == "parallel loop" else ""))
        lines.append(h + " {")
        lines.append("    int k = %s;" % idx)
        lines.append("    #pragma acc atomic%s" % g.pick([" update", ""]))
        lines.append("    " + form.format(x=x, e=e))
        lines.append("}")
        return {"decl": [], "code": lines, "check": [(hname, ty, 8)]}

    def b_capture(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        ty = g.pick(["int", "unsigned", "long", "unsigned long long", "double"])
        c = "c%d" % bi
        o = "o%d" % bi
        step = g.pick([1, 3])
        forms = ["{v} = {x}++;", "{v} = ++{x};", "{v} = {x} += %d;" % step, "{{ {v} = {x}; {x} += %d; }}" % step,
                 "{{ {x} += %d; {v} = {x}; }}" % step, "{{ {v} = {x}; {x} = {x} + %d; }}" % step,
                 "{v} = {x} = {x} + %d;" % step, "{v} = {x}--;", "{{ {x}--; {v} = {x}; }}"]
        form = g.pick(forms)
        lines = ["%s %s = %d, w%d = 0;" % (ty, c, g.r.randrange(10), bi),
                 "#pragma acc parallel loop %s copy(%s, w%d)" % (self.level(("gang", "gang vector", "vector", "")), c, bi),
                 h + " {", "    int k = %s;" % idx, "    %s v;" % ty,
                 "    #pragma acc atomic capture", "    " + form.format(v="v", x=c),
                 "    %s[k] = v;" % o]
        if g.chance(0.5):
            lines += ["    #pragma acc atomic write", "    w%d = 7;" % bi]
        if g.chance(0.4):
            lines += ["    int rd;", "    #pragma acc atomic read", "    rd = in0[k];", "    %s[k] += (%s)(rd != in0[k]);" % (o, ty)]
        lines.append("}")
        # the captured values are a fixed set: check their sum (order-free), not their places
        return {"decl": [(o, ty, CAP)], "code": lines, "check": [(c, ty, 0), ("w%d" % bi, ty, 0), (o, ty, "sum")]}

    def b_routine_seq(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        o = "o%d" % bi
        fn = "rs%d" % bi
        penv = {"k": "x", "ins": [("p", "int")], "fins": []}
        rty = g.pick(["int", "unsigned", "long", "short", "unsigned char"])
        body = g.int_expr(penv, 3).text
        self.routines += ["#pragma acc routine seq",
                          "static %s %s(const int *p, int x) {" % (rty, fn),
                          "    if (x > 600) return 0;",
                          "    return (%s)%s;" % (rty, body), "}"]
        env = self.env("k")
        lines = ["int ra%d[%d];" % (bi, CAP), "for (int q = 0; q < %d; q++) ra%d[q] = (int)(in0[q] & 255);" % (CAP, bi),
                 "#pragma acc parallel loop %s copyin(ra%d)" % (self.level(("gang", "gang vector", "vector", "", "worker")), bi),
                 h + " {", "    int k = %s;" % idx, "    %s[k] = %s(ra%d, k) + %s(ra%d, %s);" % (o, fn, bi, fn, bi, "(int)((unsigned)(%s) %% 600)" % g.int_expr(env).text),
                 "}"]
        return {"decl": [(o, rty, CAP)], "code": lines, "check": [(o, rty, CAP)]}

    def b_routine_vec(self, bi):
        g = self.g
        lvl = g.pick(["vector", "worker"])
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        h1, i1 = loop_header(g, "i", n1)
        fn = "rv%d" % bi
        o = "o%d" % bi
        penv = {"k": "j", "ins": [], "fins": []}
        e = g.int_expr(penv, 2).text
        red = g.chance(0.5)
        self.routines += ["#pragma acc routine %s" % lvl,
                          "static long %s(int *row, int m, int base) {" % fn,
                          "    long s = 0;",
                          "    #pragma acc loop %s%s" % (lvl, " reduction(+:s)" if red else ""),
                          "    for (int j = 0; j < m; j++) {",
                          "        row[j] = base + (int)(%s);" % e]
        if red:
            self.routines.append("        s += row[j] & 15;")
        self.routines += ["    }", "    return s;", "}"]
        lines = ["long s%d[%d] = {0};" % (bi, R),
                 "#pragma acc parallel loop gang",
                 h1 + " {", "    int k = %s;" % i1,
                 "    s%d[k] = %s(%s[k], %s, k * 3);" % (bi, fn, o, n2), "}"]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines,
                "check": [(o, "int", "2d")] + ([("s%d" % bi, "long", R)] if red else [])}

    def b_data(self, bi):
        g = self.g
        n, nv = trip(g, CAP - 1, self.rt)
        o = "o%d" % bi
        t = "t%d" % bi
        env = self.env("k")
        lo = g.r.randrange(0, 5)
        lines = ["int %s[%d];" % (t, CAP),
                 "#pragma acc data copyin(in0[0:%d], in1) create(%s) copy(%s[%d:%s])" % (CAP, t, o, lo, n),
                 "{",
                 "#pragma acc parallel loop present(in0, %s)" % t,
                 "for (int k = 0; k < %s + %d; k++) %s[k] = (int)%s;" % (n, lo, t, g.int_expr(env).text),
                 "#pragma acc parallel loop %s" % self.level(("gang", "vector", "")),
                 "for (int k = %d; k < %s + %d; k++) %s[k] = %s[k] + (int)%s;" % (lo, n, lo, o, t, g.int_expr(env).text)]
        if g.chance(0.5):
            # (no `if` clause here: a skipped update would make host and device copies differ,
            # which plain C cannot show)
            lines += ["#pragma acc update self(%s[%d:%s])%s" % (o, lo, n, g.pick(["", " if_present"])),
                      "for (int k = %d; k < %s + %d; k++) %s[k] ^= 5;" % (lo, n, lo, o),
                      "#pragma acc update device(%s[%d:%s])" % (o, lo, n),
                      "#pragma acc parallel loop",
                      "for (int k = %d; k < %s + %d; k++) %s[k] += 1;" % (lo, n, lo, o)]
        lines.append("}")
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}

    def b_enter_exit(self, bi):
        g = self.g
        n, nv = trip(g, CAP - 10, self.rt)
        o = "o%d" % bi
        lo = g.r.randrange(0, 6)
        env = self.env("k")
        p = "hp%d" % bi
        lines = ["int *%s = (int *)malloc(sizeof(int) * %d);" % (p, CAP),
                 "for (int q = 0; q < %d; q++) %s[q] = q * 3;" % (CAP, p),
                 "#pragma acc enter data copyin(%s[%d:%s]) create(%s[0:%d])" % (p, lo, n, o, CAP),
                 "#pragma acc parallel loop present(%s[%d:%s], %s)" % (p, lo, n, o),
                 "for (int k = %d; k < %d + %s; k++) %s[k] = %s[k] + (int)%s;" % (lo, lo, n, o, p, g.int_expr(env).text),
                 "if (%s > 1) { %s[%d] = 1000;" % (n, p, lo + 1),
                 "#pragma acc update device(%s[%d:1])" % (p, lo + 1), "}",
                 "#pragma acc parallel loop present(%s[%d:%s]) present(%s)" % (p, lo, n, o),
                 "for (int k = %d; k < %d + %s; k++) %s[k] += %s[k];" % (lo, lo, n, o, p),
                 "#pragma acc exit data copyout(%s[%d:%s]) delete(%s[%d:%s])" % (o, lo, n, p, lo, n),
                 "#pragma acc exit data delete(%s)" % o,
                 "free(%s);" % p]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}

    def b_kernels(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        o = "o%d" % bi
        env = self.env("k")
        s = "ks%d" % bi
        lines = ["long %s = 0;" % s, "#pragma acc kernels", "{",
                 "#pragma acc loop %s" % g.pick(["independent", "", "auto", "gang vector", "independent gang"]),
                 "for (int k = 0; k < %s; k++) %s[k] = (int)%s;" % (n, o, g.int_expr(env).text),
                 "for (int k = 0; k < %s; k++) %s += %s[k] & 255;" % (n, s, o),
                 "}"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (s, "long", 0)]}

    def b_serial(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        o = "o%d" % bi
        env = self.env("k")
        lines = ["#pragma acc serial", "{",
                 "%s[0] = 1;" % o,
                 "%sfor (int k = 1; k < %s; k++) %s[k] = %s[k - 1] * 3u + (unsigned)%s;" % (
                     "#pragma acc loop seq\n" if g.chance(0.5) else "", n, o, o, g.int_expr(env).text),
                 "}"]
        return {"decl": [(o, "unsigned", CAP)], "code": lines, "check": [(o, "unsigned", CAP)]}

    def b_struct(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        env = self.env("k")
        sv = "st%d" % bi
        lines = ["struct S%d { int v[%d]; double w[%d]; long z; short sh; } %s;" % (bi, CAP, CAP, sv),
                 "memset(&%s, 0, sizeof %s); %s.z = %d; %s.sh = -3;" % (sv, sv, sv, g.r.randrange(100), sv)]
        clause = g.pick(["", "copy(%s)" % sv, "copy(%s.v[0:%d], %s.w[0:%d]) copyin(%s.z, %s.sh)" % (sv, CAP, sv, CAP, sv, sv)])
        lines += ["#pragma acc parallel loop %s %s" % (self.level(("gang", "gang vector", "")), clause),
                  h + " {", "    int k = %s;" % idx,
                  "    %s.v[k] = (int)(%s) + (int)%s.z * %s.sh;" % (sv, g.int_expr(env).text, sv, sv),
                  "    %s.w[k] = %s;" % (sv, g.flt_expr(env, "double")), "}"]
        return {"decl": [], "code": lines, "check": [(sv + ".v", "int", CAP), (sv + ".w", "double", CAP)]}

    def b_ptrptr(self, bi):
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        pp = "pp%d" % bi
        env = self.env("kk")
        lines = ["int **%s = (int **)malloc(sizeof(int *) * %d);" % (pp, R),
                 "for (int q = 0; q < %d; q++) { %s[q] = (int *)calloc(%d, sizeof(int)); }" % (R, pp, C),
                 "#pragma acc parallel loop %s copy(%s[0:%d][0:%d])" % (g.pick(["gang", "collapse(2)", ""]), pp, R, C),
                 "for (int i = 0; i < %s; i++)" % n1,
                 "    %sfor (int j = 0; j < %s; j++) { int kk = (i * 17 + j) %% %d; %s[i][j] = (int)%s; }" % (
                     "", n2, CAP, pp, g.int_expr(env).text),
                 "for (int q = 0; q < %d; q++) { for (int z = 0; z < %d; z++) ck_add((unsigned long long)%s[q][z]); free(%s[q]); }" % (R, C, pp, pp),
                 "free(%s);" % pp]
        if "collapse" not in lines[2]:
            lines.insert(4, "    #pragma acc loop %s" % g.pick(["vector", "seq", ""]))
        return {"decl": [], "code": lines, "check": []}

    def b_async(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        o, o2 = "o%d" % bi, "o%db" % bi
        env = self.env("k")
        q1, q2 = g.pick([1, 2, 5]), g.pick([3, 4])
        lines = ["#pragma acc parallel loop async(%d) copyout(%s[0:%s]) copyin(in0)" % (q1, o, n),
                 "for (int k = 0; k < %s; k++) %s[k] = (int)%s;" % (n, o, g.int_expr(env).text),
                 "#pragma acc parallel loop async(%d) copyout(%s[0:%s]) copyin(in1)" % (q2, o2, n),
                 "for (int k = 0; k < %s; k++) %s[k] = (int)%s;" % (n, o2, g.int_expr(env).text),
                 g.pick(["#pragma acc wait", "#pragma acc wait(%d, %d)" % (q1, q2), "#pragma acc wait(%d)\n#pragma acc wait(%d)" % (q1, q2)])]
        return {"decl": [(o, "int", CAP), (o2, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (o2, "int", CAP)]}

    def b_nested3(self, bi):
        g = self.g
        ns = [trip(g, m, self.rt)[0] for m in (A3, B3, C3)]
        o = "o%d" % bi
        env = self.env("kk")
        lv = g.pick([("gang", "worker", "vector"), ("gang", "vector", "seq"), ("gang worker", "vector", "seq"),
                     ("gang", "seq", "vector"), ("", "", ""), ("gang", "worker", "")])
        lines = ["#pragma acc parallel loop %s" % lv[0], "for (int i = 0; i < %s; i++) {" % ns[0],
                 "    #pragma acc loop %s" % lv[1], "    for (int j = 0; j < %s; j++) {" % ns[1],
                 "        #pragma acc loop %s" % lv[2], "        for (int l = 0; l < %s; l++) {" % ns[2],
                 "            int kk = (i * 64 + j * 8 + l) %% %d;" % CAP,
                 "            %s[i][j][l] = (%s)%s;" % (o, "long", g.int_expr(env).text), "        }", "    }", "}"]
        return {"decl": [(o, "long", "[%d][%d][%d]" % (A3, B3, C3))], "code": lines, "check": [(o, "long", "3d")]}

    def b_float(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        ft = g.pick(["float", "double"])
        o = "o%d" % bi
        env = self.env("k")
        lines = ["#pragma acc parallel loop %s" % self.level(("gang", "vector", "gang vector", "")), h + " {",
                 "    int k = %s;" % idx,
                 "    %s x = %s;" % (ft, g.flt_expr(env, ft, 3)),
                 "    %s[k] = x > 3 ? x * 0.5%s : -x;" % (o, "f" if ft == "float" else ""), "}"]
        return {"decl": [(o, ft, CAP)], "code": lines, "check": [(o, ft, CAP)]}

    def b_gang_local(self, bi):
        """A gang loop whose body declares an array the vector loops share (gang-private,
        2.6.1): written by one vector loop, read reversed by the next (needs their barrier)."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o = "o%d" % bi
        env = self.env("kk")
        inner = g.pick(["vector", "worker", "worker vector", ""])
        lines = ["#pragma acc parallel loop gang %s" % g.pick(["", "num_workers(4)", "vector_length(32)", "num_gangs(3)"]),
                 "for (int i = 0; i < %s; i++) {" % n1,
                 "    int row[%d];" % C,
                 "    int base = i * 5 + (int)in0[i];",
                 "    #pragma acc loop %s" % inner,
                 "    for (int j = 0; j < %d; j++) { int kk = (i * 25 + j) %% %d; row[j] = base + (int)%s; }" % (C, CAP, g.int_expr(env).text),
                 "    #pragma acc loop %s" % inner,
                 "    for (int j = 0; j < %s; j++) %s[i][j] = row[%d - j] - row[j];" % (n2, o, C - 1),
                 "}"]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d")]}

    def b_three_level(self, bi):
        """Reductions on gang, worker and vector loops nested in one another, each level
        folding the inner level's result into its own variable."""
        g = self.g
        ns = [trip(g, m, self.rt)[0] for m in (A3, B3, C3)]
        ty = g.pick(["int", "long", "double", "unsigned", "float", "short"])
        op = g.pick(["+", "max", "min", "+", "^" if ty not in ("double", "float") else "+"])
        init = {"+": "0", "^": "0", "max": "-100000", "min": "100000"}[op]
        if ty == "short" and op in ("max", "min"):
            init = {"max": "-30000", "min": "30000"}[op]
        fold = {"+": "{a} += {b};", "^": "{a} ^= {b};", "max": "if ({b} > {a}) {a} = {b};", "min": "if ({b} < {a}) {a} = {b};"}[op]
        env = self.env("kk")
        r = "r%d" % bi
        lines = ["%s %s = %s;" % (ty, r, init),
                 "#pragma acc parallel loop gang reduction(%s:%s)" % (op, r),
                 "for (int i = 0; i < %s; i++) {" % ns[0],
                 "    %s w = %s;" % (ty, init),
                 "    #pragma acc loop worker reduction(%s:w)" % op,
                 "    for (int j = 0; j < %s; j++) {" % ns[1],
                 "        %s v = %s;" % (ty, init),
                 "        #pragma acc loop vector reduction(%s:v)" % op,
                 "        for (int l = 0; l < %s; l++) {" % ns[2],
                 "            int kk = (i * 64 + j * 8 + l) %% %d;" % CAP,
                 "            %s e = (%s)(%s);" % (ty, ty, g.small(env, 9)),
                 "            " + fold.format(a="v", b="e"),
                 "        }",
                 "        " + fold.format(a="w", b="v"),
                 "    }",
                 "    " + fold.format(a=r, b="w"),
                 "}"]
        return {"decl": [], "code": lines, "check": [(r, ty, 0)]}

    def b_redundant(self, bi):
        """Gang-redundant code in a parallel construct around a gang loop, and a worker-single
        local inside it (2.5.1's execution modes)."""
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        o = "o%d" % bi
        env = self.env("k")
        lines = ["int x%d = %d;" % (bi, g.r.randrange(50)),
                 "#pragma acc parallel num_gangs(%d) %s" % (g.pick([1, 2, 5]), g.pick(["", "vector_length(64)", "num_workers(2)"])),
                 "{",
                 "    int t = x%d * 3 + 1;" % bi,
                 "    long acc = t;",
                 "    #pragma acc loop gang %s" % g.pick(["", "worker", "vector", "worker vector"]),
                 "    for (int k = 0; k < %s; k++) {" % n,
                 "        int u = t + (int)%s;" % g.int_expr(env).text,
                 "        %s[k] = u + (int)acc;" % o,
                 "    }",
                 "}"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}

    def b_array_reduce(self, bi):
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        ty = g.pick(["int", "long", "double", "unsigned"])
        op = g.pick(["+", "max", "min", "+"])
        init = {"+": "0", "max": "-5000", "min": "5000"}[op]
        hn = "ar%d" % bi
        env = self.env("k")
        m = g.pick([4, 5, 8])
        upd = {"+": "{x} += {e};", "max": "if ({e} > {x}) {x} = {e};", "min": "if ({e} < {x}) {x} = {e};"}[op]
        sec = g.pick(["%s" % hn, "%s[0:%d]" % (hn, m)])
        lines = ["%s %s[%d];" % (ty, hn, m), "for (int q = 0; q < %d; q++) %s[q] = %s;" % (m, hn, init),
                 "#pragma acc parallel loop %s reduction(%s:%s)" % (self.level(("gang", "gang vector", "vector", "")), op, sec),
                 h + " {", "    int k = %s;" % idx, "    int b = (int)((unsigned)(%s) %% %d);" % (g.int_expr(env).text, m),
                 "    %s e = (%s)(%s);" % (ty, ty, g.small(env, 10)),
                 "    " + upd.format(x="%s[b]" % hn, e="e"), "}"]
        return {"decl": [], "code": lines, "check": [(hn, ty, m)]}

    def b_loopvar_types(self, bi):
        """Loop variables and bounds of narrow, unsigned and mixed types."""
        g = self.g
        o = "o%d" % bi
        env = self.env("k")
        vt, lb, ub, st, cond = g.pick([("signed char", -20, 90, 3, "<"), ("unsigned char", 3, 250, 7, "<"),
                                       ("short", -300, 200, 11, "<="), ("unsigned", 5, 600, 4, "<"),
                                       ("unsigned short", 0, 640, 9, "<="), ("long long", -400, 250, 5, "<"),
                                       ("unsigned long", 2, 690, 13, "<")])
        bt = g.pick(["int", "long", "unsigned", vt])
        lines = ["%s lb%d = %d; %s ub%d = %d;" % (vt, bi, lb, bt, bi, ub),
                 "#pragma acc parallel loop %s" % self.level(("gang", "vector", "gang vector", "", "independent")),
                 "for (%s i = lb%d; i %s ub%d; i += %d) {" % (vt, bi, cond, bi, st),
                 "    int k = (int)(i - lb%d);" % bi,
                 "    %s[k] = (int)i * 3 + (int)%s;" % (o, g.int_expr(env).text), "}"]
        if "unsigned" in bt and lb < 0:
            return self.b_simple(bi)
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}

    def b_narrow(self, bi):
        """Compound assignments on narrow and unsigned locals (promotion, then conversion back:
        C11 6.5.16.2), a switch, a while loop and a comma in the body."""
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        o = "o%d" % bi
        env = self.env("k")
        body = ["int k = %s;" % idx]
        ty = g.pick(["signed char", "unsigned char", "short", "unsigned short", "unsigned", "unsigned long long", "char"])
        body.append("%s x = (%s)%s;" % (ty, ty, g.int_expr(env).text))
        for _ in range(g.r.randint(2, 6)):
            op = g.pick(["+=", "-=", "*=", "<<=", ">>=", "/=", "%=", "&=", "|=", "^="])
            if op in ("<<=", ">>="):
                e = str(g.r.randrange(0, 7))
                if TINFO[ty][2]:
                    # a negative left operand of << is undefined: shift right only
                    op = ">>="
            elif op in ("/=", "%="):
                e = str(g.r.randrange(1, 9))
            else:
                e = "(%s)" % g.small(env, 8)
            body.append("x %s %s;" % (op, e))
        body.append("switch ((unsigned)x % 4) { case 0: x++; break; case 1: x ^= 3; /* fall through */ case 2: x--; break; default: break; }")
        body.append("{ int w = 0, c = (int)((unsigned)k %% 5); while (c-- > 0) w += c; x = (%s)(x + (w, w + 1)); }" % ty)
        body.append("%s[k] = x;" % o)
        lines = ["#pragma acc %s %s" % (g.pick(["parallel loop", "kernels loop", "serial loop", "parallel loop"]), g.pick(["", "independent", ""])),
                 h + " {"] + ["    " + b for b in body] + ["}"]
        if "serial" in lines[0] or "kernels" not in lines[0] and "independent" in lines[0]:
            lines[0] = lines[0].replace("independent", "")
        return {"decl": [(o, ty, CAP)], "code": lines, "check": [(o, ty, CAP)]}

    # ---- widened blocks (2026-11-30): execution modes, kernels analysis, data, async,
    # routines at every level, atomics at every level, private arrays, collapse + tile ----
    def b_group_shared(self, bi):
        """A gang loop whose body (gang-single code: one executor per gang-loop iteration,
        2.5.1) keeps scalars and a small array that the inner worker/vector loops read, and
        changes them between those loops: `if`/`while`/`do-while` tests on the shared values,
        stores after the group read them, `int v = c[0]; c[0] = v + 1;`. Optionally a worker
        loop whose body (worker-single code) does the same around a vector loop."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        # rows wider than a warp and a vector length of 32/64, so lanes take several
        C = g.pick([25, 130])
        n2, _ = trip(g, C, self.rt)
        o, o2 = "o%d" % bi, "o%db" % bi
        env = self.env("kk")
        env["k"] = "kk"
        clauses = g.pick(["", "num_workers(4)", "vector_length(32)", "num_gangs(3)", "num_workers(2) vector_length(64)", "num_gangs(1)"])
        inner_lvls = ["worker", "vector", "worker vector", "seq", ""]
        # the group's shared values: declared in the gang loop's body, or outside it and
        # made gang-private by a private clause (2.5.13)
        outside = g.chance(0.4)
        construct = g.pick(["parallel loop gang", "parallel loop gang", "kernels loop gang", "parallel"])
        pc = " private(c, s, t)" if outside else ""
        lines = ["int c[3]; long s, t;"] if outside else []
        if construct == "parallel":
            lines += ["#pragma acc parallel %s" % clauses, "{", "#pragma acc loop gang%s" % pc]
        else:
            lines += ["#pragma acc %s %s%s" % (construct, clauses if construct.startswith("parallel") else "", pc)]
        lines += ["for (int i = 0; i < %s; i++) {" % n1,
                  "    int kk = (i * 7) %% %d;" % CAP,
                  "    %ss = (long)in0[i] + i;" % ("" if outside else "int c[3]; long "),
                  "    c[0] = (int)(%s); c[1] = i; c[2] = 1;" % g.small(env, 8),
                  "    %st = 0;" % ("" if outside else "long ")]
        nseg = g.r.randint(2, 6)
        for si in range(nseg):
            kind = g.r.randrange(17)
            if kind == 0:
                lines.append("    if (c[0] %s %d) { c[1] += (int)s; s = s * 2 - c[2]; } else c[2] += 3;" % (g.pick(["<", ">", "!="]), g.r.randrange(-20, 60)))
            elif kind == 1:
                lines.append("    { int v = c[0]; c[0] = v + 1; c[1] = c[1] ^ v; }")
            elif kind == 2:
                lines.append("    while (c[2] < %d && c[0] > -1000) { c[2] += c[2] + 1; c[0] -= 3; }" % g.r.randrange(1, 90))
            elif kind == 3:
                lines.append("    { int it = 0; do { c[1] = c[1] + 2; s += c[1] & 7; } while (c[1] %% %d != 0 && c[1] < 500 && ++it < 40); }" % g.r.randrange(2, 7))
            elif kind == 4:
                # a worker/vector loop reading the shared values, writing its own elements
                lvl = g.pick(inner_lvls)
                lines += ["    #pragma acc loop %s" % lvl,
                          "    for (int j = 0; j < %s; j++) %s[i][j] += c[0] + c[1] * (j & 3) + (int)(s & 63) + c[2];" % (n2, o)]
            elif kind == 5:
                # a reduction whose result the gang-single code then tests and stores
                lvl = g.pick(["worker", "vector", "worker vector"])
                lines += ["    #pragma acc loop %s reduction(+:t)" % lvl,
                          "    for (int j = 0; j < %s; j++) t += %s[i][j] + c[0] - j;" % (n2, o),
                          "    if (t > %d) c[0] = (int)(t & 255); else { c[1] = c[0]; c[0] = (int)(-t & 127); }" % g.r.randrange(-50, 200)]
            elif kind == 6:
                # the row read back reversed: needs the loop before it finished in every thread
                lvl = g.pick(inner_lvls)
                lines += ["    #pragma acc loop %s" % lvl,
                          "    for (int j = 0; j < %d; j++) %s[i][j] = %s[i][j] * 2 - c[1];" % (C, o2, o),
                          "    c[0] = %s[i][%d] + %s[i][0];" % (o2, C - 1, o2)]
            elif kind == 7:
                # worker-single code: a worker loop whose body keeps its own shared scalar
                # around a vector loop (the vector lanes read it; one lane writes it)
                lines += ["    #pragma acc loop worker",
                          "    for (int j = 0; j < %s; j++) {" % n2,
                          "        int w = c[0] + j; int wa[2]; wa[0] = j; wa[1] = w;",
                          "        if (w & 1) w = -w; else wa[0] += 2;",
                          "        int vs = 0;",
                          "        #pragma acc loop vector reduction(+:vs)",
                          "        for (int l = 0; l < %d; l++) vs += w + wa[0] + l;" % g.r.randint(0, 40),
                          "        { int v = wa[1]; wa[1] = v + 1; }",
                          "        %s[i][j] += vs + wa[1] - w;" % o,
                          "    }"]
            elif kind == 8:
                lines.append("    s += c[0] + c[1] + c[2]; c[%d] = (int)(s & 1023);" % g.r.randrange(3))
            elif kind == 9:
                # an inner loop under a condition on the shared values (every thread of the
                # group must take the same branch: the gang-single code's result decides)
                lvl = g.pick(inner_lvls)
                lines += ["    if ((c[0] + (int)s) %% %d %s 1) {" % (g.r.randrange(2, 4), g.pick(["==", "<", "!="])),
                          "        #pragma acc loop %s" % lvl,
                          "        for (int j = 0; j < %s; j++) %s[i][j] += c[1] - j;" % (n2, o),
                          "        c[1] += 2;",
                          "    } else {",
                          "        c[0] ^= 5;",
                          "    }"]
            elif kind == 10:
                # inner loops in a while loop (and a for loop) whose test reads shared values
                # changed after the inner loop
                lvl = g.pick(inner_lvls)
                if g.chance(0.5):
                    lines += ["    while (c[2] < %d) {" % g.r.randrange(1, 40),
                              "        #pragma acc loop %s" % lvl,
                              "        for (int j = 0; j < %s; j++) %s[i][j] += c[2] + j;" % (n2, o),
                              "        c[2] = c[2] * 2 + 1;",
                              "    }"]
                else:
                    lines += ["    for (int r = 0; r < (c[1] & 3); r++) {",
                              "        #pragma acc loop %s" % lvl,
                              "        for (int j = 0; j < %s; j++) %s[i][j] = (%s[i][j] & 0xffff) * 2 + r;" % (n2, o2, o2),
                              "        { int v = c[0]; c[0] = v + r; }",
                              "    }"]
            elif kind == 12:
                # a switch on a shared value with inner loops in its cases (and a fall-through)
                lvl = g.pick(inner_lvls)
                lvl2 = g.pick(inner_lvls)
                lines += ["    switch ((unsigned)(c[0] + c[1]) % 3u) {",
                          "    case 0:",
                          "        #pragma acc loop %s" % lvl,
                          "        for (int j = 0; j < %s; j++) %s[i][j] += c[2] ^ j;" % (n2, o),
                          "        c[1]++;",
                          "        break;",
                          "    case 1:",
                          "        c[0] += 2;",
                          "        /* fall through */",
                          "    default:",
                          "        #pragma acc loop %s" % lvl2,
                          "        for (int j = 0; j < %s; j++) %s[i][j] -= c[0] - j;" % (n2, o2),
                          "        { int v = c[2]; c[2] = v + c[0]; }",
                          "    }"]
            elif kind == 13:
                # a seq routine reading and writing the shared array through a pointer
                self.need_bump = True
                lines += ["    sfz_bump(c, (int)(s & 15));",
                          "    #pragma acc loop %s" % g.pick(inner_lvls),
                          "    for (int j = 0; j < %s; j++) %s[i][j] += c[0] + c[1] - c[2];" % (n2, o),
                          "    sfz_bump(c, %s[i][0] & 7);" % o]
            elif kind == 14:
                # a short-circuit test on shared values around an inner loop
                lines += ["    for (int r = 0; r < 3 && c[r] > %d; r++) {" % g.r.randrange(-5, 20),
                          "        #pragma acc loop %s" % g.pick(inner_lvls),
                          "        for (int j = 0; j < %s; j++) %s[i][j] += r + c[r];" % (n2, o),
                          "        c[r] -= 1;",
                          "    }"]
            elif kind == 15:
                # a goto over an inner loop, decided by a shared value
                lab = "skip%d_%d" % (bi, si)
                lines += ["    if (c[0] > %d) goto %s;" % (g.r.randrange(-10, 60), lab),
                          "    #pragma acc loop %s" % g.pick(inner_lvls),
                          "    for (int j = 0; j < %s; j++) %s[i][j] += c[1] * 3 - j;" % (n2, o2),
                          "    c[0] += 7;",
                          "    %s: ;" % lab]
            elif kind == 16:
                # shared values indexed by shared values, stored after the group read them
                lines += ["    #pragma acc loop %s" % g.pick(inner_lvls),
                          "    for (int j = 0; j < %s; j++) %s[i][j] += c[(unsigned)c[1] %% 3u] + (j & 1);" % (n2, o),
                          "    c[(unsigned)c[0] % 3u] = c[(unsigned)c[2] % 3u] + 1;",
                          "    c[1] = c[1] > c[2] ? c[1] - c[2] : c[2] - c[1];"]
            else:
                # worker-single code choosing whether its vector loop runs
                lines += ["    #pragma acc loop worker",
                          "    for (int j = 0; j < %s; j++) {" % n2,
                          "        int w = %s[i][j] + c[0];" % o,
                          "        if (w % 3 == 0) {",
                          "            int vs = 0;",
                          "            #pragma acc loop vector reduction(+:vs)",
                          "            for (int l = 0; l < %d; l++) vs += l ^ w;" % g.r.randint(1, 40),
                          "            w += vs;",
                          "        }",
                          "        int u = w;",
                          "        while (u > 4) {",
                          "            int z = 0;",
                          "            #pragma acc loop vector reduction(+:z)",
                          "            for (int l = 0; l < 5; l++) z += l & u;",
                          "            u = u / 2 - (z & 1) - 1;",
                          "        }",
                          "        %s[i][j] = w + u;" % o2,
                          "    }"]
        lines.append("    %s[i][0] += (int)(s & 0xffff) + c[0] + c[1] + c[2] + (int)(t & 0xffff);" % o)
        lines.append("}")
        if construct == "parallel":
            lines.append("}")
        return {"decl": [(o, "int", "[%d][%d]" % (R, C)), (o2, "int", "[%d][%d]" % (R, C))], "code": lines,
                "check": [(o, "int", ("flat", R * C)), (o2, "int", ("flat", R * C))]}

    def b_parallel_redundant(self, bi):
        """Gang-redundant code in a `parallel num_gangs(1)` construct (so plain C's single
        execution is the reference) around gang/worker/vector loops, with shared scalars
        and a small array read and written between them."""
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        o = "o%d" % bi
        env = self.env("k")
        x = "x%d" % bi
        lines = ["int %s[2] = {%d, %d};" % (x, g.r.randrange(40), g.r.randrange(40)),
                 "#pragma acc parallel num_gangs(1) %s copy(%s)" % (g.pick(["", "num_workers(4)", "vector_length(64)", "num_workers(2) vector_length(32)"]), x),
                 "{",
                 "    int c[2]; c[0] = %s[0]; c[1] = %s[1];" % (x, x),
                 "    long acc = 0;"]
        for _ in range(g.r.randint(2, 4)):
            k = g.r.randrange(5)
            if k == 0:
                lines += ["    #pragma acc loop %s" % g.pick(["gang", "gang worker", "gang vector", "worker", "vector", "gang worker vector"]),
                          "    for (int k = 0; k < %s; k++) %s[k] += c[0] * 2 + %s;" % (n, o, g.small(env))]
            elif k == 1:
                lines += ["    { int v = c[0]; c[0] = v + 1; }",
                          "    while (c[1] > 10) c[1] -= 7;"]
            elif k == 2:
                lines += ["    #pragma acc loop %s reduction(+:acc)" % g.pick(["gang", "worker", "vector", "gang vector"]),
                          "    for (int k = 0; k < %s; k++) acc += %s[k] & 31;" % (n, o),
                          "    if (acc & 1) c[0] += 5; else c[1] += (int)(acc & 15);"]
            elif k == 3:
                lines += ["    do { c[0] -= 2; } while (c[0] > 30);"]
            else:
                lines += ["    %s[0] += c[1];" % x, "    %s[1] = c[0] + %s[0];" % (x, x)]
        lines += ["    %s[0] += c[0]; %s[1] += c[1] + (int)(acc & 0xfff);" % (x, x), "}"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (x, "int", 2)]}

    def b_kernels_multi(self, bi):
        """A kernels construct holding several loop nests with scalar code between them, and
        loops the dependence analysis must decide: independent ones, and ones with real
        (flow/anti/output) dependences that must stay sequential."""
        g = self.g
        n, nv = trip(g, CAP - 2, self.rt)
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C - 1, self.rt)
        o, p, m = "o%d" % bi, "p%d" % bi, "m%d" % bi
        env = self.env("k")
        s = "ks%d" % bi
        lines = ["long %s = %d; int sc%d = %d;" % (s, g.r.randrange(10), bi, g.r.randrange(10)),
                 # (no `copyout(o)`: the nests read `o` and may not write all of it, and a
                 # copyout's device copy starts undefined: the H200 returned garbage where
                 # emul's zeroed memory matched plain C, 8 of 200 programs at 04:55)
                 "#pragma acc kernels %s" % g.pick(["", "copy(%s, %s, %s)" % (o, p, m)]), "{"]
        for _ in range(g.r.randint(2, 5)):
            k = g.r.randrange(9)
            lp = g.pick(["", "", "#pragma acc loop independent", "#pragma acc loop auto", "#pragma acc loop"])
            if k == 0:
                lines += [lp, "for (int k = 0; k < %s; k++) %s[k] = %s + sc%d;" % (n, o, g.small(env), bi)]
            elif k == 1:
                # flow dependence: a prefix sum (sequential)
                lines += [g.pick(["", "#pragma acc loop auto", "#pragma acc loop seq"]),
                          "for (int k = 1; k < %s; k++) %s[k] = %s[k - 1] + (%s[k] & 15);" % (n, p, p, o)]
            elif k == 2:
                # anti dependence: reads the next element before it is written
                lines += [g.pick(["", "#pragma acc loop auto"]),
                          "for (int k = 0; k + 1 < %s; k++) %s[k] = %s[k + 1] - %s[k] / 2;" % (n, o, o, o)]
            elif k == 3:
                # scalar code between the nests
                lines += ["sc%d = %s[%d] + 1;" % (bi, o, g.r.randrange(3)), "%s += sc%d;" % (s, bi)]
            elif k == 4:
                # a reduction the analysis may find (or run sequentially)
                lines += [g.pick(["", "#pragma acc loop reduction(+:%s)" % s, "#pragma acc loop auto"]),
                          "for (int k = 0; k < %s; k++) %s += %s[k] & 255;" % (n, s, o)]
            elif k == 5:
                # outer independent, inner carried: rows of a 2-D recurrence
                lines += [g.pick(["", "#pragma acc loop independent", "#pragma acc loop gang"]),
                          "for (int i = 0; i < %s; i++) {" % n1,
                          "    %s[i][0] = i + sc%d;" % (m, bi),
                          "    " + g.pick(["", "#pragma acc loop seq", "#pragma acc loop auto"]),
                          "    for (int j = 1; j < %s + 1; j++) %s[i][j] = %s[i][j - 1] * 3 + j;" % (n2, m, m),
                          "}"]
            elif k == 6:
                # outer carried (row i reads row i - 1), inner independent
                lines += [g.pick(["", "#pragma acc loop seq", "#pragma acc loop auto"]),
                          "for (int i = 1; i < %s; i++) {" % n1,
                          "    " + g.pick(["", "#pragma acc loop independent", "#pragma acc loop auto"]),
                          "    for (int j = 0; j < %d; j++) %s[i][j] = %s[i - 1][j] + %s[i][j] %% 5;" % (C, m, m, m),
                          "}"]
            elif k == 7:
                # an output dependence through a scalar temporary (private by the analysis)
                lines += [lp, "for (int k = 0; k < %s; k++) { int t = %s[k] * 2; %s[k] = t + 1; }" % (n, o, p)]
            else:
                # a gather through an index that is not the loop's: not provably independent
                lines += ["for (int k = 0; k < %s; k++) %s[(k * 3) %% %d] = %s[k] + k;" % (n, p, CAP, p)]
        lines.append("}")
        lines = [ln for ln in lines if ln != ""]
        return {"decl": [(o, "int", CAP), (p, "int", CAP), (m, "unsigned", "[%d][%d]" % (R, C))], "code": lines,
                "check": [(o, "int", CAP), (p, "int", CAP), (m, "unsigned", "2d"), (s, "long", 0), ("sc%d" % bi, "int", 0)]}

    def b_kernels_hard(self, bi):
        """kernels loops whose independence the analysis must not assume: a run-time offset
        (0 or not), indirect writes with repeated indices, writes through a pointer into the
        array the loop reads, scalar recurrences, last values and conditional last values
        read after the loop, breaks and early exits."""
        g = self.g
        n, nv = trip(g, CAP - 20, self.rt)
        a, b = "o%d" % bi, "o%db" % bi
        env = self.env("k")
        off = "off%d" % bi
        lines = ["int %s = %d; long x%d = %d; int last%d = -1, cnt%d = 0;" % (off, g.pick([0, 0, 1, 2, 5, -1]), bi, g.r.randrange(5), bi, bi),
                 "int ix%d[%d]; for (int q = 0; q < %d; q++) ix%d[q] = (q * %d) %% %d;" % (bi, CAP, CAP, bi, g.pick([1, 3, 7, 0, 2]), g.pick([CAP, 50, 5])),
                 "for (int q = 0; q < %d; q++) %s[q] = (int)(in1[q] & 1023) - 300;" % (CAP, a)]
        lines.append("#pragma acc kernels %s" % g.pick(["", "copy(%s, %s)" % (a, b), "copy(%s[0:%d], %s[0:%d]) copyin(ix%d)" % (a, CAP, b, CAP, bi)]))
        lines.append("{")
        for _ in range(g.r.randint(1, 4)):
            k = g.r.randrange(9)
            lp = g.pick(["", "", "#pragma acc loop auto", "#pragma acc loop"])
            if lp and k != 2:
                lines.append(lp)
            if k == 0:
                # the offset is only known at run time: 0 is independent, others are not
                lines.append("for (int k = 5; k < %s; k++) %s[k] = (%s[k + %s] & 0xfffff) + 1;" % (n, a, a, off))
            elif k == 1:
                lines.append("for (int k = 0; k < %s; k++) %s[ix%d[k]] = (%s[k] & 0xfffff) + k;" % (n, b, bi, a))
            elif k == 2:
                # a pointer into the array itself: a flow dependence the names hide
                lines.append("{ int *p = %s + %d; for (int k = 0; k < %s; k++) p[k] = (%s[k] & 0xfff) * 2 - k; }" % (a, g.pick([1, 2, 0]), n, a))
            elif k == 3:
                lines.append("for (int k = 0; k < %s; k++) { x%d = x%d * 3 + (%s[k] & 7); %s[k] = (int)(x%d & 0xffff); x%d &= 0xffffff; }" % (n, bi, bi, a, b, bi, bi))
            elif k == 4:
                lines.append("for (int k = 0; k < %s; k++) { last%d = %s[k]; if (%s[k] > 100) cnt%d = k; }" % (n, bi, a, a, bi))
            elif k == 5:
                lines.append("for (int k = 0; k < %s; k++) { if (%s[k] > %d) break; %s[k] += 1; }" % (n, a, g.r.randrange(-200, 800), b))
            elif k == 6:
                lines.append("for (int k = 2; k < %s; k++) %s[k] = (%s[k - 2] & 0xffff) + %s[k - 1] / 4;" % (n, a, a, a))
            elif k == 7:
                # stride 2 writes, stride 1 reads: iterations overlap
                lines.append("for (int k = 0; k < %s / 2; k++) %s[2 * k] = (%s[k] & 0xfffff) + 3;" % (n, a, a))
            else:
                lines.append("for (int k = 0; k < %s; k++) %s[k] = (%s[%s - 1 - k] & 0xfffff) - (%s[k] & 0xffff);" % (n, a, a, n, a))
        lines.append("}")
        return {"decl": [(a, "int", CAP), (b, "int", CAP)], "code": lines,
                "check": [(a, "int", CAP), (b, "int", CAP), ("x%d" % bi, "long", 0), ("last%d" % bi, "int", 0), ("cnt%d" % bi, "int", 0)]}

    def b_data_multi(self, bi):
        """A data region (or enter/exit data) around several compute constructs, updates in
        between, present clauses and `if` clauses; every program keeps host and device
        coherent where plain C could see a difference."""
        g = self.g
        n, nv = trip(g, CAP - 10, self.rt)
        o, a, t = "o%d" % bi, "a%d" % bi, "t%d" % bi
        env = self.env("k")
        lo = g.r.randrange(0, 5)
        cond = g.pick(["1", "%s > 2" % n, "%s < 5" % n, "0"])
        lines = ["int %s[%d]; for (int q = 0; q < %d; q++) %s[q] = q * 5 - 100;" % (a, CAP, CAP, a),
                 "int dc%d = %s;" % (bi, cond)]
        use_enter = g.chance(0.4)
        ifc = " if(dc%d)" % bi if g.chance(0.5) else ""
        # with a false `if` the compute constructs copy what they use themselves: give them
        # clauses that do (copy, not present) unless the data surely is there
        pres = not ifc
        if use_enter:
            lines.append("#pragma acc enter data copyin(%s[%d:%s], %s[0:%d]) create(%s[0:%d])%s" % (a, lo, n, o, CAP, t, CAP, ifc))
        else:
            lines.append("#pragma acc data copyin(%s[%d:%s]) copy(%s[0:%d]) create(%s[0:%d])%s" % (a, lo, n, o, CAP, t, CAP, ifc))
            lines.append("{")
        dcl = lambda names: (" present(%s)" % names) if pres else (" copy(%s)" % names)
        lines += ["#pragma acc parallel loop%s" % dcl("%s[%d:%s], %s[0:%d]" % (a, lo, n, t, CAP)),
                  "for (int k = %d; k < %d + %s; k++) %s[k] = %s[k] + %s;" % (lo, lo, n, t, a, g.small(env))]
        nup = g.r.randint(1, 3)
        for _ in range(nup):
            kk = g.r.randrange(4)
            if kk == 0:
                lines += ["#pragma acc parallel loop %s%s" % (self.level(("gang", "vector", "", "gang vector")), dcl("%s[0:%d], %s[0:%d]" % (o, CAP, t, CAP))),
                          "for (int k = %d; k < %d + %s; k++) %s[k] += %s[k] ^ k;" % (lo, lo, n, o, t)]
            elif kk == 1 and pres:
                # host and device both change o: the update makes the host copy current first
                sl = "%s[%d:%s]" % (o, lo, n)
                lines += ["#pragma acc update self(%s)%s" % (sl, g.pick(["", " if(%s >= 0)" % n, " if_present"])),
                          "for (int k = %d; k < %d + %s; k++) %s[k] = %s[k] * 3 - 1;" % (lo, lo, n, o, o),
                          "#pragma acc update device(%s)" % sl]
            elif kk == 2 and pres:
                lines += ["#pragma acc kernels present(%s, %s)" % (o, t),
                          "{",
                          "for (int k = %d; k < %d + %s; k++) %s[k] = %s[k] + 2;" % (lo, lo, n, t, o),
                          "for (int k = %d; k < %d + %s; k++) %s[k] -= %s[k] & 3;" % (lo, lo, n, o, t),
                          "}"]
            else:
                lines += ["#pragma acc serial%s" % dcl("%s[0:%d]" % (o, CAP)),
                          "{ for (int k = 1; k < %d; k++) %s[k] += %s[k - 1] & 1; }" % (CAP, o, o)]
        if use_enter:
            lines.append("#pragma acc exit data copyout(%s[0:%d]) delete(%s[%d:%s], %s)%s" % (o, CAP, a, lo, n, t, ifc))
        else:
            lines.append("}")
        return {"decl": [(o, "int", CAP), (t, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}

    def b_async_chain(self, bi):
        """Work on several async queues: a chain on one queue (ordered), an independent
        queue, a `wait(q) async(q2)` join, async updates, and the waits a correct program
        needs before the host reads."""
        g = self.g
        n, nv = trip(g, CAP - 1, self.rt)
        a, b, c = "o%d" % bi, "o%db" % bi, "o%dc" % bi
        env = self.env("k")
        q1, q2, q3 = g.pick([1, 2, 7]), g.pick([3, 4]), g.pick([5, 6, 8])
        lines = ["#pragma acc enter data create(%s[0:%d], %s[0:%d], %s[0:%d]) copyin(in0, in1) async(%d)" % (a, CAP, b, CAP, c, CAP, q1),
                 "#pragma acc parallel loop present(%s, in0) async(%d)" % (a, q1),
                 "for (int k = 0; k < %d; k++) %s[k] = (k < %s) ? %s : 0;" % (CAP, a, n, g.small(env)),
                 "#pragma acc parallel loop present(%s) async(%d) wait(%d)" % (c, q3, q1),
                 "for (int k = 0; k < %d; k++) %s[k] = k & 7;" % (CAP, c),
                 "#pragma acc parallel loop present(%s, %s) async(%d)" % (a, b, q1),
                 "for (int k = 0; k < %d; k++) %s[k] = %s[k] * 2 + 1;" % (CAP, b, a)]
        j = g.r.randrange(3)
        if j == 0:
            lines += ["#pragma acc wait(%d) async(%d)" % (q1, q2)]
        elif j == 1:
            lines += ["#pragma acc wait(%d, %d) async(%d)" % (q1, q3, q2)]
        else:
            lines += ["#pragma acc wait(%d)" % q1]
        lines += ["#pragma acc parallel loop present(%s, %s, %s) async(%d) wait(%d)" % (a, b, c, q2, q3),
                  "for (int k = 0; k < %s; k++) %s[k] = %s[k] + %s[k] - %s[k];" % (n, c, b, a, c),
                  "#pragma acc update self(%s[0:%d]) async(%d)" % (c, CAP, q2),
                  "#pragma acc update self(%s[0:%d]) async(%d)" % (b, CAP, q1)]
        lines.append(g.pick(["#pragma acc wait", "#pragma acc wait(%d, %d)" % (q1, q2), "#pragma acc wait(%d)\n#pragma acc wait(%d)" % (q2, q1)]))
        lines += ["#pragma acc exit data delete(%s, %s, %s, in0, in1) async(%d)" % (a, b, c, q3), "#pragma acc wait(%d)" % q3]
        return {"decl": [(a, "int", CAP), (b, "int", CAP), (c, "int", CAP)], "code": lines,
                "check": [(b, "int", CAP), (c, "int", CAP)]}

    def b_routine_levels(self, bi):
        """routine seq/vector/worker functions with loops inside, called from the matching
        levels: a worker routine (its loop worker, and a vector routine inside) from a gang
        loop, a vector routine from a worker loop, a seq routine with a loop from a vector
        loop."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o = "o%d" % bi
        fs, fv, fw = "rqs%d" % bi, "rqv%d" % bi, "rqw%d" % bi
        e = g.int_expr({"k": "j", "ins": [], "fins": []}, 2).text
        self.routines += ["#pragma acc routine seq",
                          "static int %s(int x, int m) {" % fs,
                          "    int s = 0;",
                          "    for (int q = 0; q < m; q++) { s += (x ^ q) & 7; if (s > 100) break; }",
                          "    return s;", "}",
                          "#pragma acc routine vector",
                          "static void %s(int *row, int m, int base) {" % fv,
                          "    #pragma acc loop vector",
                          "    for (int j = 0; j < m; j++) row[j] += base + %s(j, base & 7) + (int)((unsigned long long)(%s) & 1023);" % (fs, e),
                          "}",
                          "#pragma acc routine worker",
                          "static long %s(int (*rows)[%d], int i, int m) {" % (fw, C),
                          "    long s = 0;",
                          "    #pragma acc loop worker reduction(+:s)",
                          "    for (int j = 0; j < m; j++) s += rows[i][j] & 31;",
                          "    " + g.pick(["%s(rows[i], m, (int)(s & 15));" % fv, "s += %s((int)s, 3);" % fs]),
                          "    return s;", "}"]
        k = g.r.randrange(3)
        if k == 0:
            lines = ["long s%d[%d] = {0};" % (bi, R),
                     "#pragma acc parallel loop gang copy(%s, s%d)" % (o, bi),
                     "for (int i = 0; i < %s; i++) s%d[i] = %s(%s, i, %s);" % (n1, bi, fw, o, n2)]
            chk = [("s%d" % bi, "long", R)]
        elif k == 1:
            lines = ["#pragma acc parallel loop gang",
                     "for (int i = 0; i < %s; i++) {" % n1,
                     "    #pragma acc loop worker",
                     "    for (int w = 0; w < 2; w++) if (w == i %% 2) %s(%s[i], %s, i + w);" % (fv, o, n2),
                     "}"]
            chk = []
        else:
            lines = ["#pragma acc parallel loop gang %s" % g.pick(["", "vector_length(32)"]),
                     "for (int i = 0; i < %s; i++) {" % n1,
                     "    #pragma acc loop %s" % g.pick(["vector", "worker vector", "worker"]),
                     "    for (int j = 0; j < %s; j++) %s[i][j] = %s(i + j, j %% 9) * 2;" % (n2, o, fs),
                     "}"]
            chk = []
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d")] + chk}

    def b_atomic_levels(self, bi):
        """Atomics of every form (update, read, write, capture) and type inside gang, worker
        and vector loops nested in one another, and in worker-single code."""
        g = self.g
        n1, _ = trip(g, A3 * 2, self.rt)
        n2, _ = trip(g, B3, self.rt)
        n3, _ = trip(g, C3 * 3, self.rt)
        ty = g.pick(["int", "unsigned", "long", "unsigned long long", "double", "short", "unsigned char", "float", "signed char", "long long", "unsigned short"])
        fl = ty in ("double", "float")
        h = "h%d" % bi
        cn = "cn%d" % bi
        o = "o%d" % bi
        if fl:
            forms = ["{x} += {e};", "{x} = {x} + {e};", "{x} = {e} + {x};", "{x}++;", "++{x};", "{x}--;", "{x} -= {e};",
                     "{x} = {x} - {e};", "{x} *= -1;", "{x} = -1 * {x};"]
        else:
            forms = ["{x} += {e};", "{x} = {x} + {e};", "{x} = {e} + {x};", "{x}++;", "++{x};", "{x}--;", "--{x};",
                     "{x} -= {e};", "{x} = {x} - {e};", "{x} |= {e};", "{x} ^= {e};", "{x} = {x} ^ {e};", "{x} = {e} | {x};",
                     "{x} = {e} & {x};"]
            if not TINFO[ty][2]:
                forms += ["{x} *= 3;", "{x} = {x} * 5;", "{x} <<= 1;", "{x} = {x} << 1;"]
        e = "(%s)((%s) & 7)" % (ty, g.pick(["i", "j", "l", "i + j + l", "(i ^ l)"]))
        lvls = g.pick([("gang", "worker", "vector"), ("gang", "vector", "seq"), ("gang worker", "vector", "seq"),
                       ("gang", "seq", "vector"), ("", "", ""), ("gang", "worker", "seq"), ("gang vector", "seq", "seq")])
        place = g.r.randrange(3)  # 0: innermost, 1: worker-single (between the loops), 2: gang-single
        form = g.pick(forms)
        x = "%s[(i + j * %d + l) %% 4]" % (h, g.r.randrange(1, 4))
        init = "0x7f" if "&" in form else ("1" if fl else "3")
        lines = ["%s %s[4] = {%s, %s, %s, %s};" % (ty, h, init, init, init, init),
                 "%s %s = 0, wr%d = 0;" % ("long" if not fl else "double", cn, bi),
                 "#pragma acc parallel loop %s copy(%s, %s, wr%d)" % (lvls[0], h, cn, bi),
                 "for (int i = 0; i < %s; i++) {" % n1]
        upd = ["#pragma acc atomic%s" % g.pick(["", " update"]), form.format(x=x, e=e)]
        cap = ["%s v;" % ("long" if not fl else "double"), "#pragma acc atomic capture",
               g.pick(["v = %s++;" % cn, "v = ++%s;" % cn, "{ v = %s; %s += 2; }" % (cn, cn), "{ %s += 2; v = %s; }" % (cn, cn),
                       "v = %s += 1;" % cn, "{ v = %s; %s = %s + 1; }" % (cn, cn, cn)]),
               "#pragma acc atomic update", "%s[i %% %d][j %% %d] += (int)(v >= 0);" % (o, R, C),
               "#pragma acc atomic read", "v = %s;" % cn,
               "#pragma acc atomic write", "wr%d = 5;" % bi]
        if place == 2:
            lines += ["    { int j = 0, l = 0;"] + ["    " + s for s in upd] + ["    }"]
        lines += ["    #pragma acc loop %s" % lvls[1], "    for (int j = 0; j < %s; j++) {" % n2]
        if place == 1:
            lines += ["        { int l = 0;"] + ["        " + s for s in upd] + ["        }"]
        lines += ["        #pragma acc loop %s" % lvls[2], "        for (int l = 0; l < %s; l++) {" % n3]
        if place == 0:
            lines += ["            " + s for s in upd]
        if g.chance(0.5):
            lines += ["            { " + " ".join(cap) + " }"] if False else ["            {"] + ["                " + s for s in cap] + ["            }"]
        lines += ["        }", "    }", "}"]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines,
                "check": [(h, ty, 4), (cn, "long" if not fl else "double", 0), ("wr%d" % bi, "long" if not fl else "double", 0), (o, "int", "2d")]}

    def b_private_arrays(self, bi):
        """private/firstprivate arrays at the gang level (one copy per gang, shared by its
        workers and vector lanes: written by one inner loop, read by the next) and at the
        vector level (one copy per iteration)."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o = "o%d" % bi
        fa, ga, va = "fa%d" % bi, "ga%d" % bi, "va%d" % bi
        env = self.env("kk")
        lines = ["int %s[6] = {%s};" % (fa, ", ".join(str(g.r.randrange(-20, 50)) for _ in range(6))),
                 "int %s[%d]; int %s[4];" % (ga, C, va)]
        where = g.pick(["loop", "construct"])
        fpc = g.pick(["firstprivate(%s)" % fa, "copyin(%s)" % fa])
        if where == "construct":
            lines += ["#pragma acc parallel %s %s" % (fpc, g.pick(["", "num_gangs(2)", "num_workers(2) vector_length(32)"])), "{",
                      "#pragma acc loop gang private(%s)" % ga]
        else:
            lines += ["#pragma acc parallel loop gang private(%s) %s" % (ga, fpc)]
        lines += ["for (int i = 0; i < %s; i++) {" % n1,
                  "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector"]),
                  "    for (int j = 0; j < %d; j++) { int kk = (i * 25 + j) %% %d; %s[j] = %s[j %% 6] + %s; }" % (C, CAP, ga, fa, g.small(env)),
                  "    #pragma acc loop %s private(%s)" % (g.pick(["vector", "worker", "worker vector", ""]), va),
                  "    for (int j = 0; j < %s; j++) {" % n2,
                  "        for (int q = 0; q < 4; q++) %s[q] = %s[(j + q) %% %d] * (q + 1);" % (va, ga, C),
                  "        %s[i][j] = %s[0] - %s[3] + %s[j %% 4] + %s[%d - j];" % (o, va, va, va, ga, C - 1),
                  "    }",
                  "}"]
        if where == "construct":
            lines.append("}")
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d"), (fa, "int", 6)]}

    def b_collapse_tile(self, bi):
        """collapse and tile combined: a collapsed gang nest around a tiled or collapsed
        vector nest, tile on three loops, collapse with a worker reduction inside."""
        g = self.g
        o = "o%d" % bi
        env = self.env("kk")
        ns = [trip(g, m, self.rt)[0] for m in (A3, B3, C3)]
        hs = [loop_header(g, v, n) for v, n in zip(("i", "j", "l"), ns)]
        sub = "[%s][%s][%s]" % (hs[0][1], hs[1][1], hs[2][1])
        k = g.r.randrange(4)
        val = "(long)%s" % g.int_expr(env).text
        kk = "int kk = (int)((%s * 64 + %s * 8 + %s) %% %d);" % (hs[0][1], hs[1][1], hs[2][1], CAP)
        red = "s%d" % bi
        lines = ["long %s = 0;" % red]
        if k == 0:
            lines += ["#pragma acc parallel loop gang collapse(2)", hs[0][0], "    " + hs[1][0] + " {",
                      "        #pragma acc loop vector tile(%s)" % g.pick(["2", "*", "4", "3"]),
                      "        " + hs[2][0] + " { %s %s%s = %s; }" % (kk, o, sub, val), "    }"]
        elif k == 1:
            lines += ["#pragma acc parallel loop tile(%s, %s, %s) %s" % (g.pick(["2", "*"]), g.pick(["3", "2"]), g.pick(["4", "*", "8"]), g.pick(["", "gang", "gang vector"])),
                      hs[0][0], "    " + hs[1][0], "        " + hs[2][0] + " { %s %s%s = %s; }" % (kk, o, sub, val)]
        elif k == 2:
            lines += ["#pragma acc parallel loop gang reduction(+:%s)" % red, hs[0][0] + " {",
                      "    #pragma acc loop %s collapse(2) reduction(+:%s)" % (g.pick(["worker", "vector", "worker vector"]), red),
                      "    " + hs[1][0],
                      "        " + hs[2][0] + " { %s %s%s = %s; %s += %s%s & 63; }" % (kk, o, sub, val, red, o, sub), "}"]
        else:
            lines += ["#pragma acc parallel loop gang tile(2, *) ", hs[0][0], "    " + hs[1][0] + " {",
                      "        #pragma acc loop %s" % g.pick(["vector", "seq", "worker"]),
                      "        " + hs[2][0] + " { %s %s%s = %s; }" % (kk, o, sub, val), "    }"]
        return {"decl": [(o, "long", "[%d][%d][%d]" % (A3, B3, C3))], "code": lines, "check": [(o, "long", "3d"), (red, "long", 0)]}

    # ---- third widening (2026-11-30, semfuzz3): atomics on struct members and elements,
    # reductions at every level under launch shapes, private/firstprivate structs, routine
    # gang, if/self, cache, serial with loops, triangular inner loops under collapse/tile,
    # async data chains with host work, worker/vector shapes ----

    ATYPES = ["int", "unsigned", "long", "unsigned long long", "double", "short", "unsigned char",
              "float", "signed char", "long long", "unsigned short", "char", "unsigned long"]

    def atomic_form(self, ty, e):
        """One atomic update form (a location gets one form: every order gives one value)."""
        g = self.g
        if ty in ("double", "float"):
            forms = ["{x} += {e};", "{x} = {x} + {e};", "{x} = {e} + {x};", "{x}++;", "++{x};", "{x}--;",
                     "{x} -= {e};", "{x} = {x} - {e};", "{x} *= -1;", "{x} = -1 * {x};", "{x} /= -1;",
                     "{x} = 3 - {x};", "{x} = 2.5 - {x};"]
            # (no `*= 2` or `/= 2`: 700 of them leave the range, and the checksum's conversion
            # of an infinity to an integer is undefined)
        else:
            forms = ["{x} += {e};", "{x} = {x} + {e};", "{x} = {e} + {x};", "{x}++;", "++{x};", "{x}--;", "--{x};",
                     "{x} -= {e};", "{x} = {x} - {e};", "{x} |= {e};", "{x} ^= {e};", "{x} = {x} ^ {e};",
                     "{x} = {e} | {x};", "{x} &= ~({e} & 3);", "{x} = {x} & ~({e} & 12);", "{x} = 7 - {x};",
                     "{x} = 12 ^ {x};"]
            if not TINFO[ty][2]:
                forms += ["{x} *= 3;", "{x} = {x} * 5;", "{x} <<= 1;", "{x} = {x} << 1;", "{x} >>= 1;",
                          "{x} = {x} >> 1;", "{x} /= 2;", "{x} = {x} / 3;"]
        return g.pick(forms).replace("{e}", e)

    def b_atomic_struct(self, bi):
        """atomic update/capture/read/write on struct members, array members, elements of
        an array of structs and through a pointer to a struct, every arithmetic type."""
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        h, idx = loop_header(g, "i", n)
        ty = g.pick(self.ATYPES)
        ty2 = g.pick(self.ATYPES)
        fl = ty in ("double", "float")
        S, s, sa = "AS%d" % bi, "as%d" % bi, "sa%d" % bi
        o = "o%d" % bi
        ct = "long" if ty not in ("float", "double") else "double"
        e = "(%s)((k %% 7) + 1)" % ty
        e2 = "(%s)((k %% 5) + 2)" % ty2
        lines = ["struct %s { %s m; %s a[4]; int pad; %s b; %s c; %s w; };" % (S, ty, ty, ty2, ct, ty),
                 "struct %s %s = {(%s)9, {(%s)1, (%s)2, (%s)3, (%s)4}, 7, (%s)5, 0, (%s)0};" % (S, s, ty, ty, ty, ty, ty, ty2, ty),
                 "struct %s %s[3]; memset(%s, 0, sizeof %s); for (int q = 0; q < 3; q++) { %s[q].m = (%s)(q + 1); %s[q].b = (%s)3; }" % (S, sa, sa, sa, sa, ty, sa, ty2),
                 "struct %s *ps%d = &%s[1];" % (S, bi, sa)]
        # `if` keeps the shifts and products from vanishing in the wide types (results stay exact)
        where = g.pick(["parallel loop %s" % self.level(("gang", "gang vector", "vector", "", "worker", "gang worker vector")),
                        "kernels loop independent", "serial loop", "parallel loop gang num_workers(2) vector_length(32)"])
        dc = g.pick(["", " copy(%s, %s)" % (s, sa), " copy(%s) copy(%s[0:3])" % (s, sa)])
        rdp = g.chance(0.4)
        # a pointer into the copied array: present(ps[0:1]) gives the region the device address
        lines.append("#pragma acc %s%s%s" % (where, dc if dc else " copy(%s, %s)" % (s, sa), " present(ps%d[0:1])" % bi if rdp else ""))
        lines.append(h + " {")
        lines.append("    int k = %s;" % idx)
        targets = [("%s.m" % s, ty, e), ("%s.a[(unsigned)k %% 4]" % s, ty, e), ("%s[(unsigned)k %% 3].m" % sa, ty, e),
                   ("%s.b" % s, ty2, e2), ("%s[(unsigned)(k + 1) %% 3].b" % sa, ty2, e2)]
        used = g.r.sample(range(len(targets)), g.r.randint(1, 3))
        for u in used:
            x, t, ee = targets[u]
            lines += ["    #pragma acc atomic%s" % g.pick(["", " update"]), "    " + self.atomic_form(t, ee).replace("{x}", x)]
        capd = g.chance(0.6)
        if capd:
            lines += ["    %s v;" % ct, "    #pragma acc atomic capture",
                      "    " + g.pick(["v = %s.c++;" % s, "v = ++%s.c;" % s, "{ v = %s.c; %s.c += 3; }" % (s, s),
                                       "{ %s.c += 3; v = %s.c; }" % (s, s), "v = %s.c += 2;" % s, "{ v = %s.c; %s.c = %s.c + 1; }" % (s, s, s),
                                       "v = %s.c--;" % s]),
                      "    %s[k] = v;" % o]
        if g.chance(0.4):
            lines += ["    #pragma acc atomic write", "    %s.w = (%s)6;" % (s, ty)]
        if rdp:
            lines += ["    int rd;", "    #pragma acc atomic read", "    rd = %s.pad;" % s, "    #pragma acc atomic update", "    %s->pad += rd - 7 + 1;" % ("ps%d" % bi)]
        lines.append("}")
        chk = [(s + ".m", ty, 0), (s + ".a", ty, 4), (s + ".b", ty2, 0), (s + ".c", ct, 0), (s + ".w", ty, 0), (s + ".pad", "int", 0)]
        for q in range(3):
            chk += [("%s[%d].m" % (sa, q), ty, 0), ("%s[%d].b" % (sa, q), ty2, 0), ("%s[%d].pad" % (sa, q), "int", 0)]
        if capd:
            chk.append((o, ct, "sum"))
        return {"decl": [(o, ct, CAP)], "code": lines, "check": chk}

    def b_reduce_shapes(self, bi):
        """One or two reduction variables of any operator and type reduced across a gang,
        a worker and a vector loop nested in one another (the clause on every level, 2.9.11),
        under num_gangs/num_workers/vector_length shapes, some levels merged (gang worker,
        worker vector), with updates at the middle levels too, and the reduction on the
        parallel construct as well."""
        g = self.g
        ns = [trip(g, m, self.rt)[0] for m in (9, 6, 40)]
        vs = self.red_vars(bi, g.r.randint(1, 2))
        shape = g.pick([("gang", "worker", "vector"), ("gang worker", "vector", None), ("gang", "worker vector", None),
                        ("gang", "vector", None), ("gang", "worker", None), ("worker", "vector", None),
                        ("gang worker vector", None, None), ("gang", "seq", "vector"), ("gang", "worker", "seq")])
        launch = g.pick(["", "num_gangs(%d)" % g.pick([1, 2, 5, 64]), "num_workers(%d)" % g.pick([1, 2, 3, 4, 8, 16]),
                         "vector_length(%d)" % g.pick([1, 16, 32, 64, 128, 256]),
                         "num_gangs(%d) num_workers(%d) vector_length(%d)" % (g.pick([1, 3, 8]), g.pick([2, 4, 7]), g.pick([32, 64, 96, 128]))])
        env = self.env("kk")
        lines = ["%s %s = %s;" % (ty, v, self.red_init(op, ty)) for v, ty, op in vs]
        rc = self.red_clause(vs)
        on_construct = g.chance(0.4) or shape[0] == "worker"
        if shape[0] == "worker":
            # a worker loop in gang-redundant code runs once per gang: one gang
            launch = "num_gangs(1) " + re.sub(r"num_gangs\(\d+\)", "", launch)
        # a scalar reduced by a loop needs a data clause on the construct (2.6.2's restriction)
        asy = g.pick(["", "", "async", "async(%d)" % g.pick([1, 3])])
        lines += ["#pragma acc parallel %s %s %s" % (launch, asy, rc if on_construct else "copy(%s)" % ", ".join(v for v, _, _ in vs)), "{"]
        names = ["i", "j", "l"]
        depth = sum(1 for s_ in shape if s_)
        ind = ""
        kexpr = {1: "(i * 7) %% %d" % CAP, 2: "(i * 41 + j) %% %d" % CAP, 3: "(i * 240 + j * 40 + l) %% %d" % CAP}[depth]
        for d in range(depth):
            lv = shape[d]
            cl = rc
            lines.append(ind + "#pragma acc loop %s %s" % (lv, cl))
            lines.append(ind + "for (int %s = 0; %s < %s; %s++) {" % (names[d], names[d], ns[d], names[d]))
            ind += "    "
            if d < depth - 1 and g.chance(0.3):
                # an update at a middle level (each iteration of it runs once)
                lines.append(ind + "{ int kk = (%s * 3) %% %d;" % (names[d], CAP))
                for v, ty, op in vs:
                    lines.append(ind + "  " + self.red_update(v, op, ty, env, 8))
                lines.append(ind + "}")
        lines.append(ind + "int kk = %s;" % kexpr)
        if g.chance(0.2):
            lines.append(ind + "if (%s) continue;" % g.cond(env))
        for v, ty, op in vs:
            lines.append(ind + self.red_update(v, op, ty, env, 8))
        for d in range(depth):
            ind = ind[:-4]
            lines.append(ind + "}")
        lines.append("}")
        if asy:
            # the reduction's result reaches the host when the queue is waited for
            lines.append("#pragma acc wait%s" % g.pick(["", asy[5:]]))
        return {"decl": [], "code": lines, "check": [(v, ty, 0) for v, ty, op in vs]}

    def b_private_struct(self, bi):
        """private and firstprivate structs (with array members) on gang, worker and vector
        loops and on the construct; a gang-private struct written by one inner loop and read
        by the next."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o = "o%d" % bi
        S, ps, fs = "PS%d" % bi, "ps%d" % bi, "fs%d" % bi
        env = self.env("kk")
        lines = ["struct %s { int a[%d]; double d; short s; unsigned char u[3]; };" % (S, C),
                 "struct %s %s, %s;" % (S, ps, fs),
                 "memset(&%s, 0, sizeof %s); memset(&%s, 0, sizeof %s);" % (ps, ps, fs, fs),
                 "for (int q = 0; q < %d; q++) %s.a[q] = q * 3 - 7;" % (C, fs),
                 "%s.d = %d.5; %s.s = %d; %s.u[0] = 250; %s.u[1] = 3; %s.u[2] = 77;" % (fs, g.r.randrange(-9, 9), fs, g.r.randrange(-99, 99), fs, fs, fs)]
        k = g.r.randrange(3)
        if k == 0:
            # gang-private struct shared by the gang's inner loops
            fpc = g.pick(["firstprivate(%s)" % fs, "copyin(%s)" % fs, ""])
            lines += ["#pragma acc parallel loop gang private(%s) %s %s" % (ps, fpc, g.pick(["", "num_workers(4)", "vector_length(64)"])),
                      "for (int i = 0; i < %s; i++) {" % n1,
                      "    %s.d = %s.d + i; %s.s = (short)(i - %s.s);" % (ps, fs, ps, fs),
                      "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", ""]),
                      "    for (int j = 0; j < %d; j++) { int kk = (i * 25 + j) %% %d; %s.a[j] = %s.a[j] + %s; }" % (C, CAP, ps, fs, g.small(env)),
                      "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq"]),
                      "    for (int j = 0; j < %s; j++) %s[i][j] = %s.a[%d - j] - %s.a[j] + (int)%s.d + %s.s + %s.u[j %% 3];" % (n2, o, ps, C - 1, ps, ps, ps, fs),
                      "}"]
        elif k == 1:
            # per-iteration private and firstprivate structs in an inner loop
            lv = g.pick(["vector", "worker", "worker vector", "seq", ""])
            lines += ["#pragma acc parallel loop gang %s" % g.pick(["", "firstprivate(%s)" % fs]),
                      "for (int i = 0; i < %s; i++) {" % n1,
                      "    #pragma acc loop %s private(%s)" % (lv, ps),
                      "    for (int j = 0; j < %s; j++) {" % n2,
                      "        int kk = (i * 25 + j) %% %d;" % CAP,
                      "        for (int q = 0; q < 4; q++) %s.a[q] = %s.a[(j + q) %% %d] * (q + 1) + i;" % (ps, fs, C),
                      "        %s[i][j] = %s.a[0] - %s.a[3] + %s.a[j] + (int)%s.d + %s.u[j %% 3] + %s;" % (o, ps, ps, fs, fs, fs, g.small(env)),
                      "    }",
                      "}"]
        else:
            # firstprivate on the construct: one copy per gang, read by its loops; private on a gang loop
            lines += ["#pragma acc parallel firstprivate(%s) %s" % (fs, g.pick(["", "num_gangs(3)", "num_gangs(1) num_workers(2)"])),
                      "{",
                      "#pragma acc loop gang %s" % g.pick(["private(%s)" % ps, "worker private(%s)" % ps, "vector private(%s)" % ps]),
                      "for (int i = 0; i < %s; i++) {" % n1,
                      "    %s = %s;" % (ps, fs),
                      "    %s.a[i %% %d] += i; %s.s += (short)i;" % (ps, C, ps),
                      "    for (int j = 0; j < %s; j++) %s[i][j] = %s.a[(i + j) %% %d] + %s.s + (int)(%s.d * 2);" % (n2, o, ps, C, ps, ps),
                      "}",
                      "}"]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines,
                "check": [(o, "int", "2d"), (fs + ".a", "int", C), (fs + ".d", "double", 0), (fs + ".s", "short", 0)]}

    def b_routine_gang(self, bi):
        """routine gang functions (gang loops inside, with worker/vector loops in them and a
        vector routine called) called from gang-redundant code of a parallel construct."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o = "o%d" % bi
        fg, fv = "rg%d" % bi, "rgv%d" % bi
        e = g.int_expr({"k": "j", "ins": [], "fins": []}, 2).text
        inner = g.pick(["vector", "worker", "worker vector", "seq", ""])
        self.routines += ["#pragma acc routine vector",
                          "static int %s(const int *row, int m) {" % fv,
                          "    int s = 0;",
                          "    #pragma acc loop vector reduction(+:s)",
                          "    for (int j = 0; j < m; j++) s += row[j] & 63;",
                          "    return s;", "}",
                          "#pragma acc routine gang",
                          "static void %s(int (*rows)[%d], int *sums, int n, int m, int base) {" % (fg, C),
                          "    #pragma acc loop gang",
                          "    for (int i = 0; i < n; i++) {",
                          "        #pragma acc loop %s" % inner,
                          "        for (int j = 0; j < m; j++) rows[i][j] = base + i * 3 + (int)((unsigned long long)(%s) & 1023);" % e,
                          "        %s" % g.pick(["sums[i] = %s(rows[i], m);" % fv, "sums[i] = rows[i][0] + m;"]),
                          "    }", "}"]
        sm = "sm%d" % bi
        lines = ["int %s[%d]; memset(%s, 0, sizeof %s);" % (sm, R, sm, sm),
                 "#pragma acc parallel %s copy(%s, %s)" % (g.pick(["", "num_gangs(4)", "num_gangs(1)", "num_gangs(7) vector_length(32)", "num_workers(4)"]), o, sm),
                 "{",
                 "    %s(%s, %s, %s, %s, %d);" % (fg, o, sm, n1, n2, g.r.randrange(50)),
                 "}"]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d"), (sm, "int", R)]}

    def b_if_self(self, bi):
        """if and self clauses on parallel/kernels/serial constructs (true, false, run time),
        with their own data clauses (host and device stay coherent in either case)."""
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        o = "o%d" % bi
        env = self.env("k")
        c = "cc%d" % bi
        lines = ["int %s = %s;" % (c, g.pick(["0", "1", "%s > 5" % n, "%s & 1" % n]))]
        s = "ss%d" % bi
        lines.append("long %s = 0;" % s)
        for _ in range(g.r.randint(1, 3)):
            cl = g.pick(["if(%s)" % c, "self(%s)" % c, "self", "if(!%s)" % c, "self(!%s) if(%s)" % (c, c), "if(1)", "self(0)"])
            k = g.r.randrange(3)
            if k == 0:
                lines += ["#pragma acc parallel loop %s %s copy(%s[0:%s]) reduction(+:%s)" % (self.level(("gang", "vector", "", "gang worker vector")), cl, o, n, s),
                          "for (int k = 0; k < %s; k++) { %s[k] += (int)%s; %s += %s[k] & 7; }" % (n, o, g.int_expr(env).text, s, o)]
            elif k == 1:
                lines += ["#pragma acc kernels %s copy(%s)" % (cl, o), "{",
                          "for (int k = 0; k < %s; k++) %s[k] = %s[k] * 3 + 1;" % (n, o, o),
                          "for (int k = 1; k < %s; k++) %s[k] += %s[k - 1] & 1;" % (n, o, o), "}"]
            else:
                lines += ["#pragma acc serial %s copy(%s, %s)" % (cl, o, s), "{",
                          "#pragma acc loop %s reduction(+:%s)" % (g.pick(["gang", "seq", "", "vector"]), s),
                          "for (int k = 0; k < %s; k++) %s += %s[k] %% 5;" % (n, s, o), "}"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (s, "long", 0)]}

    def b_cache(self, bi):
        """cache directives (2.10) on read-only subarrays at the top of loops: a stencil's
        window, a row of a 2-D array in a gang loop, an element and a whole small array."""
        g = self.g
        n, _ = trip(g, CAP - 4, self.rt)
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o = "o%d" % bi
        a = "ca%d" % bi
        k = g.r.randrange(3)
        lines = ["int %s[%d][%d]; for (int q = 0; q < %d; q++) for (int z = 0; z < %d; z++) %s[q][z] = (q * 7 + z * 3) %% 101 - 40;" % (a, R, C, R, C, a)]
        if k == 0:
            lines += ["#pragma acc parallel loop %s copyin(in0)" % self.level(("gang", "vector", "gang vector", "", "worker")),
                      "for (int k = 1; k < %s + 1; k++) {" % n,
                      "    #pragma acc cache(in0[k - 1:3])",
                      "    %s[k] = (int)in0[k - 1] + 2 * (int)in0[k] - (int)in0[k + 1];" % o, "}"]
            return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}
        if k == 1:
            lines += ["#pragma acc parallel loop gang copyin(%s)" % a,
                      "for (int i = 0; i < %s; i++) {" % n1,
                      "    #pragma acc cache(%s[i][0:%d])" % (a, C),
                      "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq"]),
                      "    for (int j = 0; j < %s; j++) {" % n2,
                      "        #pragma acc cache(%s[i][%d - j])" % (a, C - 1),
                      "        o%d[i * %d + j] = %s[i][j] - %s[i][%d - j];" % (bi, C, a, a, C - 1), "    }", "}"]
            return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}
        lines += ["int w%d[5] = {1, -2, 3, -4, 5};" % bi,
                  "#pragma acc parallel loop %s copyin(w%d, %s)" % (self.level(("gang", "vector", "gang vector", "")), bi, a),
                  "for (int k = 0; k < %s; k++) {" % n,
                  "    #pragma acc cache(w%d[0:5], %s[k %% %d][0:%d])" % (bi, a, R, C),
                  "    int t = 0;",
                  "    for (int q = 0; q < 5; q++) t += w%d[q] * %s[k %% %d][(k + q) %% %d];" % (bi, a, R, C),
                  "    %s[k] = t;" % o, "}"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}

    def b_serial_loops(self, bi):
        """serial constructs (one gang, one worker, vector length one: 2.5.3) holding gang,
        worker, vector and seq loops, reductions, private arrays, atomics and scalar code."""
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        n1, _ = trip(g, R, self.rt)
        o = "o%d" % bi
        s = "sr%d" % bi
        env = self.env("k")
        vs = self.red_vars(bi, 1)
        v, ty, op = vs[0]
        # (the scalars changed in the region need copy or reduction: scalars are firstprivate
        # by default, 2.5.3)
        lines = ["long %s = 3; %s %s = %s;" % (s, ty, v, self.red_init(op, ty)),
                 "int pv%d[4];" % bi,
                 "#pragma acc serial %s %s" % (g.pick(["copy(%s)" % s, "copy(%s, %s)" % (o, s)]), g.pick(["copy(%s)" % v, "reduction(%s:%s)" % (op, v)])),
                 "{",
                 "    %s = %s * 2 + 1;" % (s, s),
                 "    #pragma acc loop %s" % g.pick(["gang", "gang worker vector", "vector", "", "seq", "worker"]),
                 "    for (int k = 0; k < %s; k++) %s[k] = (int)%s + (int)%s;" % (n, o, g.int_expr(env).text, s),
                 "    #pragma acc loop %s reduction(%s:%s)" % (g.pick(["gang", "vector", "", "worker vector"]), op, v),
                 "    for (int k = 0; k < %s; k++) {" % n,
                 "        " + self.red_update(v, op, ty, env, 10),
                 "    }",
                 "    #pragma acc loop %s private(pv%d)" % (g.pick(["gang", "", "vector"]), bi),
                 "    for (int i = 0; i < %s; i++) {" % n1,
                 "        for (int q = 0; q < 4; q++) pv%d[q] = i * q;" % bi,
                 "        %s[i] += pv%d[3] - pv%d[1];" % (o, bi, bi),
                 "        #pragma acc atomic update",
                 "        %s += i;" % s,
                 "    }",
                 "    if (%s > 10) %s[0] += 1; else %s -= 1;" % (s, o, s),
                 "}"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (s, "long", 0), (v, ty, 0)]}

    def b_triangular(self, bi):
        """collapse/tile on non-square nests with an inner loop whose bounds depend on the
        collapsed indices (a triangle: not collapsed itself), and a triangular worker/vector
        loop under a gang loop, with reductions."""
        g = self.g
        ns = [trip(g, m, self.rt)[0] for m in (A3, B3, C3)]
        o = "o%d" % bi
        s = "s%d" % bi
        env = self.env("kk")
        k = g.r.randrange(4)
        lines = ["long %s = 0;" % s]
        if k == 3:
            # collapse(force:2) (2.9.1): intervening code that may run more than once per
            # outer iteration, so it only computes values (idempotent)
            lines += ["#pragma acc parallel loop collapse(force:2) %s reduction(+:%s)" % (g.pick(["", "gang", "gang vector", "vector"]), s),
                      "for (int i = 0; i < %s; i++) {" % ns[0],
                      "    int t = i * 5 - 3; long u = (long)in0[i] + t;",
                      "    for (int j = 0; j < %s; j++) {" % ns[1],
                      "        int kk = (i * 64 + j * 8) %% %d;" % CAP,
                      "        %s[i][j][0] = u + j + (long)%s;" % (o, g.int_expr(env).text),
                      "        %s += t & 7;" % s, "    }", "}"]
        elif k == 0:
            outer = g.pick(["gang collapse(2)", "collapse(2)", "gang tile(2, 3)", "tile(*, 4) gang", "gang worker collapse(2)"])
            inner = g.pick(["vector", "seq", ""] + ([] if "worker" in outer or outer == "collapse(2)" else ["worker"]))
            lines += ["#pragma acc parallel loop %s reduction(+:%s)" % (outer, s),
                      "for (int i = 0; i < %s; i++)" % ns[0],
                      "    for (int j = 0; j < %s; j++) {" % ns[1],
                      "        #pragma acc loop %s reduction(+:%s)" % ("{inner}", s),
                      "        for (int l = 0; l < (i + j + 1 < %d ? i + j + 1 : %d); l++) {" % (C3, C3),
                      "            int kk = (i * 64 + j * 8 + l) %% %d;" % CAP,
                      "            %s[i][j][l] = (long)%s;" % (o, g.int_expr(env).text),
                      "            %s += %s[i][j][l] & 15;" % (s, o), "        }", "    }"]
            lines = [ln.replace("{inner}", inner) for ln in lines]
        elif k == 1:
            mid = g.pick(["worker", "vector", "worker vector"])
            lines += ["#pragma acc parallel loop gang %s reduction(+:%s)" % (g.pick(["", "num_workers(4) vector_length(32)", "vector_length(64)"]), s),
                      "for (int i = 0; i < %s; i++) {" % ns[0],
                      "    #pragma acc loop %s reduction(+:%s)" % (mid, s),
                      "    for (int j = i; j < %d; j++) {" % B3,
                      "        #pragma acc loop %s reduction(+:%s)" % (g.pick(["vector", "seq"]) if mid == "worker" else "seq", s),
                      "        for (int l = %d - 1; l >= j; l--) {" % C3,
                      "            int kk = (i * 64 + j * 8 + l) %% %d;" % CAP,
                      "            %s[i][j][l] = (long)%s;" % (o, g.int_expr(env).text),
                      "            %s += %s[i][j][l] & 31;" % (s, o), "        }", "    }", "}"]
        else:
            lines += ["#pragma acc parallel loop %s" % g.pick(["tile(2, 2, 2)", "tile(*, *, *)", "tile(4, 3, 8) gang", "collapse(3) gang vector", "tile(8, 1, 2) gang vector"]),
                      "for (int i = %s - 1; i >= 0; i--)" % ns[0],
                      "    for (int j = 0; j < %s; j += 2)" % ns[1],
                      "        for (int l = 1; l <= %s; l++) {" % ns[2],
                      "            int kk = (i * 64 + j * 8 + l) %% %d;" % CAP,
                      "            %s[i][j][l - 1] = (long)%s;" % (o, g.int_expr(env).text), "        }"]
        return {"decl": [(o, "long", "[%d][%d][%d]" % (A3, B3, C3))], "code": lines, "check": [(o, "long", "3d"), (s, "long", 0)]}

    def b_async_host(self, bi):
        """async queues with host work between: enter data async, update device async after
        a host change, compute on the queue, update self async, wait, host reads; `async`
        without a queue, `wait` with `async`, and exit data async."""
        g = self.g
        n, _ = trip(g, CAP - 1, self.rt)
        a, b = "o%d" % bi, "o%db" % bi
        env = self.env("k")
        q = g.pick(["1", "2", "", "acc_async_sync" if False else "3"])
        q2 = g.pick(["4", "5", ""])
        qa = "async(%s)" % q if q else "async"
        qb = "async(%s)" % q2 if q2 else "async"
        wa = "wait(%s)" % q if q else "wait"
        # (`copyin` of the second array, not `create`: the kernels write its first n elements
        # and `update self` brings back all of it; a created copy starts undefined, which
        # OXACC_EMUL_POISON showed on emul on 2026-12-01)
        lines = ["for (int q = 0; q < %d; q++) %s[q] = q %% 11;" % (CAP, a),
                 "#pragma acc enter data copyin(%s[0:%d]) copyin(%s[0:%d]) %s" % (a, CAP, b, CAP, qa),
                 "#pragma acc parallel loop present(%s, %s) %s" % (a, b, qa),
                 "for (int k = 0; k < %s; k++) %s[k] = %s[k] * 2 + (int)%s;" % (n, b, a, g.small(env)),
                 # host work that does not touch what the queue uses
                 "long hs%d = 0; for (int q = 0; q < %d; q++) hs%d += in0[q] & 3;" % (bi, CAP, bi),
                 "#pragma acc %s" % wa,
                 "for (int q = 0; q < %d; q++) %s[q] += (int)hs%d & 7;" % (CAP, a, bi),
                 "#pragma acc update device(%s[0:%d]) %s" % (a, CAP, qb),
                 "#pragma acc parallel loop present(%s, %s) %s %s" % (a, b, qb, g.pick(["", "wait(%s)" % (q or "") if q else ""])),
                 "for (int k = 0; k < %s; k++) %s[k] += %s[k];" % (n, b, a),
                 "#pragma acc update self(%s[0:%d]) %s" % (b, CAP, qb),
                 "#pragma acc %s" % g.pick(["wait", "wait(%s)" % q2 if q2 else "wait"]),
                 "#pragma acc exit data delete(%s) copyout(%s[0:%d]) %s" % (b, a, CAP, qa),
                 "#pragma acc wait"]
        lines = [ln.replace("wait()", "wait") for ln in lines]
        return {"decl": [(a, "int", CAP), (b, "int", CAP)], "code": lines, "check": [(a, "int", CAP), (b, "int", CAP)]}

    def b_reduce_aggregate(self, bi):
        """Reductions on aggregates and parts (2.5.15, 2.9.11): a struct (every member
        reduced), an array element, a subarray, `_Bool` with && and ||, and `double _Complex`
        with + (exact halves), on gang, worker and vector loops nested."""
        g = self.g
        ns = [trip(g, m, self.rt)[0] for m in (R, 9, 40)]
        env = self.env("kk")
        S, st = "RS%d" % bi, "rst%d" % bi
        ar, bl, cx = "rar%d" % bi, "rb%d" % bi, "rcx%d" % bi
        op = g.pick(["+", "max", "min", "+", "*"])
        init = {"+": "0", "max": "-1000", "min": "1000", "*": "1"}[op]
        def upd(x, ty, e):
            if op == "+":
                return "%s += %s;" % (x, e)
            if op == "*":
                return "%s *= (%s) ? -1 : 1;" % (x, g.cond(env))
            cmp = ">" if op == "max" else "<"
            return "{ %s t_ = %s; if (t_ %s %s) %s = t_; }" % (ty, e, cmp, x, x)
        what = g.r.sample(["struct", "elem", "sub", "bool", "cplx"], g.r.randint(1, 3))
        if op != "+" and "cplx" in what:
            what.remove("cplx")
        if not what:
            what = ["struct"]
        lines = ["struct %s { int i; double d; short s; long a[3]; } %s = {%s, %s, %s, {%s, %s, %s}};" % ((S, st) + (init,) * 6),
                 "long %s[6] = {%s, %s, %s, %s, %s, %s};" % ((ar,) + (init,) * 6),
                 "_Bool %s = %d, %sb = %d;" % (bl, g.r.randrange(2), bl, g.r.randrange(2)),
                 "double _Complex %s = 1.5;" % cx]
        cls = []
        body = []
        if "struct" in what:
            cls.append("reduction(%s:%s)" % (op, st))
            body += [upd(st + ".i", "int", g.small(env, 8)), upd(st + ".d", "double", "(double)(%s) / 2" % g.small(env, 6)),
                     upd(st + ".s", "short", "(short)(%s)" % g.small(env, 4)), upd(st + ".a[kk % 3]", "long", g.small(env, 8))]
        if "elem" in what:
            cls.append("reduction(%s:%s[2])" % (op, ar))
            body.append(upd(ar + "[2]", "long", g.small(env, 9)))
        if "sub" in what:
            cls.append("reduction(%s:%s[3:3])" % (op, ar))
            body.append(upd(ar + "[3 + kk % 3]", "long", g.small(env, 9)))
        if "bool" in what:
            cls.append("reduction(&&:%s) reduction(||:%sb)" % (bl, bl))
            body += ["%s = %s && %s;" % (bl, bl, g.cond(env)), "%sb = %sb || %s;" % (bl, bl, g.cond(env))]
        if "cplx" in what:
            cls.append("reduction(+:%s)" % cx)
            body.append(g.pick(["%s += (double)(kk & 7) + (double)(kk %% 3) * 0.5 * 1.0i;" % cx,
                                # a conditional of a float _Complex and a double: a double
                                # _Complex (C11 6.5.15p5; NVRTC once found the CUDA `?:` ambiguous)
                                "%s += (kk & 1) ? 0.5fi * (float)(kk %% 3) : (double)(kk & 7);" % cx,
                                "%s += (kk & 2) ? (kk & 7) : ((kk & 4) ? 1.0fi : 2.5 + 1.0i);" % cx]))
        rc = " ".join(cls)
        shape = g.pick([("gang",), ("gang", "vector"), ("gang", "worker", "vector"), ("gang worker", "vector"), ("gang vector",), ("vector",), ("worker",)])
        launch = g.pick(["", "num_gangs(3)", "vector_length(32)", "num_workers(4) vector_length(64)"])
        if shape[0] in ("vector", "worker"):
            lines += ["#pragma acc parallel num_gangs(1) %s" % rc, "{"]
        else:
            # scalars reduced by loops only need a data clause on the construct (2.6.2)
            sc = [v for w_, v in (("bool", bl), ("bool", bl + "b"), ("cplx", cx)) if w_ in what]
            lines += ["#pragma acc parallel %s %s" % (launch, rc if g.chance(0.5) or not sc else "copy(%s)" % ", ".join(sc)), "{"]
        names = "ijl"
        kexpr = {1: "(i * 7) %% %d", 2: "(i * 41 + j) %% %d", 3: "(i * 240 + j * 40 + l) %% %d"}[len(shape)] % CAP
        ind = ""
        for d, lv in enumerate(shape):
            lines += [ind + "#pragma acc loop %s %s" % (lv, rc), ind + "for (int %s = 0; %s < %s; %s++) {" % (names[d], names[d], ns[d], names[d])]
            ind += "    "
        lines.append(ind + "int kk = %s;" % kexpr)
        lines += [ind + b for b in body]
        for _ in shape:
            ind = ind[:-4]
            lines.append(ind + "}")
        lines.append("}")
        lines.append("double %sr = __real__ %s, %si = __imag__ %s;" % (cx, cx, cx, cx))
        chk = [(st + ".i", "int", 0), (st + ".d", "double", 0), (st + ".s", "short", 0), (st + ".a", "long", 3), (ar, "long", 6),
               (bl, "int", 0), (bl + "b", "int", 0), (cx + "r", "double", 0), (cx + "i", "double", 0)]
        return {"decl": [], "code": lines, "check": chk}

    def b_capture_single(self, bi):
        """atomic capture in gang-single and worker-single code (once per gang-loop or
        worker-loop iteration: not once per lane), the captured value read by the inner
        loops (it must reach every lane); the sums of the captured values are fixed (a
        worker's captured value is only tested in the elements: which worker gets which value
        is not, and some workers write no element)."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o = "o%d" % bi
        ty = g.pick(self.ATYPES)
        fl = ty in ("float", "double")
        S, sc = "CS%d" % bi, "csc%d" % bi
        lines = ["struct %s { %s c; %s w; long k[2]; } %s = {(%s)1, (%s)2, {0, 0}};" % (S, ty, ty, sc, ty, ty)]
        capf = g.pick(["v = {x}++;", "v = ++{x};", "{{ v = {x}; {x} += 2; }}", "{{ {x} += 3; v = {x}; }}", "v = {x} += 1;",
                       "{{ v = {x}; {x} = {x} + 1; }}", "v = {x}--;"])
        wl = g.pick(["worker", "worker vector", "vector"])
        lines += ["#pragma acc parallel loop gang %s copy(%s)" % (g.pick(["", "num_workers(4)", "vector_length(64)", "num_workers(3) vector_length(32)"]), sc),
                  "for (int i = 0; i < %s; i++) {" % n1,
                  "    %s v;" % ty,
                  "    #pragma acc atomic capture",
                  "    " + capf.replace("{x}", sc + ".c").replace("{{", "{").replace("}}", "}")]
        if wl == "worker" and g.chance(0.6):
            lines += ["    #pragma acc loop worker",
                      "    for (int w = 0; w < 4; w++) {",
                      "        %s u;" % ty,
                      "        #pragma acc atomic capture",
                      "        { u = %s.w; %s.w = %s.w + 1; }" % (sc, sc, sc),
                      "        #pragma acc loop vector",
                      "        for (int j = 0; j < %s; j++) if (j %% 4 == w) %s[i][j] = (int)v * 3 + (int)(u < 1000);" % (n2, o),
                      "        #pragma acc atomic update",
                      "        %s.k[1] += (long)u;" % sc,
                      "    }"]
        else:
            lines += ["    #pragma acc loop %s" % wl,
                      "    for (int j = 0; j < %s; j++) %s[i][j] = (int)v * 3 + j;" % (n2, o)]
        lines.append("}")
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines,
                "check": [(sc + ".c", ty, 0), (sc + ".w", ty, 0), (sc + ".k", "long", 2), (o, "int", "sum2d")]}

    def b_mixed(self, bi):
        """Several features in one nest: a gang loop with a private struct and gang-single
        code, a worker loop with a reduction and worker-single code, a vector loop with an
        atomic on a struct member, a seq routine call and a cache directive, under a random
        launch shape; the construct parallel (or parallel loop) with or without async."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, 9, self.rt)
        n3, _ = trip(g, C, self.rt)
        o, S, ps, at = "o%d" % bi, "MS%d" % bi, "mps%d" % bi, "mat%d" % bi
        fn = "mrs%d" % bi
        env = self.env("kk")
        ty = g.pick(["int", "long", "unsigned", "double", "short"])
        self.routines += ["#pragma acc routine seq",
                          "static int %s(const int *p, int x) { int t = 0; for (int q = 0; q < (x & 3); q++) t += p[q] ^ x; return t; }" % fn]
        vs = self.red_vars(bi, 1)
        v, rty, op = vs[0]
        launch = g.pick(["", "num_workers(3)", "vector_length(64)", "num_gangs(5) num_workers(2) vector_length(32)", "num_workers(8) vector_length(128)"])
        asy = g.pick(["", "", "async(2)"])
        lines = ["struct %s { int b[4]; %s m; long cnt; };" % (S, ty),
                 "struct %s %s; struct %s %s = {{0, 0, 0, 0}, (%s)1, 0};" % (S, ps, S, at, ty),
                 "%s %s = %s;" % (rty, v, self.red_init(op, rty)),
                 "int mw%d[%d]; for (int q = 0; q < %d; q++) mw%d[q] = (q * 5) %% 17;" % (bi, CAP, CAP, bi),
                 "#pragma acc parallel loop gang %s %s private(%s) copy(%s) copyin(mw%d) reduction(%s:%s)" % (launch, asy, ps, at, bi, op, v),
                 "for (int i = 0; i < %s; i++) {" % n1,
                 "    for (int q = 0; q < 4; q++) %s.b[q] = i * (q + 1) - q;" % ps,
                 "    %s.m = (%s)(i %% 5);" % (ps, ty),
                 "    #pragma acc loop worker reduction(%s:%s)" % (op, v),
                 "    for (int j = 0; j < %s; j++) {" % n2,
                 "        int wb = %s.b[j %% 4] + %s(mw%d, i + j);" % (ps, fn, bi),
                 "        { int kk = (i * 9 + j) %% %d; %s }" % (CAP, self.red_update(v, op, rty, env, 8)),
                 "        #pragma acc loop vector",
                 "        for (int l = 0; l < %s; l++) {" % n3,
                 "            #pragma acc cache(mw%d[i * 25 + l:1])" % bi,
                 "            int kk = (i * 25 + l) %% %d;" % CAP,
                 "            if (j == l %% 9) %s[i][l] += wb + mw%d[i * 25 + l] + (int)%s.m;" % (o, bi, ps),
                 "            #pragma acc atomic update",
                 "            %s.b[(unsigned)(i + j + l) %% 4] += 1;" % at,
                 "        }",
                 "        #pragma acc atomic",
                 "        %s.cnt += wb & 7;" % at,
                 "    }",
                 "}"]
        if asy:
            lines.append("#pragma acc wait(2)")
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines,
                "check": [(o, "int", "2d"), (at + ".b", "int", 4), (at + ".cnt", "long", 0), (v, rty, 0)]}

    def b_worker_shapes(self, bi):
        """worker and vector loops under num_workers/vector_length combinations (non powers
        of two, one, more workers than iterations), with worker-single code between."""
        g = self.g
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        n3, _ = trip(g, 40, self.rt)
        o = "o%d" % bi
        env = self.env("kk")
        nw = g.pick([1, 2, 3, 4, 5, 8, 16, 32])
        vl = g.pick([1, 2, 8, 32, 33, 64, 96, 128])
        while nw * vl > 1024:
            vl //= 2
        cls = g.pick(["num_workers(%d) vector_length(%d)" % (nw, vl), "num_workers(%d)" % nw, "vector_length(%d)" % vl,
                      "num_gangs(%d) num_workers(%d)" % (g.pick([1, 2, 9]), nw)])
        lines = ["#pragma acc parallel loop gang %s" % cls,
                 "for (int i = 0; i < %s; i++) {" % n1,
                 "    #pragma acc loop worker",
                 "    for (int j = 0; j < %s; j++) {" % n2,
                 "        int base = i * 100 + j;",
                 "        long acc = 0;",
                 "        #pragma acc loop vector reduction(+:acc)",
                 "        for (int l = 0; l < %s; l++) { int kk = (base + l) %% %d; acc += (%s) & 255; }" % (n3, CAP, g.int_expr(env).text),
                 "        %s[i][j] = base + (int)acc;" % o,
                 "    }",
                 "}"]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d")]}


    # ---- fourth widening (semfuzz4): a data-lifetime model, declare'd globals in routines,
    # pointer members of structs, loop shapes at every level, kernels reductions, routine
    # reductions, async DAGs ----
    def b_data_model(self, bi):
        """Random sequences of data directives, API calls, structured `data` regions (nested),
        compute constructs and host writes on two or three arrays, generated against a model of
        the structured and dynamic reference counters (2.6.7) and of which elements of each copy
        are newer: a step whose effect on discrete memory would differ from shared memory (a
        copyout over newer host values, a delete of newer device values, a kernel reading stale
        device data) is preceded by the `update` that makes it coherent. Covers present
        increments and decrements, copyout/delete with counters above zero (no transfer),
        `finalize`, `exit data` of absent data (no action), `if_present`, `if` clauses, partial
        `update`s, present/copy/copyin/copyout/create/no_create on compute constructs over
        present data, the acc_* routines and async compute with a wait."""
        g = self.g
        r = g.r
        dm = g.pick([97, 64, 5, 300, 33])
        na = r.randint(2, 3)
        names = ["x%d_%d" % (bi, j) for j in range(na)]
        isptr = {nm: g.chance(0.3) for nm in names}
        S = {nm: {"dyn": 0, "st": 0, "hs": set(), "ds": set()} for nm in names}
        lines, decl = [], []
        for j, nm in enumerate(names):
            if isptr[nm]:
                lines.append("int *%s = (int *)malloc(sizeof(int) * %d);" % (nm, dm))
            else:
                decl.append((nm, "int", dm))
            lines.append("for (int q = 0; q < %d; q++) %s[q] = (q * %d + %d) %% 100 - 30;" % (dm, nm, r.randrange(3, 40), j))
        ALL = set(range(dm))
        ifnames = []

        def pres(nm):
            return S[nm]["dyn"] + S[nm]["st"] > 0

        def whole(nm):
            if isptr[nm]:
                return g.pick(["%s[0:%d]" % (nm, dm), "%s[:%d]" % (nm, dm)])
            return g.pick([nm, nm, "%s[0:%d]" % (nm, dm), "%s[:%d]" % (nm, dm)])

        def runs(ix):
            ix = sorted(ix)
            out = []
            for i in ix:
                if out and out[-1][1] == i:
                    out[-1][1] = i + 1
                else:
                    out.append([i, i + 1])
            return out

        def api(nm, fn, lo=0, ln=None):
            ln = dm - lo if ln is None else ln
            return "#ifdef _OPENACC\n%s(%s%s, sizeof(int) * %d);\n#endif" % (fn, nm, " + %d" % lo if lo else "", ln)

        def upd_self(nm, rng):
            """make the host copy of rng current (device newer there)"""
            s = S[nm]
            need = s["hs"] & rng
            for a, b in runs(need):
                if g.chance(0.2):
                    lines.append(api(nm, "acc_update_self", a, b - a))
                else:
                    lines.append("#pragma acc update self(%s[%d:%d])%s" % (nm, a, b - a, g.pick(["", "", " if_present"])))
            s["hs"] -= need

        def upd_dev(nm, rng):
            s = S[nm]
            need = s["ds"] & rng
            for a, b in runs(need):
                if g.chance(0.2):
                    lines.append(api(nm, "acc_update_device", a, b - a))
                else:
                    lines.append("#pragma acc update device(%s[%d:%d])%s" % (nm, a, b - a, g.pick(["", "", " if_present"])))
            s["ds"] -= need

        def host_write():
            nm = g.pick(names)
            lo = r.randrange(dm)
            n = r.randint(1, dm - lo)
            rng = set(range(lo, lo + n))
            if pres(nm):
                upd_self(nm, rng)
                S[nm]["ds"] |= rng
            lines.append("for (int q = %d; q < %d; q++) %s[q] = ((%s[q] * 3 + q + %d) & 1023) - 300;" % (lo, lo + n, nm, nm, r.randrange(50)))

        def kernel():
            x = g.pick(names)
            y = g.pick(names)
            lo = r.randrange(dm)
            n = r.randint(1, dm - lo)
            sh = 0 if x == y else g.pick([0, 0, 1, -1])
            if lo + sh < 0 or lo + n + sh > dm:
                sh = 0
            wr = set(range(lo, lo + n))
            rd = set(range(lo + sh, lo + n + sh))
            readx = x == y or g.chance(0.3)
            c = r.randrange(100)
            if x == y:
                body = "%s[k] = ((%s[k] * 5 + k + %d) & 4095) - 2000;" % (x, x, c)
            elif readx:
                body = "%s[k] = ((%s[k + %d] + %s[k] * 2 + %d) & 4095) - 2000;" % (x, y, sh, x, c)
            else:
                body = "%s[k] = ((%s[k + %d] * 3 + k - %d) & 4095) - 2000;" % (x, y, sh, c)
            # the device copies read must be current
            if pres(y):
                upd_dev(y, rd)
            if pres(x) and readx:
                upd_dev(x, wr)
            cls = []
            allp = pres(x) and pres(y)
            for v, w in ((x, True), (y, False)):
                if v == x and v == y and not w:
                    continue
                if pres(v):
                    k = g.pick(["present", "copy", "copyin", "copyout", "create", "no_create", "", "present"])
                    if not k and isptr[v]:
                        k = "present"  # a pointer without a clause is firstprivate (2.6.2)
                    if k:
                        sec = whole(v) if g.chance(0.6) else ("%s[%d:%d]" % (v, lo, n) if w else "%s[%d:%d]" % (v, lo + sh, n))
                        cls.append("%s(%s)" % (k, sec))
                else:
                    # not present: the construct copies what it touches
                    k = "copy" if w else g.pick(["copyin", "copy"])
                    if g.chance(0.3) and not isptr[v] and v not in ifnames:
                        # implicit present-or-copy of an array (not inside a `data` construct
                        # with an `if` clause naming it: oxacc then carries that clause, as nvc
                        # and gcc do, compute/mod.rs reapply_conditional)
                        cls.append("")
                    else:
                        sec = whole(v) if g.chance(0.5) else ("%s[%d:%d]" % (v, lo, n) if w else "%s[%d:%d]" % (v, lo + sh, n))
                        cls.append("%s(%s)" % (k, sec))
            if allp and not any(cls) and g.chance(0.5):
                cls.append("default(present)")
            construct = g.pick(["parallel loop", "parallel loop gang", "parallel loop gang vector", "kernels loop",
                                "serial loop", "parallel loop vector_length(64)"])
            asy = g.chance(0.25)
            q = g.pick([1, 2, 3])
            lines.append("#pragma acc %s %s%s" % (construct, " ".join(c for c in cls if c), " async(%d)" % q if asy else ""))
            lines.append("for (int k = %d; k < %d; k++) %s" % (lo, lo + n, body))
            if pres(x):
                S[x]["hs"] |= wr
                S[x]["ds"] -= wr
            if asy:
                lines.append(g.pick(["#pragma acc wait(%d)" % q, "#pragma acc wait", "#ifdef _OPENACC\nacc_wait(%d);\n#endif" % q]))

        def enter():
            vs = r.sample(names, r.randint(1, len(names)))
            parts = []
            use_api = g.chance(0.2)
            iff = g.pick([None, None, None, 0, 1])
            for v in vs:
                k = g.pick(["copyin", "copyin", "create"])
                if use_api:
                    lines.append(api(v, "acc_" + k))
                else:
                    parts.append("%s(%s)" % (k, whole(v)))
                if iff == 0 and not use_api:
                    continue
                s = S[v]
                if not pres(v):
                    s["hs"], s["ds"] = set(), (set(ALL) if k == "create" else set())
                s["dyn"] += 1
            if parts:
                lines.append("#pragma acc enter data %s%s" % (" ".join(parts), "" if iff is None else " if(%s)" % ("dv%d" % bi if iff else "dz%d" % bi)))

        def exit_():
            vs = r.sample(names, r.randint(1, len(names)))
            fin = g.chance(0.3)
            use_api = g.chance(0.2)
            parts = []
            for v in vs:
                s = S[v]
                k = g.pick(["copyout", "delete"])
                if s["dyn"] == 0:
                    if pres(v) and k == "copyout" and g.chance(0.5):
                        pass  # counter zero, structured one not: no action (2.7.8)
                    elif pres(v):
                        continue
                    # absent: no action (2.7.8, 2.7.11)
                    if use_api:
                        continue
                    parts.append("%s(%s)" % (k, whole(v)))
                    continue
                nd = 0 if fin else s["dyn"] - 1
                if nd + s["st"] == 0:
                    if k == "copyout":
                        upd_dev(v, ALL)
                    else:
                        upd_self(v, ALL)
                    s["hs"], s["ds"] = set(), set()
                s["dyn"] = nd
                if use_api:
                    lines.append(api(v, "acc_%s%s" % (k, "_finalize" if fin else "")))
                else:
                    parts.append("%s(%s)" % (k, whole(v)))
            if parts:
                lines.append("#pragma acc exit data %s%s" % (" ".join(parts), " finalize" if fin else ""))

        def update():
            v = g.pick(names)
            lo = r.randrange(dm)
            n = r.randint(1, dm - lo)
            rng = set(range(lo, lo + n))
            if not pres(v):
                lines.append("#pragma acc update %s(%s[%d:%d]) if_present" % (g.pick(["self", "host", "device"]), v, lo, n))
                return
            if g.chance(0.5):
                # self over newer host values would lose them: device first
                s = S[v]
                if s["ds"] & rng:
                    upd_dev(v, rng)
                lines.append("#pragma acc update %s(%s[%d:%d])" % (g.pick(["self", "host"]), v, lo, n))
                s["hs"] -= rng
            else:
                s = S[v]
                if s["hs"] & rng:
                    upd_self(v, rng)
                lines.append("#pragma acc update device(%s[%d:%d])" % (v, lo, n))
                s["ds"] -= rng

        def region(depth):
            vs = r.sample(names, r.randint(1, len(names)))
            cl = []
            kinds = {}
            for v in vs:
                k = g.pick(["copy", "copyin", "copyout", "create"] + (["present", "no_create"] if pres(v) else []))
                kinds[v] = k
                cl.append("%s(%s)" % (k, whole(v)))
            iff = g.pick([None, None, None, 0, 1])
            on = iff != 0
            lines.append("#pragma acc data %s%s" % (" ".join(cl), "" if iff is None else " if(%s)" % ("dv%d" % bi if iff else "dz%d" % bi)))
            lines.append("{")
            if iff is not None:
                ifnames.extend(vs)
            if on:
                for v in vs:
                    s = S[v]
                    if not pres(v):
                        s["hs"], s["ds"] = set(), (set(ALL) if kinds[v] in ("copyout", "create") else set())
                    s["st"] += 1
            for _ in range(r.randint(1, 4)):
                step(depth + 1)
            if on:
                for v in vs:
                    s = S[v]
                    s["st"] -= 1
                    if s["st"] + s["dyn"] == 0:
                        if kinds[v] in ("copy", "copyout"):
                            upd_dev(v, ALL)
                        else:
                            upd_self(v, ALL)
                        s["hs"], s["ds"] = set(), set()
            if iff is not None:
                del ifnames[len(ifnames) - len(vs):]
            lines.append("}")

        def presence():
            # the model's presence, checked where memory is discrete (a never-mapped
            # variable is present only in shared memory): a reference count off by one
            # (data deleted early, or never) shows here even when no value differs
            for v in names:
                lines.append("#ifdef _OPENACC\nif (!acc_is_present(&dnever%d, sizeof dnever%d) && !acc_is_present(%s, sizeof(int) * %d) != %d) { fprintf(stderr, \"presence of %s: expected %d at step %d\\n\"); exit(3); }\n#endif"
                             % (bi, bi, v, dm, 0 if pres(v) else 1, v, 1 if pres(v) else 0, len(lines)))

        def step(depth):
            if g.chance(0.4):
                presence()
            k = r.randrange(10)
            if k <= 2:
                kernel()
            elif k == 3:
                host_write()
            elif k == 4 or k == 5:
                enter()
            elif k == 6:
                exit_()
            elif k == 7:
                update()
            elif depth < 3:
                region(depth)
            else:
                kernel()

        lines.insert(0, "int dv%d = 1, dz%d = 0; static int dnever%d;" % (bi, bi, bi))
        # volatile copies: `if` conditions known only at run time
        lines.insert(1, "{ volatile int t = dv%d; dv%d = t; t = dz%d; dz%d = t; }" % (bi, bi, bi, bi))
        for _ in range(r.randint(3, 9)):
            step(0)
        presence()
        # at the end: host copies current, everything unmapped
        for v in names:
            s = S[v]
            if pres(v):
                upd_self(v, ALL)
                if s["dyn"]:
                    lines.append(g.pick(["#pragma acc exit data delete(%s) finalize" % whole(v),
                                         api(v, "acc_delete_finalize")]))
                    s["dyn"] = 0
        presence()
        chk = [(v, "int", dm) for v in names]
        return {"decl": decl, "code": lines, "check": chk}


    def b_declare_global(self, bi):
        """File-scope arrays and scalars in `declare create`/`copyin` (2.13), read and written
        by seq/vector/worker routines and by compute constructs directly, kept coherent with
        `update`; a `device_resident` scratch array written by one kernel and read by the
        next; an atomic counter in a declared global scalar."""
        g = self.g
        r = g.r
        n, nv = trip(g, 64, self.rt)
        gt, gs, gc, gd, gk = "gt%d" % bi, "gs%d" % bi, "gc%d" % bi, "gd%d" % bi, "gk%d" % bi
        fr, fv, fw = "gr%d" % bi, "gv%d" % bi, "gw%d" % bi
        o = "o%d" % bi
        ty = g.pick(["int", "long", "short", "unsigned", "double"])
        cvals = ", ".join(str(r.randrange(-20, 50)) for _ in range(8))
        self.routines += [
            "static %s %s[64];" % (ty, gt),
            "static int %s;" % gs,
            "static int %s[8] = {%s};" % (gc, cvals),
            "static long %s[64];" % gd,
            "static unsigned %s;" % gk,
            "#pragma acc declare create(%s, %s)" % (gt, gs) if g.chance(0.5) else "#pragma acc declare create(%s)\n#pragma acc declare create(%s)" % (gt, gs),
            "#pragma acc declare copyin(%s)" % gc,
            "#pragma acc declare device_resident(%s)" % gd,
            "#pragma acc declare create(%s)" % gk,
            "static int *gp%d;" % bi,
            "#pragma acc declare create(gp%d)" % bi,
            "#pragma acc routine seq",
            "static %s %s(int k) { return (%s)(%s[k & 63] * 2 + %s + %s[k & 7] + gp%d[k & 31]); }" % (ty, fr, ty, gt, gs, gc, bi),
            "#pragma acc routine vector",
            "static void %s(int m, int base) {" % fv,
            "    #pragma acc loop vector",
            "    for (int j = 0; j < m; j++) %s[j] = (%s)(%s[j] + base + %s[j & 7]);" % (gt, ty, gt, gc),
            "}",
            "#pragma acc routine worker",
            "static long %s(int m) {" % fw,
            "    long s = 0;",
            "    #pragma acc loop worker vector reduction(+:s)",
            "    for (int j = 0; j < m; j++) s += (long)%s[j] + %s[j & 7];" % (gt, gc),
            "    return s;",
            "}"]
        # a declared global pointer attached to its target (2.7.2) by an enter data
        lines = ["gp%d = (int *)malloc(sizeof(int) * 32);" % bi,
                 "for (int q = 0; q < 32; q++) gp%d[q] = q %% 5 - 2;" % bi,
                 "#pragma acc enter data copyin(gp%d[0:32])" % bi,
                 "for (int q = 0; q < 64; q++) %s[q] = (%s)(q * 3 - 20);" % (gt, ty),
                 "%s = %d; %s = 0;" % (gs, r.randrange(-9, 9), gk),
                 "#pragma acc update device(%s, %s, %s)" % (gt, gs, gk) if g.chance(0.5) else
                 "#pragma acc update device(%s[0:64])\n#pragma acc update device(%s) device(%s)" % (gt, gs, gk)]
        steps = r.randint(2, 5)
        for _ in range(steps):
            k = r.randrange(6)
            if k == 0:
                lines += ["#pragma acc parallel loop %s copy(%s[0:64])" % (self.level(("gang", "gang vector", "vector", "")), o),
                          "for (int k = 0; k < %s; k++) %s[k] += (%s)%s(k * 5 + 1);" % (n, o, ty, fr)]
            elif k == 1:
                lines += ["#pragma acc parallel num_gangs(1)" + g.pick(["", " vector_length(32)"]),
                          "%s(%s, %d);" % (fv, n, r.randrange(9)),
                          "#pragma acc update self(%s)" % gt]
            elif k == 2:
                lines += ["long ws%d = 0;" % _,
                          "#pragma acc parallel num_gangs(1) copy(ws%d)" % _,
                          "{ ws%d = %s(%s); }" % (_, fw, n),
                          "%s[%d] += (%s)ws%d;" % (o, _, ty, _)]
            elif k == 3:
                # the host changes its copies, then the device's
                lines += ["for (int q = 0; q < 64; q += 3) %s[q] = (%s)(%s[q] - q);" % (gt, ty, gt),
                          "%s += 2;" % gs,
                          "#pragma acc update device(%s, %s)" % (gt, gs)]
            elif k == 4:
                lines += ["#pragma acc parallel loop present(%s)" % gd if g.chance(0.5) else "#pragma acc parallel loop",
                          "for (int k = 0; k < %s; k++) %s[k] = (long)%s[k] * 7 + k;" % (n, gd, gt),
                          "#pragma acc parallel loop copy(%s[0:64])" % o,
                          "for (int k = 0; k < %s; k++) %s[k] += (%s)(%s[k] & 1023);" % (n, o, ty, gd)]
            else:
                lines += ["#pragma acc parallel loop %s" % self.level(("gang", "vector", "gang vector", "worker")),
                          "for (int k = 0; k < %s; k++) {" % n,
                          "    #pragma acc atomic update",
                          "    %s += (unsigned)(%s[k & 7] & 3) + 1u;" % (gk, gc),
                          "}",
                          "#pragma acc update self(%s)" % gk,
                          "%s[63] += (%s)%s;" % (o, ty, gk)]
        lines += ["#pragma acc parallel loop %s" % self.level(("gang", "vector", "")),
                  "for (int k = 0; k < 32; k++) gp%d[k] += %s(k);" % (bi, fr),
                  "#pragma acc update self(%s)" % gt,
                  "#pragma acc exit data copyout(gp%d[0:32])" % bi,
                  "for (int q = 0; q < 32; q++) ck_add((unsigned long long)gp%d[q]);" % bi,
                  "free(gp%d);" % bi]
        return {"decl": [(o, ty, 64)], "code": lines,
                "check": [(o, ty, 64), (gt, ty, 64), (gs, "int", 0), (gk, "unsigned", 0)]}

    def b_struct_pointers(self, bi):
        """Structs with pointer members and their targets mapped separately (deep copy by
        attach, 2.6.8, 2.7.2): `enter data copyin(s)` then the members' sections, a pointer to
        a struct, an array of structs each pointing to its own data, structured `data`
        regions with the struct and its members, scalar members changed on the device and
        copied back with the struct after the members are detached."""
        g = self.g
        r = g.r
        n, nv = trip(g, 60, self.rt)
        sn = "SP%d" % bi
        s, ps, arr = "sp%d" % bi, "psp%d" % bi, "asp%d" % bi
        env = self.env("k")
        lines = ["struct %s { int n; int *p; double *d; long tag; };" % sn,
                 "struct %s %s;" % (sn, s),
                 "%s.n = %s; %s.tag = %d;" % (s, n, s, r.randrange(50)),
                 "%s.p = (int *)malloc(sizeof(int) * 64); %s.d = (double *)malloc(sizeof(double) * 64);" % (s, s),
                 "for (int q = 0; q < 64; q++) { %s.p[q] = (int)(in0[q] & 255) - q; %s.d[q] = q * 0.5; }" % (s, s)]
        body_p = "%s.p[k] = %s.p[k] * 2 + (int)%s + (int)%s.tag;" % (s, s, g.int_expr(env).text, s)
        body_d = "%s.d[k] = %s.d[k] + %s.p[k] * 0.5;" % (s, s, s)
        kind = r.randrange(5)
        lvl = self.level(("gang", "gang vector", "vector", "", "worker"))
        if kind == 0:
            lines += ["#pragma acc enter data copyin(%s)" % s,
                      "#pragma acc enter data copyin(%s.p[0:64]) %s(%s.d[0:64])" % (s, g.pick(["copyin", "copyin"]), s),
                      "#pragma acc parallel loop %s present(%s)" % (lvl, s) if g.chance(0.5) else "#pragma acc parallel loop %s default(present) copyin(in0, in1, in2)" % lvl,
                      "for (int k = 0; k < %s.n; k++) { %s %s }" % (s, body_p, body_d),
                      "#pragma acc serial present(%s)" % s,
                      "{ %s.tag += %s.p[0] & 7; }" % (s, s),
                      "#pragma acc exit data copyout(%s.p[0:64], %s.d[0:64])" % (s, s),
                      "#pragma acc exit data copyout(%s)" % s]
        elif kind == 1:
            lines += ["#pragma acc data copyin(%s)" % s,
                      "{",
                      "#pragma acc data copy(%s.p[0:64]) copy(%s.d[0:%s.n])" % (s, s, s),
                      "{",
                      "#pragma acc parallel loop %s" % lvl,
                      "for (int k = 0; k < %s.n; k++) { %s %s }" % (s, body_p, body_d),
                      "#pragma acc update self(%s.p[0:%s])" % (s, g.pick(["64", "%s.n" % s])),
                      "for (int q = 0; q < %s.n; q++) %s.p[q] ^= 1;" % (s, s),
                      "#pragma acc update device(%s.p[0:64])" % s,
                      "#pragma acc parallel loop %s present(%s)" % (lvl, s),
                      "for (int k = 0; k < %s.n; k++) %s.p[k] += 3;" % (s, s),
                      "}",
                      "}"]
        elif kind == 2:
            lines += ["struct %s *%s = &%s;" % (sn, ps, s),
                      "#pragma acc enter data copyin(%s[0:1])" % ps,
                      "#pragma acc enter data copyin(%s->p[0:64], %s->d[0:64])" % (ps, ps),
                      "#pragma acc parallel loop %s present(%s[0:1])" % (lvl, ps),
                      "for (int k = 0; k < %s->n; k++) { %s }" % (ps, (body_p + " " + body_d).replace(s + ".", ps + "->")),
                      "#pragma acc exit data copyout(%s->d[0:64]) copyout(%s->p[0:64])" % (ps, ps),
                      "#pragma acc exit data delete(%s[0:1])" % ps]
        elif kind == 3:
            lines += ["struct %s %s[3];" % (sn, arr),
                      "for (int a = 0; a < 3; a++) { %s[a].n = %s - a > 0 ? %s - a : 0; %s[a].tag = a; %s[a].p = (int *)malloc(sizeof(int) * 64); %s[a].d = (double *)calloc(64, sizeof(double));" % (arr, n, n, arr, arr, arr),
                      "  for (int q = 0; q < 64; q++) %s[a].p[q] = q * (a + 1) - 9; }" % arr,
                      "#pragma acc enter data copyin(%s)" % arr,
                      "for (int a = 0; a < 3; a++) {",
                      "#pragma acc enter data copyin(%s[a].p[0:64]) create(%s[a].d[0:64])" % (arr, arr),
                      "}",
                      "#pragma acc parallel loop gang present(%s)" % arr,
                      "for (int a = 0; a < 3; a++) {",
                      "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq", ""]),
                      "    for (int k = 0; k < 64; k++) { %s[a].d[k] = k < %s[a].n ? %s[a].p[k] * 1.5 : 0.0; %s[a].p[k] -= (int)%s[a].tag; }" % (arr, arr, arr, arr, arr),
                      "}",
                      "for (int a = 0; a < 3; a++) {",
                      "#pragma acc exit data copyout(%s[a].p[0:64], %s[a].d[0:64])" % (arr, arr),
                      "}",
                      "#pragma acc exit data delete(%s)" % arr,
                      "for (int a = 0; a < 3; a++) { for (int q = 0; q < 64; q++) { ck_add((unsigned long long)%s[a].p[q]); ck_f(%s[a].d[q]); } free(%s[a].p); free(%s[a].d); }" % (arr, arr, arr, arr)]
        else:
            lines += ["#pragma acc parallel loop %s copyin(%s) copy(%s.p[0:64], %s.d[0:64])" % (lvl, s, s, s),
                      "for (int k = 0; k < %s.n; k++) { %s %s }" % (s, body_p, body_d)]
        lines.append("ck_add((unsigned long long)%s.tag); ck_add((unsigned long long)%s.n);" % (s, s))
        lines.append("for (int q = 0; q < 64; q++) { ck_add((unsigned long long)%s.p[q]); ck_f(%s.d[q]); }" % (s, s))
        lines.append("free(%s.p); free(%s.d);" % (s, s))
        return {"decl": [], "code": lines, "check": []}

    def shaped_loop(self, var, vtype, base, n_expr, nmax, st=None):
        """A loop over n_expr iterations (n_expr <= nmax, base >= 0 an expression) with the
        variable of type vtype (maybe unsigned), every value it takes >= 0; returns (header,
        index in [0, n))."""
        g = self.g
        st = st or g.pick([1, 1, 2, 3, 5])
        shapes = ["<", "<=", ">", ">="] + (["!="] if st == 1 else [])
        sh = g.pick(shapes)
        b = "(%s)" % base
        if sh == "<":
            h = "for (%s %s = %s; %s < %s + (%s) * %d; %s += %d)" % (vtype, var, b, var, b, n_expr, st, var, st)
            idx = "(int)((%s - %s) / %d)" % (var, b, st)
        elif sh == "!=":
            h = "for (%s %s = %s; %s != %s + (%s); %s++)" % (vtype, var, b, var, b, n_expr, var)
            idx = "(int)(%s - %s)" % (var, b)
        elif sh == "<=":
            # (n - 1) * st may be negative for n == 0: the bound is b - st then, still >= 0 below
            h = "for (%s %s = %s + %d; %s <= %s + (%s) * %d; %s += %d)" % (vtype, var, b, st, var, b, n_expr, st, var, st)
            idx = "(int)((%s - %s) / %d - 1)" % (var, b, st)
        elif sh == ">":
            h = "for (%s %s = %s + (%s) * %d; %s > %s; %s -= %d)" % (vtype, var, b, n_expr, st, var, b, var, st)
            idx = "(int)((%s + (%s) * %d - %s) / %d)" % (b, n_expr, st, var, st)
        else:
            h = "for (%s %s = %s + (%s) * %d; %s >= %s + %d; %s -= %d)" % (vtype, var, b, n_expr, st, var, b, st, var, st)
            idx = "(int)((%s + (%s) * %d - %s) / %d)" % (b, n_expr, st, var, st)
        return h, idx

    def b_loop_shapes(self, bi):
        """gang, worker and vector loops with steps above 1, descending loops, <=, >=, !=
        tests, unsigned, long and unsigned long loop variables, bounds that are expressions of
        the outer loops' variables (triangular and offset), a vector reduction over a
        triangular inner loop, and collapse(2) over such shapes with outer-independent bounds."""
        g = self.g
        r = g.r
        o = "o%d" % bi
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        vt = lambda: g.pick(["int", "unsigned", "long", "unsigned long", "long long", "unsigned long long", "short", "unsigned short"])
        hi, ii = self.shaped_loop("i", vt(), g.pick(["0", "3", "%s" % n1]), n1, R)
        kind = r.randrange(4)
        env = {"k": "(ii * 31 + jj) % 600", "ins": [("in0", self.in_types[0])], "fins": []}
        val = g.int_expr(env, 2).text
        if kind == 0:
            # triangular: j runs over [ii, n2) (or [0, ii + 1) capped by C)
            if g.chance(0.5):
                nj, bj = "((%s) > ii ? (%s) - ii : 0)" % (n2, n2), "ii"
            else:
                nj, bj = "(ii + 1 < %s ? ii + 1 : %s)" % (n2, n2), g.pick(["0", "2"])
            hj, ij = self.shaped_loop("j", vt(), bj, nj, C)
            jj = "(%s + %s)" % (ij, bj) if bj != "0" else ij
            lines = ["#pragma acc parallel loop %s" % g.pick(["gang", "gang worker", "gang vector", ""]),
                     hi + " {", "    int ii = %s;" % ii,
                     "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq", "", "independent"]),
                     "    " + hj + " {", "        int jj = %s;" % jj,
                     "        if (jj < %d) %s[ii][jj] = (int)(%s) + ii * 100 + jj;" % (C, o, val),
                     "    }", "}"]
            if "gang worker" in lines[0]:
                lines[3] = lines[3].replace("worker vector", "vector").replace("worker", "vector")
            if "vector" in lines[0]:
                lines[3] = "    #pragma acc loop %s" % g.pick(["seq", ""])
        elif kind == 1:
            # a vector reduction over a loop bounded by the worker loop's index
            hj, ij = self.shaped_loop("j", vt(), "0", n2, C)
            hk, ik = self.shaped_loop("l", vt(), "1", "jj + 1", C + 1)
            lines = ["#pragma acc parallel loop gang",
                     hi + " {", "    int ii = %s;" % ii,
                     "    #pragma acc loop worker",
                     "    " + hj + " {", "        int jj = %s;" % ij,
                     "        long s = 0;",
                     "        #pragma acc loop vector reduction(+:s)",
                     "        " + hk + " { int ll = %s; s += (long)in0[(ii * 7 + jj * 3 + ll) %% %d] * (ll + 1); }" % (ik, CAP),
                     "        %s[ii][jj] = (int)s;" % o,
                     "    }", "}"]
        elif kind == 2:
            hj, ij = self.shaped_loop("j", vt(), g.pick(["0", "4"]), n2, C)
            lines = ["#pragma acc parallel loop collapse(2) %s" % g.pick(["gang", "gang vector", "", "worker vector", "vector"]),
                     hi + " {",
                     "    " + hj + " {",
                     "        int ii = %s, jj = %s;" % (ii, ij),
                     "        %s[ii][jj] = (int)(%s) - ii * jj;" % (o, val),
                     "    }", "}"]
        else:
            # gang over a stepped descending loop, worker over an offset one, vector over j
            hj, ij = self.shaped_loop("j", vt(), "ii % 3", "%s - ii %% 3 > 0 ? %s - ii %% 3 : 0" % (n2, n2), C)
            lines = ["#pragma acc parallel loop gang num_workers(%d) vector_length(%d)" % (g.pick([1, 2, 4]), g.pick([1, 32, 64])),
                     hi + " {", "    int ii = %s;" % ii,
                     "    #pragma acc loop worker vector",
                     "    " + hj + " {", "        int jj = %s + ii %% 3;" % ij,
                     "        %s[ii][jj] = (int)(%s) ^ ii;" % (o, val),
                     "    }", "}"]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d")]}

    def b_kernels_reduce(self, bi):
        """kernels regions whose loops hold implicit reductions (sums, products, max/min
        patterns, bit operations, && and ||, on several types) the analysis must recognise or
        keep sequential, per-row inner reductions, loops with carried dependences (prefix sums,
        recurrences through a scalar, last values, an element updated by every iteration of
        an inner loop) that must stay sequential, mixed in one region."""
        g = self.g
        r = g.r
        n, nv = trip(g, CAP - 1, self.rt)
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o, o2 = "o%d" % bi, "o%db" % bi
        env = self.env("k")
        vs = self.red_vars(bi, r.randint(1, 3))
        decls = ["%s %s = %s;" % (ty, v, self.red_init(op, ty)) for v, ty, op in vs]
        body = []
        for v, ty, op in vs:
            body += ["for (int k = 0; k < %s; k++) %s" % (n, self.red_update(v, op, ty, env, 12))]
        extra = []
        for _ in range(r.randint(1, 3)):
            k = r.randrange(6)
            if k == 0:
                extra += ["for (int i = 0; i < %s; i++) { long t = 0; for (int j = 0; j < %s; j++) t += (long)in0[(i * %d + j) %% %d]; %s[i] = t; }" % (n1, n2, C, CAP, o2)]
            elif k == 1:
                extra += ["for (int i = 0; i < %s; i++) for (int j = 0; j < %s; j++) %s[i] += (long)in1[(i + j * 5) %% %d] & 63;" % (n1, n2, o2, CAP)]
            elif k == 2:
                extra += ["%s[0] = in0[0] & 7;" % o,
                          "for (int k = 1; k < %s; k++) %s[k] = %s[k - 1] + (in1[k] & 7);" % (n, o, o)]
            elif k == 3:
                extra += ["kl%d = -1;" % bi,
                          "for (int k = 0; k < %s; k++) if ((in2[k] & 3) == 1) kl%d = k;" % (n, bi)]
            elif k == 4:
                extra += ["for (int k = 0; k < %s; k++) ku%d = ku%d * 3u + (unsigned)(in0[k] & 15);" % (n, bi, bi)]
            else:
                extra += ["for (int k = 0; k < %s; k++) { int t = in2[k] & 31; if (t > km%d) km%d = t; %s[k] = km%d; }" % (n, bi, bi, o, bi)]
        items = body + extra
        r.shuffle(items)
        lines = decls + ["int kl%d = -5; unsigned ku%d = 1u; int km%d = -1;" % (bi, bi, bi),
                         "#pragma acc kernels%s" % g.pick(["", " copy(%s, %s)" % (o, o2), " copyin(in0, in1, in2)"]), "{"] + items + ["}"]
        chk = [(v, ty, 0) for v, ty, op in vs] + [("kl%d" % bi, "int", 0), ("ku%d" % bi, "unsigned", 0),
                                                 ("km%d" % bi, "int", 0), (o, "int", CAP), (o2, "long", R)]
        return {"decl": [(o, "int", CAP), (o2, "long", R)], "code": lines, "check": chk}

    def b_routine_reduce(self, bi):
        """Reductions of every operator and type inside `routine vector` and `routine worker`
        functions (a worker loop whose body runs a vector reduction), called from gang loops
        and from worker loops, their results combined by the caller."""
        g = self.g
        r = g.r
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        ty = g.pick(["int", "unsigned", "long", "double", "short", "unsigned char", "unsigned long long", "float"])
        op = g.pick(self.red_ops(ty))
        ty2 = g.pick(["int", "long", "double", "unsigned"])
        op2 = g.pick(self.red_ops(ty2))
        fv, fw = "rrv%d" % bi, "rrw%d" % bi
        o = "o%d" % bi
        penv = {"k": "j", "ins": [("row", "int")], "fins": []}
        upd = self.red_update("s", op, ty, penv, 10)
        penv2 = {"k": "l", "ins": [("row", "int")], "fins": []}
        upd2 = self.red_update("t", op2, ty2, penv2, 8)
        init, init2 = self.red_init(op, ty), self.red_init(op2, ty2)
        self.routines += ["#pragma acc routine vector",
                          "static %s %s(const int *row, int m) {" % (ty, fv),
                          "    %s s = %s;" % (ty, init),
                          "    #pragma acc loop vector reduction(%s:s)" % op,
                          "    for (int j = 0; j < m; j++) { %s }" % upd,
                          "    return s;", "}",
                          "#pragma acc routine worker",
                          "static %s %s(const int *row, int m, int m2) {" % (ty2, fw),
                          "    %s t = %s;" % (ty2, init2),
                          "    #pragma acc loop worker reduction(%s:t)" % op2,
                          "    for (int l = 0; l < m; l++) {",
                          "        %s" % upd2,
                          "        %s" % g.pick(["if (%s(row + l, m2) > 3) t = t;" % fv, ""]),
                          "    }",
                          "    return t;", "}"]
        k = r.randrange(3)
        if k == 0:
            lines = ["#pragma acc parallel loop gang copyin(in0) %s" % g.pick(["", "vector_length(32)", "num_workers(4) vector_length(64)"]),
                     "for (int i = 0; i < %s; i++) %s[i] = (long)%s(in0 + i * 3, %s);" % (n1, o, fv, n2)]
        elif k == 1:
            lines = ["#pragma acc parallel loop gang copyin(in0)",
                     "for (int i = 0; i < %s; i++) %s[i] = (long)%s(in0 + i * 5, %s, %s);" % (n1, o, fw, n2, n1)]
        else:
            lines = ["#pragma acc parallel loop gang copyin(in0)",
                     "for (int i = 0; i < %s; i++) {" % n1,
                     "    #pragma acc loop worker",
                     "    for (int w = 0; w < 4; w++) %s[i * 4 + w] = (long)%s(in0 + i * 4 + w, %s);" % (o, fv, n2),
                     "}"]
        # the routines read `const int *` rows, past the row too (their index expressions):
        # an int copy of in0 twice as long
        rin = "rin%d" % bi
        lines = ["static int %s[%d];" % (rin, 2 * CAP),
                 "for (int q = 0; q < %d; q++) %s[q] = (int)in0[q];" % (CAP, rin)] + \
            [ln.replace("copyin(in0)", "copyin(%s)" % rin).replace("(in0 + ", "(%s + " % rin) for ln in lines]
        return {"decl": [(o, "long", CAP)], "code": lines, "check": [(o, "long", CAP)]}

    def b_async_dag(self, bi):
        """Compute constructs and updates on four arrays spread over three async queues, with
        the `wait(q)` clauses and `wait(q) async(r)` directives the dependences need (tracked
        per array: the queue of its last access), host reads after waits, async enter/exit
        data."""
        g = self.g
        r = g.r
        n, nv = trip(g, CAP - 1, self.rt)
        names = ["o%d" % bi, "o%db" % bi, "o%dc" % bi, "o%dd" % bi]
        qs = g.pick([[1, 2, 3], [0, 5, 9], [2, 4, 7]])
        last = {v: None for v in names}
        lines = ["#pragma acc enter data copyin(%s) async(%d)" % (", ".join(names), qs[0])]
        for v in names:
            last[v] = qs[0]
        for _ in range(r.randint(3, 8)):
            k = r.randrange(5)
            q = g.pick(qs)
            if k <= 2:
                x = g.pick(names)
                y = g.pick([v for v in names if v != x])
                deps = sorted({last[x], last[y]} - {q, None})
                c = r.randrange(50)
                w = ""
                if deps:
                    if g.chance(0.5):
                        w = " wait(%s)" % ", ".join(map(str, deps))
                    else:
                        lines.append("#pragma acc wait(%s) async(%d)" % (", ".join(map(str, deps)), q))
                lines += ["#pragma acc parallel loop %s present(%s, %s) async(%d)%s" % (self.level(("gang", "vector", "gang vector", "")), x, y, q, w),
                          "for (int k = 0; k < %s; k++) %s[k] = ((%s[k] + %s[k] * 3 + k + %d) & 4095) - 2000;" % (n, x, x, y, c)]
                last[x] = last[y] = q
            elif k == 3:
                x = g.pick(names)
                deps = sorted({last[x]} - {q, None})
                if deps:
                    lines.append("#pragma acc wait(%s) async(%d)" % (deps[0], q))
                lines.append("#pragma acc update self(%s[0:%d]) async(%d)" % (x, CAP, q))
                last[x] = q
                # the host reads it after a wait on its queue
                lines += ["#pragma acc wait(%d)" % q,
                          "{ long hs = 0; for (int q = 0; q < %d; q++) hs += %s[q]; ck_add((unsigned long long)hs); }" % (CAP, x)]
            else:
                x = g.pick(names)
                deps = sorted({last[x]} - {q, None})
                lines += ["#pragma acc serial present(%s) async(%d)%s" % (x, q, " wait(%d)" % deps[0] if deps else ""),
                          "{ for (int k = 1; k < %s; k++) %s[k] = (%s[k] + %s[k - 1]) & 1023; }" % (n, x, x, x)]
                last[x] = q
        lines += ["#pragma acc wait(%s) async(%d)" % (", ".join(map(str, qs[1:])), qs[0]),
                  "#pragma acc exit data copyout(%s) async(%d)" % (", ".join(names), qs[0]),
                  g.pick(["#pragma acc wait", "#pragma acc wait(%d)" % qs[0]])]
        return {"decl": [(v, "int", CAP) for v in names], "code": lines, "check": [(v, "int", CAP) for v in names]}


    def b_fp_pointer(self, bi):
        """Pointers into mapped data used in compute constructs by value: `firstprivate(p)`,
        no clause (firstprivate, 2.6.2), pointers into the middle of a present array, a
        private copy moved in gang-redundant code (`p += 2` under num_gangs(1)), a pointer to
        a struct's array member, a pointer chosen by a run-time test, and `deviceptr` of
        acc_deviceptr's result under _OPENACC."""
        g = self.g
        r = g.r
        n, nv = trip(g, CAP - 20, self.rt)
        b, o = "fb%d" % bi, "o%d" % bi
        p, q = "fp%d" % bi, "fq%d" % bi
        env = self.env("k")
        off = r.randrange(0, 12)
        lines = ["static struct { int pad[3]; int v[%d]; } fs%d;" % (CAP, bi),
                 "for (int z = 0; z < %d; z++) { %s[z] = z * 3 - 50; fs%d.v[z] = z & 15; }" % (CAP, b, bi),
                 "int *%s = %s + %d;" % (p, b, off),
                 "int *%s = %s;" % (q, g.pick(["fs%d.v" % bi, "&fs%d.v[2]" % bi, "(%s > 3 ? fs%d.v + 1 : &fs%d.v[5])" % (n, bi, bi)])),
                 g.pick(["#pragma acc data copy(%s) copy(fs%d)" % (b, bi), "#pragma acc data copy(%s[0:%d], fs%d)" % (b, CAP, bi)]),
                 "{"]
        qlen = CAP - 20
        for _ in range(r.randint(2, 4)):
            k = r.randrange(5)
            if k == 0:
                lines += ["#pragma acc parallel loop %s firstprivate(%s)" % (self.level(("gang", "vector", "gang vector", "")), p),
                          "for (int k = 0; k < %s; k++) { int *w = %s + k; *w = (*w + (int)%s) & 4095; }" % (n, p, g.int_expr(env).text)]
            elif k == 1:
                lines += ["#pragma acc parallel loop %s" % self.level(("gang", "vector", "gang vector", "")),
                          "for (int k = 0; k < %s; k++) %s[k] += %s[k] + 1;" % (n, p, q)]
            elif k == 2:
                lines += ["#pragma acc parallel num_gangs(1) firstprivate(%s)" % p,
                          "{",
                          "    %s += 2;" % p,
                          "    #pragma acc loop %s" % g.pick(["vector", "worker", "gang", "seq"]),
                          "    for (int k = 0; k < %s; k++) %s[k] ^= 3;" % (n, p),
                          # (back: plain C, the reference, has no private copy)
                          "    %s -= 2;" % p,
                          "}"]
            elif k == 3:
                lines += ["#pragma acc parallel loop gang firstprivate(%s, %s)" % (p, q),
                          "for (int i = 0; i < 4; i++) {",
                          "    int *row = %s + i * 4;" % p,
                          "    #pragma acc loop vector",
                          "    for (int j = 0; j < 4; j++) row[j] = row[j] * 2 - %s[i + j];" % q,
                          "}"]
            else:
                lines += ["#ifdef _OPENACC",
                          "{ int *dp = (int *)acc_deviceptr(%s);" % b,
                          "#pragma acc parallel loop deviceptr(dp)",
                          "for (int k = 0; k < %s; k++) dp[k + %d] -= 1; }" % (n, off),
                          "#else",
                          "for (int k = 0; k < %s; k++) %s[k + %d] -= 1;" % (n, b, off),
                          "#endif"]
        lines.append("}")
        return {"decl": [(b, "int", CAP)], "code": lines, "check": [(b, "int", CAP), ("fs%d.v" % bi, "int", CAP)]}


    # ---- fifth widening (2026-11-30, semfuzz5): kernels regions of several nests with
    # `independent` overrides and scalars between them, routine call chains of depth 2-3
    # with pointer arguments, tile/collapse with private and reduction on the same loop,
    # loop bounds read from device memory, multi-dimensional private arrays, `if` clauses
    # switching regions between host and device over present data, serial and parallel
    # mixed on one data region, and the acc_* data routines mixed with directives ----

    def b_kernels_nests(self, bi):
        """A kernels region holding several loop nests over two arrays that later nests read
        again (at shifted indices), scalars assigned between the nests and used as bounds or
        values, `loop independent` over a permutation's indirect writes (a true override),
        carried dependences the analysis must keep sequential, implied reductions and a
        2-D nest with a per-row inner sum."""
        g = self.g
        r = g.r
        n, nv = trip(g, CAP - 8, self.rt)
        n1, _ = trip(g, R, self.rt)
        o, o2, pm = "o%d" % bi, "o%db" % bi, "pm%d" % bi
        m2 = "m2_%d" % bi
        sc, sm, mx = "sc%d" % bi, "sm%d" % bi, "mx%d" % bi
        env = self.env("k")
        # (7 divides 700: a multiplier of 7 repeats indices, a false `independent`)
        mul = g.pick([11, 13, 3, 17])
        lines = ["static int %s[%d];" % (pm, CAP),
                 # a permutation of 0..CAP-1 (mul is coprime with CAP = 700)
                 "for (int q = 0; q < %d; q++) %s[q] = (q * %d + 5) %% %d;" % (CAP, pm, mul, CAP),
                 "static long %s[%d][%d];" % (m2, R, C),
                 "int %s = 3; long %s = 0; int %s = -100;" % (sc, sm, mx)]
        body = []
        # the first nest writes o everywhere (later nests read any element)
        body += ["#pragma acc loop %s" % g.pick(["independent", "", "gang", "gang vector", "independent vector(64)"]),
                 "for (int k = 0; k < %d; k++) %s[k] = (int)((%s) & 1023);" % (CAP, o, g.as_unsigned(g.int_expr(env)))]
        for _ in range(r.randint(2, 5)):
            k = r.randrange(10)
            if k == 9:   # a dependence only an alias shows: a pointer into the same array
                d = r.randrange(0, 8)
                body += ["{ int *al = %s + %d;" % (g.pick([o, o2]), d),
                         "  for (int k = 0; k < %s; k++) al[k] = (%s[k] + %d) & 4095; }" % (n, g.pick([o, o2]), r.randrange(1, 9))]
            elif k == 0:   # scalar between nests, used as a value and a bound
                body += ["%s = (%s[%d] & 15) + 1;" % (sc, o, r.randrange(CAP))]
            elif k == 1:  # a nest reading o at shifted indices, writing o2
                body += ["#pragma acc loop %s" % g.pick(["independent", "", "gang vector", "seq"]),
                         "for (int k = 0; k < %s; k++) %s[k] = %s[k + %d] - %s[k] + %s;" % (n, o2, o, r.randrange(1, 7), o, sc)]
            elif k == 2:  # indirect writes through the permutation: independent is true
                body += ["#pragma acc loop independent",
                         "for (int k = 0; k < %d; k++) %s[%s[k]] = %s[k] * 2 + %s;" % (CAP, o2, pm, o, sc)]
            elif k == 3:  # a carried dependence (kept sequential, or marked seq)
                body += ["#pragma acc loop %s" % g.pick(["seq", ""]),
                         "for (int k = 1; k < %s; k++) %s[k] = (%s[k - 1] + %s[k]) & 4095;" % (n, o, o, o2)] if g.chance(0.5) else \
                        ["for (int k = %s - 2; k >= 0; k--) %s[k] = (%s[k + 1] ^ %s[k]) & 4095;" % (n, o2, o2, o)]
            elif k == 4:  # implied reductions
                body += ["for (int k = 0; k < %s; k++) { %s += %s[k] & 255; if (%s[k] > %s) %s = %s[k]; }" % (n, sm, o2, o, mx, mx, o)]
            elif k == 5:  # a loop bounded by a scalar computed in the region
                body += ["#pragma acc loop %s" % g.pick(["independent", "", "vector"]),
                         "for (int k = 0; k < %s * %d; k++) %s[k] += %s;" % (sc, r.randrange(1, 30), o2, sc)]
            elif k == 6:  # a 2-D nest: outer independent, a per-row inner sum
                body += ["#pragma acc loop %s" % g.pick(["independent", "gang", ""]),
                         "for (int i = 0; i < %s; i++) {" % n1,
                         "    long t = 0;",
                         "    #pragma acc loop %s" % g.pick(["seq", "", "vector reduction(+:t)", "reduction(+:t)"]),
                         "    for (int j = 0; j < %d; j++) t += %s[i * %d + j] & 63;" % (C, o, C),
                         "    %s[i][0] = t;" % m2,
                         "    #pragma acc loop %s" % g.pick(["independent", "", "vector"]),
                         "    for (int j = 1; j < %d; j++) %s[i][j] = %s[(i * %d + j) %% %d] - t;" % (C, m2, o2, C, CAP),
                         "}"]
            elif k == 7:  # reuse: o rewritten from o2 (the anti dependence on o2 is gone: each k its own)
                body += ["#pragma acc loop %s" % g.pick(["independent", "", "gang"]),
                         "for (int k = 0; k < %d; k++) %s[k] = (%s[k] + k) & 2047;" % (CAP, o, o2)]
            else:  # an element updated by each iteration of an inner loop (sequential in j)
                body += ["for (int i = 0; i < %s; i++) {" % n1,
                         "    #pragma acc loop seq",
                         "    for (int j = 1; j < %d; j++) %s[i][j] += %s[i][j - 1] & 255;" % (C, m2, m2),
                         "}"]
        dc = g.pick(["", " copy(%s, %s)" % (o, o2), " copy(%s, %s, %s) copyin(%s)" % (o, o2, m2, pm), " create(%s) copyout(%s)" % (m2, o)])
        if "create(%s)" % m2 in dc:
            # m2 starts undefined on the device: the nests touching m2 would read it
            dc = " copy(%s)" % o
        lines += ["#pragma acc kernels%s" % dc, "{"] + body + ["}"]
        chk = [(o, "int", CAP), (o2, "int", CAP), (m2, "long", "sum2d"), (sc, "int", 0), (sm, "long", 0), (mx, "int", 0)]
        return {"decl": [(o, "int", CAP), (o2, "int", CAP)], "code": lines, "check": chk}

    def b_routine_chain(self, bi):
        """routine call chains of depth 2-3 at every level: gang -> worker -> vector -> seq ->
        seq, scalars passed by pointer (a worker-private local's address to a vector routine,
        a seq routine accumulating through `int *`), rows passed as pointers, called from
        gang-redundant code, gang loops and worker loops."""
        g = self.g
        r = g.r
        NB, NR, NC = 4, 6, 20
        nb, _ = trip(g, NB, self.rt)
        nr, _ = trip(g, NR, self.rt)
        nc, _ = trip(g, NC, self.rt)
        o = "o%d" % bi
        tot = "tt%d" % bi
        fa, fs, fv, fw, fg = ["rc%s%d" % (c, bi) for c in "aSvwg"]
        e = g.int_expr({"k": "x", "ins": [], "fins": []}, 2).text
        self.routines += [
            "#pragma acc routine seq",
            "static void %s(int *acc, int v) { *acc += (int)(((unsigned long long)(v) ^ %dull) & 15); }" % (fa, r.randrange(16)),
            "#pragma acc routine seq",
            "static int %s(const int *p, int m, int x) {" % fs,
            "    int s = 0;",
            "    for (int q = 0; q < m; q++) %s(&s, p[q] + (int)((unsigned long long)(%s) & 255));" % (fa, e),
            "    if (s > 1000) s = 1000;",
            "    return s;", "}",
            "#pragma acc routine vector",
            "static void %s(int *row, const int *src, int m, int *out) {" % fv,
            "    int s = 0;",
            "    #pragma acc loop vector reduction(+:s)",
            "    for (int j = 0; j < m; j++) { row[j] = %s(src + j, %d, j) + j; s += row[j] & 7; }" % (fs, r.randrange(1, 4)),
            "    *out = s;", "}",
            "#pragma acc routine worker",
            "static void %s(int (*rows)[%d], const int *src, int nr, int nc, long *tot) {" % (fw, NC),
            "    long t = 0;",
            "    #pragma acc loop worker reduction(+:t)",
            "    for (int i = 0; i < nr; i++) { int s = -1; %s(rows[i], src + i * 3, nc, &s); t += s; }" % fv,
            "    *tot = t;", "}",
            "#pragma acc routine gang",
            "static void %s(int (*blk)[%d][%d], const int *src, int nb, int nr, int nc, long *tots) {" % (fg, NR, NC),
            "    #pragma acc loop gang",
            "    for (int b = 0; b < nb; b++) %s(blk[b], src + b * 7, nr, nc, &tots[b]);" % fw, "}"]
        src = "rsrc%d" % bi
        lines = ["static int %s[%d];" % (src, CAP),
                 "for (int q = 0; q < %d; q++) %s[q] = (q * 5 + %d) %% 37 - 9;" % (CAP, src, r.randrange(30)),
                 "long %s[%d]; memset(%s, 0, sizeof %s);" % (tot, NB, tot, tot)]
        k = r.randrange(4)
        if k == 0:   # gang routine from gang-redundant code
            lines += ["#pragma acc parallel %s copy(%s, %s) copyin(%s)" % (g.pick(["", "num_gangs(3)", "num_gangs(2) num_workers(4)", "vector_length(32)", "num_workers(3) vector_length(33)",
                                                                                  "num_workers(1) vector_length(1)", "num_gangs(1) num_workers(7) vector_length(96)"]), o, tot, src),
                      "{", "    %s(%s, %s, %s, %s, %s, %s);" % (fg, o, src, nb, nr, nc, tot), "}"]
        elif k == 1:  # worker routine from a gang loop
            lines += ["#pragma acc parallel loop gang copy(%s, %s) copyin(%s) %s" % (o, tot, src, g.pick(["", "num_workers(2)", "vector_length(64)", "num_workers(5) vector_length(33)", "vector_length(1)"])),
                      "for (int b = 0; b < %s; b++) %s(%s[b], %s + b * 7, %s, %s, &%s[b]);" % (nb, fw, o, src, nr, nc, tot)]
        elif k == 2:  # vector routine from a worker loop, the out pointer to a private local
            lines += ["#pragma acc parallel loop gang copy(%s, %s) copyin(%s)" % (o, tot, src),
                      "for (int b = 0; b < %s; b++) {" % nb,
                      "    long t = 0;",
                      "    #pragma acc loop worker reduction(+:t)",
                      "    for (int i = 0; i < %s; i++) { int s = 0; %s(%s[b][i], %s + b * 7 + i * 3, %s, &s); t += s; }" % (nr, fv, o, src, nc),
                      "    %s[b] = t;" % tot,
                      "}"]
        else:  # seq chain from a vector loop, accumulating through a pointer to an element
            lines += ["#pragma acc parallel loop gang copy(%s, %s) copyin(%s)" % (o, tot, src),
                      "for (int b = 0; b < %s; b++) {" % nb,
                      "    #pragma acc loop %s" % g.pick(["vector", "worker vector", "worker", "collapse(2)"]),
                      "    for (int i = 0; i < %s; i++)" % nr,
                      "        for (int j = 0; j < %s; j++) { int s = j; %s(&s, %s(%s + i + j, 2, b)); %s[b][i][j] = s; }" % (nc, fa, fs, src, o),
                      "}"]
        return {"decl": [(o, "int", "[%d][%d][%d]" % (NB, NR, NC))], "code": lines,
                "check": [(o, "int", ("flat", NB * NR * NC)), (tot, "long", NB)]}

    def b_tile_priv_red(self, bi):
        """tile(a,b) and collapse(n) with private scalars/arrays and reductions on the same
        loop directive, in combined and separate forms, with an inner vector loop reading the
        private array."""
        g = self.g
        r = g.r
        ns = [trip(g, m, self.rt)[0] for m in (A3 * 2, B3 * 2, C3)]
        hs = [loop_header(g, v, n) for v, n in zip(("i", "j", "l"), ns)]
        o = "o%d" % bi
        env = self.env("kk")
        vs = self.red_vars(bi, r.randint(1, 2))
        t, pa = "pt%d" % bi, "pa%d" % bi
        lines = ["%s %s = %s;" % (ty, v, self.red_init(op, ty)) for v, ty, op in vs]
        lines += ["int %s = 5; int %s[3] = {1, 2, 3};" % (t, pa)]
        kk = "int kk = (int)((%s * 17 + %s * 3) %% %d);" % (hs[0][1], hs[1][1], CAP)
        upd = " ".join(self.red_update(v, op, ty, env, 10) for v, ty, op in vs)
        rc = self.red_clause(vs)
        k = r.randrange(4)
        pcl = g.pick(["private(%s, %s)" % (t, pa), "private(%s) private(%s)" % (t, pa)] +
                     # firstprivate is a compute construct's clause (combined forms only, 2.9)
                     (["firstprivate(%s) private(%s)" % (pa, t)] if k < 2 else []))
        write_pa = "firstprivate" not in pcl or g.chance(0.5)
        setpa = "%s[0] = (int)%s; %s[1] = %s[0] * 2; %s[2] = %s[0] - 1;" % (pa, hs[1][1], pa, pa, pa, pa) if write_pa else ""
        body = "%s %s %s = (int)((%s) & 255); %s %s[0][%s][%s] = %s + %s[0] + %s[1] - %s[2];" % (
            kk, setpa, t, g.as_unsigned(g.int_expr(env)), upd, o, hs[0][1], hs[1][1], t, pa, pa, pa)
        if k == 0:
            lines += ["#pragma acc parallel loop tile(%s, %s) %s %s %s" % (g.pick(["2", "*", "4", "3"]), g.pick(["2", "*", "8", "5"]), g.pick(["", "gang", "gang vector"]), pcl, rc),
                      hs[0][0], "    " + hs[1][0] + " { " + body + " }"]
        elif k == 1:
            lines += ["#pragma acc parallel loop collapse(2) %s %s %s" % (g.pick(["", "gang", "gang vector", "gang worker vector"]), pcl, rc),
                      hs[0][0], "    " + hs[1][0] + " { " + body + " }"]
        elif k == 2:  # separate: parallel + loop gang collapse(2) with private/reduction, inner vector
            lines += ["#pragma acc parallel %s %s" % (rc, g.pick(["", "num_gangs(3)", "vector_length(32)"])), "{",
                      "#pragma acc loop gang collapse(2) %s %s" % (pcl, rc),
                      hs[0][0], "    " + hs[1][0] + " {",
                      "        " + body,
                      "        #pragma acc loop vector",
                      # two iterations, two elements: with four, l and l + 2 stored different
                      # values into one element, a race the H200 showed (emul runs lanes in order)
                      "        for (int l = 0; l < 2; l++) %s[l %% 2 + 1][%s][%s] = %s[l %% 3] + %s + l;" % (o, hs[0][1], hs[1][1], pa, t),
                      "    }", "}"]
        else:  # tile on a gang loop nest inside a kernels construct
            lines += ["#pragma acc kernels", "{",
                      "#pragma acc loop tile(%s, %s) %s %s %s" % (g.pick(["2", "*"]), g.pick(["3", "*"]), g.pick(["", "gang", "independent"]), pcl, rc),
                      hs[0][0], "    " + hs[1][0] + " { " + body + " }", "}"]
        # (t and pa are private: plain C keeps the last iteration's values, OpenACC the originals)
        chk = [(v, ty, 0) for v, ty, op in vs] + [(o, "int", ("flat", 3 * 16 * 16))]
        return {"decl": [(o, "int", "[3][16][16]")], "code": lines, "check": chk}

    def b_device_bounds(self, bi):
        """Loops whose bounds are read from device memory: struct members and array elements
        changed on the device (a serial region) while the host copy is stale, then used as
        the bounds of gang, worker and vector loops (the compiler must read the device's
        copy), inner bounds from a per-row length array, kernels loops bounded the same way."""
        g = self.g
        r = g.r
        o = "o%d" % bi
        D, d, ln = "DB%d" % bi, "db%d" % bi, "ln%d" % bi
        n0 = r.randrange(0, R)
        n1 = r.randrange(0, R + 1)
        lines = ["struct %s { int lo, n, m; int len[%d]; };" % (D, R),
                 "struct %s %s = {%d, %d, %d, {0}};" % (D, d, r.randrange(0, 3), n0, r.randrange(1, C + 1)),
                 "for (int q = 0; q < %d; q++) %s.len[q] = (q * %d) %% %d;" % (R, d, r.randrange(1, 9), C + 1),
                 "int %s[%d]; for (int q = 0; q < %d; q++) %s[q] = (q * 3 + 1) %% %d;" % (ln, R, R, ln, C + 1),
                 "#pragma acc enter data copyin(%s, %s)" % (d, ln),
                 "#pragma acc enter data copyin(%s)" % o]
        for _ in range(r.randint(2, 4)):
            k = r.randrange(5)
            if k == 0:  # change the bounds on the device only
                lines += ["#pragma acc serial present(%s, %s)" % (d, ln), "{",
                          "    %s.n = %d; %s.m = %d; %s.lo = %d;" % (d, r.randrange(0, R + 1), d, r.randrange(0, C + 1), d, r.randrange(0, 4)),
                          "    for (int q = 0; q < %d; q++) { %s[q] = (%s[q] + %d) %% %d; %s.len[q] = %s[q] ^ 1; }" % (R, ln, ln, r.randrange(1, 7), C + 1, d, ln),
                          "    if (%s.len[%d] > %d) %s.len[%d] = %d;" % (d, R - 1, C, d, R - 1, C),
                          "}"]
            elif k == 1:
                lines += ["#pragma acc parallel loop gang present(%s, %s, %s)" % (d, ln, o),
                          "for (int i = %s.lo; i < %s.n; i++) {" % (d, d),
                          "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq"]),
                          "    for (int j = 0; j < %s[i]; j++) %s[i][j] += i * 2 + j + %s.m;" % (ln, o, d),
                          "}"]
            elif k == 2:
                lines += ["#pragma acc parallel present(%s, %s) %s" % (d, o, g.pick(["", "num_gangs(2)", "vector_length(32)"])), "{",
                          "    #pragma acc loop gang",
                          "    for (int i = 0; i < %s.n; i++) {" % d,
                          "        #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector"]),
                          "        for (int j = %s.len[i]; j < %s.m; j++) %s[i][j] ^= j + 1;" % (d, d, o),
                          "    }", "}"]
            elif k == 3:
                lines += ["#pragma acc kernels present(%s, %s, %s)" % (d, ln, o), "{",
                          "    for (int i = 0; i < %s.n; i++)" % d,
                          "        for (int j = 0; j < %s.len[i] && j < %s; j++) %s[i][j] = %s[i][j] * 3 - %s.lo;" % (d, "%d" % C, o, o, d),
                          "}"]
            else:
                lines += ["#pragma acc parallel loop collapse(2) present(%s, %s)" % (d, o),
                          "for (int i = 0; i < %s.n; i++)" % d,
                          "    for (int j = %s.lo; j < %s.m; j++) %s[i][j] -= %s.len[i] & 3;" % (d, d, o, d)]
        lines += ["#pragma acc exit data copyout(%s, %s, %s)" % (o, d, ln)]
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines,
                "check": [(o, "int", "2d"), (d + ".n", "int", 0), (d + ".m", "int", 0), (d + ".len", "int", R), (ln, "int", R)]}

    def b_private_md(self, bi):
        """Multi-dimensional private arrays: a gang-private 2-D array shared by the gang's
        inner loops (written by one, read by the next), a per-iteration 3-D private array on
        vector/worker loops, a firstprivate 2-D array on the construct, a private array of
        structs with array members."""
        g = self.g
        r = g.r
        n1, _ = trip(g, R, self.rt)
        n2, _ = trip(g, C, self.rt)
        o = "o%d" % bi
        gp, vp, fp, sp, S = "gp%d" % bi, "vp%d" % bi, "fq%d" % bi, "sp%d" % bi, "SP%d" % bi
        env = self.env("kk")
        lines = ["int %s[3][%d]; double %s[2][3][2]; struct %s { int a[2][3]; short b; } %s[2];" % (gp, C, vp, S, sp),
                 "int %s[3][5]; for (int q = 0; q < 15; q++) %s[q / 5][q %% 5] = q * %d - 20;" % (fp, fp, r.randrange(1, 9))]
        where = g.pick(["construct", "loop"])
        fpc = g.pick(["firstprivate(%s)" % fp, "copyin(%s)" % fp])
        if where == "construct":
            lines += ["#pragma acc parallel %s %s" % (fpc, g.pick(["", "num_gangs(2)", "num_workers(2) vector_length(32)"])), "{",
                      "#pragma acc loop gang private(%s%s)" % (gp, g.pick(["", ", %s" % sp]))]
        else:
            lines += ["#pragma acc parallel loop gang private(%s) %s" % (gp, fpc)]
        lines += ["for (int i = 0; i < %s; i++) {" % n1,
                  "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq"]),
                  "    for (int j = 0; j < %d; j++) { int kk = (i * 25 + j) %% %d; for (int q = 0; q < 3; q++) %s[q][j] = %s[q][(j + i) %% 5] + q * %s; }" % (C, CAP, gp, fp, g.small(env, 6)),
                  "    #pragma acc loop %s private(%s, %s)" % (g.pick(["vector", "worker", "worker vector", ""]), vp, sp),
                  "    for (int j = 0; j < %s; j++) {" % n2,
                  "        for (int a = 0; a < 2; a++) for (int b = 0; b < 3; b++) { %s[a][b][0] = %s[b][(j + a) %% %d] * 0.5; %s[a][b][1] = a - b; %s[a].a[a][b] = %s[b][%d - j] + a; }" % (vp, gp, C, vp, sp, gp, C - 1),
                  "        %s[0].b = (short)j; %s[1].b = (short)-j;" % (sp, sp),
                  "        %s[i][j] = (int)(%s[1][2][0] * 2) - (int)%s[0][1][1] + %s[1].a[1][2] - %s[0].a[0][0] + %s[0].b + %s[1].b * 2 + %s[2][j %% 5];" % (o, vp, vp, sp, sp, sp, sp, fp),
                  "    }",
                  "}"]
        if where == "construct":
            lines.append("}")
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d"), (fp, "int", ("flat", 15))]}

    def b_if_switch(self, bi):
        """`if` clauses switching compute constructs between the host and the device over data
        a data region or enter data made present (present_or semantics: copy/copyin/present
        clauses are no copies on present data; a false `if` runs on the host's memory), with
        `update ... if(...)` keeping the two copies coherent as a correct program must."""
        g = self.g
        r = g.r
        n, _ = trip(g, CAP - 1, self.rt)
        o = "o%d" % bi
        s = "ss%d" % bi
        nsteps = r.randint(2, 5)
        conds = []
        lines = ["long %s = 0;" % s]
        for q in range(nsteps):
            v = r.randrange(2)
            conds.append(v)
            lines.append("volatile int ic%d_%d_v = %d; int ic%d_%d = ic%d_%d_v;" % (bi, q, v, bi, q, bi, q))
        structured = g.chance(0.5)
        if structured:
            lines += ["#pragma acc data copy(%s)" % o, "{"]
        else:
            lines += [g.pick(["#pragma acc enter data copyin(%s)" % o, "#ifdef _OPENACC\nacc_copyin(%s, sizeof %s);\n#endif" % (o, o)])]
        newest = "both"
        for q, v in enumerate(conds):
            c = "ic%d_%d" % (bi, q)
            if v and newest == "host":
                lines.append(g.pick(["#pragma acc update device(%s) if(%s)" % (o, c), "#pragma acc update device(%s[0:%d]) if(%s)" % (o, CAP, c),
                                     "#ifdef _OPENACC\nif (%s) acc_update_device(%s, sizeof %s);\n#endif" % (c, o, o)]))
            if not v and newest == "dev":
                lines.append(g.pick(["#pragma acc update self(%s) if(!%s)" % (o, c), "#pragma acc update host(%s) if(%s == 0)" % (o, c),
                                     "#ifdef _OPENACC\nif (!%s) acc_update_self(%s, sizeof %s);\n#endif" % (c, o, o)]))
            k = r.randrange(4)
            # (pcopy & co: OpenACC 2.0's names, still accepted, 2.7.1)
            dcl = g.pick(["copy(%s)" % o, "present(%s)" % o, "copyin(%s)" % o, "no_create(%s)" % o, "", "default(present)",
                          "pcopy(%s)" % o, "present_or_copy(%s)" % o, "pcopyin(%s)" % o, "present_or_create(%s)" % o])
            if dcl in ("copyin(%s)" % o, "pcopyin(%s)" % o) and not v:
                dcl = "copy(%s)" % o  # on the host a copyin is the memory itself anyway; keep the writes
            if k == 0:
                lines += ["#pragma acc parallel loop %s if(%s) %s reduction(+:%s)" % (self.level(("gang", "vector", "gang vector", "")), c, dcl, s),
                          "for (int k = 0; k < %s; k++) { %s[k] = (%s[k] * 3 + k + %d) & 4095; %s += %s[k] & 15; }" % (n, o, o, q, s, o)]
            elif k == 1:
                lines += ["#pragma acc kernels if(%s) %s" % (c, dcl), "{",
                          "for (int k = 1; k < %s; k++) %s[k] = (%s[k] + %s[k - 1]) & 4095;" % (n, o, o, o), "}"]
            elif k == 2:
                lines += ["#pragma acc serial if(%s) %s copy(%s)" % (c, dcl, s), "{",
                          "for (int k = 0; k < %s; k++) { %s += %s[k] %% 7; %s[k] ^= 5; }" % (n, s, o, o), "}"]
            else:
                lines += ["#pragma acc parallel %s self(!%s) %s" % (g.pick(["", "num_gangs(2)"]), c, dcl), "{",
                          "#pragma acc loop gang vector",
                          "for (int k = 0; k < %s; k++) %s[k] -= k & 3;" % (n, o), "}"]
            newest = "dev" if v else "host"
        # leaving: the device copy is copied back; make it the newest first
        if newest == "host":
            lines.append("#pragma acc update device(%s)" % o)
        if structured:
            lines.append("}")
        else:
            lines.append(g.pick(["#pragma acc exit data copyout(%s)" % o, "#ifdef _OPENACC\nacc_copyout(%s, sizeof %s);\n#endif" % (o, o)]))
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (s, "long", 0)]}

    def b_serial_parallel(self, bi):
        """serial and parallel constructs alternating on one data region: serial code
        computing prefix sums, scalars and a bound into device arrays that parallel loops
        then read, parallel reductions into device scalars (copy on the construct) that a
        serial region reads, all on the device's copies."""
        g = self.g
        r = g.r
        n, _ = trip(g, CAP - 1, self.rt)
        o, pre, sc = "o%d" % bi, "pr%d" % bi, "sv%d" % bi
        lines = ["static long %s[%d]; int %s[4] = {0, 0, 0, 0};" % (pre, CAP, sc),
                 "#pragma acc data copy(%s, %s, %s)" % (o, pre, sc), "{"]
        for _ in range(r.randint(2, 5)):
            k = r.randrange(6)
            if k == 5:  # reductions into a variable an enclosing data construct made present (2.6.2:
                # no implied firstprivate then), a serial region changing its device copy
                rop = g.pick([("+", "7"), ("max", "-5"), ("^", "3")])
                upd = {"+": "rd += %s[k] & 7;", "max": "if (%s[k] > rd) rd = %s[k];", "^": "rd ^= %s[k];"}[rop[0]].replace("%s", o)
                lines += ["{ long rd = %s;" % rop[1],
                          "#pragma acc data copy(rd)", "{",
                          "#pragma acc parallel loop %s reduction(%s:rd)" % (self.level(("gang", "vector", "gang vector", "", "worker")), rop[0]),
                          "for (int k = 0; k < %s; k++) %s" % (n, upd),
                          "#pragma acc serial", "{ rd = rd * 2 + 1; }",
                          "#pragma acc update self(rd)",
                          "ck_add((unsigned long long)rd);",
                          "#pragma acc parallel loop %s reduction(+:rd)" % self.level(("gang", "vector", "")),
                          "for (int k = 0; k < %s; k++) rd += k & 1;" % n,
                          "}",
                          "ck_add((unsigned long long)rd); }"]
            elif k == 0:
                lines += ["#pragma acc serial%s" % g.pick(["", " present(%s, %s)" % (o, pre)]), "{",
                          "    long t = 0;",
                          "    for (int k = 0; k < %s; k++) { t += %s[k] & 31; %s[k] = t; }" % (n, o, pre), "}"]
            elif k == 1:
                lines += ["#pragma acc parallel loop %s present(%s, %s)" % (self.level(("gang", "vector", "gang vector", "", "worker")), o, pre),
                          "for (int k = 0; k < %s; k++) %s[k] = (int)((%s[k] + k * %d) & 4095);" % (n, o, pre, r.randrange(1, 9))]
            elif k == 2:
                lines += ["#pragma acc serial", "{",
                          "    %s[0] = %s[%d] & 63; %s[1] = (int)(%s[%d] & 255);" % (sc, o, r.randrange(CAP), sc, pre, r.randrange(CAP)), "}",
                          "#pragma acc parallel loop gang present(%s, %s)" % (o, sc),
                          "for (int k = 0; k < %s[0]; k++) %s[k] += %s[1];" % (sc, o, sc)]
            elif k == 3:
                lines += ["{ int red = 0;",
                          "#pragma acc parallel loop %s reduction(+:red) copy(red)" % self.level(("gang", "vector", "gang vector", "")),
                          "for (int k = 0; k < %s; k++) red += %s[k] & 7;" % (n, o),
                          "#pragma acc serial copyin(red)", "{ %s[2] += red; %s[3] = %s[3] * 3 + (red & 15); }" % (sc, sc, sc),
                          "}"]
            else:
                lines += ["#pragma acc parallel num_gangs(%d)" % r.randint(1, 4), "{",
                          "    #pragma acc loop gang",
                          "    for (int k = 0; k < %s; k++) %s[k] ^= 9;" % (n, o), "}",
                          "#pragma acc serial", "{ %s[%d] = (int)%s[%d] + 1; }" % (o, r.randrange(CAP), pre, r.randrange(CAP))]
        lines.append("}")
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (pre, "long", CAP), (sc, "int", 4)]}

    def b_api_mix(self, bi):
        """The acc_* data routines mixed with directives: acc_copyin/acc_create then a
        `present` region, acc_is_present, acc_update_self/acc_update_device on partial
        ranges, acc_deviceptr passed to a `deviceptr` clause, acc_hostptr back, acc_malloc +
        acc_map_data with acc_memcpy_to_device/from_device, acc_copyout/acc_delete, and
        `enter data` of data the routines mapped (counters shared, 2.6.7)."""
        g = self.g
        r = g.r
        n = r.choice([1, 5, 64, 300, CAP])
        a, b, c = "aa%d" % bi, "ab%d" % bi, "ac%d" % bi
        lines = ["static int %s[%d], %s[%d], %s[%d];" % (a, CAP, b, CAP, c, CAP),
                 "for (int q = 0; q < %d; q++) { %s[q] = q %% 91 - 30; %s[q] = 0; %s[q] = q & 7; }" % (CAP, a, b, c),
                 "long pr%d = 0; int disc%d = 0;" % (bi, bi),
                 "#ifdef _OPENACC",
                 # discrete memory: a never-mapped variable is absent (in shared memory every
                 # address is present, and acc_map_data is undefined, 3.2.21)
                 "{ static int nv; disc%d = !acc_is_present(&nv, sizeof nv); }" % bi,
                 "%s(%s, sizeof %s); %s(%s, sizeof %s);" % (g.pick(["acc_copyin", "acc_pcopyin", "acc_present_or_copyin"]), a, a,
                                                            g.pick(["acc_create", "acc_pcreate", "acc_present_or_create"]), b, b),
                 "pr%d += acc_is_present(%s, sizeof %s) + 2 * acc_is_present(%s, 16);" % (bi, a, a, b),
                 "#else",
                 "pr%d += 3;" % bi,
                 "#endif",
                 # every element of b's device copy (acc_create: undefined) is written here
                 "#pragma acc parallel loop present(%s, %s)" % (a, b),
                 "for (int k = 0; k < %d; k++) %s[k] = k < %d ? %s[k] * 2 + 1 : 0;" % (CAP, b, n, a)]
        devwritten_b = True  # b's device copy holds the results for [0:n)
        for _ in range(r.randint(1, 4)):
            k = r.randrange(5)
            if k == 0:  # deviceptr of acc_deviceptr's result
                lines += ["#ifdef _OPENACC",
                          "{ int *dp = (int *)acc_deviceptr(%s);" % b,
                          "  pr%d += (acc_hostptr(dp) == (void *)%s);" % (bi, b),
                          "#pragma acc parallel loop deviceptr(dp)",
                          "  for (int k = 0; k < %d; k++) dp[k] += 3; }" % n,
                          "#else",
                          "for (int k = 0; k < %d; k++) %s[k] += 3;" % (n, b),
                          "pr%d += 1;" % bi,
                          "#endif"]
            elif k == 1:  # a partial update self, the host changes a, update device of a's part
                lo = r.randrange(0, n)
                ln = r.randrange(0, n - lo + 1)
                lines += ["#ifdef _OPENACC",
                          "acc_update_self(%s + %d, %d * sizeof(int));" % (b, lo, ln),
                          "#endif",
                          "{ long hs = 0; for (int q = %d; q < %d; q++) hs += %s[q]; ck_add((unsigned long long)hs); }" % (lo, lo + ln, b),
                          "for (int q = 0; q < %d; q++) %s[q] += 5;" % (CAP, a),
                          "#ifdef _OPENACC",
                          "acc_update_device(%s, sizeof %s);" % (a, a),
                          "#endif",
                          "#pragma acc parallel loop present(%s, %s)" % (a, b),
                          "for (int k = 0; k < %d; k++) %s[k] -= %s[k] & 3;" % (n, b, a)]
            elif k == 2:  # enter data on routine-mapped data: counters add up
                lines += ["#pragma acc enter data copyin(%s)" % a,
                          "#pragma acc exit data delete(%s)" % a,
                          "#ifdef _OPENACC",
                          "pr%d += 4 * acc_is_present(%s, sizeof %s);" % (bi, a, a),
                          "#else",
                          "pr%d += 4;" % bi,
                          "#endif"]
            elif k == 3:  # acc_malloc + acc_map_data + memcpy
                lines += ["#ifdef _OPENACC",
                          "{ void *dm = 0;",
                          "  if (disc%d) { dm = acc_malloc(sizeof %s); acc_map_data(%s, dm, sizeof %s); acc_memcpy_to_device(dm, %s, sizeof %s); }" % (bi, c, c, c, c, c),
                          "#pragma acc parallel loop present(%s) %s" % (c, g.pick(["", "gang", "vector"])),
                          "  for (int k = 0; k < %d; k++) %s[k] = %s[k] * 5 - k;" % (n, c, c),
                          "  if (disc%d) { acc_memcpy_from_device(%s, dm, sizeof %s); acc_unmap_data(%s); acc_free(dm); } }" % (bi, c, c, c),
                          "#else",
                          "for (int k = 0; k < %d; k++) %s[k] = %s[k] * 5 - k;" % (n, c, c),
                          "#endif"]
            else:  # a structured data region on routine-mapped data, a copy clause is no copy
                lines += ["#pragma acc data copy(%s) copyin(%s)" % (b, a), "{",
                          "#pragma acc parallel loop %s" % self.level(("gang", "vector", "gang vector", "")),
                          "for (int k = 0; k < %d; k++) %s[k] += %s[k] & 1;" % (n, b, a), "}"]
        lines += ["#ifdef _OPENACC",
                  g.pick(["acc_copyout(%s, sizeof %s);" % (b, b), "acc_copyout_finalize(%s, sizeof %s);" % (b, b)]),
                  g.pick(["acc_delete(%s, sizeof %s);" % (a, a), "acc_delete_finalize(%s, sizeof %s);" % (a, a), "#pragma acc exit data delete(%s)" % a]),
                  "pr%d += disc%d ? 8 * !acc_is_present(%s, sizeof %s) + 16 * !acc_is_present(%s, 4) : 24;" % (bi, bi, a, a, b),
                  "#else",
                  "pr%d += 24;" % bi,
                  "#endif"]
        return {"decl": [], "code": lines, "check": [(a, "int", ("flat", CAP)), (b, "int", ("flat", CAP)), (c, "int", ("flat", CAP)), ("pr%d" % bi, "long", 0)]}


    def b_atomic_fp(self, bi):
        """atomic update of float/double with every operator form, `*=`/`/=` by 2 and 0.5
        included (few updates, so the values stay exact and in range: 2.12), on scalars,
        array elements, struct members and through a pointer in a seq routine, in gang,
        worker, vector and seq loops; captures of a power-of-two product."""
        g = self.g
        r = g.r
        ty = g.pick(["float", "double"])
        n = r.choice([0, 1, 3, 8, 13])
        n2 = r.choice([1, 2])
        h, S, s = "hf%d" % bi, "SF%d" % bi, "sf%d" % bi
        fr = "raf%d" % bi
        forms = ["{x} *= 2;", "{x} = {x} * 2;", "{x} = 2 * {x};", "{x} /= 2;", "{x} = {x} / 2;", "{x} *= 0.5;",
                 "{x} = 0.5 * {x};", "{x} += {e};", "{x} -= {e};", "{x} = {x} - {e};", "{x} = {e} + {x};",
                 "{x}++;", "--{x};", "{x} *= -1;", "{x} /= -2;", "{x} = {x} / -1;"]
        self.routines += ["#pragma acc routine seq",
                          "static void %s(%s *p, int i) {" % (fr, ty),
                          "    #pragma acc atomic update",
                          "    *p += (%s)(i & 3) * 0.5%s;" % (ty, "f" if ty == "float" else ""),
                          "}"]
        init = [g.pick(["1024", "-512", "3", "0.75", "96"]) for _ in range(4)]
        lines = ["%s %s[4] = {%s};" % (ty, h, ", ".join(init)),
                 "struct %s { int pad; %s m; %s a[2]; } %s = {1, (%s)64, {(%s)8, (%s)-2}};" % (S, ty, ty, s, ty, ty, ty),
                 "%s ac%d = 0, cn%d = 0, cp%d[%d]; memset(cp%d, 0, sizeof cp%d);" % (ty, bi, bi, bi, max(1, n * n2), bi, bi)]
        tg = [("%s[%d]" % (h, q), None) for q in range(4)] + [("%s.m" % s, None), ("%s.a[1]" % s, None)]
        used = r.sample(range(len(tg)), r.randint(1, 4))
        lv = g.pick([("gang", "vector"), ("gang", "worker"), ("", ""), ("gang worker", "vector"), ("seq", "gang vector"), ("gang", "seq")])
        lines += ["#pragma acc %s copy(%s, %s, ac%d, cn%d, cp%d)" % (g.pick(["parallel loop %s" % lv[0], "serial loop", "kernels loop independent"]), h, s, bi, bi, bi),
                  "for (int i = 0; i < %d; i++) {" % n]
        inner = []
        for u in used:
            x = tg[u][0]
            f = g.pick(forms)
            inner += ["#pragma acc atomic%s" % g.pick(["", " update"]), f.format(x=x, e="(%s)(j + 1)" % ty)]
        lines += ["    #pragma acc loop %s" % (lv[1] if lv[0] != "" else ""), "    for (int j = 0; j < %d; j++) {" % n2]
        lines += ["        " + x for x in inner]
        if g.chance(0.5):
            lines += ["        %s(&ac%d, i + j);" % (fr, bi)]
        if g.chance(0.4):
            lines += ["        %s v;" % ty, "        #pragma acc atomic capture", "        { v = cn%d; cn%d += 1; }" % (bi, bi),
                      "        cp%d[(int)v %% %d] += 1;" % (bi, max(1, n * n2))]
        lines += ["    }", "}"]
        return {"decl": [], "code": lines,
                "check": [(h, ty, 4), (s + ".m", ty, 0), (s + ".a", ty, 2), ("ac%d" % bi, ty, 0), ("cn%d" % bi, ty, 0), ("cp%d" % bi, ty, max(1, n * n2))]}


    def b_csr(self, bi):
        """CSR sparse matrix-vector products, as users write them: a struct with pointer
        members attached by `enter data` (or a plain set of arrays), the inner loop's bounds
        read from the row-pointer array on the device, a vector (or worker, or seq)
        reduction per row, several products in a row with the vector updated on the device
        between them, kernels and parallel forms, rows of length 0 to 60."""
        g = self.g
        r = g.r
        nrows = r.choice([0, 1, 5, 33, 100, 257])
        ST = "CSR%d" % bi
        A, x, y = "cm%d" % bi, "cx%d" % bi, "cy%d" % bi
        lines = ["struct %s { int n, nnz; int *rp; int *ci; double *v; };" % ST,
                 "struct %s %s; %s.n = %d;" % (ST, A, A, nrows),
                 "%s.rp = (int *)malloc(sizeof(int) * (%d + 1));" % (A, nrows),
                 "{ int nz = 0; %s.rp[0] = 0; for (int q = 0; q < %d; q++) { nz += (q * %d + %d) %% %d; %s.rp[q + 1] = nz; } %s.nnz = nz; }"
                 % (A, nrows, r.randrange(1, 17), r.randrange(9), r.choice([1, 5, 17, 61]), A, A),
                 "%s.ci = (int *)malloc(sizeof(int) * (%s.nnz + 1)); %s.v = (double *)malloc(sizeof(double) * (%s.nnz + 1));" % (A, A, A, A),
                 "for (int q = 0; q < %s.nnz; q++) { %s.ci[q] = (q * %d + 3) %% (%d + 1); %s.v[q] = (q %% 9) - 4 + ((q & 1) ? 0.5 : 0); }"
                 % (A, A, r.randrange(1, 50), nrows, A),
                 "double *%s = (double *)malloc(sizeof(double) * (%d + 1)), *%s = (double *)malloc(sizeof(double) * (%d + 1));" % (x, nrows, y, nrows),
                 "for (int q = 0; q <= %d; q++) { %s[q] = (q %% 5) - 2; %s[q] = 0; }" % (nrows, x, y)]
        use_struct = g.chance(0.6)
        if use_struct:
            lines += ["#pragma acc enter data copyin(%s)" % A,
                      "#pragma acc enter data copyin(%s.rp[0:%s.n + 1], %s.ci[0:%s.nnz + 1], %s.v[0:%s.nnz + 1])" % (A, A, A, A, A, A)]
            rp, ci, v, nn = "%s.rp" % A, "%s.ci" % A, "%s.v" % A, "%s.n" % A
            pres = "present(%s)" % A
        else:
            lines += ["int *rp%d = %s.rp, *ci%d = %s.ci; double *v%d = %s.v; int n%d = %s.n;" % (bi, A, bi, A, bi, A, bi, A),
                      "#pragma acc enter data copyin(rp%d[0:n%d + 1], ci%d[0:%s.nnz + 1], v%d[0:%s.nnz + 1])" % (bi, bi, bi, A, bi, A)]
            rp, ci, v, nn = "rp%d" % bi, "ci%d" % bi, "v%d" % bi, "n%d" % bi
            # (a pointer alone in a data clause is the pointer variable, 2.7.2: sections name the data)
            pres = "present(%s[0:%s + 1], %s[0:%s.nnz + 1], %s[0:%s.nnz + 1])" % (rp, nn, ci, A, v, A)
        lines += ["#pragma acc enter data copyin(%s[0:%d + 1], %s[0:%d + 1])" % (x, nrows, y, nrows)]
        xy = g.pick(["present(%s[0:%d + 1], %s[0:%d + 1])" % (x, nrows, y, nrows), ""])
        for it in range(r.randint(1, 3)):
            k = r.randrange(4)
            if k == 0:
                lines += ["#pragma acc parallel loop gang %s %s %s" % (pres, xy, g.pick(["", "vector_length(32)", "vector_length(64)", "num_workers(4) vector_length(32)"])),
                          "for (int i = 0; i < %s; i++) {" % nn,
                          "    double s = 0;",
                          "    #pragma acc loop %s reduction(+:s)" % g.pick(["vector", "worker vector", "worker", "seq"]),
                          "    for (int j = %s[i]; j < %s[i + 1]; j++) s += %s[j] * %s[%s[j]];" % (rp, rp, v, x, ci),
                          "    %s[i] = s;" % y, "}"]
            elif k == 1:
                lines += ["#pragma acc kernels %s %s" % (pres, xy),
                          "for (int i = 0; i < %s; i++) {" % nn,
                          "    double s = 0;",
                          "    for (int j = %s[i]; j < %s[i + 1]; j++) s += %s[j] * %s[%s[j]];" % (rp, rp, v, x, ci),
                          "    %s[i] = s;" % y, "}"]
            elif k == 2:
                lines += ["#pragma acc parallel loop gang worker %s %s num_workers(%d)" % (pres, xy, r.choice([2, 4, 8])),
                          "for (int i = 0; i < %s; i++) {" % nn,
                          "    int lo = %s[i], hi = %s[i + 1]; double s = 0;" % (rp, rp),
                          "    #pragma acc loop vector reduction(+:s)",
                          "    for (int j = lo; j < hi; j++) s += %s[j] * %s[%s[j]];" % (v, x, ci),
                          "    %s[i] = s;" % y, "}"]
            else:
                lines += ["#pragma acc parallel loop %s %s" % (pres, xy),
                          "for (int i = 0; i < %s; i++) {" % nn,
                          "    double s = 0;",
                          "    for (int j = %s[i]; j < %s[i + 1]; j++) s += %s[j] * %s[%s[j]];" % (rp, rp, v, x, ci),
                          "    %s[i] = s;" % y, "}"]
            # the next product's vector, on the device (values stay small: x = y / 64 rounded)
            lines += ["#pragma acc parallel loop %s" % xy,
                      "for (int i = 0; i < %d; i++) %s[i] = (double)((long)%s[i] %% 7) + ((i & 1) ? 0.5 : 0);" % (nrows, x, y)]
        lines += ["#pragma acc exit data copyout(%s[0:%d + 1], %s[0:%d + 1])" % (x, nrows, y, nrows)]
        if use_struct:
            lines += ["#pragma acc exit data delete(%s.rp[0:%s.n + 1], %s.ci[0:%s.nnz + 1], %s.v[0:%s.nnz + 1])" % (A, A, A, A, A, A),
                      "#pragma acc exit data delete(%s)" % A]
        else:
            lines += ["#pragma acc exit data delete(%s[0:%s + 1], %s[0:%s.nnz + 1], %s[0:%s.nnz + 1])" % (rp, nn, ci, A, v, A)]
        lines += ["for (int q = 0; q < %d; q++) { ck_f(%s[q]); ck_f(%s[q]); }" % (nrows, x, y),
                  "free(%s.rp); free(%s.ci); free(%s.v); free(%s); free(%s);" % (A, A, A, x, y)]
        return {"decl": [], "code": lines, "check": []}


    def b_jacobi(self, bi):
        """A Jacobi-style iteration as users write it: two malloc'ed grids in one data region,
        a stencil with a max reduction of the change, the host swapping the two pointers
        between sweeps (present lookups by the swapped addresses), a `while` loop ending on
        the reduced value, an `update self` every few sweeps, 1-D or 2-D, parallel or
        kernels; values stay dyadic so every sum is exact."""
        g = self.g
        r = g.r
        two = g.chance(0.5)
        nx = r.choice([3, 10, 33, 100]) if two else r.choice([3, 17, 256, 600])
        ny = r.choice([3, 9, 40]) if two else 1
        N = nx * ny
        A, B = "ja%d" % bi, "jb%d" % bi
        tol = g.pick(["0", "0.5", "2", "8"])
        maxit = r.randint(1, 12)
        lines = ["double *%s = (double *)malloc(sizeof(double) * %d), *%s = (double *)malloc(sizeof(double) * %d);" % (A, N, B, N),
                 "for (int q = 0; q < %d; q++) { %s[q] = (q * %d) %% 64; %s[q] = %s[q]; }" % (N, A, r.randrange(1, 40), B, A),
                 "int it%d = 0; double er%d = 1e30;" % (bi, bi),
                 "#pragma acc data copy(%s[0:%d], %s[0:%d])" % (A, N, B, N), "{",
                 "while (er%d > %s && it%d < %d) {" % (bi, tol, bi, maxit),
                 "    er%d = 0;" % bi]
        if two:
            idx = "i * %d + j" % ny
            st = "(%s[(i - 1) * %d + j] + %s[(i + 1) * %d + j] + %s[i * %d + j - 1] + %s[i * %d + j + 1]) * 0.25" % (A, ny, A, ny, A, ny, A, ny)
            if g.chance(0.5):
                lines += ["    #pragma acc parallel loop %s reduction(max:er%d) present(%s[0:%d], %s[0:%d])" % (g.pick(["collapse(2)", "gang", "tile(4, 4)"]), bi, A, N, B, N),
                          "    for (int i = 1; i < %d; i++)" % (nx - 1),
                          "        %sfor (int j = 1; j < %d; j++) {" % ("" if True else "", ny - 1)]
            else:
                lines += ["    #pragma acc kernels present(%s[0:%d], %s[0:%d])" % (A, N, B, N),
                          "    for (int i = 1; i < %d; i++)" % (nx - 1),
                          "        for (int j = 1; j < %d; j++) {" % (ny - 1)]
            lines += ["            %s[%s] = %s;" % (B, idx, st),
                      "            double dd = %s[%s] - %s[%s]; if (dd < 0) dd = -dd;" % (B, idx, A, idx),
                      "            if (dd > er%d) er%d = dd;" % (bi, bi),
                      "        }"]
        else:
            st = "(%s[i - 1] + %s[i + 1]) * 0.5" % (A, A)
            lines += ["    #pragma acc %s reduction(max:er%d) present(%s[0:%d], %s[0:%d])" % (g.pick(["parallel loop", "parallel loop gang vector", "kernels loop", "serial loop"]), bi, A, N, B, N),
                      "    for (int i = 1; i < %d; i++) {" % (N - 1),
                      "        %s[i] = %s;" % (B, st),
                      "        double dd = %s[i] - %s[i]; if (dd < 0) dd = -dd;" % (B, A),
                      "        if (dd > er%d) er%d = dd;" % (bi, bi),
                      "    }"]
        lines += ["    { double *t = %s; %s = %s; %s = t; }" % (A, A, B, B),
                  "    it%d++;" % bi,
                  "    if (it%d %% 3 == 0) {" % bi,
                  "        #pragma acc update self(%s[0:%d])" % (A, N),
                  "        double hs = 0; for (int q = 0; q < %d; q++) hs += %s[q] * (q %% 5 + 1); ck_f(hs);" % (N, A),
                  "    }",
                  "}", "}",
                  "ck_add((unsigned long long)it%d); ck_f(er%d);" % (bi, bi),
                  "for (int q = 0; q < %d; q++) { ck_f(%s[q]); ck_f(%s[q]); }" % (N, A, B),
                  "free(%s); free(%s);" % (A, B)]
        return {"decl": [], "code": lines, "check": []}


    # ---- sixth widening (semfuzz6): exact math functions, wraparound and narrow counters,
    # member sections and explicit attach/detach, pointer arithmetic in regions, `wait async`,
    # guarded early exits, strided/triangular/negative-step loops, private arrays at every
    # level under explicit launch shapes ----
    def b_math_exact(self, bi):
        """fabs/fmin/fmax/floor/ceil/trunc/round/copysign (and their `f` forms) on small
        integers and halves: exact results on every target (C11 7.12), in gang/worker/vector
        loops, a seq routine and a max/min reduction of their results."""
        g = self.g
        r = g.r
        n, _ = trip(g, CAP - 1, self.rt)
        ft = g.pick(["double", "float"])
        sfx = "f" if ft == "float" else ""
        o, o2 = "o%d" % bi, "o%db" % bi
        x = "(%s)fin0[k]" % ft
        y = "(%s)fin0[(k * 7 + 3) %% %d]" % (ft, CAP)
        z = "(%s)((int)(in0[k] %% 9) - 4) * (%s)0.5" % (ft, ft)

        def fn1(a):
            f = g.pick(["fabs", "floor", "ceil", "trunc", "round", "-fabs"])
            neg = f.startswith("-")
            f = f.lstrip("-")
            return "%s%s%s(%s)" % ("-" if neg else "", f, sfx, a)

        def fn2(a, b):
            f = g.pick(["fmin", "fmax", "copysign"])
            if f != "copysign":
                # fmin/fmax may return either zero of (-0, +0) (C11 F.10.9.2): no -0 in
                a, b = "(%s + (%s)0)" % (a, ft), "(%s + (%s)0)" % (b, ft)
            return "%s%s(%s, %s)" % (f, sfx, a, b)

        def ex(depth=2):
            if depth == 0:
                return g.pick([x, y, z, "(%s)%d.5" % (ft, r.randrange(-9, 9)), "(%s)-0.0" % ft])
            k = r.randrange(4)
            if k == 0:
                return fn1(ex(depth - 1))
            if k == 1:
                return fn2(ex(depth - 1), ex(depth - 1))
            if k == 2:
                return "(%s + %s)" % (ex(depth - 1), ex(depth - 1))
            return "(%s * (%s)0.5)" % (fn1(ex(depth - 1)), ft)

        rname = "fm%d" % bi
        self.routines += ["#pragma acc routine seq",
                          "static %s %s(%s a, %s b) { return fmax%s(floor%s(a), ceil%s(b)) - copysign%s((%s)1, a - b); }" % (ft, rname, ft, ft, sfx, sfx, sfx, sfx, ft)]
        lvl = self.level(("gang", "vector", "gang vector", "worker", "", "gang worker vector"))
        lines = ["%s mx%d = -1000, mn%d = 1000;" % (ft, bi, bi)]
        kind = r.randrange(3)
        if kind == 0:
            lines += ["#pragma acc parallel loop %s copyout(%s[0:%s]) reduction(max:mx%d) reduction(min:mn%d)" % (lvl, o, n, bi, bi),
                      "for (int k = 0; k < %s; k++) {" % n,
                      "    %s v = %s;" % (ft, ex()),
                      "    %s[k] = v + %s(%s, %s);" % (o, rname, x, z),
                      "    mx%d = fmax%s(mx%d, v); mn%d = fmin%s(mn%d, %s);" % (bi, sfx, bi, bi, sfx, bi, ex(1)),
                      "}"]
        elif kind == 1:
            lines += ["#pragma acc parallel loop gang num_gangs(%d) vector_length(%d) reduction(max:mx%d)" % (r.choice([1, 3, 8]), r.choice([1, 32, 64]), bi),
                      "for (int i = 0; i < 20; i++) {",
                      "    %s t = 0;" % ft,
                      "    #pragma acc loop vector reduction(+:t)",
                      "    for (int j = 0; j < %d; j++) { int k = i * 30 + j; t += %s; %s[k] = %s; }" % (r.choice([1, 7, 30]), ex(1), o, ex()),
                      "    %s[i] = t;" % o2,
                      "    mx%d = mx%d > fabs%s(t) ? mx%d : fabs%s(t);" % (bi, bi, sfx, bi, sfx),
                      "}"]
        else:
            lines += ["#pragma acc kernels",
                      "{",
                      "for (int k = 0; k < %s; k++) %s[k] = %s;" % (n, o, ex()),
                      "for (int k = 0; k < %s; k++) { %s v = %s(%s[k], %s); if (v > mx%d) mx%d = v; }" % (n, ft, rname, o, y, bi, bi),
                      "}"]
        lines.append("ck_f(mx%d); ck_f(mn%d);" % (bi, bi))
        return {"decl": [(o, ft, CAP), (o2, ft, CAP)], "code": lines, "check": [(o, ft, CAP), (o2, ft, 20)]}

    def b_int_wrap(self, bi):
        """Unsigned and narrow integer arithmetic as users write it: wraparound of unsigned
        char/short/int/long long, conversions back to narrow types, shifts by run-time counts
        below the width, mixed signed/unsigned comparisons (C11 6.3.1.8: `-1 < 1u` is false),
        `/` and `%` of negatives (truncation toward zero, 6.5.5), `char`/`short`/`unsigned
        char` loop counters; a bitwise or min/max reduction of the results."""
        g = self.g
        r = g.r
        o = "o%d" % bi
        ty = g.pick(["unsigned char", "unsigned short", "unsigned", "unsigned long long", "short", "int", "long"])
        vt, lb, ub, st, cnd = g.pick([("signed char", -20, 100, 3, "<"), ("char", 5, 120, 1, "<="),
                                      ("unsigned char", 250, 3, -5, ">"), ("short", 300, -200, -7, ">="),
                                      ("unsigned short", 1, 650, 4, "<"), ("unsigned char", 0, 255, 1, "<"),
                                      ("short", -320, 300, 2, "<")])
        stmt = "%s += %d" % ("i", st) if st > 0 else "%s -= %d" % ("i", -st)
        if st == 1 and r.random() < 0.5:
            stmt = "i++"
        base = lb
        idx = "(int)(i - (%d)) / %d" % (base, st) if st > 0 else "(int)((%d) - i) / %d" % (base, -st)
        stmts = []
        a = "in0[k %% %d]" % CAP
        b = "in1[(k * 3 + 1) %% %d]" % CAP
        # arithmetic that could overflow a signed type is done in unsigned long long and
        # converted back (implementation-defined for signed targets: modulo in gcc and nvcc)
        wrap_native = ty in ("unsigned", "unsigned long long")
        narrow = TINFO[ty][3] < 32

        def ar(e):
            return "u = (%s)(%s);" % (ty, e if wrap_native or narrow else e.replace("u ", "(unsigned long long)u ", 1))
        for _ in range(r.randint(3, 7)):
            c = r.randrange(9)
            if c == 0:
                m = r.choice([3, 37, 255, 65535, 2654435761]) if wrap_native else r.choice([3, 37, 255])
                stmts.append(ar("u * %du + (unsigned)%s" % (m, a)))
            elif c == 1:
                stmts.append(ar("u + %d" % r.choice([200, -7, 65000, -70000, 1])))
            elif c == 2:
                w = {"unsigned char": 8, "short": 16, "unsigned short": 16}.get(ty, 32)
                stmts.append("u = (%s)((unsigned long long)u >> (k %% %d));" % (ty, w))
                stmts.append("u = (%s)((unsigned)u << (k & 15));" % ty)
            elif c == 3:
                stmts.append("u = (%s)(u ^ (u >> 3));" % ty)
            elif c == 4:
                # mixed-sign comparisons
                stmts.append("if ((int)%s - 3 < (unsigned)%d) %s else %s" % (a, r.randrange(0, 9), ar("u + 1"), ar("u + 5")))
                stmts.append(ar("u + ((long)%s < (unsigned)k) + ((short)%s < (unsigned short)k) * 2" % (a, b)))
            elif c == 5:
                # division and remainder of negatives
                d = r.choice([2, 3, 7, -3, -4, 16])
                stmts.append(ar("u + (((int)%s - 50) / %d + ((int)%s - 50) %% %d)" % (a, d, b, d)))
            elif c == 6:
                stmts.append(ar("u - (%s)(k * 13)" % ty))
            elif c == 7:
                stmts.append("u = (%s)(u | (%s)((unsigned)i & 0x5au));" % (ty, ty))
            else:
                stmts.append("u = (%s)((unsigned long long)u * (unsigned)u + 1u);" % ty)
        op = g.pick(["&", "|", "^", "max", "min", "+"])
        rt = g.pick(["unsigned char", "unsigned short", "unsigned", "unsigned long long", "int", "short", "long"])
        if op == "+" and TINFO[rt][2]:
            rt = unsigned_of(rt) if TINFO[rt][3] >= 32 else "unsigned"
        init = {"&": "(%s)~0ull" % rt, "|": "0", "^": "0", "max": "0", "min": "(%s)%d" % (rt, 100 if TINFO[rt][2] else 250), "+": "0"}[op]
        upd = {"&": "rr &= (%s)u;", "|": "rr |= (%s)u;", "^": "rr ^= (%s)u;", "+": "rr += (%s)u;",
               "max": "{ %s t = (%s)u; if (t > rr) rr = t; }", "min": "{ %s t = (%s)u; if (t < rr) rr = t; }"}[op]
        upd = upd % ((rt, rt) if op in ("max", "min") else (rt,))
        lvl = self.level(("gang", "vector", "gang vector", "", "worker", "seq"))
        lines = ["%s rr = %s;" % (rt, init),
                 "#pragma acc parallel loop %s reduction(%s:rr) copy(%s[0:%d])" % (lvl, op, o, CAP) if g.chance(0.6) else
                 "#pragma acc kernels loop reduction(%s:rr)" % op,
                 "for (%s i = %d; i %s %d; %s) {" % (vt, lb, cnd, ub, stmt),
                 "    int k = %s;" % idx,
                 "    %s u = (%s)(k * 31 + (int)%s);" % (ty, ty, a)] + ["    " + s for s in stmts] + [
                 "    %s[k] = u;" % o,
                 "    " + upd.replace("rr", "rr"),
                 "}",
                 "ck_add((unsigned long long)rr);"]
        return {"decl": [(o, ty, CAP)], "code": lines, "check": [(o, ty, CAP)]}

    def b_member_sections(self, bi):
        """Struct members in data clauses (2.7.1): sections of array members (`copy(s.a[lo:n])`),
        of pointer members through a pointer to the struct (`ps->b[0:m]`), of an element of
        an array of structs, `update` of member sections, and deep copy by explicit
        `enter data attach(s.p)` / `exit data detach(s.p)` (2.7.12-13) of data mapped
        separately."""
        g = self.g
        r = g.r
        n, nv = trip(g, 40, self.rt)
        sn, s, ps, arr = "MS%d" % bi, "ms%d" % bi, "pms%d" % bi, "ams%d" % bi
        lo = r.choice([0, 0, 3, 7])
        lines = ["struct %s { int n; double a[48]; int *b; long c[4][12]; int *p; };" % sn,
                 "struct %s %s, *%s = &%s;" % (sn, s, ps, s),
                 "%s.n = %s;" % (s, n),
                 "%s.b = (int *)malloc(sizeof(int) * 48); %s.p = (int *)malloc(sizeof(int) * 48);" % (s, s),
                 "for (int q = 0; q < 48; q++) { %s.a[q] = q * 0.5 - 3; %s.b[q] = (int)(in0[q] & 63) - q; %s.p[q] = q * 3 - 40; }" % (s, s, s),
                 "for (int q = 0; q < 48; q++) %s.c[q / 12][q %% 12] = q - 20;" % s]
        lvl = self.level(("gang", "gang vector", "vector", "", "worker"))
        kind = r.randrange(6)
        if kind == 0:
            lines += ["#pragma acc parallel loop %s copy(%s.a[%d:%s]) copyin(%s.b[%d:%s])" % (lvl, s, lo, n, s, lo, n),
                      "for (int k = %d; k < %d + %s; k++) %s.a[k] = %s.a[k] * 2 + %s.b[k];" % (lo, lo, n, s, s, s)]
        elif kind == 1:
            lines += ["#pragma acc parallel loop %s copyin(%s[0:1]) copy(%s->b[0:48]) copyin(%s->a[%d:%s])" % (lvl, ps, ps, ps, lo, n),
                      "for (int k = %d; k < %d + %s; k++) %s->b[k] += (int)(%s->a[k] * 4) + %s->n;" % (lo, lo, n, ps, ps, ps)]
        elif kind == 2:
            lines += ["#pragma acc data copy(%s.c[1:2][0:12]) copyin(%s.a)" % (s, s),
                      "{",
                      "#pragma acc parallel loop gang %s" % g.pick(["", "collapse(2)"]),
                      "for (int i = 1; i < 3; i++)",
                      "    for (int j = 0; j < 12; j++) %s.c[i][j] = %s.c[i][j] * 3 + (long)%s.a[i * 12 + j];" % (s, s, s),
                      "#pragma acc update self(%s.c[2:1][0:12])" % s,
                      "for (int j = 0; j < 12; j++) %s.c[2][j] += 1;" % s,
                      "#pragma acc update device(%s.c[2:1][0:12])" % s,
                      "#pragma acc parallel loop %s" % lvl,
                      "for (int j = 0; j < 12; j++) %s.c[2][j] -= %s.c[1][j];" % (s, s),
                      "}"]
        elif kind == 3:
            lines += ["struct %s %s[3];" % (sn, arr),
                      "for (int t = 0; t < 3; t++) { %s[t] = %s; %s[t].b = (int *)malloc(sizeof(int) * 48); for (int q = 0; q < 48; q++) %s[t].b[q] = q + t * 100; }" % (arr, s, arr, arr),
                      "for (int t = 0; t < 3; t++) {",
                      "#pragma acc parallel loop %s copy(%s[t].b[%d:%s]) copyin(%s[t].a[0:48])" % (lvl, arr, lo, n, arr),
                      "for (int k = %d; k < %d + %s; k++) %s[t].b[k] = %s[t].b[k] * (t + 1) - (int)%s[t].a[k];" % (lo, lo, n, arr, arr, arr),
                      "}",
                      "for (int t = 0; t < 3; t++) { for (int q = 0; q < 48; q++) ck_add((unsigned long long)%s[t].b[q]); free(%s[t].b); }" % (arr, arr)]
        elif kind == 4:
            # explicit attach/detach: the target mapped first, the struct next, then attached
            buf = "mb%d" % bi
            lines += ["int *%s = (int *)malloc(sizeof(int) * 48);" % buf,
                      "for (int q = 0; q < 48; q++) %s[q] = q %% 7 - 3;" % buf,
                      "int *old%d = %s.p;" % (bi, s),
                      "#pragma acc enter data copyin(%s[0:48])" % buf,
                      "%s.p = %s;" % (s, buf),
                      "#pragma acc enter data copyin(%s)" % s,
                      "#pragma acc enter data attach(%s.p)" % s,
                      "#pragma acc parallel loop %s present(%s)" % (lvl, s),
                      "for (int k = 0; k < %s.n; k++) %s.p[k] = %s.p[k] * 5 + k + (int)%s.a[k];" % (s, s, s, s),
                      "#pragma acc exit data detach(%s.p)" % s,
                      "#pragma acc exit data %s(%s)" % (g.pick(["copyout", "delete"]), s),
                      "#pragma acc exit data copyout(%s[0:48])" % buf,
                      "for (int q = 0; q < 48; q++) ck_add((unsigned long long)%s[q]);" % buf,
                      "%s.p = old%d; free(%s);" % (s, bi, buf)]
        else:
            # attach through a pointer to the struct, update of a member section in between
            lines += ["#pragma acc enter data copyin(%s[0:1])" % ps,
                      "#pragma acc enter data copyin(%s->b[0:48])" % ps,
                      "#pragma acc parallel loop %s present(%s[0:1])" % (lvl, ps),
                      "for (int k = 0; k < %s->n; k++) %s->b[k] = %s->b[k] * 2 + (int)%s->a[k + 1];" % (ps, ps, ps, ps),
                      "#pragma acc update self(%s->b[0:%s])" % (ps, n),  # all the kernel changed: the host then writes every element
                      "for (int q = 0; q < 48; q++) %s->b[q] ^= 5;" % ps,
                      "#pragma acc update device(%s->b[0:48])" % ps,
                      "#pragma acc serial present(%s[0:1])" % ps,
                      "{ for (int k = 1; k < 48; k++) %s->b[k] += %s->b[k - 1] & 3; }" % (ps, ps),
                      "#pragma acc exit data copyout(%s->b[0:48])" % ps,
                      "#pragma acc exit data delete(%s[0:1])" % ps]
        lines.append("ck_add((unsigned long long)%s.n);" % s)
        lines.append("for (int q = 0; q < 48; q++) { ck_f(%s.a[q]); ck_add((unsigned long long)%s.b[q]); ck_add((unsigned long long)%s.p[q]); ck_add((unsigned long long)%s.c[q / 12][q %% 12]); }" % (s, s, s, s))
        lines.append("free(%s.b); free(%s.p);" % (s, s))
        return {"decl": [], "code": lines, "check": []}

    def b_ptr_alias(self, bi):
        """Pointer arithmetic and aliasing inside regions: `double *p = a + off`, an element's
        address (`int *q = &b[2 * i]`), two pointers into disjoint halves of one array,
        pointer walks in a seq inner loop, pointer differences and comparisons."""
        g = self.g
        r = g.r
        n, nv = trip(g, 300, self.rt)
        a, b = "o%d" % bi, "o%db" % bi
        off = r.choice([0, 1, 5, 33])
        lvl = self.level(("gang", "vector", "gang vector", "", "worker"))
        kind = r.randrange(5)
        lines = ["for (int q = 0; q < %d; q++) { %s[q] = (q %% 11) * 0.5 - 2; %s[q] = q %% 17 - 8; }" % (CAP, a, b)]
        if kind == 0:
            lines += ["#pragma acc parallel loop %s copy(%s[0:%d])" % (lvl, a, CAP),
                      "for (int i = 0; i < %s; i++) {" % n,
                      "    double *p = %s + %d;" % (a, off),
                      "    const double *s = %s + 350 + %d;" % (a, off),
                      "    p[i] = p[i] * 2 + *(s + i) - (double)(p - %s);" % a,
                      "}"]
        elif kind == 1:
            lines += ["#pragma acc parallel loop %s copy(%s[0:%d])" % (lvl, b, CAP),
                      "for (int i = 0; i < %s / 2; i++) {" % n,
                      "    int *q = &%s[2 * i];" % b,
                      "    int t = q[0]; q[0] = q[1] * 3; q[1] = t - (int)(q - %s);" % b,
                      "}"]
        elif kind == 2:
            lines += ["#pragma acc parallel loop gang copy(%s[0:%d]) copyin(%s[0:%d])" % (a, CAP, b, CAP),
                      "for (int i = 0; i < 20; i++) {",
                      "    double *row = %s + i * 30;" % a,
                      "    const int *src = &%s[i * 30];" % b,
                      "    double acc = 0;",
                      "    #pragma acc loop seq",
                      "    for (const int *e = src; e < src + 30; e += %d) acc += *e;" % r.choice([1, 2, 7]),
                      "    #pragma acc loop %s" % g.pick(["vector", "worker", "seq", ""]),
                      "    for (int j = 0; j < 30; j++) row[j] += acc + (double)(src + j - %s);" % b,
                      "}"]
        elif kind == 3:
            # two aliases into disjoint halves of one array
            lines += ["#pragma acc parallel loop %s copy(%s[0:%d])" % (lvl, b, CAP),
                      "for (int i = 0; i < %s; i++) {" % n,
                      "    int *lo = %s, *hi = %s + 350;" % (b, b),
                      "    lo[i] = hi[i] * 2 + (hi > lo) - lo[i];",
                      "}"]
        else:
            # pointer passed to a seq routine that indexes from it
            fn = "pa%d" % bi
            self.routines += ["#pragma acc routine seq",
                              "static double %s(const double *p, int m) { double s = 0; for (int j = m - 1; j >= 0; j--) s = s * 0.5 + *(p + j); return s; }" % fn]
            lines += ["#pragma acc parallel loop %s copyin(%s[0:%d]) copyout(%s[0:%s])" % (lvl, a, CAP, b, n),
                      "for (int i = 0; i < %s; i++) %s[i] = (int)(%s(%s + i, %d) * 16);" % (n, b, fn, a, r.choice([1, 2, 5]))]
        return {"decl": [(a, "double", CAP), (b, "int", CAP)], "code": lines, "check": [(a, "double", CAP), (b, "int", CAP)]}

    def b_wait_async(self, bi):
        """`wait async(q)` (every queue's work before q's next, 2.16.3), `wait(q1, q2)` on a
        compute construct, `wait(q1, q2) async(q3)` directives, async update and reads after
        a `wait(q1, q3)`."""
        g = self.g
        r = g.r
        n, nv = trip(g, CAP - 1, self.rt)
        x, y, z = "o%d" % bi, "o%db" % bi, "o%dc" % bi
        q1, q2, q3 = g.pick([(1, 2, 3), (4, 0, 7), (2, 9, 5)])
        lvl = self.level(("gang", "vector", "gang vector", ""))
        lines = ["for (int q = 0; q < %d; q++) { %s[q] = q %% 9; %s[q] = q %% 5 - 2; %s[q] = 1; }" % (CAP, x, y, z),
                 "#pragma acc data copy(%s, %s, %s)" % (x, y, z),
                 "{",
                 "#pragma acc parallel loop %s async(%d)" % (lvl, q1),
                 "for (int k = 0; k < %s; k++) %s[k] = %s[k] * 3 + k;" % (n, x, x),
                 "#pragma acc parallel loop %s async(%d)" % (lvl, q2),
                 "for (int k = 0; k < %s; k++) %s[k] = %s[k] - 2 * k;" % (n, y, y)]
        form = r.randrange(3)
        if form == 0:
            lines += ["#pragma acc wait async(%d)" % q3,
                      "#pragma acc parallel loop %s async(%d)" % (lvl, q3)]
        elif form == 1:
            lines += ["#pragma acc parallel loop %s async(%d) wait(%d, %d)" % (lvl, q3, q1, q2)]
        else:
            lines += ["#pragma acc wait(%d, %d) async(%d)" % (q1, q2, q3),
                      "#pragma acc parallel loop %s async(%d)" % (lvl, q3)]
        lines += ["for (int k = 0; k < %s; k++) %s[k] = %s[k] + %s[k] * %s[k];" % (n, z, x, y, z),
                  "#pragma acc parallel loop %s async(%d) wait(%d)" % (lvl, q1, q3),
                  "for (int k = 0; k < %s; k++) %s[k] -= %s[k] & 7;" % (n, x, z),
                  "#pragma acc update self(%s[0:%d]) async(%d)" % (z, CAP, q3),
                  "#pragma acc wait(%d, %d)" % (q1, q3),
                  "{ long hs = 0; for (int q = 0; q < %d; q++) hs += %s[q]; ck_add((unsigned long long)hs); }" % (CAP, z),
                  "#pragma acc wait",
                  "}"]
        return {"decl": [(v, "int", CAP) for v in (x, y, z)], "code": lines, "check": [(v, "int", CAP) for v in (x, y, z)]}

    def b_early_exit(self, bi):
        """Early exits without `break` in parallel loops: a `done` flag guarding a seq inner
        search, a routine returning early, a `while` whose test ends the walk, guarded bodies
        (`if (k < lim) { ... }`) and `continue` in vector loops under a gang loop."""
        g = self.g
        r = g.r
        o, o2 = "o%d" % bi, "o%db" % bi
        fn = "ee%d" % bi
        self.routines += ["#pragma acc routine seq",
                          "static int %s(const int *v, int m, int key) { for (int j = 0; j < m; j++) { if (v[j] == key) return j; if (v[j] > key + 40) return -2; } return -1; }" % fn]
        lim = r.choice([0, 5, 17, 30])
        kind = r.randrange(4)
        lvl = self.level(("gang", "vector", "gang vector", "", "worker"))
        if kind == 0:
            lines = ["#pragma acc parallel loop %s copyin(in0[0:%d])" % (lvl, CAP),
                     "for (int i = 0; i < 20; i++) {",
                     "    int done = 0, pos = -1;",
                     "    for (int j = 0; j < 30; j++) {",
                     "        if (!done) { if ((in0[i * 30 + j] & 7) == %d) { pos = j; done = 1; } }" % r.randrange(8),
                     "    }",
                     "    %s[i] = pos;" % o,
                     "}"]
        elif kind == 1:
            lines = ["#pragma acc parallel loop %s copyin(%s[0:%d])" % (lvl, o2, CAP),
                     "for (int i = 0; i < 20; i++) %s[i] = %s(%s + i * 30, 30, %d + i);" % (o, fn, o2, r.randrange(20))]
            lines = ["for (int q = 0; q < %d; q++) %s[q] = (q %% 30) * 2 + (q / 30) %% 3;" % (CAP, o2)] + lines
        elif kind == 2:
            lines = ["#pragma acc parallel loop gang",
                     "for (int i = 0; i < 20; i++) {",
                     "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", ""]),
                     "    for (int j = 0; j < 30; j++) {",
                     "        int k = i * 30 + j;",
                     "        if (j >= %d + i) continue;" % lim,
                     "        if ((in1[k] & 3) != 0) { %s[k] = (int)in1[k] * 2; } else { %s[k] = -1; }" % (o2, o2),
                     "    }",
                     "}"]
        else:
            lines = ["#pragma acc parallel loop %s" % lvl,
                     "for (int i = 0; i < 600; i++) {",
                     "    int c = (int)(in0[i] & 31), steps = 0;",
                     "    while (c != 1 && c > 0 && steps < 50) { c = (c & 1) ? 3 * c + 1 : c / 2; steps++; }",
                     "    %s[i] = steps;" % o,
                     "}"]
        return {"decl": [(o, "int", CAP), (o2, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (o2, "int", CAP)]}

    def b_strided(self, bi):
        """Triangular, strided and negative-step bounds: `for (j = i; j < n; j += 3)`,
        `for (j = n - 1; j >= i; j -= 2)`, a vector loop from a gang index to a run-time
        bound, a reduction over such loops, in gang/worker/vector nests."""
        g = self.g
        r = g.r
        n, nv = trip(g, 24, self.rt)
        o = "o%d" % bi
        st = r.choice([1, 2, 3, 5])
        inner = g.pick(["for (int j = i; j < %s; j += %d)" % (n, st),
                        "for (int j = %s - 1; j >= i; j -= %d)" % (n, st),
                        "for (int j = 2 * i; j < 2 * %s; j += %d)" % (n, st),
                        "for (int j = %s + i; j > i; j -= %d)" % (n, st)])
        lv1, lv2 = g.pick([("gang", "vector"), ("gang", "worker"), ("gang worker", "vector"), ("gang", "seq"), ("gang", ""), ("", "")])
        red = g.chance(0.5)
        lines = ["long tot = 0;",
                 "#pragma acc parallel loop %s %s" % (lv1, "reduction(+:tot)" if red else ""),
                 "for (int i = 0; i < %s; i++) {" % n,
                 "    long t = 0;",
                 "    #pragma acc loop %s reduction(+:t)" % lv2,
                 "    " + inner + " {",
                 "        t += (long)in0[(j * 5 + i) %% %d] * (j %% 4 - 1);" % CAP,
                 "        %s[i * 28 + (j & 15)] = j;" % o if lv2 in ("seq",) else "        ;",
                 "    }",
                 "    %s[i * 28 + 20] = (int)t;" % o,
                 "    %s" % ("tot += t;" if red else ""),
                 "}",
                 "ck_add((unsigned long long)tot);"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}

    def b_level_private(self, bi):
        """Private arrays at every level of a gang/worker/vector nest under explicit
        num_gangs/num_workers/vector_length: the gang's array filled in gang-single code and
        read by the workers, each worker's array filled by its vector loop and reduced, each
        lane's own array."""
        g = self.g
        r = g.r
        o = "o%d" % bi
        G, W, V = r.choice([1, 2, 5]), r.choice([1, 2, 4, 7]), r.choice([1, 32, 64, 33])
        ni, nj, nk = r.choice([3, 6]), r.choice([1, 4, 6]), r.choice([1, 5, 16])
        lines = ["int ga[8], wa[16], va[3];",
                 "#pragma acc parallel num_gangs(%d) num_workers(%d) vector_length(%d) copy(%s[0:%d])" % (G, W, V, o, CAP),
                 "{",
                 "#pragma acc loop gang private(ga)",
                 "for (int i = 0; i < %d; i++) {" % ni,
                 "    for (int q = 0; q < 8; q++) ga[q] = i * 8 + q;",
                 "    #pragma acc loop worker private(wa)",
                 "    for (int j = 0; j < %d; j++) {" % nj,
                 "        #pragma acc loop vector",
                 "        for (int k = 0; k < 16; k++) wa[k] = ga[(j + k) & 7] * k;",
                 "        int s = 0;",
                 "        #pragma acc loop vector private(va) reduction(+:s)",
                 "        for (int k = 0; k < %d; k++) { va[0] = wa[k]; va[1] = k; va[2] = va[0] - va[1]; s += va[2]; %s[i * 96 + j * 16 + k] = va[2]; }" % (nk, o),
                 "        %s[600 + i * 8 + j] = s;" % o,
                 "    }",
                 "}",
                 "}"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP)]}

    # ---- the seventh widening (semfuzz7) ----
    def rtv(self, v):
        """A run-time (volatile-initialised) int holding v."""
        name = "rt%d" % len(self.rt)
        self.rt.append((name, v))
        return name

    def num(self, v):
        """v as a constant or a run-time variable."""
        return self.rtv(v) if self.g.chance(0.5) else str(v)

    def b_md_sections(self, bi):
        """Multi-dimensional arrays mapped by sections (2.7.1): `double A[NR][M]` with
        `copy(A[lo:cnt][0:M])`, a pointer to rows `double (*P)[M]` with `copyin(P[lo:cnt][0:M])`,
        `double **W` rows with `copy(W[lo:cnt][0:M])`, a 3-D `int T[4][5][6]` with
        `copy(T[1:2][0:5][0:6])`, `update self/device` of row sections inside a `data` region."""
        g = self.g
        r = g.r
        NR, M = 10, 9
        A, P, W, T = ["md%s%d" % (c, bi) for c in "APWT"]
        lo_v = r.choice([0, 1, 2, 3])
        cnt_v = r.choice([0, 1, 2, NR - lo_v - 2, NR - lo_v])
        lo, cnt = self.num(lo_v), self.num(cnt_v)
        lines = ["static double %s[%d][%d];" % (A, NR, M),
                 "double (*%s)[%d] = (double (*)[%d])malloc(sizeof(double) * %d * %d);" % (P, M, M, NR, M),
                 "double **%s = (double **)malloc(sizeof(double *) * %d);" % (W, NR),
                 "static int %s[4][5][6];" % T,
                 "for (int q = 0; q < %d; q++) {" % NR,
                 "    %s[q] = (double *)malloc(sizeof(double) * %d);" % (W, M),
                 "    for (int z = 0; z < %d; z++) { %s[q][z] = (q * %d + z) %% 7 - 2; %s[q][z] = (q + z * 5) %% 9 - 4 + 0.5 * (z & 1); %s[q][z] = q - z; }" % (M, A, r.randrange(1, 6), P, W),
                 "}",
                 "for (int q = 0; q < 120; q++) (&%s[0][0][0])[q] = q %% 11;" % T]
        steps = [r.randrange(5) for _ in range(r.randint(2, 4))]
        for st in steps:
            if st == 0:
                lines += ["#pragma acc parallel loop %s copy(%s[%s:%s][0:%d]) copyin(%s[%s:%s][0:%d])" % (
                              g.pick(["collapse(2)", "gang", "collapse(2) gang vector", "tile(4, 8)"]), A, lo, cnt, M, P, lo, cnt, M),
                          "for (int i = %s; i < %s + %s; i++)" % (lo, lo, cnt)]
                lines += ["    for (int j = 0; j < %d; j++) %s[i][j] = %s[i][j] * 2 + %s[i][j] - i;" % (M, A, A, P)]
            elif st == 1:
                lines += ["#pragma acc parallel loop gang copy(%s[%s:%s][0:%d]) copyin(%s[1:%d][0:%d])" % (W, lo, cnt, M, A, NR - 2, M),
                          "for (int i = %s; i < %s + %s; i++) {" % (lo, lo, cnt),
                          "    #pragma acc loop vector",
                          "    for (int j = 0; j < %d; j++) %s[i][j] += %s[1 + i %% %d][j];" % (M, W, A, NR - 2),
                          "}"]
            elif st == 2:
                X = g.pick([A, P, W])
                other = g.pick([v for v in (A, P, W) if v != X])
                lines += ["#pragma acc data copy(%s[0:%d][0:%d]) copyin(%s[0:%d][0:%d])" % (X, NR, M, other, NR, M),
                          "{",
                          "    #pragma acc kernels loop independent",
                          "    for (int i = 0; i < %d; i++)" % NR,
                          "        for (int j = 0; j < %d; j++) %s[i][j] += %s[i][(j + 1) %% %d];" % (M, X, other, M),
                          "    #pragma acc update self(%s[%s:%s][0:%d])" % (X, lo, cnt, M),
                          "    for (int i = %s; i < %s + %s; i++) %s[i][0] = %s[i][%d] + 1;" % (lo, lo, cnt, X, X, M - 1),
                          "    #pragma acc update device(%s[%s:%s][0:%d])" % (X, lo, cnt, M),
                          "    #pragma acc parallel loop collapse(2) present(%s[0:%d][0:%d])" % (X, NR, M),
                          "    for (int i = 0; i < %d; i++)" % NR,
                          "        for (int j = 0; j < %d; j++) %s[i][j] = %s[i][j] * 0.5 + j;" % (M, X, X),
                          "}"]
            elif st == 3:
                lines += ["#pragma acc parallel loop %s copy(%s[1:2][0:5][0:6])" % (g.pick(["collapse(3)", "gang collapse(2)", "collapse(3) gang worker vector"]), T),
                          "for (int i = 1; i < 3; i++)",
                          "    for (int j = 0; j < 5; j++)",
                          "        for (int l = 0; l < 6; l++) %s[i][j][l] = %s[i][j][l] * 3 + i * 100 + j * 10 + l;" % (T, T)]
                if "collapse(3)" not in lines[-4]:
                    lines.insert(len(lines) - 1, "        #pragma acc loop vector")
            else:
                # enter data of a row section, two kernels, exit data copyout of the section
                X = g.pick([A, P])
                lines += ["#pragma acc enter data copyin(%s[%s:%s][0:%d])" % (X, lo, cnt, M),
                          "#pragma acc parallel loop gang vector present(%s[%s:%s][0:%d])" % (X, lo, cnt, M),
                          "for (int i = %s; i < %s + %s; i++) %s[i][%d] = %s[i][0] + %s[i][1];" % (lo, lo, cnt, X, M - 1, X, X),
                          "#pragma acc serial present(%s[%s:%s][0:%d])" % (X, lo, cnt, M),
                          "for (int i = %s + 1; i < %s + %s; i++) %s[i][2] += %s[i - 1][2];" % (lo, lo, cnt, X, X),
                          "#pragma acc exit data copyout(%s[%s:%s][0:%d])" % (X, lo, cnt, M)]
        lines += ["for (int q = 0; q < %d; q++) for (int z = 0; z < %d; z++) { ck_f(%s[q][z]); ck_f(%s[q][z]); ck_f(%s[q][z]); }" % (NR, M, A, P, W),
                  "for (int q = 0; q < 120; q++) ck_add((unsigned long long)(&%s[0][0][0])[q]);" % T,
                  "for (int q = 0; q < %d; q++) free(%s[q]);" % (NR, W),
                  "free(%s); free(%s);" % (W, P)]
        return {"decl": [], "code": lines, "check": []}

    def b_level_args(self, bi):
        """Loop arguments users write (2.9.2-2.9.4): `gang(static:2)`, `gang(static:*)` on
        parallel loops; `gang(num:G)`, `worker(num:4)`, `vector(length:64)` in kernels; with a
        reduction at each level feeding the next (vector -> worker -> gang -> construct)."""
        g = self.g
        r = g.r
        o = "o%d" % bi
        tot = "lt%d" % bi
        ni, _ = trip(g, 40, self.rt)
        nj, _ = trip(g, 12, self.rt)
        nk, _ = trip(g, 70, self.rt)
        env = self.env("kk")
        vty, vop = g.pick([("int", "max"), ("int", "min"), ("int", "+"), ("long", "+"), ("unsigned long long", "^"),
                           ("unsigned long long", "|"), ("unsigned", "&"), ("double", "max"), ("double", "+"), ("float", "min")])
        init = {"max": "-100000", "min": "100000", "+": "0", "^": "0", "|": "0", "&": "0xffffffffu"}[vop]
        v = g.small(env, 10)
        if vop in ("max", "min"):
            upd = "vr = (%s)%s %s vr ? (%s)%s : vr;" % (vty, v, ">" if vop == "max" else "<", vty, v)
        elif vop == "+":
            upd = "vr += (%s)%s;" % (vty, v)
        else:
            upd = "vr %s= (%s)(%s);" % (vop, vty, g.int_expr(env).text)
        wop = g.pick(["+", "max", "^"]) if vty not in ("double", "float") else g.pick(["+", "max"])
        wty = "long" if vty not in ("double", "float") else "double"
        if vty in ("unsigned long long", "unsigned"):
            wty = "unsigned long long"
            wop = g.pick(["+", "^", "|"])
        winit = "0" if wop != "max" else "-1000000"
        wupd = {"+": "ws += (%s)vr;", "max": "ws = (%s)vr > ws ? (%s)vr : ws;", "^": "ws ^= (%s)vr;", "|": "ws |= (%s)vr;"}[wop].replace("%s", wty)
        kern = g.chance(0.5)
        G, Wn, V = g.pick([1, 2, 4, 7]), g.pick([1, 2, 4]), g.pick([1, 32, 64, 96])
        if kern:
            gl = g.pick(["gang(num:%d)" % G, "gang(static:2)", "gang(num:%d, static:*)" % G, "gang(static:1)", "gang"])
            wl = g.pick(["worker(num:%d)" % Wn, "worker", "worker(%d)" % Wn])
            vl = g.pick(["vector(length:%d)" % V, "vector", "vector(%d)" % V])
            head = ["#pragma acc kernels copyin(in0, in1, in2) copy(%s[0:%d], %s)" % (o, CAP, tot), "{",
                    "#pragma acc loop %s reduction(+:%s)" % (gl, tot)]
            tail = ["}"]
        else:
            gl = g.pick(["gang(static:2)", "gang(static:*)", "gang(static:1)", "gang(static:%s)" % self.num(3), "gang"])
            wl, vl = "worker", "vector"
            head = ["#pragma acc parallel loop %s num_gangs(%d) num_workers(%d) vector_length(%d) copyin(in0, in1, in2) copy(%s[0:%d]) reduction(+:%s)" % (gl, G, Wn, V, o, CAP, tot)]
            tail = []
        lines = ["%s %s = %d;" % ("long" if wty != "double" else "double", tot, r.randrange(-5, 5))] + head + [
            "for (int i = 0; i < %s; i++) {" % ni,
            "    %s ws = %s;" % (wty, winit),
            "    #pragma acc loop %s reduction(%s:ws)" % (wl, wop),
            "    for (int j = 0; j < %s; j++) {" % nj,
            "        %s vr = %s;" % (vty, init),
            "        #pragma acc loop %s reduction(%s:vr)" % (vl, vop),
            "        for (int k = 0; k < %s; k++) { int kk = (i * 13 + j * 5 + k) %% %d; %s }" % (nk, CAP, upd),
            "        %s[i * 12 + j] = (int)vr;" % o if vty not in ("double", "float") else "        %s[i * 12 + j] = (int)(vr * 2);" % o,
            "        %s" % wupd.replace("vr", "vr"),
            "    }",
            "    %s[500 + i] = (int)(ws %s);" % (o, "& 0xffff" if wty == "unsigned long long" else "* 1"),
            "    %s += (%s)(ws %s);" % (tot, "long" if wty != "double" else "double", "& 0xfff" if wty == "unsigned long long" else ""),
            "}"] + tail
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (tot, "long" if wty != "double" else "double", 0)]}

    def b_atomic_mixed(self, bi):
        """Atomics whose expression has another type than the location (2.12): `int += double`,
        `float = float + int`, `long -= short`, `double += float`, `unsigned char += int`
        (wrapping), `unsigned long long` xor/or/and of shifted bits, a capture of a `short`
        counter into a `long`, atomic read of an int into a double, atomic write of a double
        expression into a long."""
        g = self.g
        r = g.r
        n, _ = trip(g, 600, self.rt)
        env = self.env("k")
        ai, af, au, ash, al, ad, ac, cs, rd, aw = ["am%s%d" % (c, bi) for c in ("i", "f", "u", "s", "l", "d", "c", "cs", "rd", "w")]
        o = "o%d" % bi
        # every level partitions the iterations over gangs: a loop run by each gang redundantly
        # would apply its atomics once per gang
        lvl = g.pick(["gang", "gang vector", "gang worker", "", "gang worker vector"])
        uop = g.pick(["^= (unsigned long long)(v + 1) << (k & 31)", "|= 1ull << (k & 63)", "&= ~(1ull << (k %% 64))",
                      "+= (unsigned long long)-1", "^= 0x9e3779b97f4a7c15ull * (unsigned long long)k"]).replace("%%", "%")
        stmts = [("#pragma acc atomic update", "%s += (double)(v & 7);" % ai),
                 (g.pick(["#pragma acc atomic", "#pragma acc atomic update"]), "%s = %s + (k & 3);" % (af, af)),
                 ("#pragma acc atomic update", "%s %s;" % (au, uop)),
                 ("#pragma acc atomic capture", "cv = %s++;" % ash),
                 ("#pragma acc atomic update", "%s -= (short)(v - 3);" % al),
                 ("#pragma acc atomic update", "%s += (float)(k & 1) * 0.5f;" % ad),
                 ("#pragma acc atomic update", "%s += %d;" % (ac, r.choice([3, 7, 100, -1])))]
        r.shuffle(stmts)
        stmts = stmts[:r.randint(3, len(stmts))]
        body = ["    int v = (int)(%s & 15); long cv = 0;" % g.as_unsigned(g.int_expr(env))]
        for p, s in stmts:
            body += ["    " + p, "    " + s]
        body.append("    %s += cv;" % cs)
        lines = ["int %s = 5; float %s = 1.5f; unsigned long long %s = 0x0123456789abcdefull; short %s = 3;" % (ai, af, au, ash),
                 "long %s = 0; double %s = 0.5; unsigned char %s = 7; long %s = 0; long %s = -1;" % (al, ad, ac, cs, aw),
                 "#pragma acc parallel loop %s copy(%s, %s, %s, %s, %s, %s, %s) copyin(in0, in1, in2) reduction(+:%s)" % (lvl, ai, af, au, ash, al, ad, ac, cs),
                 "for (int k = 0; k < %s; k++) {" % n] + body + ["}"]
        # atomic read of a location the loop does not change, into another type; one write
        lines += ["#pragma acc parallel loop %s copyin(%s) copyout(%s[0:%s]) copy(%s)" % (g.pick(["gang", "vector", ""]), ai, o, n, aw),
                  "for (int k = 0; k < %s; k++) {" % n,
                  "    double d;",
                  "    #pragma acc atomic read",
                  "    d = %s;" % ai,
                  "    %s[k] = d * 0.5 + k;" % o,
                  "    if (k == %s - 1) {" % n,
                  "        #pragma acc atomic write",
                  "        %s = d * 1.5 - k;" % aw,
                  "    }",
                  "}"]
        chk = [(ai, "int", 0), (af, "float", 0), (au, "unsigned long long", 0), (ash, "short", 0), (al, "long", 0),
               (ad, "double", 0), (ac, "unsigned char", 0), (cs, "long", 0), (aw, "long", 0), (o, "double", CAP)]
        return {"decl": [(o, "double", CAP)], "code": lines, "check": chk}

    def sm_body(self, ind, hv, stv, tmax, src):
        """A state machine without switch/goto over an unsigned long long h: if/else-if
        chains on the state, _Bool flags, shifts, rotates, masks and a popcount loop."""
        g = self.g
        r = g.r
        ops = ["%s ^= %s << %d;" % (hv, hv, r.randrange(1, 20)), "%s ^= %s >> %d;" % (hv, hv, r.randrange(1, 40)),
               "%s *= 0x%xull;" % (hv, r.randrange(1 << 40) | 1), "%s = (%s << %d) | (%s >> %d);" % (hv, hv, 13, hv, 51),
               "%s += (unsigned long long)%s;" % (hv, src), "%s &= ~(1ull << (%s & 63));" % (hv, hv + " >> 7"),
               "%s |= 1ull << (int)(%s %% 61ull);" % (hv, hv), "%s = ~%s ^ (%s >> 32);" % (hv, hv, hv)]
        ns = r.randint(3, 5)
        out = [ind + "for (int t = 0; t < %s && !done; t++) {" % tmax]
        for s in range(ns):
            kw = "if" if s == 0 else "} else if"
            out.append(ind + "    %s (%s == %d) {" % (kw, stv, s) if s < ns - 1 else ind + "    } else {")
            out.append(ind + "        " + g.pick(ops))
            if g.chance(0.4):
                out.append(ind + "        " + g.pick(ops))
            nxt = r.choice(["(int)(%s %% %dull)" % (hv, ns), "((%s >> %d) & 1) ? %d : %d" % (hv, r.randrange(60), r.randrange(ns), r.randrange(ns)),
                            "%d" % ((s + 1) % ns)])
            out.append(ind + "        %s = %s;" % (stv, nxt))
            if s == ns - 1:
                out.append(ind + "        done = (%s & %d) == %d;" % (hv, r.choice([7, 15, 3]), r.randrange(3)))
        out.append(ind + "    }")
        out.append(ind + "    _Bool odd = (%s >> %d) & 1;" % (hv, r.randrange(64)))
        out.append(ind + "    steps += odd + 1;")
        out.append(ind + "}")
        out.append(ind + "int pc = 0; for (unsigned long long y = %s; y; y &= y - 1) pc++;" % hv)
        return out

    def b_state_machine(self, bi):
        """State machines in loop bodies (if/else-if chains, no switch or goto), `_Bool` flags
        and bitwise work on `unsigned long long`, at gang, worker, vector and seq level, in
        kernels and in a seq routine."""
        g = self.g
        r = g.r
        o, o2 = "o%d" % bi, "o%db" % bi
        tmax = self.num(r.choice([1, 4, 9, 20]))
        k = r.randrange(4)
        src = "in%d[(kk + t) %% %d]" % (r.randrange(3), CAP)
        if k == 3:
            fn = "smr%d" % bi
            self.routines += ["#pragma acc routine seq",
                              "static unsigned long long %s(unsigned long long h, int kk, int tmax, const %s *inp, int *stp) {" % (fn, self.in_types[0]),
                              "    int st = kk & 3, steps = 0; _Bool done = 0;"] + \
                self.sm_body("    ", "h", "st", "tmax", "inp[(kk + t) %% %d]" % CAP) + \
                ["    *stp = steps * 100 + pc + done;", "    return h;", "}"]
        n, _ = trip(g, 600, self.rt)
        if k in (0, 3):
            construct = g.pick(["parallel loop %s" % self.level(("gang", "worker", "vector", "gang vector", "seq", "")), "kernels loop", "serial loop"])
            lines = ["#pragma acc %s copyin(in0, in1, in2) copy(%s[0:%d], %s[0:%d])" % (construct, o, CAP, o2, CAP),
                     "for (int kk = 0; kk < %s; kk++) {" % n]
            if k == 0:
                lines += ["    unsigned long long h = 0x9e3779b97f4a7c15ull ^ (unsigned long long)kk; int st = kk & 3, steps = 0; _Bool done = 0;"]
                lines += self.sm_body("    ", "h", "st", tmax, src)
                lines += ["    %s[kk] = h;" % o, "    %s[kk] = steps * 100 + pc + done;" % o2]
            else:
                lines += ["    int sp = 0;", "    %s[kk] = %s(0x%xull ^ (unsigned long long)kk, kk, %s, in0, &sp);" % (o, fn, r.randrange(1 << 48), tmax),
                          "    %s[kk] = sp;" % o2]
            lines.append("}")
        else:
            ni, _ = trip(g, 20, self.rt)
            nj, _ = trip(g, 30, self.rt)
            lvls = g.pick([("gang", "vector"), ("gang", "worker"), ("gang worker", "vector"), ("", ""), ("gang", "seq")])
            lines = ["#pragma acc parallel loop %s copyin(in0, in1, in2) copy(%s[0:%d], %s[0:%d])%s" % (lvls[0], o, CAP, o2, CAP,
                                                                                                         g.pick(["", " vector_length(32)", " num_workers(4) vector_length(64)"])),
                     "for (int i = 0; i < %s; i++) {" % ni]
            red = k == 2
            if red:
                lines += ["    int cnt = 0; unsigned long long xr = 0;",
                          "    #pragma acc loop %s reduction(+:cnt) reduction(^:xr)" % lvls[1]]
            else:
                lines += ["    #pragma acc loop %s" % lvls[1]]
            lines += ["    for (int j = 0; j < %s; j++) {" % nj,
                      "        int kk = i * 30 + j;",
                      "        unsigned long long h = (unsigned long long)in1[kk] * 0x100000001b3ull + (unsigned long long)i; int st = (j ^ i) & 3, steps = 0; _Bool done = 0;"]
            lines += self.sm_body("        ", "h", "st", tmax, src)
            lines += ["        %s[kk] = h;" % o, "        %s[kk] = steps * 100 + pc + done;" % o2]
            if red:
                lines += ["        cnt += done + (pc & 1); xr ^= h;"]
            lines += ["    }"]
            if red:
                lines += ["    %s[620 + i] = cnt * 1000 + (int)(xr & 511);" % o2]
            lines += ["}"]
        return {"decl": [(o, "unsigned long long", CAP), (o2, "int", CAP)], "code": lines,
                "check": [(o, "unsigned long long", CAP), (o2, "int", CAP)]}

    def b_kernels_host(self, bi):
        """A `data` region holding `kernels` constructs with several nests and scalars carried
        between them (a kernels scalar is `copy`, 2.5.3/2.6.2), with host code between the
        constructs: `update self` of a section, host changes, `update device`, host sums
        used by the next kernels construct."""
        g = self.g
        r = g.r
        N = 64
        a, b = "ka%d" % bi, "kb%d" % bi
        s, t, u = "ks%d" % bi, "kt%d" % bi, "ku%d" % bi
        n, _ = trip(g, N, self.rt)
        lo_v = r.randrange(0, 20)
        m_v = r.choice([0, 1, 5, N - lo_v])
        lo, m = self.num(lo_v), self.num(m_v)
        env = self.env("k")
        lines = ["int %s = %d; long %s = 0, %s = 0;" % (s, r.randrange(-5, 9), t, u),
                 "for (int q = 0; q < %d; q++) { %s[q] = q %% 5 - 1; %s[q] = 0; }" % (N, a, b),
                 "#pragma acc data copyin(in0, in1, in2) copy(%s[0:%d], %s[0:%d])" % (a, N, b, N),
                 "{",
                 "#pragma acc kernels",
                 "{",
                 "    for (int k = 0; k < %s; k++) %s[k] = %s[k] + %s + %s;" % (n, a, a, g.small(env, 6), s),
                 "    %s = %s * 2 + 1;" % (s, s),
                 "    for (int k = 0; k < %s; k++) %s[k] = %s[k] * 2 - %s;" % (n, b, a, s)]
        if g.chance(0.5):
            lines += ["    for (int k = 1; k < %s; k++) %s[k] += %s[k - 1];" % (n, b, b)]
        if g.chance(0.4):
            lines += ["    %s = 0;" % u, "    for (int k = 0; k < %s; k++) %s += %s[k];" % (n, u, b)]
        lines += ["}",
                  "%s += 3;" % s,
                  "#pragma acc update self(%s[%s:%s])" % (a, lo, m),
                  "for (int q = %s; q < %s + %s; q++) { %s[q] = %s[q] * 3 - q; %s += %s[q]; }" % (lo, lo, m, a, a, t, a),
                  "#pragma acc update device(%s[%s:%s])" % (a, lo, m)]
        if g.chance(0.5):
            lines += ["#pragma acc kernels loop %s" % g.pick(["", "independent", "gang vector(32)"]),
                      "for (int k = 0; k < %s; k++) %s[k] = %s[k] + %s[k] * (int)(%s & 7) + %s;" % (n, b, b, a, t, s)]
        else:
            lines += ["#pragma acc kernels",
                      "{",
                      "    for (int k = 0; k < %s; k++) %s[k] = %s[k] + %s[k] * (int)(%s & 7) + %s;" % (n, b, b, a, t, s),
                      "    %s = %s - 1;" % (s, s),
                      "    %s = 1;" % u,
                      "    for (int k = 0; k < %s; k++) if (%s[k] > %s) %s = %s > %s[k] ? %s : %s[k];" % (n, b, u, u, u, b, u, b),
                      "}"]
        lines += ["}"]
        return {"decl": [(a, "int", N), (b, "int", N)], "code": lines,
                "check": [(a, "int", N), (b, "int", N), (s, "int", 0), (t, "long", 0), (u, "long", 0)]}

    def b_routine_ret(self, bi):
        """Routines that return values at every level: a `routine worker` returning its worker
        reduction, called from a gang loop with a gang-private array passed by pointer; a
        `routine vector` filling a worker-private array passed by pointer and returning its
        vector reduction; seq routines (depth 2) returning values computed by loops over a
        private array."""
        g = self.g
        r = g.r
        rs, rs2, rv, rw = ["rr%s%d" % (c, bi) for c in ("s", "t", "v", "w")]
        WL = 32
        x1, x2 = r.randrange(1, 31), r.randrange(2, 9)
        self.routines += [
            "#pragma acc routine seq",
            "static long %s(const int *p, int m, int x) {" % rs,
            "    long s = x;",
            "    for (int q = 0; q < m; q++) s += (p[q] ^ x) & %d;" % x1,
            "    if (s & 1) return s * 2;",
            "    return s - 1;", "}",
            "#pragma acc routine seq",
            "static int %s(int *w, int m, int x) {" % rs2,
            "    for (int q = 0; q < m; q++) w[q] = (w[q] + x + q) & 255;",
            "    return (int)%s(w, m, x & 7) %% 1000;" % rs, "}",
            "#pragma acc routine vector",
            "static int %s(int *w, const int *src, int m, int x) {" % rv,
            "    #pragma acc loop vector",
            "    for (int j = 0; j < m; j++) w[j] = (src[j] & 63) + x;",
            "    int s = 0;",
            "    #pragma acc loop vector reduction(+:s)",
            "    for (int j = 0; j < m; j++) s += (int)%s(w, (j %% %d) + 1, w[m - 1 - j]) & 255;" % (rs, x2),
            "    return s;", "}",
            "#pragma acc routine worker",
            "static long %s(const int *ga, const int *src, int nr, int m) {" % rw,
            "    long t = 0;",
            "    #pragma acc loop worker reduction(+:t)",
            "    for (int i = 0; i < nr; i++) { int w[%d]; t += %s(w, src + i * 5 + ga[i & 7], m, i) + w[0]; }" % (WL, rv),
            "    return t;", "}"]
        o = "o%d" % bi
        src = "rsrc%d" % bi
        nb, _ = trip(g, 10, self.rt)
        nr, _ = trip(g, 8, self.rt)
        m, _ = trip(g, WL, self.rt)
        if m == "0":
            m = "1"
        shape = g.pick(["", "num_workers(4) vector_length(32)", "num_workers(2)", "vector_length(64)", "num_workers(3) vector_length(33)",
                        "num_gangs(2) num_workers(1) vector_length(1)"])
        lines = ["static int %s[%d];" % (src, CAP),
                 "for (int q = 0; q < %d; q++) %s[q] = (q * %d + %d) %% 97 - 20;" % (CAP, src, r.randrange(3, 30), r.randrange(40))]
        k = r.randrange(3)
        if m.startswith("rt"):
            lines.append("if (%s == 0) %s = 1;" % (m, m))
        if k == 0:   # worker routine from a gang loop, a gang-private array by pointer
            lines += ["#pragma acc parallel loop gang %s copyin(%s) copy(%s[0:%d])" % (shape, src, o, CAP),
                      "for (int b = 0; b < %s; b++) {" % nb,
                      "    int ga[8];",
                      "    for (int q = 0; q < 8; q++) ga[q] = (b * 3 + q) % 5;",
                      "    %s[b] = %s(ga, %s, %s, %s);" % (o, rw, src, nr, m),
                      "}"]
        elif k == 1:  # vector routine from a worker loop, a worker-private array by pointer
            lines += ["#pragma acc parallel loop gang %s copyin(%s) copy(%s[0:%d])" % (shape, src, o, CAP),
                      "for (int b = 0; b < %s; b++) {" % nb,
                      "    long t = 0;",
                      "    #pragma acc loop worker reduction(+:t)",
                      "    for (int i = 0; i < %s; i++) {" % nr,
                      "        int w[%d];" % WL,
                      "        int s = %s(w, %s + b * 40 + i, %s, b - i);" % (rv, src, m),
                      "        %s[100 + b * 8 + i] = s + w[%s - 1];" % (o, m),
                      "        t += s;",
                      "    }",
                      "    %s[b] = t;" % o,
                      "}"]
        else:  # seq routines from a vector loop, a vector-private array by pointer
            lines += ["#pragma acc parallel loop gang %s copyin(%s) copy(%s[0:%d])" % (shape, src, o, CAP),
                      "for (int b = 0; b < %s; b++) {" % nb,
                      "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq"]),
                      "    for (int i = 0; i < %s; i++) {" % m,
                      "        int pv[4] = { i, b, %s[b * 30 + i], 3 };" % src,
                      "        %s[b * 40 + i] = %s(pv, 4, i + b) + pv[2];" % (o, rs2),
                      "    }",
                      "}"]
        return {"decl": [(o, "long", CAP)], "code": lines, "check": [(o, "long", CAP)]}

    def b_priv_barrier(self, bi):
        """Gang-private arrays filled by a vector (or worker-vector) loop and read by the next
        loop at other lanes' elements (reversed, shifted): the loop's end is a barrier for the
        group (2.9). Also a gang-private 2-D array filled by worker loops and read by others."""
        g = self.g
        r = g.r
        o = "o%d" % bi
        L = r.choice([16, 32, 48])
        ni, _ = trip(g, 10, self.rt)
        G, Wn, V = g.pick([1, 2, 3]), g.pick([1, 2, 4]), g.pick([1, 16, 32, 33, 64])
        env = self.env("kk")
        decl_in_body = g.chance(0.5)
        lines = ["int ga[%d], gb[%d], gw[4][%d];" % (L, L, L) if not decl_in_body else "",
                 "#pragma acc parallel num_gangs(%d) num_workers(%d) vector_length(%d) copyin(in0, in1, in2) copy(%s[0:%d])" % (G, Wn, V, o, CAP),
                 "{",
                 "#pragma acc loop gang%s" % ("" if decl_in_body else " private(ga, gb, gw)"),
                 "for (int i = 0; i < %s; i++) {" % ni]
        if decl_in_body:
            lines.append("    int ga[%d], gb[%d], gw[4][%d];" % (L, L, L))
        lines += ["    #pragma acc loop %s" % g.pick(["vector", "worker vector", "worker", ""]),
                  "    for (int k = 0; k < %d; k++) { int kk = i * %d + k; ga[k] = (int)%s; }" % (L, L, g.small(env, 9)),
                  "    #pragma acc loop %s" % g.pick(["vector", "worker vector", ""]),
                  "    for (int k = 0; k < %d; k++) gb[k] = ga[%d - k] * 2 + ga[(k + %d) %% %d];" % (L, L - 1, r.randrange(1, L), L),
                  "    #pragma acc loop worker",
                  "    for (int j = 0; j < 4; j++) {",
                  "        #pragma acc loop vector",
                  "        for (int k = 0; k < %d; k++) gw[j][k] = gb[(k + j * %d) %% %d] - j;" % (L, r.randrange(1, 9), L),
                  "    }",
                  "    int s = 0;",
                  "    #pragma acc loop worker vector reduction(+:s)" if g.chance(0.5) else "    #pragma acc loop vector reduction(+:s)",
                  "    for (int k = 0; k < %d; k++) s += gw[3 - (k & 3)][%d - k] * (k & 3);" % (L, L - 1),
                  "    #pragma acc loop vector",
                  "    for (int k = 0; k < %d; k++) %s[i * %d + k] = gw[k %% 4][(k * 7) %% %d] + s;" % (L, o, L, L),
                  "    %s[%d + i] = s;" % (o, 690 - 10),
                  "}",
                  "}"]
        return {"decl": [(o, "int", CAP)], "code": [x for x in lines if x], "check": [(o, "int", CAP)]}

    def b_collapse_offset(self, bi):
        """collapse(2|3) and tile(4, 8) over loops with run-time offset bounds (negative and
        positive starts, `<=`, descending inner loops, `long` outer variables), with reductions
        on the same directive; in parallel, kernels and with `gang(static:2)`."""
        g = self.g
        r = g.r
        o = "o%d" % bi
        lo1 = self.num(r.choice([-3, 0, 2, 5]))
        off = self.num(r.choice([0, 1, 4]))
        n1, _ = trip(g, 8, self.rt)
        n2, _ = trip(g, 10, self.rt)
        n3, _ = trip(g, 8, self.rt)
        s, mx = "cs%d" % bi, "cm%d" % bi
        three = g.chance(0.4)
        if three:
            lvl = g.pick(["collapse(3)", "collapse(3) gang vector", "tile(2, 4, 8)", "collapse(3) gang(static:2)", "tile(4, 8, 2) gang"])
        else:
            lvl = g.pick(["collapse(2)", "tile(4, 8)", "tile(4, 8) gang vector", "gang(static:2) collapse(2)", "collapse(2) gang worker vector",
                          "tile(8, 4) gang(static:*)", "tile(*, 8)"])
        construct = g.pick(["parallel loop", "parallel loop", "kernels loop", "serial loop"])
        if construct == "serial loop":
            lvl = lvl.replace(" gang(static:2)", "").replace("gang(static:2) ", "").replace(" gang(static:*)", "")
        env = self.env("kk")
        lines = ["long %s = 0; int %s = -100000;" % (s, mx),
                 "#pragma acc %s %s copyin(in0, in1, in2) copy(%s[0:%d]) reduction(+:%s) reduction(max:%s)" % (construct, lvl, o, CAP, s, mx),
                 "for (long i = %s; i < %s + %s; i++)" % (lo1, lo1, n1)]
        desc = g.chance(0.4)
        if desc:
            lines.append("    for (int j = %s + %s + 1; j > %s + 1; j--)" % (off, n2, off))
        else:
            lines.append("    for (int j = %s + 2; j <= %s + %s + 1; j++)" % (off, off, n2))
        if three:
            lines += ["        for (int l = -%s; l < %s - %s; l++) {" % (off, n3, off),
                      "            int kk = (int)((i - %s) * 80 + (j - %s - 2) * 8 + (l + %s));" % (lo1, off, off)]
            ind = "            "
        else:
            lines += ["    {", "        int kk = (int)((i - %s) * 80 + (j - %s - 2));" % (lo1, off)]
            ind = "        "
        v = g.small(env, 9)
        lines += [ind + "int v = %s + (int)i - j;" % v,
                  ind + "%s[kk] = v;" % o,
                  ind + "%s += v;" % s,
                  ind + "if (v > %s) %s = v;" % (mx, mx),
                  ind[:-4] + "}"]
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (s, "long", 0), (mx, "int", 0)]}

    def b_atomic_narrow(self, bi):
        """Atomics on narrow and odd types (2.12): `_Bool` (`+=`, `&=`, `^=`), `short <<=`,
        `int /= 2.0`, `float *= 0.5`, `long *= 3` (a few times only), wrapping `unsigned
        short`, `signed char` and `unsigned char` updates, `double += float`, captures into
        narrower or wider types, each location updated in one form only (any order gives one
        value; a captured location is changed by its capture alone)."""
        g = self.g
        r = g.r
        n, _ = trip(g, 600, self.rt)
        nm = ["an%s%d" % (c, bi) for c in ("b1", "b2", "b3", "sh", "us", "ix", "lx", "sc", "uc", "f", "d", "cu", "cc", "cs")]
        b1, b2, b3, sh, us, ix, lx, sc, uc, f, d, cu, cc, cs = nm
        x = r.randrange(600)
        stmts = [["%s += (k == %d);" % (b1, x)], ["%s &= (k != %s - 1);" % (b2, n)], ["%s ^= 1;" % b3],
                 ["%s <<= 1;" % sh, "k < 10"], ["%s /= 2.0;" % ix, "k < 12"], ["%s *= 0.5;" % f, "k < 9"],
                 ["%s = %s * 3;" % (lx, lx), "k < 10"], ["%s += 1u;" % us], ["%s -= 1;" % sc], ["%s = %s + 257;" % (uc, uc)],
                 ["%s = %s + (k & 1 ? 0.5f : -0.25f);" % (d, d)]]
        r.shuffle(stmts)
        stmts = stmts[:r.randint(3, len(stmts))]
        body = []
        for s in stmts:
            if len(s) > 1:
                body += ["    if (%s) {" % s[1], "        #pragma acc atomic update", "        " + s[0], "    }"]
            else:
                body += ["    #pragma acc atomic%s" % g.pick(["", " update"]), "    " + s[0]]
        cty = g.pick(["short", "unsigned char", "long", "int"])
        body += ["    %s cv;" % cty,
                 "    #pragma acc atomic capture",
                 "    " + g.pick(["{ cv = %s; %s++; }" % (cu, cu), "cv = %s++;" % cu, "{ %s += 1; cv = %s; }" % (cu, cu)]),
                 "    unsigned char cb;",
                 "    #pragma acc atomic capture",
                 "    cb = %s += 2;" % cc,
                 "    %s += (unsigned short)cv + (cb & 1);" % cs]
        lvl = g.pick(["gang worker vector num_workers(2) vector_length(32)", "gang", "gang vector", "", "gang worker"])
        lines = ["_Bool %s = 0, %s = 1, %s = 0; short %s = 1; unsigned short %s = 65535, %s = %d; int %s = 1 << 20; long %s = 3;" % (
                     b1, b2, b3, sh, us, cu, r.choice([0, 65000, 100]), ix, lx),
                 "signed char %s = 100; unsigned char %s = 0, %s = %d; float %s = 1024; double %s = -8; long %s = 0;" % (sc, uc, cc, r.randrange(256), f, d, cs),
                 "#pragma acc parallel loop %s copy(%s) reduction(+:%s)" % (lvl, ", ".join(nm[:-1]), cs),
                 "for (int k = 0; k < %s; k++) {" % n] + body + ["}"]
        chk = [(v, t, 0) for v, t in zip(nm, ["int"] * 3 + ["short", "unsigned short", "int", "long", "signed char", "unsigned char",
                                                            "float", "double", "unsigned short", "unsigned char", "long"])]
        return {"decl": [], "code": lines, "check": chk}

    def b_expr_bits(self, bi):
        """C expression corners in device code: bit-fields of every width in a private struct
        (an `unsigned : 3` promotes to int, an `unsigned long long : 40`, a `_Bool : 1`, a
        signed one), `__builtin_popcountll`/`clz`/`ctzll`/`parity`, compound literals, the
        comma operator, `_Bool` from a double, narrowing to `char` types, `/` and `%` by
        negative divisors, unsigned negation, a double truncated to `long long`."""
        g = self.g
        r = g.r
        o = "o%d" % bi
        items = ["r += s.a - 4 < 0;", "r = r * 3 + (s.b >> 1);", "r = r * 5 + (long)(s.c >> %d);" % r.randrange(1, 30),
                 "r = r * 7 + (s.d ? 11 : 13);", "r = r * 3 + s.e / 7 + s.e % 7;",
                 "{ _Bool bb = 0.5 * (k & 1); r = r * 2 + bb; }",
                 "r += __builtin_popcountll((unsigned long long)k * 0x%xull);" % (r.randrange(1 << 62) | 1),
                 "r += k ? __builtin_clz((unsigned)k) : 0;", "r += __builtin_ctzll((unsigned long long)k | 0x100000000ull);",
                 "r += __builtin_parity((unsigned)k * 2654435761u);",
                 "r += (k - 250) / -3 + (k - 250) %% -%d;" % r.randrange(2, 9),
                 "{ int t = (r & 1, k * 2); r += t; }", "r += ((int[]){ 5, 6, 7 })[k % 3];",
                 "{ unsigned char uc = (unsigned char)(k * 37); signed char sc = (signed char)uc; r += sc + uc + (char)(k + 120); }",
                 "r += (unsigned)(-k) % 1000u;", "r += (long long)(-(double)k / 3.0);",
                 "s.a += 5; s.b = -s.b; r += s.a + s.b + s.e;", "s.c ^= s.c >> 3; r += (long)(s.c & 0xffff);",
                 "{ struct B t2 = s; t2.e = t2.e * 2 + 1; r += t2.e - s.e; }"]
        r.shuffle(items)
        items = items[:r.randint(4, len(items))]
        sdecl = "struct B%d { unsigned a : 3; signed b : 5; unsigned long long c : 40; _Bool d : 1; int e : 12; };" % bi
        body = ["struct B%d s = { k, k - 10, (unsigned long long)k << 20, k & 1, -k };" % bi, "long r = %d;" % r.randrange(-9, 9)]
        body += [it.replace("struct B ", "struct B%d " % bi) for it in items]
        k = r.randrange(3)
        if k == 0:
            n, _ = trip(g, 600, self.rt)
            lines = [sdecl, "#pragma acc %s copyout(%s[0:%s])" % (g.pick(["parallel loop", "parallel loop gang vector", "kernels loop", "serial loop"]), o, n),
                     "for (int k = 0; k < %s; k++) {" % n] + ["    " + b for b in body] + ["    %s[k] = r;" % o, "}"]
        else:
            ni, _ = trip(g, 20, self.rt)
            nj, _ = trip(g, 30, self.rt)
            # (`copy`, not `copyout`: the nest writes every 30th element; a copyout's device
            # copy starts undefined, and the H200 returned garbage for the others, 8 of 150
            # programs on 2026-12-01)
            lines = [sdecl, "#pragma acc parallel loop gang copy(%s[0:%d]) %s" % (o, CAP, g.pick(["", "vector_length(32)", "num_workers(3)"])),
                     "for (int i = 0; i < %s; i++) {" % ni,
                     "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq"]),
                     "    for (int j = 0; j < %s; j++) {" % nj, "        int k = i * 30 + j;"] + \
                ["        " + b for b in body] + ["        %s[k] = r;" % o, "    }", "}"]
        return {"decl": [(o, "long", CAP)], "code": lines, "check": [(o, "long", CAP)]}

    def b_vla_params(self, bi):
        """Variably modified types: a pointer to run-time-sized rows (`double (*p)[m]`) mapped
        by `copy(p[0:n][0:m])`, routines with VLA parameters (`double a[n][m]`,
        `double (*row)[m]`), `sizeof(p[0])` in device code, collapse(2) over them."""
        g = self.g
        r = g.r
        n = self.rtv(r.choice([1, 5, 11, 16]))
        m = self.rtv(r.choice([1, 3, 7, 12]))
        rs, rv = "vl%s%d" % ("s", bi), "vl%s%d" % ("v", bi)
        self.routines += [
            "#pragma acc routine seq",
            "static double %s(int n, int m, double a[n][m], int i) {" % rs,
            "    double s = 0;",
            "    for (int j = 0; j < m; j++) s += a[i][j] * (j + 1);",
            "    return s + (double)(sizeof(a[0]) / sizeof(double));", "}",
            "#pragma acc routine vector",
            "static void %s(int m, double (*row)[m], double f) {" % rv,
            "    #pragma acc loop vector",
            "    for (int j = 0; j < m; j++) (*row)[j] = (*row)[j] * f + j;", "}"]
        P, out = "vp%d" % bi, "vo%d" % bi
        lines = ["double *%sb = (double *)malloc(sizeof(double) * %s * %s);" % (P, n, m),
                 "double (*%s)[%s] = (double (*)[%s])%sb;" % (P, m, m, P),
                 "double %s[16];" % out,
                 "for (int i = 0; i < %s; i++) for (int j = 0; j < %s; j++) %s[i][j] = (i + 2 * j) %% 5 - 1.5;" % (n, m, P),
                 "#pragma acc data copy(%s[0:%s][0:%s]) copyout(%s[0:%s])" % (P, n, m, out, n),
                 "{"]
        steps = [r.randrange(4) for _ in range(r.randint(2, 4))] + [3]
        for st in steps:
            if st == 0:
                lines += ["#pragma acc parallel loop gang %s" % g.pick(["", "vector_length(32)", "num_workers(2) vector_length(64)"]),
                          "for (int i = 0; i < %s; i++) %s(%s, &%s[i], 0.5 * (i %% 3 + 1));" % (n, rv, m, P)]
            elif st == 1:
                lines += ["#pragma acc %s" % g.pick(["parallel loop collapse(2)", "kernels loop independent", "parallel loop tile(4, 8)", "serial loop"]),
                          "for (int i = 0; i < %s; i++) for (int j = 0; j < %s; j++) %s[i][j] += i - (int)(sizeof(%s[0]) / sizeof(double));" % (n, m, P, P)]
            elif st == 2:
                lines += ["#pragma acc parallel loop gang",
                          "for (int i = 0; i < %s; i++) {" % n,
                          "    double (*row)[%s] = %s + i;" % (m, P),
                          "    #pragma acc loop vector",
                          "    for (int j = 0; j < %s; j++) (*row)[j] = (*row)[j] * 2 - j;" % m,
                          "}"]
            else:
                lines += ["#pragma acc parallel loop %s" % g.pick(["", "gang", "vector", "gang vector"]),
                          "for (int i = 0; i < %s; i++) %s[i] = %s(%s, %s, %s, i);" % (n, out, rs, n, m, P)]
        lines += ["}",
                  "for (int i = 0; i < %s; i++) { ck_f(%s[i]); for (int j = 0; j < %s; j++) ck_f(%s[i][j]); }" % (n, out, m, P),
                  "free(%sb);" % P]
        return {"decl": [], "code": lines, "check": []}

    def b_routine_fill(self, bi):
        """A vector routine filling a gang-private array passed by pointer and returning a
        reduction over other lanes' elements; a worker routine filling the rows of a gang's
        2-D array through it; the gang's next loops read those arrays at other lanes'
        elements (each routine's loops end with the group's barrier)."""
        g = self.g
        r = g.r
        fv, fw, fs = ["rf%s%d" % (c, bi) for c in "vws"]
        op = g.pick(["max", "+", "min"])
        upd = {"max": "s = w[m - 1 - j] > s ? w[m - 1 - j] : s;", "min": "s = w[m - 1 - j] < s ? w[m - 1 - j] : s;", "+": "s += w[m - 1 - j] * (j & 3);"}[op]
        init = {"max": "-1", "min": "1000", "+": "0"}[op]
        a, b = r.randrange(2, 12), r.randrange(5, 31)
        self.routines += [
            "#pragma acc routine vector",
            "static int %s(int *w, int m, int b) {" % fv,
            "    #pragma acc loop vector",
            "    for (int j = 0; j < m; j++) w[j] = (j * %d + b) %% %d;" % (a, b),
            "    int s = %s;" % init,
            "    #pragma acc loop vector reduction(%s:s)" % op,
            "    for (int j = 0; j < m; j++) %s" % upd,
            "    return s;", "}",
            "#pragma acc routine worker",
            "static void %s(int (*w)[40], int nr, int m, int b, int *mx) {" % fw,
            "    #pragma acc loop worker",
            "    for (int q = 0; q < nr; q++) mx[q] = %s(w[q], m, b + q);" % fv, "}",
            "#pragma acc routine seq",
            "static int %s(const int *w, int i) { return w[i] * 2 - i; }" % fs]
        o, o2 = "o%d" % bi, "o%db" % bi
        nb, _ = trip(g, 17, self.rt)
        m = self.num(r.choice([1, 2, 17, 32, 37, 40]))
        lines = []
        if g.chance(0.5):
            lines += ["#pragma acc parallel loop gang copy(%s[0:%d]) %s" % (o, CAP, g.pick(["vector_length(64)", "vector_length(32)", "", "vector_length(1)", "num_workers(2) vector_length(33)"])),
                      "for (int b = 0; b < %s; b++) {" % nb,
                      "    int ga[40];",
                      "    int mx = %s(ga, %s, b);" % (fv, m),
                      "    #pragma acc loop vector",
                      "    for (int j = 0; j < %s; j++) %s[b * 40 + j] = ga[(j + 1) %% %s] + %s(ga, %s - 1 - j) + mx;" % (m, o, m, fs, m),
                      "    %s[680 + b] = mx;" % o,
                      "}"]
        else:
            lines += ["#pragma acc parallel loop gang copy(%s[0:%d]) %s" % (o, CAP, g.pick(["num_workers(4) vector_length(32)", "num_workers(2)", "", "num_workers(3) vector_length(1)"])),
                      "for (int b = 0; b < %s; b++) {" % nb,
                      "    int gw[4][40], mx[4], rs[4];",
                      "    %s(gw, 4, %s, b, mx);" % (fw, m),
                      "    #pragma acc loop worker",
                      "    for (int q = 0; q < 4; q++) {",
                      "        int t = 0;",
                      "        #pragma acc loop vector reduction(+:t)",
                      "        for (int j = 0; j < %s; j++) t += gw[3 - q][%s - 1 - j] * (j & 1 ? 1 : -1);" % (m, m),
                      "        rs[q] = t + mx[(q + 1) & 3];",
                      "    }",
                      "    #pragma acc loop vector",
                      "    for (int j = 0; j < %s; j++) %s[b * 40 + j] = gw[j %% 4][%s - 1 - j] + rs[(j + 1) & 3] * 3;" % (m, o, m),
                      "    %s[b] = rs[0] + rs[3];" % o2,
                      "}"]
        return {"decl": [(o, "int", CAP), (o2, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (o2, "int", CAP)]}

    def b_kernels_locals(self, bi):
        """A `kernels` construct declaring arrays, a struct and scalars in its own scope
        (private to the region, shared by its kernels: 2.5.3), written by one nest and read by
        the next in another order, with scalar statements between the nests."""
        g = self.g
        r = g.r
        o, od = "o%d" % bi, "o%dd" % bi
        n, _ = trip(g, 256, self.rt)
        m1, m2 = r.randrange(2, 9), r.randrange(3, 23)
        lines = ["#pragma acc kernels copyout(%s[0:%s], %s[0:%s]) copyin(in0, in1, in2)" % (o, n, od, n),
                 "{",
                 "    int tmp[256]; double acc = %d; int cnt = 0;" % r.randrange(-3, 4),
                 "    struct { int a[16]; double s; } st;",
                 "    for (int i = 0; i < %s; i++) tmp[i] = i * %d %% %d + (int)(in%d[i] & 7);" % (n, m1, m2, r.randrange(3)),
                 "    for (int i = 0; i < 16; i++) st.a[i] = i * 2 + 1;",
                 "    for (int i = 0; i < 16 && i * 2 < %s; i++) st.a[i] = tmp[i * 2] + 1;" % n,
                 "    st.s = %s;" % g.pick(["0.5", "-1.5", "2"]),
                 "    for (int i = 0; i < %s; i++) %s[i] = tmp[%s - 1 - i] + st.a[i & 15];" % (n, o, n),
                 "    for (int i = 0; i < %s; i++) acc += tmp[i] * 0.5;" % n,
                 "    cnt = %s / 3;" % n]
        if g.chance(0.5):
            lines += ["    for (int i = 1; i < %s; i++) tmp[i] += tmp[i - 1] & 1;" % n]
        lines += ["    for (int i = 0; i < %s; i++) %s[i] = acc + st.s * i + (i < cnt ? tmp[i] : -tmp[i]);" % (n, od),
                  "}"]
        return {"decl": [(o, "int", CAP), (od, "double", CAP)], "code": lines, "check": [(o, "int", CAP), (od, "double", CAP)]}

    def b_converge(self, bi):
        """An iteration inside one compute region: a `while`/`do` loop in the gang-redundant
        code of `parallel num_gangs(1)` (or in `serial`) whose worker/vector loops reduce the
        value that ends it (`max` of a change, `+` of a count), then copy the new values back;
        exact arithmetic (integers, halves floored)."""
        g = self.g
        r = g.r
        a, b = "cva%d" % bi, "cvb%d" % bi
        its, ev, cnt = "cvi%d" % bi, "cve%d" % bi, "cvc%d" % bi
        n = self.num(r.choice([1, 7, 64, 256]))
        # no gang loops: `e` is declared in the region, private to its gang (2.5.1); a gang
        # loop's reduction into it is not the pattern tested here
        lv = g.pick(["worker vector", "vector", "worker", "vector", ""])
        serial = g.chance(0.25)
        head = "#pragma acc serial" if serial else "#pragma acc parallel num_gangs(1) num_workers(%d) vector_length(%d)" % (
            g.pick([1, 2, 4]), g.pick([1, 32, 64, 33]))
        lines = ["static double %s[258], %s[258]; int %s = 0, %s = 0; double %s = 0;" % (a, b, its, cnt, ev),
                 "for (int i = 0; i < 258; i++) %s[i] = (i == 0 || i == 257) ? %d : (i * %d) %% %d;" % (a, r.choice([64, 0, 200]), r.randrange(1, 9), r.randrange(3, 40)),
                 "%s copy(%s[0:258], %s, %s, %s) create(%s[0:258])" % (head, a, its, ev, cnt, b),
                 "{"]
        if g.chance(0.6):
            thr, mx = r.choice([0.0, 1.0, 4.0]), r.choice([1, 5, 60])
            lines += ["    int it = 0; double e = 1e9;",
                      "    while (e > %s && it < %d) {" % (repr(thr), mx),
                      "        e = 0;",
                      "        #pragma acc loop %s reduction(max:e)" % lv,
                      "        for (int i = 1; i <= %s; i++) { %s[i] = floor((%s[i - 1] + %s[i + 1]) * 0.5); e = fmax(e, fabs(%s[i] - %s[i])); }" % (n, b, a, a, b, a),
                      "        #pragma acc loop %s" % lv,
                      "        for (int i = 1; i <= %s; i++) %s[i] = %s[i];" % (n, a, b),
                      "        it++;",
                      "    }",
                      "    %s = it; %s = e;" % (its, ev)]
        else:
            lim, mxk = r.choice([1, 5, 40]), r.choice([3, 30])
            lines += ["    int k = 0; _Bool done = 0;",
                      "    do {",
                      "        int c = 0;",
                      "        #pragma acc loop %s reduction(+:c)" % lv,
                      "        for (int i = 0; i < 258; i++) c += ((long)%s[i] & 1);" % a,
                      "        if (c < %d || k > %d) done = 1;" % (lim, mxk),
                      "        else {",
                      "            #pragma acc loop %s" % lv,
                      "            for (int i = 0; i < 258; i++) %s[i] = floor(%s[i] * 0.5) + (i & 1);" % (a, a),
                      "        }",
                      "        k++; %s += c;" % cnt,
                      "    } while (!done);",
                      "    %s = k;" % its]
        lines += ["}"]
        return {"decl": [], "code": lines, "check": [(a, "double", ("flat", 258)), (its, "int", 0), (ev, "double", 0), (cnt, "int", 0)]}

    def b_kernels_hidden(self, bi):
        """`kernels` nests whose dependences hide in calls and pointers: a seq routine writing
        `a[i + 1]` from `a[i]` through its pointer argument, one writing only `a[i]`, a store
        through `p = b + off` (off 0 or 1 at run time) reading `b[i]`, `int *q = &c[i]; q[1] =
        ...`, and `c[idx[i]] += ...` with repeated indices: each must stay sequential unless
        the compiler proves it independent."""
        g = self.g
        r = g.r
        fc, fi, fp = ["khf%s%d" % (c, bi) for c in "cip"]
        self.routines += ["#pragma acc routine seq",
                          "static void %s(int *a, int i) { a[i + 1] += a[i] & %d; }" % (fc, r.choice([1, 3, 7])),
                          "#pragma acc routine seq",
                          "static void %s(int *a, const int *b, int i) { a[i] = b[i] * %d - i; }" % (fi, r.randrange(1, 5)),
                          "#pragma acc routine seq",
                          "static int %s(const int *a, int i) { return (a[i] & 1023) * 2 + (i & 1); }" % fp]
        a, b, c, ix = ["kh%s%d" % (x, bi) for x in ("a", "b", "c", "x")]
        N = 300
        n, _ = trip(g, 290, self.rt)
        off = self.num(r.choice([0, 1, 1, 2]))
        lines = ["static int %s[%d], %s[%d], %s[%d], %s[%d];" % (a, N, b, N, c, N, ix, N),
                 "for (int q = 0; q < %d; q++) { %s[q] = q %% 7; %s[q] = q %% 5; %s[q] = 0; %s[q] = (q * %d) %% %d; }" % (
                     N, a, b, c, ix, r.randrange(1, 13), r.choice([7, 50, 290])),
                 "int *p%d = %s + %s;" % (bi, b, off),
                 "#pragma acc kernels copy(%s, %s, %s) copyin(%s)" % (a, b, c, ix),
                 "{"]
        nests = ["    for (int i = 0; i < %s; i++) %s(%s, i);" % (n, fc, a),
                 "    for (int i = 0; i < %s; i++) %s(%s, %s, i);" % (n, fi, c, b),
                 "    for (int i = 0; i < %s; i++) p%d[i] = %s[i] + %s(%s, i);" % (n, bi, b, fp, a),
                 "    for (int i = 0; i < %s; i++) { int *q = &%s[i]; q[1] = *q + %s[i]; }" % (n, c, b),
                 "    for (int i = 0; i < %s; i++) %s[%s[i]] += %s[i] + 1;" % (n, c, ix, a),
                 "    for (int i = 1; i < %s; i++) %s[i] = %s(%s, i - 1) - %s[i];" % (n, a, fp, a, b)]
        r.shuffle(nests)
        lines += nests[:r.randint(2, len(nests))]
        lines += ["}"]
        return {"decl": [], "code": lines, "check": [(a, "int", ("flat", N)), (b, "int", ("flat", N)), (c, "int", ("flat", N))]}

    # ---- the eighth widening (semfuzz8) ----
    def b_gang_dims(self, bi):
        """Multi-dimensional gangs (3.3: 2.5.10 `num_gangs` with two or three arguments, 2.9.2
        `gang(dim:d)`): rows over `gang(dim:2)`, columns over `gang(dim:1)` with worker/vector
        levels, scalars computed in the code redundant along dimension 1, worker/vector
        reductions inside the dimension-1 loop (2.9.11 forbids them on the gang loops), a
        three-dimensional nest under `num_gangs(a, b, c)`, a construct reduction."""
        g = self.g
        r = g.r
        env = self.env("kk")
        form = r.randrange(3)
        G1, G2, G3 = g.pick([1, 2, 3, 4]), g.pick([1, 2, 3, 5]), g.pick([1, 2, 3])
        shape = ""
        if g.chance(0.5):
            shape += " num_workers(%d)" % g.pick([1, 2, 4])
        if g.chance(0.5):
            shape += " vector_length(%d)" % g.pick([1, 32, 33, 64, 128])
        asy = g.chance(0.2)
        if g.chance(0.25):
            # routines under multi-dimensional gangs: a `routine gang` row filler called in a
            # gang(dim:2) loop (its gang loop over dimension 1), a `routine worker` returning a
            # worker reduction called in a gang(dim:1) loop
            o = "gd%d" % bi
            fg, fw = "gdrg%d" % bi, "gdrw%d" % bi
            nr, _ = trip(g, R, self.rt)
            nc, _ = trip(g, C, self.rt)
            self.routines += ["#pragma acc routine gang",
                              "static void %s(int *row, int n, int base) {" % fg,
                              "#pragma acc loop gang %s" % g.pick(["", "vector", "worker", "worker vector"]),
                              "    for (int j = 0; j < n; j++) row[j] = base * 3 + j * %d;" % r.randrange(1, 5),
                              "}",
                              "#pragma acc routine worker",
                              "static long %s(const int *a, int i, int n) {" % fw,
                              "    long s = 0;",
                              "#pragma acc loop worker %sreduction(+:s)" % g.pick(["", "vector "]),
                              "    for (int k = 0; k < n; k++) s += a[(i * 7 + k) %% %d] & 63;" % CAP,
                              "    return s;",
                              "}"]
            lines = ["#pragma acc parallel num_gangs(%d, %d)%s copyin(in0, in1, in2) copy(%s)" % (G1, G2, shape, o), "{",
                     "#pragma acc loop gang(dim:2)",
                     "for (int i = 0; i < %s; i++) %s(%s[i], %s, i + (int)(in0[i] %% 7));" % (nr, fg, o, nc),
                     "}",
                     "#pragma acc parallel num_gangs(%d, %d)%s copyin(in1) copy(%s)" % (G2, G1, shape, o), "{",
                     "#pragma acc loop gang(dim:2)",
                     "for (int i = 0; i < %s; i++) {" % nr,
                     "    #pragma acc loop gang(dim:1)",
                     "    for (int j = 0; j < %s; j++) %s[i][j] += (int)%s((const int *)in1, i + j, %d);" % (nc, o, fw, r.choice([1, 9, 40])),
                     "}",
                     "}"]
            if "int" != self.in_types[1]:
                # the worker routine reads an int table: give it one
                lines = ["static int gdi%d[%d];" % (bi, CAP), "for (int q = 0; q < %d; q++) gdi%d[q] = (int)in1[q];" % (CAP, bi)] + [
                    ln.replace("copyin(in1)", "copyin(gdi%d)" % bi).replace("(const int *)in1", "gdi%d" % bi) for ln in lines]
            return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d")]}
        if form == 2:
            T = "gd%d" % bi
            nk, _ = trip(g, A3, self.rt)
            ni, _ = trip(g, B3, self.rt)
            nj, _ = trip(g, C3, self.rt)
            inner = g.pick(["", "vector", "worker vector", "worker"])
            lines = ["#pragma acc parallel num_gangs(%d, %d, %d)%s copyin(in0, in1, in2) copy(%s)%s" % (G1, G2, G3, shape, T, " async(3)" if asy else ""),
                     "{",
                     "#pragma acc loop gang(dim:3)",
                     "for (int k = 0; k < %s; k++) {" % nk,
                     "    int bk = k * 5 + (int)(in1[k] & 7);",
                     "    #pragma acc loop gang(dim:2)",
                     "    for (int i = 0; i < %s; i++) {" % ni,
                     "        int bi2 = bk - i;",
                     "        #pragma acc loop gang(dim:1) %s" % inner,
                     "        for (int j = 0; j < %s; j++) { int kk = ((k * %d + i) * %d + j) %% %d; %s[k][i][j] = %s + bi2; }" % (nj, B3, C3, CAP, T, g.small(env, 12)),
                     "    }",
                     "}",
                     "}"]
            if asy:
                lines.append("#pragma acc wait(3)")
            return {"decl": [(T, "int", "[%d][%d][%d]" % (A3, B3, C3))], "code": lines, "check": [(T, "int", "3d")]}
        o = "gd%d" % bi
        tot = "gdt%d" % bi
        nr, _ = trip(g, R, self.rt)
        nc, _ = trip(g, C, self.rt)
        nk, _ = trip(g, 40, self.rt)
        red = form == 1
        cred = g.chance(0.5)
        if red:
            jl, kl = g.pick([("", "vector"), ("worker", "vector"), ("", "worker vector"), ("", "worker")])
            rty, rop = g.pick([("long", "+"), ("int", "max"), ("int", "min"), ("unsigned", "^"), ("double", "+"), ("double", "max"), ("unsigned", "|")])
            rinit = {"+": "0", "max": "-100000", "min": "100000", "^": "0", "|": "0"}[rop]
            v = "(%s)(%s)" % (rty, g.small(env, 10))
            upd = {"+": "s += %s;", "max": "s = %s > s ? %s : s;", "min": "s = %s < s ? %s : s;", "^": "s ^= %s;", "|": "s |= %s;"}[rop].replace("%s", v)
            body = ["            %s s = %s;" % (rty, rinit),
                    "            #pragma acc loop %s reduction(%s:s)" % (kl, rop),
                    "            for (int k = 0; k < %s; k++) { int kk = (i * 29 + j * 3 + k) %% %d; %s }" % (nk, CAP, upd),
                    "            %s[i][j] = (int)(%s) + base;" % (o, "s * 2" if rty == "double" else "s")]
        else:
            jl = g.pick(["", "vector", "worker", "worker vector"])
            body = ["            int kk = (i * %d + j) %% %d;" % (C, CAP),
                    "            %s[i][j] = %s + base;" % (o, g.small(env, 12))]
        if cred:
            # 2.5.4 forbids a reduction clause with several num_gangs arguments: an atomic
            body += ["            #pragma acc atomic update", "            %s += %s[i][j] & 255;" % (tot, o)]
        combined = g.chance(0.3)
        clauses = "num_gangs(%d, %d)%s copyin(in0, in1, in2) copy(%s%s)%s" % (G1, G2, shape, o, ", " + tot if cred else "", " async(2)" if asy else "")
        if combined:
            head = ["#pragma acc parallel loop gang(dim:2) %s" % clauses]
        else:
            head = ["#pragma acc parallel %s" % clauses, "{", "#pragma acc loop gang(dim:2)"]
        lines = ["long %s = %d;" % (tot, r.randrange(-9, 9))] + head + [
            "for (int i = 0; i < %s; i++) {" % nr,
            "    int base = (int)(in0[i * 3] % 50) - i;",
            "    #pragma acc loop gang(dim:1) %s" % jl,
            "    for (int j = 0; j < %s; j++) {" % nc] + body + ["    }", "}"]
        if not combined:
            lines.append("}")
        if asy:
            lines.append("#pragma acc wait(2)")
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d"), (tot, "long", 0)]}

    def b_default_none(self, bi):
        """`default(none)` (2.5.16) on parallel, serial and kernels constructs, combined or not,
        with every variable the region uses named: `copyin`/`copyout`/`copy` of arrays and
        sections, `firstprivate` scalars (a run-time trip count among them), `private`
        temporaries and arrays, reductions on the construct or on the loop (with the
        `copy` 2.6.2 asks for), `present` of data an enclosing `data` construct mapped; and
        `default(present)` inside a `data` region with scalars left implicit (firstprivate)."""
        g = self.g
        r = g.r
        o, o2 = "dn%d" % bi, "dnb%d" % bi
        env = self.env("k")
        n, _ = trip(g, CAP - 1, self.rt)
        nvar = [n] if n.startswith("rt") else []
        sc, fs = "dsc%d" % bi, "dfs%d" % bi
        red = "dr%d" % bi
        rty, rop = g.pick([("long", "+"), ("int", "max"), ("int", "min"), ("unsigned", "^"), ("double", "+"), ("unsigned", "&"), ("int", "||")])
        rinit = {"+": "0", "max": "-100000", "min": "100000", "^": "0", "&": "~0u", "||": "0"}[rop]
        v = "(%s)(%s)" % (rty, g.small(env, 10))
        upd = {"+": "%s += %s;", "max": "%s = %s > %s ? %s : %s;", "min": "%s = %s < %s ? %s : %s;", "^": "%s ^= %s;", "&": "%s &= %s;", "||": "%s = %s || %s;"}[rop]
        if rop in ("max", "min"):
            upd = upd % (red, v, red, v, red)
        elif rop == "||":
            upd = upd % (red, red, "(%s == 17)" % g.small(env, 8))
        else:
            upd = upd % (red, v)
        lines = ["int %s = %d;" % (sc, r.randrange(-30, 30)),
                 "double %s = %d.5;" % (fs, r.randrange(-10, 10)),
                 "%s %s = %s;" % (rty, red, rinit),
                 "for (int q = 0; q < %d; q++) %s[q] = q %% 11 - 5;" % (CAP, o2)]
        form = r.randrange(5)
        body = ["    int k = i;",
                "    int t = %s + %s;" % (g.small(env, 10), sc),
                "    %s[k] = t + (int)(%s * 2) + %s[k];" % (o, fs, o2),
                "    " + upd]
        fp = ", ".join([sc, fs] + nvar)
        if form == 0:
            # combined, the reduction on the construct
            cons = g.pick(["parallel loop", "serial loop", "kernels loop", "parallel loop gang vector"])
            # kernels takes no firstprivate clause (2.5.3): the scalars are copyin there
            lines += ["#pragma acc %s default(none) copyin(in0, in1, in2, fin0, %s) copyout(%s[0:%s]) %s(%s) reduction(%s:%s)" % (
                cons, o2, o, n, "copyin" if cons.startswith("kernels") else "firstprivate", fp, rop, red),
                      "for (int i = 0; i < %s; i++) {" % n] + body + ["}"]
        elif form == 1:
            # a loop reduction in a parallel construct: the variable needs its copy (2.6.2)
            lvl = g.pick(["gang", "gang vector", "gang worker vector", "worker", "vector"])
            lines += ["#pragma acc parallel default(none) copyin(in0, in1, in2, fin0) copyin(%s[0:%d]) copy(%s[0:%d], %s) firstprivate(%s)" % (o2, CAP, o, CAP, red, fp),
                      "{",
                      "#pragma acc loop %s reduction(%s:%s)" % (lvl, rop, red),
                      "for (int i = 0; i < %s; i++) {" % n] + body + ["}", "}"]
        elif form == 2:
            # kernels: two nests, a scalar assigned between them, private array on a loop
            lines += ["#pragma acc kernels default(none) copyin(in0, in1, in2, fin0, %s) copy(%s, %s) copyin(%s)" % (o2, o, red, fp),
                      "{",
                      "#pragma acc loop independent reduction(%s:%s)" % (rop, red),
                      "for (int i = 0; i < %s; i++) {" % n] + body + ["}",
                      "#pragma acc loop independent",
                      "for (int i = 0; i < %s; i++) { int w[3]; for (int z = 0; z < 3; z++) w[z] = %s[i] + z; %s[i] = w[0] + w[2] - %s; }" % (n, o, o, sc),
                      "}"]
        elif form == 3:
            # present data from an enclosing data construct, a private array on the loop
            lines += ["#pragma acc data copyin(in0, in1, in2, fin0, %s) copy(%s)" % (o2, o),
                      "{",
                      "int pw[4];",
                      "#pragma acc parallel loop gang vector default(none) present(in0, in1, in2, fin0, %s, %s) firstprivate(%s) private(pw) reduction(%s:%s)" % (o2, o, fp, rop, red),
                      "for (int i = 0; i < %s; i++) {" % n] + body + [
                      "    for (int z = 0; z < 4; z++) pw[z] = %s[i] * z;" % o,
                      "    %s[i] = pw[3] - pw[1];" % o,
                      "}",
                      "}"]
        else:
            # default(present) with scalars left implicit (firstprivate, 2.6.2)
            cons = g.pick(["parallel loop", "kernels loop", "serial loop", "parallel loop gang worker"])
            lines += ["#pragma acc data copyin(in0, in1, in2, fin0, %s) copy(%s)" % (o2, o),
                      "{",
                      "#pragma acc %s default(present) reduction(%s:%s)" % (cons, rop, red),
                      "for (int i = 0; i < %s; i++) {" % n] + body + ["}", "}"]
        ck = (red, rty, 0)
        return {"decl": [(o, "int", CAP), (o2, "int", CAP)], "code": lines, "check": [(o, "int", CAP), ck]}

    def b_host_data(self, bi):
        """`host_data use_device` (2.8) as users pass device addresses to their own kernels or
        libraries: a function with `parallel loop deviceptr(x, y)` (or `kernels deviceptr`)
        called on the device addresses of a `data` region's arrays (a shifted pointer too),
        `acc_memcpy_device` between two device addresses (plain `memcpy` in C), `if_present`
        on an array that is not present (the host address: a host function then writes it),
        and the arrays used by ordinary present regions before and after."""
        g = self.g
        r = g.r
        x, y, z = "hx%d" % bi, "hy%d" % bi, "hz%d" % bi
        fk, fh = "hdk%d" % bi, "hdh%d" % bi
        s = r.randrange(-3, 4)
        kcons = g.pick(["parallel loop", "parallel loop gang vector", "kernels loop", "serial loop", "kernels"])
        loop = "for (int i = 0; i < n; i++) x[i] = x[i] * %d + y[i] - i;" % s
        if kcons == "kernels":
            kb = ["#pragma acc kernels deviceptr(x, y)", "{", loop, "}"]
        else:
            kb = ["#pragma acc %s deviceptr(x, y)" % kcons, loop]
        self.routines += ["static void %s(int *x, const int *y, int n) {" % fk] + ["    " + ln for ln in kb] + ["}",
                          "static void %s(int *z, int n) { for (int i = 0; i < n; i++) z[i] += i & 7; }" % fh]
        n, nv = trip(g, CAP - 40, self.rt)
        off = r.choice([0, 1, 7])
        m = r.choice([1, 8, 33])
        lines = ["for (int q = 0; q < %d; q++) { %s[q] = q %% 23 - 11; %s[q] = (q * 7) %% 13; %s[q] = q %% 3; }" % (CAP, x, y, z),
                 "#pragma acc data copy(%s[0:%d]) copyin(%s[0:%d])" % (x, CAP, y, CAP),
                 "{"]
        if g.chance(0.5):
            lines += ["#pragma acc parallel loop present(%s[0:%d])" % (y, CAP),
                      "for (int i = 0; i < %d; i++) %s[i] += i %% 5;" % (CAP, y),
                      ]
            # the host copy of y is now stale; plain C changed it: keep both equal for the check
            lines += ["#pragma acc update self(%s[0:%d])" % (y, CAP)]
        steps = r.sample(["call", "shift", "memcpy", "ifp", "region"], r.randint(2, 5))
        for st in steps:
            if st == "call":
                lines += ["#pragma acc host_data use_device(%s, %s)" % (x, y), "{", "    %s(%s, %s, %s);" % (fk, x, y, n), "}"]
            elif st == "shift":
                lines += ["#pragma acc host_data use_device(%s)" % x, "{",
                          "    int *dx = %s + %d;" % (x, off),
                          "    #pragma acc host_data use_device(%s)" % y,
                          "    %s(dx, %s, %s);" % (fk, y, n),
                          "}"]
            elif st == "memcpy":
                lines += ["#pragma acc host_data use_device(%s, %s)" % (x, y), "{",
                          "#ifdef _OPENACC",
                          "    acc_memcpy_device(%s + %d, %s + %d, %d * sizeof(int));" % (x, off + 2, y, off, m),
                          "#else",
                          "    memcpy(%s + %d, %s + %d, %d * sizeof(int));" % (x, off + 2, y, off, m),
                          "#endif",
                          "}"]
            elif st == "ifp":
                # z is not present: if_present leaves its host address (2.8.1)
                lines += ["#pragma acc host_data use_device(%s) if_present" % z, "{", "    %s(%s, %s);" % (fh, z, n), "}"]
            else:
                lines += ["#pragma acc parallel loop present(%s[0:%d], %s[0:%d])" % (x, CAP, y, CAP),
                          "for (int i = 0; i < %d; i++) %s[i] = (%s[i] & 4095) - %s[i];" % (CAP, x, x, y)]
        lines += ["}"]
        return {"decl": [(x, "int", CAP), (y, "int", CAP), (z, "int", CAP)], "code": lines,
                "check": [(x, "int", CAP), (y, "int", CAP), (z, "int", CAP)]}

    def b_refcount_funcs(self, bi):
        """Reference counts across functions (2.6.7): helper functions doing `enter data
        copyin`/`create`, `exit data copyout`/`delete` (with `finalize`), `update self/device`
        and `present` regions on a pointer parameter's section, a structured `data copy` in a
        callee around data the caller entered (present: no copy), a function-scope `declare
        copyin` array read by the callee's region. The generator models the dynamic counter
        and which copy is newer, emitting the update that keeps discrete memory equal to
        shared memory before each step that would differ; presence is checked where memory is
        discrete."""
        g = self.g
        r = g.r
        a = "rca%d" % bi
        N = 320
        n = r.choice([1, 5, 37, 100, 300])
        nm = self.num(n)
        f = {k: "rc%s%d" % (k, bi) for k in ("in", "cr", "out", "del", "fin", "work", "sync", "push", "reg", "decl")}
        K = r.randrange(1, 9)
        # the async form: every helper's directive on one queue; the host waits for it before
        # it reads or writes the array, checks presence, or starts a synchronous region
        aq = g.pick([None, None, 1, 4])
        A = "" if aq is None else " async(%d)" % aq
        self.routines += [
            "static void %s(int *p, int n) {\n#pragma acc enter data copyin(p[0:n])%s\n}" % (f["in"], A),
            "static void %s(int *p, int n) {\n#pragma acc enter data create(p[0:n])%s\n}" % (f["cr"], A),
            "static void %s(int *p, int n) {\n#pragma acc exit data copyout(p[0:n])%s\n}" % (f["out"], A),
            "static void %s(int *p, int n) {\n#pragma acc exit data delete(p[0:n])%s\n}" % (f["del"], A),
            "static void %s(int *p, int n) {\n#pragma acc exit data delete(p[0:n]) finalize%s\n}" % (f["fin"], A),
            "static void %s(int *p, int n, int s) {\n#pragma acc parallel loop present(p[0:n])%s\n    for (int i = 0; i < n; i++) p[i] = ((p[i] * 3 + s + i) & 0xffff) - 999;\n}" % (f["work"], A),
            "static void %s(int *p, int n) {\n#pragma acc update self(p[0:n])%s\n}" % (f["sync"], A),
            "static void %s(int *p, int n) {\n#pragma acc update device(p[0:n])%s\n}" % (f["push"], A),
            "static void %s(int *p, int n, int s) {\n#pragma acc data copy(p[0:n])\n    {\n        %s(p, n, s);%s\n    }\n}" % (
                f["reg"], f["work"], "" if aq is None else "\n#pragma acc wait(%d)" % aq),
            "static long %s(const int *p, int n) {\n    int t[16] = {%s};\n#pragma acc declare copyin(t)\n    long s = 0;\n#pragma acc parallel loop present(p[0:n]) reduction(+:s)\n    for (int i = 0; i < n; i++) s += (long)p[i] * t[i %% 16];\n    return s;\n}" % (
                f["decl"], ", ".join(str((q * K) % 11 - 5) for q in range(16)))]
        disc = "rcd%d" % bi
        lines = ["for (int q = 0; q < %d; q++) %s[q] = (q * %d) %% 97 - 40;" % (N, a, r.randrange(1, 30)),
                 "int %s = 0;" % disc,
                 "#ifdef _OPENACC",
                 "{ static int nv; %s = !acc_is_present(&nv, sizeof nv); }" % disc,
                 "#endif"]
        c, newer = 0, None   # dynamic counter; 'host' / 'dev' / None (equal)
        created = False       # a create leaves the device copy undefined until pushed or worked after a push

        def hwait():
            if aq is not None and lines[-1] != "#pragma acc wait(%d)" % aq:
                lines.append("#pragma acc wait(%d)" % aq)

        def need(state_bad, fix):
            nonlocal newer
            if newer == state_bad:
                lines.append("%s(%s, %s);" % (f[fix], a, nm))
                newer = None
        for step in range(r.randint(6, 14)):
            if c == 0:
                op = r.choice(["in", "in", "cr", "reg", "host", "check"])
            else:
                op = r.choice(["in", "cr", "out", "out", "del", "fin", "work", "work", "host", "sync", "reg", "decl", "check", "check"])
            if op == "in":
                lines.append("%s(%s, %s);" % (f["in"], a, nm))
                if c == 0:
                    newer = None
                c += 1
            elif op == "cr":
                lines.append("%s(%s, %s);" % (f["cr"], a, nm))
                if c == 0:
                    newer = "host"   # the device copy is undefined: the host's is the one to keep
                c += 1
            elif op == "out":
                if c == 0:
                    continue
                if c == 1:
                    need("host", "push")
                    newer = None
                lines.append("%s(%s, %s);" % (f["out"], a, nm))
                c -= 1
            elif op in ("del", "fin"):
                if c == 0:
                    continue
                if c == 1 or op == "fin":
                    need("dev", "sync")
                    newer = None
                    c = 0
                else:
                    c -= 1
                lines.append("%s(%s, %s);" % (f[op], a, nm))
            elif op == "work":
                if c == 0:
                    continue
                need("host", "push")
                lines.append("%s(%s, %s, %d);" % (f["work"], a, nm, r.randrange(-20, 20)))
                newer = "dev"
            elif op == "host":
                if c > 0:
                    need("dev", "sync")
                hwait()
                lines.append("for (int q = 0; q < %s; q++) %s[q] = (%s[q] & 1023) + q %% 3;" % (nm, a, a))
                if c > 0:
                    newer = "host"
            elif op == "sync":
                if c == 0:
                    continue
                need("host", "push")
                lines.append("%s(%s, %s);" % (f["sync"], a, nm))
                newer = None
            elif op == "reg":
                if c > 0:
                    need("host", "push")
                    newer = "dev"
                hwait()
                lines.append("%s(%s, %s, %d);" % (f["reg"], a, nm, r.randrange(-20, 20)))
            elif op == "decl":
                if c == 0:
                    continue
                need("host", "push")
                hwait()
                lines.append("ck_add((unsigned long long)%s(%s, %s));" % (f["decl"], a, nm))
            else:
                hwait()
                lines.append("#ifdef _OPENACC\nif (%s && (acc_is_present(%s, %s * sizeof(int)) != 0) != %d) { fprintf(stderr, \"presence of %s: expected %d\\n\"); exit(3); }\n#endif" % (
                    disc, a, nm, 1 if c > 0 else 0, a, 1 if c > 0 else 0))
                # a part of the section is present with it, a range beyond it never (3.2.30)
                if n > 2:
                    lines.append("#ifdef _OPENACC\nif (%s && (acc_is_present(%s + 1, (%s - 2) * sizeof(int)) != 0) != %d) { fprintf(stderr, \"presence of a part of %s: expected %d\\n\"); exit(3); }\n#endif" % (
                        disc, a, nm, 1 if c > 0 else 0, a, 1 if c > 0 else 0))
                if n < N:
                    lines.append("#ifdef _OPENACC\nif (%s && acc_is_present(%s, (%s + 1) * sizeof(int))) { fprintf(stderr, \"presence of %s beyond its section\\n\"); exit(3); }\n#endif" % (
                        disc, a, nm, a))
        if c > 0:
            need("dev", "sync")
            lines.append("%s(%s, %s);" % (f["fin"], a, nm))
        hwait()
        return {"decl": [(a, "int", N)], "code": lines, "check": [(a, "int", N)]}

    def b_device_type(self, bi):
        """`device_type` groups (2.4) that change only the schedule, never the result:
        `num_gangs`/`num_workers`/`vector_length` per device type on parallel and kernels
        constructs, loop levels per device type on both loops of a nest (`device_type(nvidia)
        gang device_type(host, multicore) seq device_type(*) gang vector`), `collapse(2)` for
        some device types only, `async` per device type, and `routine seq` with `bind` per
        device type naming an equivalent function (2.15.1)."""
        g = self.g
        r = g.r
        o = "dt%d" % bi
        tot = "dtt%d" % bi
        env = self.env("kk")
        names = r.sample(["nvidia", "host", "multicore", "oxacc_emul", "host, multicore", "nvidia, oxacc_emul", "*"], r.randint(1, 3))
        # a name may appear in one group only
        seen, groups = set(), []
        for nmx in names:
            parts = [p.strip() for p in nmx.split(",")]
            if any(p in seen for p in parts):
                continue
            seen.update(parts)
            groups.append(nmx)
        fb, fnv = "dtf%d" % bi, "dtfnv%d" % bi
        c1, c2 = r.randrange(1, 9), r.randrange(-50, 50)
        self.routines += ["#pragma acc routine seq nohost",
                          "static int %s(int x) { int y = x; for (int z = 1; z < %d; z++) y += x; return y + %d; }" % (fnv, c1, c2),
                          "#pragma acc routine seq " + " ".join("device_type(%s) bind(%s)" % (gname, fnv) for gname in r.sample(["nvidia", "oxacc_emul", "nvidia, oxacc_emul"], 1)),
                          "static int %s(int x) { return x * %d + %d; }" % (fb, c1, c2)]
        nr, _ = trip(g, R, self.rt)
        nc, _ = trip(g, C, self.rt)
        kern = g.chance(0.3)
        cons_groups = []
        for gname in groups:
            cl = []
            if g.chance(0.6):
                cl.append("num_gangs(%d)" % g.pick([1, 2, 3, 8]))
            if g.chance(0.4):
                cl.append("num_workers(%d)" % g.pick([1, 2, 4]))
            if g.chance(0.5):
                cl.append("vector_length(%d)" % g.pick([1, 32, 64, 96, 128]))
            if g.chance(0.25):
                # a queue per device type; the `wait` after the construct joins every queue
                cl.append("async(%d)" % g.pick([1, 2, 3]))
            if cl:
                cons_groups.append("device_type(%s) %s" % (gname, " ".join(cl)))
        pairs = [("gang", "vector"), ("gang", "worker vector"), ("gang worker", "vector"), ("gang", "seq"), ("gang vector", "seq"),
                 ("gang", "worker"), ("seq", "gang vector"), ("independent", "independent"), ("gang", "")]
        if kern:
            pairs = [("gang", "vector"), ("gang", "worker vector"), ("seq", "independent"), ("independent", "seq"), ("independent", "independent"), ("gang", "seq")]
        outer_g, inner_g = [], []
        # collapse(2) for some device types: the inner loop then has no directive of its own
        # (it is an associated loop for those types, a sequential loop for the others)
        coll = g.chance(0.25) and not kern
        for gname in groups:
            a, b = g.pick(pairs)
            if coll:
                outer_g.append("device_type(%s) %s" % (gname, g.pick(["collapse(2) gang vector", "collapse(2)", "gang", "gang vector", "collapse(2) gang worker"])))
                continue
            if a:
                outer_g.append("device_type(%s) %s" % (gname, a))
            if b:
                inner_g.append("device_type(%s) %s" % (gname, b))
        cred = g.chance(0.5)
        lines = ["long %s = 0;" % tot]
        if kern:
            lines += ["#pragma acc kernels copyin(in0, in1, in2) copy(%s) %s" % (o, " ".join(cons_groups)), "{"]
            outer = "#pragma acc loop %s" % " ".join(outer_g)
        else:
            lines += ["#pragma acc parallel copyin(in0, in1, in2) copy(%s%s) %s" % (o, ", " + tot if cred else "", " ".join(cons_groups)), "{"]
            # the reduction before the groups: only level clauses may follow device_type (2.4)
            outer = "#pragma acc loop%s %s" % (" reduction(+:%s)" % tot if cred else "", " ".join(outer_g))
        inner = "#pragma acc loop%s %s" % (" reduction(+:%s)" % tot if cred and not kern else "", " ".join(inner_g))
        lines += [outer,
                  "for (int i = 0; i < %s; i++)" % nr] + ([] if coll else [inner]) + [
                  "    for (int j = 0; j < %s; j++) {" % nc,
                  "        int kk = (i * %d + j) %% %d;" % (C, CAP),
                  "        int v = %s;" % g.small(env, 10),
                  "        %s[i][j] = %s(v) - j;" % (o, fb)]
        if cred and not kern:
            lines.append("        %s += v & 63;" % tot)
        lines += ["    }", "}"]
        if any("async(" in cg for cg in cons_groups):
            lines.append("#pragma acc wait")
        return {"decl": [(o, "int", "[%d][%d]" % (R, C))], "code": lines, "check": [(o, "int", "2d"), (tot, "long", 0)]}

    def b_async_default(self, bi):
        """The default async queue (2.16.1, 3.2.14-3.2.15): `acc_set_default_async(q)`, then
        `async` without an argument and `async(acc_async_noval)` on compute, update and enter/exit
        data directives go to q, ordered after `async(q)` work; a second queue joined by
        `wait(q) async(r)`, `acc_wait_async(q, r)` or a `wait(q)` clause; the host waits by
        `wait`, `acc_wait(q)`, an `acc_async_test` loop or `acc_wait_all`; the default queue
        restored with `acc_async_default`."""
        g = self.g
        r = g.r
        if not getattr(self, "need_noval", False):
            self.need_noval = True
            self.routines += ["#ifndef _OPENACC", "#define acc_async_noval (-1)", "#endif"]
        x, y = "ad%d" % bi, "adb%d" % bi
        n, _ = trip(g, CAP - 1, self.rt)
        q, q2 = g.pick([(1, 2), (2, 7), (5, 0), (3, 4)])
        na = lambda: g.pick(["async", "async(acc_async_noval)", "async(%d)" % q])
        lvl = self.level(("gang", "vector", "gang vector", "", "gang worker vector"))
        # the routine or the `set default_async` directive (2.14.3, the same effect); passing
        # acc_async_noval changes nothing (2.14.3)
        setd = g.chance(0.5)
        lines = ["for (int q = 0; q < %d; q++) { %s[q] = q %% 17 - 8; %s[q] = q %% 6; }" % (CAP, x, y)]
        if setd:
            lines += ["#pragma acc set default_async(%d)" % q]
        lines += ["#ifdef _OPENACC"] + ([] if setd else ["acc_set_default_async(%d);" % q]) + (
                 ["acc_set_default_async(acc_async_noval);"] if g.chance(0.3) else []) + [
                 "if (acc_get_default_async() != %d) { fprintf(stderr, \"default async: %%d\\n\", acc_get_default_async()); exit(3); }" % q,
                 "#endif"]
        entered = g.chance(0.5)
        if entered:
            lines += ["#pragma acc enter data copyin(%s[0:%d], %s[0:%d]) %s" % (x, CAP, y, CAP, na())]
        else:
            lines += ["#pragma acc data copy(%s[0:%d]) copyin(%s[0:%d])" % (x, CAP, y, CAP), "{"]
        lines += ["#pragma acc parallel loop %s present(%s[0:%d]) %s" % (lvl, x, CAP, na()),
                  "for (int k = 0; k < %s; k++) %s[k] = %s[k] * 3 + k;" % (n, x, x),
                  "#pragma acc parallel loop %s present(%s[0:%d], %s[0:%d]) %s" % (lvl, x, CAP, y, CAP, na()),
                  "for (int k = 0; k < %s; k++) %s[k] -= %s[k];" % (n, x, y)]
        # a second queue reads x: it must wait for the default queue
        join = r.randrange(3)
        if join == 0:
            lines += ["#pragma acc wait(%d) async(%d)" % (q, q2)]
            w = ""
        elif join == 1:
            lines += ["#ifdef _OPENACC", "acc_wait_async(%d, %d);" % (q, q2), "#endif"]
            w = ""
        else:
            w = " wait(%d)" % q
        lines += ["#pragma acc parallel loop %s present(%s[0:%d], %s[0:%d]) async(%d)%s" % (lvl, x, CAP, y, CAP, q2, w),
                  "for (int k = 0; k < %s; k++) %s[k] = %s[k] + (%s[k] & 7);" % (n, y, y, x),
                  "#pragma acc update self(%s[0:%d]) async(%d)" % (y, CAP, q2),
                  "#pragma acc update self(%s[0:%d]) %s" % (x, CAP, na())]
        hw = r.randrange(4)
        if hw == 0:
            lines += ["#pragma acc wait"]
        elif hw == 1:
            lines += ["#ifdef _OPENACC", "acc_wait(%d); acc_wait(%d);" % (q, q2), "#endif"]
        elif hw == 2:
            lines += ["#ifdef _OPENACC", "while (!acc_async_test(%d) || !acc_async_test(%d)) ;" % (q, q2), "#endif"]
        else:
            lines += ["#ifdef _OPENACC", "acc_wait_all();", "#endif"]
        lines += ["{ long hs = 0; for (int q = 0; q < %d; q++) hs += %s[q] * 3 + %s[q]; ck_add((unsigned long long)hs); }" % (CAP, x, y),
                  "for (int q = 0; q < %d; q++) %s[q] += q & 3;" % (CAP, x),
                  "#pragma acc update device(%s[0:%d]) %s" % (x, CAP, na()),
                  "#pragma acc parallel loop %s present(%s[0:%d]) %s" % (lvl, x, CAP, na()),
                  "for (int k = 0; k < %s; k++) %s[k] ^= k & 5;" % (n, x)]
        if entered:
            lines += ["#pragma acc exit data copyout(%s[0:%d]) delete(%s[0:%d]) %s" % (x, CAP, y, CAP, na()),
                      "#pragma acc wait(%d)" % q]
        else:
            lines += ["#pragma acc wait(%d)" % q, "}"]
        if setd:
            lines += ["#pragma acc set default_async(acc_async_default)"]
        else:
            lines += ["#ifdef _OPENACC", "acc_set_default_async(acc_async_default);", "#endif"]
        return {"decl": [(x, "int", CAP), (y, "int", CAP)], "code": lines, "check": [(x, "int", CAP), (y, "int", CAP)]}

    def b_red_sections(self, bi):
        """Reductions on arrays and subarrays (2.5.15, 2.9.11: `reduction(op:h[lo:len])` or the
        whole array) with every operator on integer and floating types, the clause on every
        level of a gang/worker/vector nest (updates at the inner levels, some at the gang
        level between inner loops), a scalar reduced in the same clause, under launch shapes;
        also on `serial loop`, `kernels loop` and a construct reduction around a gang loop."""
        g = self.g
        r = g.r
        env = self.env("kk")
        ty = g.pick(["int", "unsigned", "long", "float", "double", "char", "unsigned char", "short", "unsigned long long", "signed char", "long long"])
        op = g.pick(self.red_ops(ty))
        h = "rs%d" % bi
        sv = "rss%d" % bi
        M = g.pick([4, 8, 12])
        lo = r.randrange(0, 3)
        ln = r.randint(1, M - lo)
        sec = h if g.chance(0.3) else "%s[%d:%d]" % (h, lo, ln)
        if sec == h:
            lo, ln = 0, M
        ni, _ = trip(g, 60, self.rt)
        nj, _ = trip(g, 40, self.rt)
        nk, _ = trip(g, 12, self.rt)

        def upd(var):
            if ty in ("float", "double") and op == "*":
                return "%s = %s * (%s ? -1 : 1);" % (var, var, g.cond(env))
            return self.red_update(var, op, ty, env, 8)
        init = []
        for q in range(M):
            init.append(self.red_init(op, ty) if op != "*" else g.pick(["1", "-1", "1"]) if TINFO.get(ty, (0, 0, True))[2] else "1")
        lines = ["%s %s[%d] = {%s};" % (ty, h, M, ", ".join(init)),
                 "long %s = %d;" % (sv, r.randrange(9))]
        bidx = "int b = %d + (int)((unsigned)(%s) %% %du);" % (lo, g.int_expr(env).text, ln)
        form = r.randrange(5)
        shape = ""
        if g.chance(0.4):
            shape += " num_gangs(%d)" % g.pick([1, 2, 5])
        if g.chance(0.3):
            shape += " num_workers(%d)" % g.pick([1, 2, 4])
        if g.chance(0.4):
            shape += " vector_length(%d)" % g.pick([1, 32, 33, 64])
        rc = "reduction(%s:%s) reduction(+:%s)" % (op, sec, sv)
        if form == 0:
            lv = g.pick(["gang", "gang vector", "gang worker vector", "worker", "vector", ""])
            cons = g.pick(["parallel loop %s%s" % (lv, shape), "serial loop", "kernels loop"])
            lines += ["#pragma acc %s copyin(in0, in1, in2) %s" % (cons, rc),
                      "for (int i = 0; i < %s; i++) {" % ni,
                      "    int kk = (i * 11) %% %d;" % CAP,
                      "    " + bidx, "    " + upd("%s[b]" % h), "    %s += kk & 7;" % sv, "}"]
        elif form == 1:
            inner = g.pick(["vector", "worker", "worker vector"])
            lines += ["#pragma acc parallel loop gang%s copyin(in0, in1, in2) %s" % (shape, rc),
                      "for (int i = 0; i < %s; i++) {" % ni]
            if g.chance(0.5):
                lines += ["    { int kk = (i * 3) %% %d; %s %s }" % (CAP, bidx, upd("%s[b]" % h))]
            lines += ["    #pragma acc loop %s %s" % (inner, rc),
                      "    for (int j = 0; j < %s; j++) {" % nj,
                      "        int kk = (i * 41 + j) %% %d;" % CAP,
                      "        " + bidx, "        " + upd("%s[b]" % h), "        %s += 1;" % sv, "    }"]
            if g.chance(0.5):
                lines += ["    { int kk = (i * 5 + 1) %% %d; %s %s }" % (CAP, bidx, upd("%s[b]" % h))]
            lines += ["}"]
        elif form == 2:
            lines += ["#pragma acc parallel loop gang%s copyin(in0, in1, in2) %s" % (shape, rc),
                      "for (int i = 0; i < %s; i++) {" % ni,
                      "    #pragma acc loop worker %s" % rc,
                      "    for (int j = 0; j < %s; j++) {" % nj,
                      "        #pragma acc loop vector %s" % rc,
                      "        for (int l = 0; l < %s; l++) {" % nk,
                      "            int kk = (i * 37 + j * 5 + l) %% %d;" % CAP,
                      "            " + bidx, "            " + upd("%s[b]" % h), "            %s += l;" % sv,
                      "        }",
                      "    }",
                      "}"]
        elif form == 3:
            # the construct's reduction around a gang loop with the clause too (2.5.15)
            lines += ["#pragma acc parallel%s copyin(in0, in1, in2) %s" % (shape, rc), "{",
                      "#pragma acc loop gang %s" % rc,
                      "for (int i = 0; i < %s; i++) {" % ni,
                      "    #pragma acc loop vector %s" % rc,
                      "    for (int j = 0; j < %s; j++) {" % nj,
                      "        int kk = (i * 43 + j) %% %d;" % CAP,
                      "        " + bidx, "        " + upd("%s[b]" % h), "        %s += j & 3;" % sv,
                      "    }",
                      "}",
                      "}"]
        else:
            # collapse(2) with the reduction, a private scalar beside it
            lines += ["#pragma acc parallel loop gang vector collapse(2)%s copyin(in0, in1, in2) %s" % (shape, rc),
                      "for (int i = 0; i < %s; i++)" % ni,
                      "    for (int j = 0; j < %s; j++) {" % nj,
                      "        int kk = (i * 40 + j) %% %d;" % CAP,
                      "        " + bidx, "        " + upd("%s[b]" % h), "        %s += i ^ j;" % sv,
                      "    }"]
        return {"decl": [], "code": lines, "check": [(h, ty, M), (sv, "long", 0)]}

    def b_deep_struct(self, bi):
        """Deep copies of nested structs (2.6.4 attach, 2.7.2 pointer members): `struct out { int
        m; struct in *in; int *idx; }` whose `in` points to structs with their own `double *v`,
        mapped by parts (`enter data copyin(S)`, then `S.in[0:2]` and `S.idx[0:m]`, then each
        `S.in[t].v[0:n]`, or the same in nested `data` regions), read and written through two
        levels of pointers in parallel and serial regions (`default(present)` or `present(S)`),
        a scalar member changed on the device and copied back with its struct, `update` of a
        nested member's section, the parts copied out or deleted in any order."""
        g = self.g
        r = g.r
        si, so = "sin%d" % bi, "sout%d" % bi
        S = "dS%d" % bi
        n0, n1, m = r.choice([1, 9, 40, 64]), r.choice([1, 9, 41, 64]), r.choice([1, 10, 50])
        self.routines += ["struct %s { int n; double *v; };" % si,
                          "struct %s { int m; struct %s *in; int *idx; };" % (so, si)]
        env = self.env("i")
        lines = ["struct %s %s;" % (so, S),
                 "%s.m = %d; %s.in = malloc(2 * sizeof(struct %s)); %s.idx = malloc(%d * sizeof(int));" % (S, m, S, si, S, m),
                 "%s.in[0].n = %d; %s.in[1].n = %d;" % (S, n0, S, n1),
                 "for (int t = 0; t < 2; t++) { %s.in[t].v = malloc(%s.in[t].n * sizeof(double)); for (int q = 0; q < %s.in[t].n; q++) %s.in[t].v[q] = (q %% 9) * 0.5 + t; }" % (S, S, S, S),
                 "for (int q = 0; q < %d; q++) %s.idx[q] = (q * %d) %% %d;" % (m, S, r.randrange(1, 13), n1)]
        structured = g.chance(0.4)
        if structured:
            lines += ["#pragma acc data copyin(%s)" % S, "{",
                      "#pragma acc data copy(%s.in[0:2]) copyin(%s.idx[0:%s.m])" % (S, S, S), "{",
                      "#pragma acc data copy(%s.in[0].v[0:%s.in[0].n], %s.in[1].v[0:%d])" % (S, S, S, n1), "{"]
        else:
            order = r.randrange(2)
            lines += ["#pragma acc enter data copyin(%s)" % S,
                      "#pragma acc enter data copyin(%s.in[0:2], %s.idx[0:%s.m])" % (S, S, S) if order == 0 else
                      "#pragma acc enter data copyin(%s.idx[0:%s.m])\n#pragma acc enter data copyin(%s.in[0:2])" % (S, S, S),
                      "#pragma acc enter data copyin(%s.in[0].v[0:%s.in[0].n], %s.in[1].v[0:%d])" % (S, S, S, n1)]
        pres = g.pick(["present(%s)" % S, "default(present)", ""])
        lvl = self.level(("gang", "gang vector", "vector", "", "worker"))
        nmin = min(n0, m)
        lines += ["#pragma acc parallel loop %s %s" % (lvl, pres),
                  "for (int i = 0; i < %d; i++) %s.in[0].v[i] += %s.in[1].v[%s.idx[i]] * 2 - (i & 3);" % (nmin, S, S, S),
                  "#pragma acc serial %s" % pres,
                  "{ %s.in[1].n = %d; %s.in[0].v[0] += %s.m; for (int q = 0; q < %d; q++) %s.in[1].v[q] = %s.in[1].v[q] * 2; }" % (S, r.randrange(1, 99), S, S, n1, S, S)]
        if g.chance(0.5):
            lines += ["#pragma acc update self(%s.in[0].v[0:%d])" % (S, n0),
                      "for (int q = 0; q < %d; q++) %s.in[0].v[q] += 1;" % (n0, S),
                      "#pragma acc update device(%s.in[0].v[0:%d])" % (S, n0)]
        lines += ["#pragma acc parallel loop %s %s" % (lvl, pres),
                  "for (int i = 0; i < %d; i++) %s.in[0].v[i] -= %s.in[1].v[i %% %d];" % (n0, S, S, n1)]
        if structured:
            lines += ["}", "}", "}"]
        else:
            lines += ["#pragma acc exit data copyout(%s.in[1].v[0:%d]) copyout(%s.in[0].v[0:%d])" % (S, n1, S, n0),
                      "#pragma acc exit data copyout(%s.in[0:2]) delete(%s.idx[0:%s.m])" % (S, S, S),
                      "#pragma acc exit data delete(%s)" % S]
        lines += ["{ double s = 0; for (int t = 0; t < 2; t++) for (int q = 0; q < (t ? %d : %d); q++) s += %s.in[t].v[q] * (q + 1); ck_f(s); ck_add((unsigned long long)%s.in[1].n); }" % (n1, n0, S, S),
                  "for (int t = 0; t < 2; t++) free(%s.in[t].v);" % S, "free(%s.in); free(%s.idx);" % (S, S)]
        return {"decl": [], "code": lines, "check": []}

    def b_zero_mod(self, bi):
        """3.3's data clause modifiers (2.7.4, 2.7.8, 2.7.9, 2.10): `copyout(zero: o)` and
        `create(zero: t)` on compute and data constructs and `enter data create(zero: ...)`,
        whose device copies kernels accumulate into (`+=`, atomic histograms) — the host arrays
        start zeroed too, so shared memory agrees — a `zero` modifier on data already present
        (no zeroing: the present increment only), `copyin(readonly: ...)` inputs and
        `cache(readonly: ...)` of a window read by a vector loop."""
        g = self.g
        r = g.r
        o, t, hh = "zo%d" % bi, "zt%d" % bi, "zh%d" % bi
        n, _ = trip(g, CAP - 4, self.rt)
        env = self.env("k")
        NB = g.pick([4, 16, 33])
        ro = g.pick(["readonly: ", "", "readonly: "])
        lvl = self.level(("gang", "gang vector", "vector", "", "gang worker vector"))
        form = r.randrange(4)
        lines = []
        if form == 0:
            # a compute construct's own zeroed copies
            lines += ["#pragma acc parallel loop %s copyin(%sin0, in1, in2) copyout(zero: %s[0:%d]) create(zero: %s[0:%d])" % (lvl, ro, o, CAP, hh, NB),
                      "for (int k = 0; k < %s; k++) {" % n,
                      "    %s[k] += %s;" % (o, g.small(env, 10)),
                      "    int b = (int)((unsigned)(%s) %% %du);" % (g.int_expr(env).text, NB),
                      "    #pragma acc atomic update",
                      "    %s[b] += 1;" % hh,
                      "}",
                      # hh's device copy is gone where memory is discrete, while shared memory
                      # kept the counts: not compared, and zeroed again for the next use
                      "memset(%s, 0, sizeof %s);" % (hh, hh)]
            chk = [(o, "int", CAP)]
        elif form == 1:
            # a data region: a zeroed scratch accumulated by two kernels, reduced into o
            lines += ["#pragma acc data copyin(%sin0, in1, in2) create(zero: %s[0:%d]) copyout(zero: %s[0:%d])" % (ro, hh, NB, o, CAP), "{",
                      "#pragma acc parallel loop %s" % lvl,
                      "for (int k = 0; k < %s; k++) {" % n,
                      "    int b = (int)((unsigned)(%s) %% %du);" % (g.int_expr(env).text, NB),
                      "    #pragma acc atomic update",
                      "    %s[b] += k & 7;" % hh,
                      "}",
                      "#pragma acc parallel loop %s present(%s[0:%d])" % (lvl, hh, NB),
                      "for (int k = 0; k < %d; k++) %s[k] += %s[k] * 2 + k;" % (NB, o, hh),
                      "#pragma acc serial",
                      "{ for (int k = 1; k < %d; k++) %s[%d + k] += %s[%d + k - 1] + %s[k]; }" % (NB, o, NB, o, NB, hh),
                      "}",
                      "memset(%s, 0, sizeof %s);" % (hh, hh)]
            chk = [(o, "int", CAP)]
        elif form == 2:
            # enter data create(zero:), kernels accumulating, exit data copyout
            lines += ["#pragma acc enter data create(zero: %s[0:%d])" % (o, CAP),
                      "#pragma acc enter data copyin(%sin0[0:%d])" % ("", CAP)]
            for rep in range(r.randint(1, 3)):
                lines += ["#pragma acc parallel loop %s present(%s[0:%d], in0[0:%d]) copyin(%sin1)" % (lvl, o, CAP, CAP, ro),
                          "for (int k = 0; k < %s; k++) %s[k] += (int)(in0[k] & 31) - (int)(in1[k] & 3) + %d;" % (n, o, rep)]
            if g.chance(0.5):
                lines += ["#pragma acc parallel loop %s copyout(zero: %s[0:%d])" % (lvl, o, CAP),
                          "for (int k = 0; k < %s; k++) %s[k] *= 2;" % (n, o)]
            lines += ["#pragma acc exit data copyout(%s[0:%d]) delete(in0[0:%d])" % (o, CAP, CAP)]
            chk = [(o, "int", CAP)]
        else:
            # zero on present data: no zeroing; and cache(readonly:) of a window
            lines += ["for (int q = 0; q < %d; q++) %s[q] = q %% 13;" % (CAP, o),
                      "#pragma acc data copy(%s[0:%d]) copyin(%sin0[0:%d])" % (o, CAP, ro, CAP), "{",
                      "#pragma acc parallel loop %s copyout(zero: %s[0:%d])" % (lvl, o, CAP),
                      "for (int k = 0; k < %s; k++) %s[k] += 3;" % (n, o),
                      "#pragma acc parallel loop gang",
                      "for (int k = 0; k < %s; k++) {" % n,
                      "    #pragma acc cache(readonly: in0[k:4])",
                      "    int s = 0;",
                      "    #pragma acc loop vector reduction(+:s)",
                      "    for (int l = 0; l < 4; l++) s += (int)(in0[k + l] & 15);",
                      "    %s[k] += s;" % o,
                      "}",
                      "}"]
            chk = [(o, "int", CAP)]
        return {"decl": [(o, "int", CAP), (hh, "int", 40)], "code": lines, "check": chk}

    # ---- semfuzz9 makers ----
    def b_omp_acc(self, bi):
        """OpenMP 2.0 host threads (`omp parallel for` over chunks, built with -fopenmp) each
        running OpenACC constructs on their own section of shared arrays (2.7.1, 5.5.3): a
        compute construct with `copyin(in0[c*W:W]) copyout(o[c*W:W])`, a `data` region per
        thread with an `update self` of half its section, async constructs on a queue per
        thread (or a shared queue number) joined by `wait(q)`, `wait` or `acc_wait_all()` in
        the same thread (a wait covers the operations this host thread began, 3.2.10),
        `enter`/`exit data` of the thread's section, a reduction per chunk combined by the
        OpenMP loop's own `reduction(+:tot)`, and an `omp single` construct reading every
        chunk after the `omp for` barrier. In the default mix since the emul gather/scatter
        race of sections that concurrent threads map apart was fixed (2026-12-02);
        OXACC_SEMFUZZ_OMP=1 weights it up."""
        g = self.g
        r = g.r
        self.need_omp = True
        o, part, tot = "o%d" % bi, "op%d" % bi, "ot%d" % bi
        nc = r.choice([2, 3, 4, 5, 8])
        w = r.choice([64, 64, 33, 17, 80])
        nt = r.choice([2, 3, 4])
        sched = g.pick(["", " schedule(static)", " schedule(static, 1)", " schedule(dynamic)", " schedule(guided)", " schedule(dynamic, 2)"])
        m1, m2 = r.randrange(1, 9), r.randrange(1, 200)
        val = "(int)(in0[k] & 127) * %d - (int)(in1[k] %% 50) + c * %d + k" % (m1, m2)
        lvl = self.level(("gang", "gang vector", "vector", "", "worker", "gang worker vector", "seq"))
        sec = "[c * %d:%d]" % (w, w)
        loop = "for (int k = c * %d; k < c * %d + %d; k++)" % (w, w, w)
        kind = r.randrange(7)
        head = "#pragma omp parallel for num_threads(%d)%s" % (nt, sched)
        lines = ["long %s = 0;" % tot]
        if kind == 0:
            lines += [head,
                      "for (int c = 0; c < %d; c++) {" % nc,
                      "    #pragma acc parallel loop %s copyin(in0%s, in1%s) copyout(%s%s)" % (lvl, sec, sec, o, sec),
                      "    " + loop + " %s[k] = %s;" % (o, val),
                      "}"]
        elif kind == 1:
            lines += [head,
                      "for (int c = 0; c < %d; c++) {" % nc,
                      "    #pragma acc data copyin(in0%s, in1%s) copy(%s%s)" % (sec, sec, o, sec),
                      "    {",
                      "    #pragma acc parallel loop %s" % lvl,
                      "    " + loop + " %s[k] = %s;" % (o, val),
                      "    #pragma acc %s present(%s%s)" % (g.pick(["parallel loop", "kernels loop", "serial loop"]), o, sec),
                      "    " + loop + " %s[k] = %s[k] * 3 - c;" % (o, o),
                      "    #pragma acc update self(%s[c * %d:%d])" % (o, w, w // 2),
                      "    { long s = 0; for (int k = c * %d; k < c * %d + %d; k++) s += %s[k]; %s[c] = s; }" % (w, w, w // 2, o, part),
                      "    }",
                      "}"]
        elif kind == 2:
            q = g.pick(["c + 1", "c % 2 + 1", "c + 7"])
            join = g.pick(["#pragma acc wait(%s)" % q, "#pragma acc wait", "#ifdef _OPENACC\nacc_wait_all();\n#endif",
                           "#ifdef _OPENACC\nacc_wait(%s);\n#endif" % q])
            lines += [head,
                      "for (int c = 0; c < %d; c++) {" % nc,
                      "    #pragma acc enter data copyin(in0%s) create(%s%s) async(%s)" % (sec, o, sec, q),
                      "    #pragma acc parallel loop %s present(in0%s, %s%s) async(%s)" % (lvl, sec, o, sec, q),
                      "    " + loop + " %s[k] = (int)(in0[k] & 127) * %d + c * %d + k;" % (o, m1, m2),
                      "    #pragma acc exit data copyout(%s%s) delete(in0%s) async(%s)" % (o, sec, sec, q)]
            lines += ["    " + x for x in join.split("\n")]
            lines += ["}"]
        elif kind == 3:
            lines += [head + " reduction(+:%s)" % tot,
                      "for (int c = 0; c < %d; c++) {" % nc,
                      "    long s = 0; int mx = -100000;",
                      "    #pragma acc parallel loop %s copyin(in0%s, in1%s) reduction(+:s) reduction(max:mx)" % (
                          g.pick(["gang", "gang vector", "vector", "", "worker"]), sec, sec),
                      "    " + loop + " { int v = %s; s += v; if (v > mx) mx = v; }" % val,
                      "    %s += s; %s[c] = mx;" % (tot, part),
                      "}"]
        elif kind == 4:
            lines += ["#pragma omp parallel num_threads(%d)" % nt,
                      "{",
                      "    #pragma omp for%s" % sched,
                      "    for (int c = 0; c < %d; c++) {" % nc,
                      "        #pragma acc parallel loop %s copyin(in0%s, in1%s) copy(%s%s)" % (lvl, sec, sec, o, sec),
                      "        " + loop + " %s[k] += %s;" % (o, val),
                      "    }",
                      "    #pragma omp single",
                      "    {",
                      "        #pragma acc parallel loop copy(%s[0:%d])" % (o, nc * w),
                      "        for (int k = 1; k < %d; k += 2) %s[k] = %s[k] - %s[k - 1];" % (nc * w, o, o, o),
                      "    }",
                      "}"]
        elif kind == 5:
            # one data region for the whole array, threads update and launch on their sections
            lines += ["for (int k = 0; k < %d; k++) %s[k] = k %% 11;" % (nc * w, o),
                      "#pragma acc data copy(%s[0:%d]) copyin(in0[0:%d])" % (o, nc * w, nc * w),
                      "{",
                      head,
                      "for (int c = 0; c < %d; c++) {" % nc,
                      "    #pragma acc parallel loop %s present(%s%s, in0%s)" % (lvl, o, sec, sec),
                      "    " + loop + " %s[k] = %s[k] * 2 + (int)(in0[k] & 63) + c;" % (o, o),
                      "    #pragma acc update self(%s%s)" % (o, sec),
                      "    " + loop + " %s[k] ^= 5;" % o,
                      "    #pragma acc update device(%s%s)" % (o, sec),
                      "}",
                      "#pragma acc parallel loop present(%s[0:%d])" % (o, nc * w),
                      "for (int k = 0; k < %d; k++) %s[k] += k;" % (nc * w, o),
                      "}"]
        else:
            # host threads prepare the input, acc per chunk, OpenMP reduction over the result
            lines += [head,
                      "for (int c = 0; c < %d; c++)" % nc,
                      "    " + loop + " %s[k] = (int)(in1[k] %% 50) * c;" % o,
                      head,
                      "for (int c = 0; c < %d; c++) {" % nc,
                      "    #pragma acc kernels copy(%s%s) copyin(in0%s)" % (o, sec, sec),
                      "    " + loop + " %s[k] = %s[k] + (int)(in0[k] & 31) * %d;" % (o, o, m1),
                      "}",
                      "#pragma omp parallel for reduction(+:%s)" % tot,
                      "for (int k = 0; k < %d; k++) %s += %s[k] * (k %% 3);" % (nc * w, tot, o)]
        return {"decl": [(o, "int", CAP), (part, "long", 8)], "code": lines,
                "check": [(o, "int", CAP), (part, "long", 8), (tot, "long", 0)]}

    def b_omp_buffers(self, bi):
        """OpenMP 2.0 host threads (-fopenmp) each running OpenACC constructs on data of their
        own (5.5.3: the runtime is thread-safe): a `malloc`ed buffer per chunk under `data
        copy(buf[0:W])` with kernels and a reduction on a queue per thread joined by `wait(q)`
        or `acc_wait_all()`, a stack array per iteration in `copy(buf)`, `enter data create` /
        `update device` / `exit data copyout` of the buffer, `acc_copyin`/`acc_copyout` with
        a `present` construct; every thread also reads the shared inputs whole (implicit
        copies of one array from several threads at once, its counters under contention).
        Race-free, so in the default mix (b_omp_acc's shared-array sections are not)."""
        g = self.g
        r = g.r
        self.need_omp = True
        o, tot = "ob%d" % bi, "obt%d" % bi
        nc = r.choice([2, 3, 4, 6, 8])
        w = r.choice([64, 33, 17, 80])
        nt = r.choice([2, 3, 4])
        sched = g.pick(["", " schedule(static)", " schedule(static, 1)", " schedule(dynamic)", " schedule(guided)"])
        m1, m2 = r.randrange(1, 9), r.randrange(1, 200)
        val = "(int)(in0[(c * %d + k) %% %d] & 127) * %d - (int)(in1[(k * 7 + c) %% %d] %% 50) + c * %d + k" % (w, CAP, m1, CAP, m2)
        lvl = self.level(("gang", "gang vector", "vector", "", "worker", "seq"))
        q = g.pick(["c + 1", "c % 3 + 1", "c % 2"])
        kind = r.randrange(4)
        lines = ["long %s = 0;" % tot,
                 "#pragma omp parallel for num_threads(%d)%s reduction(+:%s)" % (nt, sched, tot),
                 "for (int c = 0; c < %d; c++) {" % nc]
        if kind == 0:
            join = g.pick(["#pragma acc wait(%s)" % q, "#ifdef _OPENACC\nacc_wait_all();\n#endif", "#pragma acc wait"])
            lines += ["    int *buf = (int *)malloc(%d * sizeof(int));" % w,
                      "    for (int k = 0; k < %d; k++) buf[k] = k * c;" % w,
                      "    long s = 0;",
                      # the shared inputs mapped synchronously: an async kernel's implicit
                      # copy of them would be found present by another thread while its upload
                      # waits on this thread's queue (a race in the program, 2.16.1)
                      "    #pragma acc data copy(buf[0:%d]) copyin(in0, in1)" % w,
                      "    {",
                      "    #pragma acc parallel loop %s async(%s)" % (lvl, q),
                      "    for (int k = 0; k < %d; k++) buf[k] = buf[k] + %s;" % (w, val),
                      "    #pragma acc parallel loop %s reduction(+:s) async(%s)" % (g.pick(["gang", "vector", "", "worker"]), q),
                      "    for (int k = 0; k < %d; k++) s += buf[k] * (k %% 3);" % w]
            lines += ["    " + x for x in join.split("\n")]
            lines += ["    }",
                      "    for (int k = 0; k < %d; k++) %s[c * %d + k] = buf[k];" % (w, o, w),
                      "    %s += s;" % tot,
                      "    free(buf);"]
        elif kind == 1:
            lines += ["    int buf[%d];" % w,
                      "    #pragma acc parallel loop %s copyout(buf)" % lvl,
                      "    for (int k = 0; k < %d; k++) buf[k] = %s;" % (w, val),
                      "    #pragma acc serial copy(buf)",
                      "    for (int k = 1; k < %d; k++) buf[k] += buf[k - 1] & 7;" % w,
                      "    for (int k = 0; k < %d; k++) { %s[c * %d + k] = buf[k]; %s += buf[k]; }" % (w, o, w, tot)]
        elif kind == 2:
            lines += ["    int *buf = (int *)malloc(%d * sizeof(int));" % w,
                      "    #pragma acc enter data create(buf[0:%d])" % w,
                      "    #pragma acc parallel loop %s present(buf[0:%d])" % (lvl, w),
                      "    for (int k = 0; k < %d; k++) buf[k] = %s;" % (w, val),
                      "    #pragma acc update self(buf[0:%d])" % w,
                      "    for (int k = 0; k < %d; k += 2) buf[k] = -buf[k];" % w,
                      "    #pragma acc update device(buf[0:%d])" % w,
                      "    #pragma acc parallel loop %s present(buf[0:%d])" % (g.pick(["", "gang", "vector"]), w),
                      "    for (int k = 0; k < %d; k++) buf[k] = buf[k] * 3 + c;" % w,
                      "    #pragma acc exit data copyout(buf[0:%d])" % w,
                      "    for (int k = 0; k < %d; k++) %s[c * %d + k] = buf[k];" % (w, o, w),
                      "    free(buf);"]
        else:
            lines += ["    int *buf = (int *)malloc(%d * sizeof(int));" % w,
                      "    for (int k = 0; k < %d; k++) buf[k] = k - c;" % w,
                      "#ifdef _OPENACC",
                      "    acc_copyin(buf, %d * sizeof(int));" % w,
                      "#endif",
                      "    #pragma acc parallel loop %s present(buf[0:%d])" % (lvl, w),
                      "    for (int k = 0; k < %d; k++) buf[k] = buf[k] * 2 + %s;" % (w, val),
                      "#ifdef _OPENACC",
                      "    acc_copyout(buf, %d * sizeof(int));" % w,
                      "#endif",
                      "    for (int k = 0; k < %d; k++) { %s[c * %d + k] = buf[k]; %s += buf[k] & 255; }" % (w, o, w, tot),
                      "    free(buf);"]
        lines.append("}")
        return {"decl": [(o, "int", CAP)], "code": lines, "check": [(o, "int", CAP), (tot, "long", 0)]}

    def b_data_por(self, bi):
        """Nested data regions with OpenACC 2.0's present_or clauses (`pcopy`, `present_or_copy`,
        `pcopyin`, `present_or_copyin`, `pcreate`, `present_or_create`, `pcopyout`) and
        `no_create` (2.7.1, 2.7.10) on sections of data an outer `data` construct or `enter
        data` made present or not, with `update self/host/device` of a sub-section inside
        (the host reads and changes only that part), a third level over present data, a
        `no_create` array absent and never touched (a run-time false flag guards its use), and
        a kernel of the outer region over the whole arrays. The clause is chosen by presence
        so every target keeps host and device coherent (an absent array the device writes is
        `pcopy`, `pcopyout` covers only what the kernels write)."""
        g = self.g
        r = g.r
        n = r.choice([40, 100, 257, 600])
        lo = r.randrange(0, n // 3)
        ln = r.randrange(1, n - lo + 1) if g.chance(0.95) else 0
        x = r.randrange(0, ln + 1)
        m = r.randrange(0, ln - x + 1)
        a, b, c, t, e, d = ["%s%d" % (p, bi) for p in ("pa", "pb", "pc", "pt", "pe", "pd")]
        flag = self.rtv(0)
        ty = g.pick(["int", "long", "double"])
        outer = g.pick(["data", "data", "enter", "none"])
        a_in = outer != "none" and g.chance(0.8)
        b_in = outer != "none" and g.chance(0.5)
        c_in = outer != "none" and g.chance(0.7)
        if not (a_in or b_in or c_in):
            outer = "none"  # a data construct needs a data clause (2.6.5)
        LN, LO, X, M = self.num(ln), self.num(lo), self.num(x), self.num(m)
        lines = ["for (int q = 0; q < %d; q++) { %s[q] = (%s)(q %% 17 - 5); %s[q] = (int)(in0[q] & 255) - q %% 7; %s[q] = q * 3; }" % (n, a, ty, b, c)]
        oc = []
        if a_in:
            oc.append("copy(%s[0:%d])" % (a, n) if outer == "data" else "copyin(%s[0:%d])" % (a, n))
        if b_in:
            oc.append("copyin(%s[0:%d])" % (b, n))
        if c_in:
            oc.append("copy(%s[0:%d])" % (c, n) if outer == "data" else "copyin(%s[0:%d])" % (c, n))
        if outer == "data":
            lines += ["#pragma acc data %s" % " ".join(oc), "{"]
        elif outer == "enter" and oc:
            lines += ["#pragma acc enter data %s" % " ".join(oc)]
        a_cl = g.pick(["pcopy", "present_or_copy", "pcopyin", "present_or_copyin", "pcreate", "present_or_create",
                       "no_create", "present", "pcopyout", "present_or_copyout"]) if a_in else g.pick(["pcopy", "present_or_copy"])
        b_cl = g.pick(["pcopyin", "present_or_copyin", "no_create", "present", "pcopy"]) if b_in else g.pick(["pcopyin", "present_or_copyin", "pcopy"])
        c_cl = g.pick(["no_create", "pcopy", "present_or_copyout", "present", "pcopyin"]) if c_in else g.pick(["pcopy", "present_or_copy"])
        inner = ["%s(%s[%s:%s])" % (a_cl, a, LO, LN), "%s(%s[0:%d])" % (b_cl, b, n),
                 "%s(%s[0:%s])" % (g.pick(["pcreate", "present_or_create", "create"]), t, LN),
                 "%s(%s[0:%d])" % (c_cl, c, n), "%s(%s[0:%s])" % (g.pick(["pcopyout", "present_or_copyout", "copyout"]), e, LN)]
        if g.chance(0.5):
            inner.append("no_create(%s[0:%d])" % (d, n))
        r.shuffle(inner)
        lvl = self.level(("gang", "gang vector", "vector", "", "worker", "independent"))
        pres = g.pick(["", " present(%s[%s:%s], %s[0:%d])" % (a, LO, LN, b, n), " default(present)"])
        lines += ["#pragma acc data %s" % " ".join(inner), "{",
                  "#pragma acc parallel loop %s%s" % (lvl, pres),
                  "for (int k = 0; k < %s; k++) { %s[k] = %s[%s + k] * 2 + %s[(%s + k * 3) %% %d]; %s[%s + k] = %s[k] - %s[k %% %d]; }" % (
                      LN, t, a, LO, b, LO, n, a, LO, t, b, n)]
        upd_self = g.pick(["update self", "update host", "update self", "update self"]) + "(%s[%s + %s:%s])" % (a, LO, X, M)
        if g.chance(0.3):
            upd_self += " if_present"
        lines += ["#pragma acc " + upd_self,
                  "{ %s hs = 0; for (int j = %s + %s; j < %s + %s + %s; j++) { hs += %s[j] * (j %% 5 + 1); %s[j] += j %% 5 - 2; } ck_f((double)hs); }" % (
                      ty, LO, X, LO, X, M, a, a),
                  "#pragma acc update device(%s[%s + %s:%s])%s" % (a, LO, X, M, g.pick(["", " if(%s >= 0)" % LN, " if_present"]))]
        k2 = ["#pragma acc %s" % g.pick(["parallel loop %s" % lvl, "kernels loop", "serial loop", "kernels loop independent"]),
              "for (int k = 0; k < %s; k++) { %s[k] = (long)(%s[k] + %s[%s + k]); %s[k] = (int)%s[k] ^ k; if (%s) %s[k] = 1; }" % (
                  LN, c, t, a, LO, e, c, flag, d)]
        if g.chance(0.4):
            k2 = ["#pragma acc data %s(%s[0:%s]) %s(%s[%s:%s])" % (g.pick(["pcreate", "present_or_create", "present"]), t, LN,
                                                                   g.pick(["pcopyin", "present_or_copy", "no_create", "present"]), a, LO, LN),
                  "{"] + k2 + ["}"]
        # presence where memory is discrete (a never-mapped variable is present only in shared
        # memory): inside the inner region every named section is present, an absent
        # no_create array is not; after it, what it created is gone and the outer data stays
        nv = "pnv%d" % bi
        chk = lambda cond, what: "#ifdef _OPENACC\nif (!acc_is_present(&%s, sizeof %s) && !(%s)) { fprintf(stderr, \"presence: %s\\n\"); exit(3); }\n#endif" % (nv, nv, cond, what)
        sz = lambda v, cnt: "%s, sizeof %s[0] * (%s)" % (v, v, cnt)
        k2 += [chk("%s == 0 || (acc_is_present(%s) && acc_is_present(%s) && acc_is_present(%s + %s, sizeof %s[0] * %s))" % (
            LN, sz(t, LN), sz(e, LN), a, LO, a, LN), "inner sections of %s" % bi),
            chk("acc_is_present(%s) && acc_is_present(%s)" % (sz(b, n), sz(c, n)), "inner b, c of %s" % bi)]
        if "no_create(%s[0:%d])" % (d, n) in inner:
            k2.append(chk("!acc_is_present(%s, sizeof %s)" % (d, d), "no_create of absent %s" % d))
        lines = ["static int %s;" % nv] + lines + k2 + ["}"]
        lines += [chk("%s == 0 || (!acc_is_present(%s) && !acc_is_present(%s))" % (LN, sz(t, LN), sz(e, LN)), "created data of %s gone" % bi),
                  chk("%sacc_is_present(%s)" % ("" if a_in else "!", sz(a, n)), "outer a of %s" % bi),
                  chk("%sacc_is_present(%s)" % ("" if b_in else "!", sz(b, n)), "outer b of %s" % bi),
                  chk("%sacc_is_present(%s)" % ("" if c_in else "!", sz(c, n)), "outer c of %s" % bi)]
        # the outer region maps a[0:n], not the whole array: an implicit copy(a) would be
        # partly present (2.6.2), so the kernel names the sections (present or copied)
        lines += ["#pragma acc parallel loop %s %s(%s[0:%d], %s[0:%d])" % (g.pick(["", "gang", "vector"]),
                                                                    g.pick(["pcopy", "present_or_copy"]), a, n, c, n),
                  "for (int k = 0; k < %d; k++) %s[k] = %s[k] * 3 + (%s)%s[k];" % (n, a, a, ty, c)]
        if outer == "data":
            lines += ["}"]
        elif outer == "enter" and oc:
            ex = []
            if a_in:
                ex.append("copyout(%s[0:%d])" % (a, n))
            if b_in:
                ex.append("delete(%s[0:%d])" % (b, n))
            if c_in:
                ex.append("copyout(%s[0:%d])" % (c, n))
            lines += ["#pragma acc exit data %s" % " ".join(ex)]
        return {"decl": [(a, ty, CAP), (b, "int", CAP), (c, "long", CAP), (t, ty, CAP), (e, "int", CAP), (d, "int", CAP)],
                "code": lines, "check": [(a, ty, CAP), (c, "long", CAP), (e, "int", CAP), (d, "int", CAP)]}

    def b_red_multi(self, bi):
        """Several reduction variables with different operators and types on one loop
        directive (2.9.11: `reduction(+:a) reduction(max:b) reduction(*:c)`, same-operator
        variables in one list) over `collapse(2)` and `collapse(3)` nests: combined
        parallel/kernels/serial loops, a `parallel` construct's reduction with the same
        variables on its `loop gang collapse(2)` (2.5.15), and a collapsed gang loop whose
        inner `vector` loop reduces the same variables again."""
        g = self.g
        r = g.r
        vs = self.red_vars(bi, r.randint(2, 4))
        if len(set(op for _, _, op in vs)) == 1:
            v, ty, _ = vs[0]
            vs[0] = (v, ty, g.pick([p for p in self.red_ops(ty) if p != vs[1][2]]))
        n1, v1 = trip(g, 20, self.rt)
        n2, v2 = trip(g, 29, self.rt)
        h1, i1 = loop_header(g, "i", n1)
        h2, i2 = loop_header(g, "j", n2)
        env = self.env("k")
        ops = {}
        for v, ty, op in vs:
            ops.setdefault(op, []).append(v)
        clause = " ".join("reduction(%s:%s)" % (op, ", ".join(names)) for op, names in ops.items())
        lines = ["%s %s = %s;" % (ty, v, self.red_init(op, ty)) for v, ty, op in vs]
        kind = r.randrange(6)
        kexpr = "int k = %s * 30 + %s;" % (i1, i2)
        if kind == 5:
            n3, _ = trip(g, 5, self.rt)
            h3, i3 = loop_header(g, "l", n3)
            kexpr = "int k = ((%s * 30 + %s) * 5 + %s) %% 700;" % (i1, i2, i3)
        body = [kexpr]
        if g.chance(0.25):
            body.append("if (%s) continue;" % g.cond(env))
        for v, ty, op in vs:
            body.append(self.red_update(v, op, ty, env, 12))
        body = ["    " + b for b in body]
        if kind == 0:
            lvl = g.pick(["", "gang", "gang vector", "gang worker vector", "worker", "vector", "worker vector"])
            shape = g.pick(["", " num_gangs(3)", " vector_length(32)", " num_workers(4) vector_length(32)"])
            lines += ["#pragma acc parallel loop collapse(2) %s%s %s" % (lvl, shape, clause), h1, h2 + " {"] + body + ["}"]
        elif kind == 1:
            lines += ["#pragma acc kernels loop collapse(2) %s %s" % (g.pick(["", "independent", "gang vector"]), clause), h1, h2 + " {"] + body + ["}"]
        elif kind == 2:
            lines += ["#pragma acc serial loop collapse(2) %s %s" % (g.pick(["", "gang", "seq"]), clause), h1, h2 + " {"] + body + ["}"]
        elif kind == 3:
            lines += ["#pragma acc parallel %s %s" % (g.pick(["", "num_gangs(4)", "num_gangs(2) vector_length(64)"]), clause), "{",
                      "#pragma acc loop gang collapse(2) %s" % clause, h1, h2 + " {"] + body + ["}", "}"]
        elif kind == 4:
            n3, _ = trip(g, 6, self.rt)
            h3, i3 = loop_header(g, "l", n3)
            env3 = self.env("kk")
            inner = ["int kk = (k * 5 + %s) %% 700;" % i3]
            for v, ty, op in vs:
                inner.append(self.red_update(v, op, ty, env3, 12))
            lines += ["#pragma acc parallel loop %s collapse(2) %s" % (g.pick(["gang", "gang worker"]), clause), h1, h2 + " {",
                      "    " + kexpr]
            for v, ty, op in vs:
                if g.chance(0.5):
                    lines.append("    " + self.red_update(v, op, ty, env, 12))
            lines += ["    #pragma acc loop vector %s" % clause, "    " + h3 + " {"] + ["        " + x for x in inner] + ["    }", "}"]
        else:
            lines += ["#pragma acc parallel loop collapse(3) %s %s" % (g.pick(["", "gang", "gang vector", "worker vector"]), clause),
                      h1, h2, h3 + " {"] + body + ["}"]
        return {"decl": [], "code": lines, "check": [(v, ty, 0) for v, ty, _ in vs]}

    def b_atomic_index(self, bi):
        """`atomic` on array elements whose index the iteration computes (2.12): histograms
        (`h[(k * 7 + 3) % B] += v`, `h[in0[k] & 15]++`, an index array with repeated indices,
        the index expression inside the atomic statement, a 2-D histogram over `collapse(2)`,
        a member of an array of structs, through `int *p = h + b`), capture compaction (`slot =
        cnt[b]++; buf[b][slot] = v`, checked per bucket in an order-free way), and captures of
        old values with a per-bucket constant increment summed by a `+` reduction (their sum is
        fixed whatever the order)."""
        g = self.g
        r = g.r
        bn = r.choice([7, 13, 16, 31])
        n, nv = trip(g, 600, self.rt)
        h, cnt, buf, ix, hs, o = ["%s%d" % (p, bi) for p in ("ah", "ac", "ab", "ai", "as", "ao")]
        hty = g.pick(["int", "unsigned", "long", "unsigned long long", "float", "double"])
        fl = hty in ("float", "double")
        lvl = self.level(("gang", "gang vector", "vector", "", "worker", "gang worker vector", "independent"))
        bexpr = g.pick(["(k * %d + %d) %% %d" % (r.choice([1, 3, 7, 11]), r.randrange(20), bn),
                        "(int)(in0[k] & 15) %% %d" % bn, "%s[k]" % ix, "(k / 5) %% %d" % bn,
                        "(int)((unsigned)(k * k + 1) %% %du)" % bn])
        val = "(%s)((k %% 9) - 4) * 0.5" % hty if fl else "(%s)((int)(in1[k] & 63) - 20)" % hty
        lines = ["for (int q = 0; q < %d; q++) %s[q] = (q * q + 3) %% %d;" % (CAP, ix, bn),
                 "for (int q = 0; q < %d; q++) %s[q] = (%s)(q %% 3);" % (bn, h, hty)]
        chk = [(h, hty, bn)]
        kind = r.randrange(6)
        if kind == 0:
            form = g.pick(["%s[b] += v;", "%s[b] = %s[b] + v;", "%s[b] = v + %s[b];", "%s[b] -= v;", "%s[b]++;", "++%s[b];", "%s[b]--;"])
            stmt = form.replace("%s", h)
            inline = g.chance(0.3)
            if inline:
                stmt = stmt.replace("[b]", "[%s]" % bexpr)
            body = ["int b = %s;" % bexpr, "%s v = %s;" % (hty, val), "#pragma acc atomic%s" % g.pick(["", " update"]), stmt]
            lines += ["#pragma acc parallel loop %s" % lvl, "for (int k = 0; k < %s; k++) {" % n] + ["    " + x for x in body] + ["}"]
        elif kind == 1:
            # compaction: the captured slot is unique per bucket
            # 2.12's capture forms; those capturing the new value give the slot plus one
            cap_form, after = g.pick([("slot = %s[b]++;", []), ("{ slot = %s[b]; %s[b]++; }", []),
                                      ("{ slot = %s[b]; %s[b] += 1; }", []), ("slot = %s[b]++;", []),
                                      ("{ %s[b] = %s[b] + 1; slot = %s[b]; }", ["slot--;"]),
                                      ("slot = %s[b] += 1;", ["slot--;"]), ("slot = ++%s[b];", ["slot -= 1;"])])
            cf = cap_form.replace("%s", cnt)
            lines += ["#pragma acc parallel loop %s copy(%s[0:%d]) %s(%s[0:%d][0:%d])" % (lvl, cnt, bn, g.pick(["copy", "copyout"]), buf, bn, CAP),
                      "for (int k = 0; k < %s; k++) {" % n,
                      "    int b = %s;" % bexpr,
                      "    int slot;",
                      "    #pragma acc atomic capture",
                      "    " + cf] + ["    " + x for x in after] + [
                      "    %s[b][slot] = (int)(in1[k] & 255) * 3 + k;" % buf,
                      "}",
                      "for (int b = 0; b < %d; b++) { unsigned long long s = 0, x = 0, s2 = 0; for (int q = 0; q < %s[b]; q++) { unsigned long long v = (unsigned long long)%s[b][q]; s += v; x ^= v; s2 += v * v; } ck_add(s); ck_add(x); ck_add(s2); ck_add((unsigned long long)%s[b]); }" % (bn, cnt, buf, cnt)]
            chk = []
        elif kind == 2:
            inc = "(%s)(b %% 3 + 1)" % hty
            cap = g.pick(["{ old = %s[b]; %s[b] += inc; }", "{ old = %s[b]; %s[b] = %s[b] + inc; }", "old = %s[b] += inc;",
                          "{ %s[b] += inc; old = %s[b]; }"]).replace("%s", h)
            lines += ["%s tot = 0;" % hty,
                      "#pragma acc parallel loop %s reduction(+:tot)" % lvl,
                      "for (int k = 0; k < %s; k++) {" % n,
                      "    int b = %s;" % bexpr,
                      "    %s old, inc = %s;" % (hty, inc),
                      "    #pragma acc atomic capture",
                      "    " + cap,
                      "    tot += old;",
                      "}",
                      "ck_%s(%stot);" % ("f" if fl else "add", "" if fl else "(unsigned long long)")]
        elif kind == 3:
            n1, _ = trip(g, 20, self.rt)
            n2, _ = trip(g, 29, self.rt)
            h2 = "ah2_%d" % bi
            lines += ["static %s %s[5][7];" % (hty, h2), "memset(%s, 0, sizeof %s);" % (h2, h2),
                      "#pragma acc parallel loop collapse(2) %s" % g.pick(["", "gang", "gang vector", "worker vector"]),
                      "for (int i = 0; i < %s; i++)" % n1,
                      "    for (int j = 0; j < %s; j++) {" % n2,
                      "        int k = i * 30 + j;",
                      "        #pragma acc atomic update",
                      "        %s[(i + j) %% 5][(i * j + k) %% 7] += %s;" % (h2, val),
                      "    }",
                      "for (int q = 0; q < 35; q++) ck_%s(%s%s[q / 7][q %% 7]);" % ("f" if fl else "add", "" if fl else "(unsigned long long)", h2)]
        elif kind == 4:
            sn = "AS%d" % bi
            lines += ["struct %s { int n; %s s; unsigned bits; };" % (sn, hty),
                      "struct %s %s[%d];" % (sn, hs, bn),
                      "memset(%s, 0, sizeof %s);" % (hs, hs),
                      "#pragma acc parallel loop %s copy(%s)" % (lvl, hs),
                      "for (int k = 0; k < %s; k++) {" % n,
                      "    int b = %s;" % bexpr,
                      "    #pragma acc atomic update",
                      "    %s[b].n += 1;" % hs,
                      "    #pragma acc atomic update",
                      "    %s[b].s += %s;" % (hs, val),
                      "    #pragma acc atomic update",
                      "    %s[b].bits |= 1u << (k %% 32);" % hs,
                      "}",
                      "for (int q = 0; q < %d; q++) { ck_add((unsigned long long)%s[q].n); ck_%s(%s%s[q].s); ck_add(%s[q].bits); }" % (
                          bn, hs, "f" if fl else "add", "" if fl else "(unsigned long long)", hs, hs)]
        else:
            # a gang loop over rows, a vector loop inside; the element through a pointer
            n1, _ = trip(g, 20, self.rt)
            n2, _ = trip(g, 29, self.rt)
            lines += ["#pragma acc parallel loop gang %s" % g.pick(["", "num_gangs(3)", "vector_length(32)"]),
                      "for (int i = 0; i < %s; i++) {" % n1,
                      "    #pragma acc loop %s" % g.pick(["vector", "worker", "worker vector", "seq"]),
                      "    for (int j = 0; j < %s; j++) {" % n2,
                      "        int k = i * 30 + j;",
                      "        %s *p = %s + ((i * 7 + j) %% %d);" % (hty, h, bn),
                      "        #pragma acc atomic update",
                      "        " + g.pick(["*p += %s;", "*p = *p + %s;", "p[0] += %s;"]) % val,
                      "        #pragma acc atomic update",
                      "        %s[(int)(in0[k] & 7) %% %d] += 1;" % (h, bn),
                      "    }",
                      "}"]
        return {"decl": [(h, hty, 32), (cnt, "int", 32), (buf, "int", "[%d][%d]" % (bn, CAP)), (ix, "int", CAP)],
                "code": lines, "check": chk}

    def b_struct_aos(self, bi):
        """Structs and arrays of structs in data clauses (2.7.1): a section of an array of
        structs (`copy(ps[lo:cnt])`) whose kernels write members and member arrays, a member
        that is an array of structs mapped by a section (`copy(gs.pts[lo:cnt])`), a nested
        struct member (`copyin(gs.in)`), the whole struct, `update self/device` of a
        sub-section of the array of structs and of one element's member array
        (`update device(gs.pts[2].v[0:6])`), and a pointer into the array of structs mapped by
        a section (`struct P *pp = ps + off; copy(pp[0:cnt])`)."""
        g = self.g
        r = g.r
        P, G, ps, gs = "SP%d" % bi, "SG%d" % bi, "sa%d" % bi, "sg%d" % bi
        na = 40
        lo = r.choice([0, 1, 5, 17])
        cnt = r.choice([0, 1, 7, 23]) if g.chance(0.2) else na - lo
        LO, CNT = self.num(lo), self.num(cnt)
        lvl = self.level(("gang", "gang vector", "vector", "", "worker", "independent"))
        lines = ["struct %s { int id; double w; int v[6]; short tag; };" % P,
                 "struct %s { int n; struct %s pts[%d]; long acc[8]; struct { int lo, hi; double s[5]; } in; };" % (G, P, na),
                 "static struct %s %s[%d]; static struct %s %s;" % (P, ps, na, G, gs),
                 "for (int q = 0; q < %d; q++) { %s[q].id = q * 3 - 7; %s[q].w = q * 0.5; %s[q].tag = (short)(q %% 5); for (int z = 0; z < 6; z++) %s[q].v[z] = (int)(in0[q * 6 + z] & 63) - z; }" % (na, ps, ps, ps, ps),
                 "%s.n = %d; for (int q = 0; q < %d; q++) %s.pts[q] = %s[%d - 1 - q];" % (gs, na, na, gs, ps, na),
                 "for (int q = 0; q < 8; q++) %s.acc[q] = q; %s.in.lo = 2; %s.in.hi = 30; for (int q = 0; q < 5; q++) %s.in.s[q] = q - 2.5;" % (gs, gs, gs, gs)]
        kind = r.randrange(6)
        upd = "for (int i = %s; i < %s + %s; i++) { %s[i].w = %s[i].w * 2 + %s[i].v[i %% 6]; for (int z = 0; z < 6; z++) %s[i].v[z] += %s[i].id * z; %s[i].tag = (short)(%s[i].tag + 1); }"
        if kind == 0:
            lines += ["#pragma acc parallel loop %s copy(%s[%s:%s])" % (lvl, ps, LO, CNT),
                      upd % (LO, LO, CNT, ps, ps, ps, ps, ps, ps, ps)]
        elif kind == 1:
            x = r.randrange(0, max(cnt, 1))
            m = r.randrange(0, cnt - x + 1) if cnt else 0
            X, M = self.num(x), self.num(m)
            lines += ["#pragma acc data copy(%s[%s:%s])" % (ps, LO, CNT), "{",
                      "#pragma acc parallel loop %s" % lvl,
                      upd % (LO, LO, CNT, ps, ps, ps, ps, ps, ps, ps),
                      "#pragma acc update self(%s[%s + %s:%s])" % (ps, LO, X, M),
                      "for (int i = %s + %s; i < %s + %s + %s; i++) { ck_f(%s[i].w); %s[i].id += 100; %s[i].v[i %% 6] -= 3; }" % (LO, X, LO, X, M, ps, ps, ps),
                      "#pragma acc update device(%s[%s + %s:%s])" % (ps, LO, X, M),
                      "#pragma acc parallel loop %s" % g.pick(["gang", "", "vector"]),
                      "for (int i = %s; i < %s + %s; i++) %s[i].w += %s[i].id;" % (LO, LO, CNT, ps, ps),
                      "}"]
        elif kind == 2:
            lines += ["#pragma acc parallel loop %s copy(%s.pts[%s:%s]) copyin(%s.in)" % (lvl, gs, LO, CNT, gs),
                      "for (int i = %s; i < %s + %s; i++) {" % (LO, LO, CNT),
                      "    %s.pts[i].w += %s.in.s[i %% 5] * %s.in.lo;" % (gs, gs, gs),
                      "    #pragma acc loop %s" % g.pick(["seq", "vector", ""]) if lvl in ("gang", "worker", "") else "    #pragma acc loop seq",
                      "    for (int z = 0; z < 6; z++) %s.pts[i].v[z] = %s.pts[i].v[z] * 2 - (i < %s.in.hi);" % (gs, gs, gs),
                      "}"]
        elif kind == 3:
            lines += ["#pragma acc data copy(%s)" % gs, "{",
                      "#pragma acc parallel loop %s collapse(2)" % g.pick(["gang", "", "gang vector"]),
                      "for (int i = 0; i < %d; i++)" % na,
                      "    for (int z = 0; z < 6; z++) %s.pts[i].v[z] += i * z + %s.n;" % (gs, gs),
                      "#pragma acc parallel loop",
                      "for (int q = 0; q < 8; q++) %s.acc[q] += %s.pts[q * 5].v[q %% 6];" % (gs, gs),
                      "#pragma acc update self(%s.pts[2].v[0:6])" % gs,
                      "for (int z = 0; z < 6; z++) %s.pts[2].v[z] *= 3;" % gs,
                      "#pragma acc update device(%s.pts[2].v[0:6])" % gs,
                      "#pragma acc serial",
                      "{ for (int q = 1; q < 8; q++) %s.acc[q] += %s.acc[q - 1] + %s.pts[2].v[q %% 6]; %s.in.hi = (int)%s.acc[7]; }" % (gs, gs, gs, gs, gs),
                      "}"]
        elif kind == 4:
            off = r.choice([0, 3, 10])
            c2 = min(cnt, na - off - lo) if lo + off < na else 0
            C2 = self.num(c2)
            lines += ["struct %s *pp = %s + %d;" % (P, ps, off),
                      "#pragma acc parallel loop %s copy(pp[%s:%s])" % (lvl, LO, C2),
                      "for (int i = %s; i < %s + %s; i++) { pp[i].id = pp[i].id * 2 + pp[i].tag; pp[i].v[(i + 1) %% 6] += pp[i].v[i %% 6]; }" % (LO, LO, C2)]
        else:
            lines += ["#pragma acc enter data copyin(%s[0:%d])" % (ps, na),
                      "#pragma acc parallel loop %s present(%s[0:%d]) copy(%s.acc)" % (g.pick(["gang", "", "gang vector"]), ps, na, gs),
                      "for (int q = 0; q < 8; q++) { long s = 0; for (int i = q; i < %d; i += 8) s += %s[i].v[q %% 6] + %s[i].id; %s.acc[q] = s; }" % (na, ps, ps, gs),
                      "#pragma acc parallel loop %s present(%s[%s:%s])" % (lvl, ps, LO, CNT),
                      upd % (LO, LO, CNT, ps, ps, ps, ps, ps, ps, ps),
                      "#pragma acc exit data copyout(%s[0:%d])" % (ps, na)]
        lines += ["for (int q = 0; q < %d; q++) { ck_add((unsigned long long)%s[q].id); ck_f(%s[q].w); ck_add((unsigned long long)%s[q].tag); for (int z = 0; z < 6; z++) ck_add((unsigned long long)%s[q].v[z]); }" % (na, ps, ps, ps, ps),
                  "for (int q = 0; q < %d; q++) { ck_add((unsigned long long)%s.pts[q].id); ck_f(%s.pts[q].w); for (int z = 0; z < 6; z++) ck_add((unsigned long long)%s.pts[q].v[z]); }" % (na, gs, gs, gs),
                  "for (int q = 0; q < 8; q++) ck_add((unsigned long long)%s.acc[q]); ck_add((unsigned long long)%s.in.hi);" % (gs, gs)]
        return {"decl": [], "code": lines, "check": []}

    # ---- the whole program ----
    def render(self):
        g = self.g
        # the first line names extra flags for cc and oxacc (check() reads them)
        out = ["/* semantic fuzz program, seed %d%s */" % (self.seed, ", flags: -fopenmp" if getattr(self, "need_omp", False) else ""),
               "#include <stdio.h>", "#include <stdlib.h>", "#include <string.h>", "#include <math.h>",
               "#ifdef _OPENACC", "#include <openacc.h>", "#endif",
               "static unsigned long long ck_h;",
               "static void ck_add(unsigned long long v) { ck_h = (ck_h ^ v) * 1099511628211ull; }",
               "static void ck_f(double v) { ck_add((unsigned long long)(long long)(v * 1024.0)); }"]
        for name, v in self.rt:
            out.append("static volatile int %s_v = %d;" % (name, v))
        if getattr(self, "need_bump", False):
            # a seq routine changing the group's shared array (b_group_shared)
            out += ["#pragma acc routine seq",
                    "static void sfz_bump(int *c, int d) {",
                    "    int v = c[0];",
                    "    if (v > d) c[0] = v - d; else c[1] += d;",
                    "    c[2] = (c[2] + c[0]) & 1023;",
                    "}"]
        out += self.routines
        out.append("int main(void) {")
        for name, v in self.rt:
            out.append("    int %s = %s_v;" % (name, name))
        for i, t in enumerate(self.in_types):
            out.append("    static %s in%d[%d];" % (t, i, CAP))
            # inputs stay small (|v| < 4096) so the generator's magnitude bounds hold
            out.append("    for (int q = 0; q < %d; q++) in%d[q] = (%s)((q * %d + %d) %% %d - %d);" % (
                CAP, i, t, g.r.randrange(3, 97), g.r.randrange(100), g.r.choice([7, 100, 255, 4096]), g.r.choice([0, 3, 50])))
        out.append("    static double fin0[%d];" % CAP)
        out.append("    for (int q = 0; q < %d; q++) fin0[q] = (q %% 13) - 6 + ((q & 1) ? 0.5 : 0);" % CAP)
        for bi, b in enumerate(self.blocks):
            out.append("    /* block %d */" % bi)
            for name, ty, dims in b["decl"]:
                if isinstance(dims, int):
                    out.append("    static %s %s[%d];" % (ty, name, dims))
                    out.append("    memset(%s, 0, sizeof %s);" % (name, name))
                else:
                    out.append("    static %s %s%s;" % (ty, name, dims))
            out.append("    {")
            for ln in b["code"]:
                for sub in ln.split("\n"):
                    out.append("    " + sub)
            # the checks stay inside the block's scope: they read its local variables
            for name, ty, kind in b["check"]:
                fl = ty in ("float", "double")
                add = "ck_f" if fl else "ck_add"
                cast = "" if fl else "(unsigned long long)"
                if kind == 0:
                    out.append("    %s(%s%s);" % (add, cast, name))
                elif kind == "sum":
                    out.append("    { %s sm = 0; for (int q = 0; q < %d; q++) sm += %s[q]; %s(%ssm); }" % (
                        "double" if fl else "unsigned long long", CAP, name, add, cast))
                elif kind == "sum2d":
                    out.append("    { unsigned long long sm = 0; for (int q = 0; q < %d; q++) for (int z = 0; z < %d; z++) sm += (unsigned long long)%s[q][z]; ck_add(sm); }" % (R, C, name))
                elif kind == "2d":
                    out.append("    for (int q = 0; q < %d; q++) for (int z = 0; z < %d; z++) %s(%s%s[q][z]);" % (R, C, add, cast, name))
                elif isinstance(kind, tuple):
                    out.append("    for (int q = 0; q < %d; q++) %s(%s((%s *)%s)[q]);" % (kind[1], add, cast, ty, name))
                elif kind == "3d":
                    out.append("    for (int q = 0; q < %d * %d * %d; q++) %s(%s(&%s[0][0][0])[q]);" % (A3, B3, C3, add, cast, name))
                else:
                    out.append("    for (int q = 0; q < %d; q++) %s(%s%s[q]);" % (kind, add, cast, name))
            out.append('    printf("block %d %%llu\\n", ck_h);' % bi)
            out.append("    }")
        out.append("    return 0;")
        out.append("}")
        return "\n".join(out) + "\n"


def generate(seed):
    return Prog(seed).build()


# ---------- running ----------
OXACC = os.environ.get("OXACC", "")
TIMEOUT = int(os.environ.get("OXACC_SEMFUZZ_TIMEOUT", "120"))


def sh(cmd, cwd, env=None, timeout=TIMEOUT):
    try:
        p = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return -999, "", "timeout"


CONFIGS = [("host", ["-acc", "-gpu=cc90"], "host"), ("emul", ["-acc", "-gpu=cc90"], "emul"),
           ("multicore", ["-acc=multicore"], None)]


def extra_flags(src):
    """The flags the program's first line asks for (`flags: -fopenmp`, b_omp_acc)."""
    m = re.match(r"/\* semantic fuzz program, seed \d+, flags: ([^*]*)\*/", src)
    return m.group(1).split() if m else []


def reference(src, d):
    with open(os.path.join(d, "x.c"), "w") as f:
        f.write(src)
    rc, _, err = sh(["cc", "-w", "-O1"] + extra_flags(src) + ["x.c", "-o", "ref", "-lm"], d)
    if rc != 0:
        return None, "reference: cc rejects the program: " + err[:300]
    rc, out, err = sh(["./ref"], d, timeout=60)
    if rc != 0:
        return None, "reference: the plain-C program fails (rc %d)" % rc
    return out, None


def check(src, d, configs=None):
    """Returns (class, detail) of the first failure, or (None, None)."""
    ref, err = reference(src, d)
    if ref is None:
        return "generator", err
    built = {}
    for name, flags, dev in CONFIGS:
        if configs and name not in configs:
            continue
        key = tuple(flags)
        if key not in built:
            exe = "acc%d" % len(built)
            rc, out, err = sh([OXACC] + flags + extra_flags(src) + ["x.c", "-o", exe, "-lm"], d)
            if rc == -999:
                return "compile timeout", ""
            if rc != 0:
                if "panicked" in err or "RUST_BACKTRACE" in err:
                    return "oxacc panic", err[-600:]
                if re.search(r"^x\.c:\d+:\d+:", err, re.M) and "generated" not in err:
                    return "rejected", err.strip().splitlines()[0][:200]
                return "compile error (generated code)", err[-600:]
            built[key] = exe
        env = dict(os.environ)
        if dev:
            env["ACC_DEVICE_TYPE"] = dev
        if dev == "emul":
            # new device memory filled with a pattern, as a GPU's is not zeroed: a program
            # reading device memory nothing wrote differs here as on the H200
            env["OXACC_EMUL_POISON"] = "1"
        rc, out, err = sh(["./" + built[key]], d, env=env, timeout=120)
        if rc == -999:
            return "%s: timeout" % name, ""
        if rc != 0:
            return "%s: run fails" % name, (out + err)[-600:]
        if out != ref:
            return "%s: wrong result" % name, first_diff(ref, out)
    return None, None


def first_diff(a, b):
    for x, y in zip(a.splitlines(), b.splitlines()):
        if x != y:
            return "expected %r, got %r" % (x, y)
    return "output length differs"


def reduce(src, cls, d):
    """Greedy: delete blocks, then statement lines / braced groups, while the failure keeps its class."""
    only = [c.split(":")[0] for c in [cls]] if ":" in cls else None

    def still(s):
        c, _ = check(s, d, only)
        return c == cls

    lines = src.splitlines()
    # First whole blocks (a block's declarations, its scope and its checks): few, cheap tries.
    starts = [i for i, ln in enumerate(lines) if ln.strip().startswith("/* block ")]
    for a in reversed(starts):
        b = a + 1
        while b < len(lines) and not lines[b].startswith('    printf("block '):
            b += 1
        cand = lines[:a] + lines[b + 2:]
        if still("\n".join(cand) + "\n"):
            lines = cand
    changed = True
    while changed:
        changed = False
        i = 0
        while i < len(lines):
            ln = lines[i].strip()
            if ln.startswith(("#include", "static void ck_", "static unsigned long long ck_h", "int main", "return 0", "/*")) or ln in ("}", "{"):
                i += 1
                continue
            # the extent of the unit starting at line i: a braced group or a pragma + its statement
            j = i + 1
            depth = lines[i].count("{") - lines[i].count("}")
            k = i
            while ln.startswith("#pragma") and k + 1 < len(lines) and lines[k + 1].strip().startswith("#pragma") is False and depth == 0:
                k += 1
                depth = lines[k].count("{") - lines[k].count("}")
                j = k + 1
                if lines[k].strip().endswith(";") or depth != 0 or lines[k].strip().endswith("}"):
                    break
            while depth > 0 and j < len(lines):
                depth += lines[j].count("{") - lines[j].count("}")
                j += 1
            if depth < 0:
                i += 1
                continue
            cand = lines[:i] + lines[j:]
            if still("\n".join(cand) + "\n"):
                lines = cand
                changed = True
            else:
                i += 1
    return "\n".join(lines) + "\n"


def main_run(minutes, seed, outdir):
    os.makedirs(outdir, exist_ok=True)
    end = time.time() + minutes * 60
    tried, counts, n = 0, {}, 0
    rng = random.Random(seed)
    print("fuzz-semantic: seed %d, %s minute(s), oxacc %s" % (seed, minutes, OXACC), flush=True)
    while time.time() < end:
        s = rng.randrange(1 << 62)
        src = generate(s)
        d = tempfile.mkdtemp(prefix="semfuzz-")
        cls, detail = check(src, d)
        tried += 1
        if cls:
            counts[cls] = counts.get(cls, 0) + 1
            if cls not in ("rejected",) or os.environ.get("OXACC_SEMFUZZ_KEEP_REJECTED"):
                base = os.path.join(outdir, "p%d" % s)
                with open(base + ".c", "w") as f:
                    f.write(src)
                print("  %s (program seed %d): %s" % (cls, s, (detail or "").replace("\n", " | ")[:300]), flush=True)
                if cls != "generator" and not os.environ.get("OXACC_SEMFUZZ_NOREDUCE"):
                    red = reduce(src, cls, d)
                    with open(base + ".reduced.c", "w") as f:
                        f.write(red)
                    print("    reduced to %d lines: %s.reduced.c" % (len(red.splitlines()), base), flush=True)
            else:
                print("  rejected (program seed %d): %s" % (s, detail), flush=True)
        shutil.rmtree(d, ignore_errors=True)
        if tried % 10 == 0:
            print("  ... %d programs, %d failures, %.0f s" % (tried, sum(counts.values()), time.time() - end + minutes * 60), flush=True)
    print("fuzz-semantic: %d programs tried, %d passed on every target" % (tried, tried - sum(counts.values())))
    for c, k in sorted(counts.items(), key=lambda x: -x[1]):
        print("  %6d  %s" % (k, c))
    bad = sum(k for c, k in counts.items() if c != "rejected")
    return 1 if bad else 0


def main_corpus(d, n, seed):
    os.makedirs(d, exist_ok=True)
    rng = random.Random(seed)
    made = 0
    while made < n:
        s = rng.randrange(1 << 62)
        src = generate(s)
        t = tempfile.mkdtemp(prefix="semfuzz-")
        ref, err = reference(src, t)
        shutil.rmtree(t, ignore_errors=True)
        if ref is None:
            continue
        name = os.path.join(d, "sem%04d" % made)
        with open(name + ".c", "w") as f:
            f.write(src)
        with open(name + ".expected", "w") as f:
            f.write(ref)
        made += 1
    print("fuzz-semantic: wrote %d programs and their .expected outputs to %s" % (made, d))


if __name__ == "__main__":
    a = sys.argv[1:]
    if a and a[0] == "--corpus":
        main_corpus(a[1], int(a[2]), int(a[3], 0) if len(a) > 3 else 1)
    elif a and a[0] == "one":
        sys.stdout.write(generate(int(a[1], 0)))
    elif a and a[0] == "run":
        OXACC = os.environ.get("OXACC") or "oxacc"
        sys.exit(main_run(float(a[1]), int(a[2], 0), a[3]))
    else:
        print(__doc__)
        sys.exit(2)
