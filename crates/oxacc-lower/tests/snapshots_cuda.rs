//! Snapshot tests (insta) of the CUDA C++ the GPU writer prints for small regions (the kernels
//! section of the module: the prelude and the simulator's table are left out) and of the
//! -Minfo lines. The output is deterministic: a change here is a change of generated code.

use oxacc_lower::pipeline::{compile, CompileOptions};

/// `body` (a "preprocessed" file `t.c`) compiled for the GPU, with -Minfo.
fn compile_gpu(body: &str) -> oxacc_lower::pipeline::CompileOutput {
    let text = format!("# 1 \"t.c\"\n{body}");
    compile(
        &text,
        &CompileOptions {
            minfo: true,
            openmp: false,
            host_only: false,
            ..Default::default()
        },
    )
}

/// The kernels and device functions of `body` (a "preprocessed" file `t.c`), then -Minfo.
fn cuda(body: &str) -> String {
    let out = compile_gpu(body);
    let mut s = String::new();
    for d in &out.diagnostics {
        s.push_str(&format!("--- diagnostic: {d:?}\n"));
    }
    let Some(gpu) = &out.gpu else {
        s.push_str("--- no GPU module\n");
        return s;
    };
    let src = &gpu.source;
    let start = src.find("/* ---- types ---- */").unwrap_or(0);
    let rest = &src[start..];
    let end = rest.find("#ifdef __OXACC_SIM__").unwrap_or(rest.len());
    s.push_str(&rest[..end]);
    s.push_str("--- minfo\n");
    for m in &out.minfo {
        s.push_str(&format!("{}:{}: {}\n", m.function, m.line, m.message));
    }
    s
}

#[test]
fn saxpy_parallel_loop() {
    insta::assert_snapshot!(cuda(
        "void saxpy(int n, float a, float *x, float *y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i];
}
"
    ));
}

#[test]
fn dot_product_reduction() {
    insta::assert_snapshot!(cuda(
        "double dot(int n, const double *x, const double *y) {
  double s = 0;
#pragma acc parallel loop reduction(+:s) copyin(x[0:n], y[0:n])
  for (int i = 0; i < n; i++) s += x[i] * y[i];
  return s;
}
"
    ));
}

#[test]
fn gang_worker_vector_nest_with_redundant_code() {
    insta::assert_snapshot!(cuda(
        "void rows(int n, int m, float (*a)[64], float *rowsum) {
#pragma acc parallel num_workers(4) vector_length(32) copyin(a[0:n]) copyout(rowsum[0:n])
  {
#pragma acc loop gang
    for (int i = 0; i < n; i++) {
      float s = 0;
#pragma acc loop vector reduction(+:s)
      for (int j = 0; j < m; j++) s += a[i][j];
      rowsum[i] = s;
    }
  }
}
"
    ));
}

#[test]
fn collapse_and_atomic_histogram() {
    insta::assert_snapshot!(cuda(
        "void hist(int n, int m, const int *v, int *h) {
#pragma acc parallel loop collapse(2) copyin(v[0:n*m]) copy(h[0:16])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
#pragma acc atomic update
      h[v[i * m + j] & 15] += 1;
    }
}
"
    ));
}

/// Atomics on a float whose expr is a double (OpenACC 3.3, 2.12; C 6.5.16.2: the sum is
/// computed in double): a double constant that is exactly a float (`+= 1.0`) keeps the native
/// float atomicAdd (the double sum rounded to float is the float sum), any other double
/// (`-= a[i] * 0.1`) takes the compare-and-swap loop on the double sum.
#[test]
fn float_atomic_with_double_expr() {
    insta::assert_snapshot!(cuda(
        "void hist(int n, const double *a, float *h) {
#pragma acc parallel loop copyin(a[0:n]) copy(h[0:2])
  for (int i = 0; i < n; i++) {
#pragma acc atomic update
    h[0] += 1.0;
#pragma acc atomic update
    h[1] -= a[i] * 0.1;
  }
}
"
    ));
}

/// A collapse(3) stencil: the flat kernel and its tiled twin (`_t`: 32 x blockDim.x/32
/// iterations of the two inner loops per block, the outer loop over gridDim.z), which the
/// runtime launches with the grid the host computes (`__oxacc_launch_tiled`).
#[test]
fn collapsed_stencil_gets_a_tiled_twin() {
    insta::assert_snapshot!(cuda(
        "void st(int n, const float *a, float *b) {
#pragma acc parallel loop collapse(3) copyin(a[0:n*n*n]) copy(b[0:n*n*n])
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < n - 1; j++)
      for (int k = 1; k < n - 1; k++) {
        long p = ((long)i * n + j) * n + k;
        b[p] = a[p - 1] + a[p + 1] + a[p - n] + a[p + n];
      }
}
"
    ));
}

/// An explicit `tile(32,32)` on a transpose (2.9.8): the store `t[j][i]` is strided across
/// the lanes, so the nest gets the tiled twin (`_t`, launched by `__oxacc_launch_tiled`) even
/// though its body reuses no data; before, only the flat collapse(2) kernel was printed. Its
/// tiles are the clause's 32 x 32 iterations, on blocks of 256 threads taking 4 rows each.
/// The twin stages each tile in shared memory (`__oxacc_tt[32][33]`): values computed with
/// lanes along `j` (coalesced loads), stored after the block's barrier with lanes along `i`
/// (coalesced stores); before, each warp's 32 stores went to 32 rows.
#[test]
fn explicit_tile_transpose_gets_the_tiled_twin() {
    insta::assert_snapshot!(cuda(
        "void tr(int n, int m, const float (*a)[m], float (*t)[n]) {
#pragma acc parallel loop tile(32, 32) copyin(a[0:n]) copyout(t[0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) t[j][i] = a[i][j];
}
"
    ));
}

/// 2.5.15: a construct's reduction on a small array whose loop only updates it with `op=`
/// / `++` (a histogram) keeps one copy per gang in shared memory: set to the identity by the
/// block, updated with shared atomics, combined with one atomic per element per block (before,
/// a copy per thread in local memory, a block reduction per element and an atomic per element
/// from thread 0). `max` written as `v[i] = v[i] > x ? v[i] : x` is one too, updated with
/// shared `atomicMax` (before, its copy stayed per thread: no compound assignment).
#[test]
fn small_array_reduction_is_a_shared_histogram() {
    insta::assert_snapshot!(cuda(
        "void h(int n, const int *a, unsigned *p, int mx[4]) {
  double hist[64];
#pragma acc parallel loop reduction(+:hist, p[2:30]) reduction(max:mx[0:4]) copyin(a[0:n]) copyout(hist)
  for (int i = 0; i < n; i++) {
    hist[a[i] & 63] += 0.5;
    p[2 + a[i] % 30]++;
    mx[i % 4] = mx[i % 4] > a[i] ? mx[i % 4] : a[i];
  }
}
"
    ));
}

/// 2.5.14 / 2.9.10: a private section whose length is known only at run time, set up in
/// gang-redundant code, is each thread's slice of one device-heap block that the gang's first
/// thread allocates (before, every thread called the device's `malloc` and `free`), also
/// when the set-up is in a gang loop's body, before the vector loop that privatizes it.
#[test]
fn runtime_length_private_is_a_slice_of_one_block_per_gang() {
    insta::assert_snapshot!(cuda(
        "void f(int n, int m, double *tmp, double *out) {
#pragma acc parallel loop gang vector private(tmp[0:m]) copyout(out[0:n])
  for (int i = 0; i < n; i++) {
    for (int k = 0; k < m; k++) tmp[k] = i + k;
    out[i] = tmp[m - 1];
  }
#pragma acc parallel loop gang copyout(out[0:8 * n])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector private(tmp[1:m])
    for (int j = 0; j < 8; j++) { tmp[m] = i + j; out[8 * i + j] = tmp[m]; }
  }
}
"
    ));
}

/// 2.5.13 / 2.9.10: a private section of run-time length set up inside a worker loop (a
/// vector loop's `private(tmp[0:m])`), or a worker's copy set up in a gang loop's body that
/// does not fit shared memory, with a length the kernel's prologue can compute (`m`, a
/// firstprivate scalar the region never writes), is the thread's (worker's) slice of a pool
/// the prologue allocates once per gang and launch and the end of the kernel frees (before,
/// every thread or worker called the device's `malloc` and `free` in every iteration of the
/// enclosing loop). A length the loop computes (`i + 1`) keeps the per-iteration block.
#[test]
fn private_in_partitioned_code_is_a_slice_of_a_launch_pool() {
    insta::assert_snapshot!(cuda(
        "void f(int n, int m, double *tmp, double *w, double *out) {
#pragma acc parallel loop gang worker num_workers(4) copyout(out[0:64 * n])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector private(tmp[0:m])
    for (int j = 0; j < 64; j++) {
      for (int k = 0; k < m; k++) tmp[k] = i + j + k;
      out[64 * i + j] = tmp[m - 1];
    }
  }
#pragma acc parallel loop gang copyout(out[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop worker private(w[0:4096])
    for (int q = 0; q < 4; q++) {
#pragma acc loop vector
      for (int k = 0; k < 4096; k++) w[k] = i + k;
      out[i] = w[4095];
    }
#pragma acc loop vector private(tmp[0:i + 1])
    for (int j = 0; j < 8; j++) { tmp[i] = j; out[i] = tmp[i]; }
  }
}
"
    ));
}

/// 2.9: the iterations of a gang loop are independent, so a block barrier that only ends
/// one (after an inner vector loop that is the last statement of the gang loop's body, or
/// after the leader's store `t[i] = s` of a row sum) orders nothing a thread reads before its
/// next barrier: it is not printed (before, a row-per-gang kernel paid one or two
/// `__syncthreads()` per row; atax/bicg/covariance shapes). Nor after a vector loop whose
/// reduction ends in `__oxacc_red_vector` (every lane passes it after the loop) when only
/// code reading no memory follows in the iteration (the row sum's `t[i] = s`). The barrier
/// between a vector loop and code after it that reads memory stays, and so do all of them
/// when a gang's private copy lives in shared memory (the third kernel).
#[test]
fn gang_iteration_ends_without_a_barrier() {
    insta::assert_snapshot!(cuda(
        "void f(int n, int m, const double *a, const double *x, double *t, double *c) {
#pragma acc parallel loop gang copyin(a[0:n * m], x[0:m]) copyout(t[0:n])
  for (int i = 0; i < n; i++) {
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < m; j++) s += a[i * m + j] * x[j];
    t[i] = s;
  }
#pragma acc parallel loop gang copyin(a[0:n * m]) copyout(c[0:n * n])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector
    for (int j = i; j < n; j++) {
      double s = 0;
      for (int k = 0; k < m; k++) s += a[k * n + i] * a[k * n + j];
      c[i * n + j] = s;
      c[j * n + i] = s;
    }
  }
#pragma acc parallel loop gang copyin(a[0:n * m]) copyout(c[0:n * 64])
  for (int i = 0; i < n; i++) {
    double w[64];
#pragma acc loop vector
    for (int j = 0; j < 64; j++) w[j] = a[i * m + j];
#pragma acc loop vector
    for (int j = 0; j < 64; j++) c[i * 64 + j] = w[63 - j];
  }
}
"
    ));
}

/// 2.2.1: a group leader's store waits for the group's barrier when its threads read memory
/// redundantly since their last one: after `int v = c[0];`, and at the top of a sequential
/// loop whose iterations read (the back edge); not where nothing was read yet (`out[0] =
/// 1`), nor at the top of a `while` body, whose test every thread of the group reads before
/// the group's barrier (each worker's lanes: one barrier serves the test and the body's
/// first store, where there were two before). Without it a thread reading late saw the leader's new value
/// (tests/acc/compute/gpu_mode_single_store_after_read.c).
#[test]
fn single_store_waits_for_the_reads_before_it() {
    insta::assert_snapshot!(cuda(
        "void f(int n, int *c, int *cnt, int *x, int *out) {
#pragma acc parallel num_gangs(1) vector_length(128) copy(c[0:1], out[0:n])
  {
    out[0] = 1;
    int v = c[0];
    c[0] = v + 1;
    for (int k = 0; k < 4; k++) {
      c[0] = v + 1;
      v = c[0] * 2;
    }
#pragma acc loop vector
    for (int j = 1; j < n; j++) out[j] = v;
  }
#pragma acc parallel loop gang worker num_workers(4) vector_length(64) copy(cnt[0:n], x[0:n * 64])
  for (int i = 0; i < n; i++) {
    while (cnt[i] > 0) {
      cnt[i]--;
#pragma acc loop vector
      for (int j = 0; j < 64; j++) x[i * 64 + j]++;
    }
  }
}
"
    ));
}

/// 2.9.8: constant tile sizes shape the tiled twin: `tile(16, 64)` runs tiles of 16 (the
/// innermost loop) x 64 iterations on blocks of 256 threads, each thread every 16th row of
/// its tile, and the host computes the grid of tiles from them (before, 32 x 8 tiles
/// whatever the sizes).
#[test]
fn tile_sizes_shape_the_tiled_twin() {
    insta::assert_snapshot!(cuda(
        "void tr(int n, int m, const float (*a)[m], float (*t)[n]) {
#pragma acc parallel loop tile(16, 64) copyin(a[0:n]) copyout(t[0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) t[j][i] = a[i][j];
}
"
    ));
}

/// 2.9.10: a worker loop's private section of run-time length that its vector loops share
/// (one copy per worker) is each worker's slice of one device-heap block per gang, which the
/// gang's first thread allocates (before, each worker's first lane called `malloc`).
#[test]
fn worker_private_runtime_length_is_a_slice_of_one_block_per_gang() {
    insta::assert_snapshot!(cuda(
        "void f(int n, int m, double *tmp, double *out) {
#pragma acc parallel loop gang num_workers(4) vector_length(32) copyout(out[0:8 * n])
  for (int i = 0; i < n; i++) {
#pragma acc loop worker private(tmp[0:m])
    for (int w = 0; w < 8; w++) {
#pragma acc loop vector
      for (int k = 0; k < m; k++) tmp[k] = i + w + k;
      out[8 * i + w] = tmp[m - 1];
    }
  }
}
"
    ));
}

#[test]
fn routine_and_keyword_names() {
    insta::assert_snapshot!(cuda(
        "struct point { double x, y; };
#pragma acc routine seq
static double norm2(struct point p) { return p.x * p.x + p.y * p.y; }
void f(int n, struct point *pts, double *out) {
  int new = 2;
#pragma acc parallel loop copyin(pts[0:n]) copyout(out[0:n])
  for (int i = 0; i < n; i++) out[i] = new * norm2(pts[i]);
}
"
    ));
}

#[test]
fn kernels_statements_and_gang_private_array() {
    insta::assert_snapshot!(cuda(
        "void f(int n, float *a, float *b, float *c) {
#pragma acc kernels copy(a[0:n], b[0:64])
  {
    a[0] = 1;
#pragma acc loop independent
    for (int i = 1; i < n; i++) a[i] = 2 * a[i];
  }
#pragma acc parallel loop gang copyout(c[0:n])
  for (int g = 0; g < n; g++) {
    float t[32];
#pragma acc loop vector
    for (int k = 0; k < 32; k++) t[k] = g + k;
#pragma acc loop vector
    for (int k = 0; k < 32; k++) c[g] += t[31 - k];
  }
}
"
    ));
}

/// 2.5.14: a firstprivate copy is per gang. One too large for a thread (on the device heap)
/// that the region only reads element by element gets one copy per gang, set up by one
/// thread (`__shared__` pointer); one the region writes, or lets escape through a pointer,
/// keeps a copy per thread.
#[test]
fn large_firstprivate_read_only_is_per_gang() {
    insta::assert_snapshot!(cuda(
        "void use(int *);
void f(int *out) {
  static int big[50000], big2[50000], big3[50000];
#pragma acc parallel firstprivate(big, big2, big3) copy(out[0:128])
  {
#pragma acc loop gang
    for (int g = 0; g < 128; ++g) {
      int *q = big3;
      big2[g] = g;
      out[g] = big[49999] + big2[g] + q[g] + (int)sizeof big;
    }
  }
}
"
    ));
}

/// -Minfo names the worker count of the `num_workers` clause (as the vector length of
/// `vector_length`), not a fixed default.
#[test]
fn minfo_shows_the_num_workers_clause() {
    let out = cuda(
        "void f(int m, int n, const float *restrict A, const float *restrict x, float *restrict y) {
#pragma acc parallel loop gang worker num_workers(8) vector_length(32) copyin(A[0:m*n], x[0:n]) copyout(y[0:m])
  for (int i = 0; i < m; i++) {
    float s = 0;
#pragma acc loop vector reduction(+:s)
    for (int j = 0; j < n; j++) s += A[i * n + j] * x[j];
    y[i] = s;
  }
}
",
    );
    assert!(
        out.contains("#pragma acc loop gang, worker(8) /* blockIdx.x threadIdx.y */"),
        "{out}"
    );
    assert!(
        out.contains("#pragma acc loop vector(32) /* threadIdx.x */"),
        "{out}"
    );
}

/// A gang-partitioned collapsed nest of three loops splits its index by multiplication
/// (`__oxacc_div31`); one of two loops keeps its 32-bit division (measured choice: see
/// kernel.rs and docs/bench-gpu.md).
#[test]
fn collapse3_divides_by_multiplication() {
    let nest = |c: usize| {
        let loops = ["i", "j", "k"][..c]
            .iter()
            .map(|v| format!("for (int {v} = 0; {v} < n; {v}++)"))
            .collect::<Vec<_>>()
            .join("\n");
        let idx = ["i", "j", "k"][..c].join(" * n + ");
        cuda(&format!(
            "void f(int n, float *a) {{
#pragma acc parallel loop collapse({c}) copy(a[0:n*n*n])
{loops}
  a[{idx}] += 1;
}}
"
        ))
    };
    let three = nest(3);
    assert!(three.contains("__oxacc_div31_q(__rem, __fd2)"), "{three}");
    assert!(three.contains("__oxacc_div31_q(__rem, __fd1)"), "{three}");
    let two = nest(2);
    assert!(!two.contains("__oxacc_div31"), "{two}");
    assert!(two.contains("__rem /= (unsigned)__n1;"), "{two}");
}

/// 2.5.2 / 2.9.11: the kernels analysis finds reductions written as `if (e > x) x = e;`,
/// `x = fmin(e, x)` and counts `n++` under an `if`, and says so; a loop storing through a used
/// `j++` stays sequential.
#[test]
fn kernels_reduction_shapes() {
    let out = cuda(
        "double fmin(double, double);
void f(int n, const double *restrict a, int *restrict idx, double *mx, double *mn, int *c, int *y) {
  double x = -1, m = 1e9; int k = 0, j = 0;
#pragma acc kernels copyin(a[0:n]) copyout(idx[0:n])
  {
    for (int i = 0; i < n; i++) if (a[i] > x) x = a[i];
    for (int i = 0; i < n; i++) m = fmin(a[i], m);
    for (int i = 0; i < n; i++) if (a[i] > 0) k++;
    for (int i = 0; i < n; i++) if (a[i] > 0) idx[j++] = i;
  }
  *mx = x; *mn = m; *c = k; *y = j;
}
",
    );
    for want in [
        "f:6: Loop is parallelizable\nf:6: Generating implicit reduction(max:x)",
        "f:7: Loop is parallelizable\nf:7: Generating implicit reduction(min:m)",
        "f:8: Loop is parallelizable\nf:8: Generating implicit reduction(+:k)",
        "f:9: Loop carried dependence of 'idx' prevents parallelization",
    ] {
        assert!(out.contains(want), "{want}\n{out}");
    }
}

/// A `restrict` pointer to arithmetic data that a kernel only reads through becomes a pointer
/// to const (nvcc may then use the read-only data path); one that the kernel writes through,
/// increments, hands to a function or takes an element's address of keeps its type.
#[test]
fn read_only_restrict_pointers_are_const() {
    let out = cuda(
        "#pragma acc routine seq
void bump(float *q) { *q += 1; }
void f(int n, float *restrict a, float *restrict b, float *restrict c, float *restrict d,
       float *restrict e, float *g, float *restrict h) {
#pragma acc parallel loop present(a[0:n], b[0:n], c[0:n], d[0:n], e[0:n], g[0:n], h[0:n])
  for (int i = 0; i < n; i++) {
    b[i] = a[i] + *a + g[i];
    c[i]++;
    bump(&d[i]);
    float *p = e + i;
    h[i] = *p;
  }
}
",
    );
    let sig = out
        .lines()
        .find(|l| l.contains("__global__ void __oxacc_k_f_"))
        .unwrap_or_default();
    for want in [
        "const float *__restrict__ a",
        "float *__restrict__ b",
        "float *__restrict__ c",
        "float *__restrict__ d",
        "float *__restrict__ e",
        "float *g",
        "float *__restrict__ h",
    ] {
        assert!(sig.contains(want), "{want} in\n{sig}");
    }
    for not in [
        "const float *__restrict__ b",
        "const float *__restrict__ c",
        "const float *__restrict__ d",
        "const float *__restrict__ e",
        "const float *g",
        "const float *__restrict__ h",
    ] {
        assert!(!sig.contains(not), "{not} in\n{sig}");
    }
}

/// A kernel whose thread walks a sequential loop that reads pointers it never writes through
/// and stores through another gets a `_na` twin with the read-only ones `const __restrict__`
/// (issue 10, PolyBench symm); the launch runs it when `__oxacc_no_alias` finds them in other
/// mappings than the written ones. No twin where the stores could reach the read data
/// otherwise (a store through a local pointer, a routine call, a reduction's combine, a
/// pointer the kernel moves) or where no sequential loop would gain (one store per thread).
#[test]
fn sequential_walks_get_a_no_alias_twin() {
    let out = cuda(
        "#pragma acc routine seq
double g(double v);
void walk(int n, double *c, double *b, const double *a) {
#pragma acc parallel loop present(c[0:n*n], b[0:n*n], a[0:n])
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++)
      c[k * n + j] += b[k * n + j] * a[k];
}
void restricted(int n, double *restrict c, const double *restrict a) {
#pragma acc parallel loop present(c[0:n*n], a[0:n*n])
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++)
      c[k * n + j] += a[k * n + j];
}
void flat(int n, double *c, double *b) {
#pragma acc parallel loop present(c[0:n], b[0:n])
  for (int j = 0; j < n; j++)
    c[j] = 2 * b[j];
}
void local_ptr(int n, double *c, double *b) {
#pragma acc parallel loop present(c[0:n*n], b[0:n*n])
  for (int j = 0; j < n; j++) {
    double *q = c + j;
    for (int k = 0; k < n; k++)
      q[k * n] += b[k * n + j];
  }
}
void calls(int n, double *c, double *b) {
#pragma acc parallel loop present(c[0:n*n], b[0:n*n])
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++)
      c[k * n + j] += g(b[k * n + j]);
}
void reduces(int n, double *c, double *b, double *s) {
  double t = 0;
#pragma acc parallel loop present(c[0:n*n], b[0:n*n]) reduction(+:t)
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++) {
      c[k * n + j] += b[k * n + j];
      t += c[k * n + j];
    }
  *s = t;
}
void moves(int n, double *c, double *b) {
#pragma acc parallel loop present(b[0:n*n])
  for (int j = 0; j < n; j++)
    for (int k = 0; k < n; k++) {
      c[k * n + j] += b[k * n + j];
      if (k == n - 1) c = b;
    }
}
",
    );
    let twin = |f: &str| {
        out.lines()
            .find(|l| l.contains(&format!("__global__ void __oxacc_k_{f}_")) && l.contains("_na("))
            .map(str::to_string)
    };
    let walk = twin("walk").unwrap_or_else(|| panic!("no twin of walk's kernel in\n{out}"));
    for want in [
        "double *c",
        "const double *__restrict__ b",
        "const double *__restrict__ a",
    ] {
        assert!(walk.contains(want), "{want} in\n{walk}");
    }
    assert!(!walk.contains("const double *__restrict__ c"), "{walk}");
    assert!(!walk.contains("const const"), "{walk}");
    // A `restrict` pointer to const keeps its one qualifier (g++ and NVRTC reject two).
    let restricted =
        twin("restricted").unwrap_or_else(|| panic!("no twin of restricted's kernel in\n{out}"));
    assert!(
        restricted.contains("const double *__restrict__ a"),
        "{restricted}"
    );
    assert!(!out.contains("__restrict__ __restrict__"), "{out}");
    for f in ["flat", "local_ptr", "calls", "reduces", "moves"] {
        assert_eq!(twin(f), None, "a twin of {f}'s kernel in\n{out}");
    }
}

/// A region that reaches a function without device code runs on the host, and the device
/// functions written for it on the way leave the module with it: `fill`'s device code called
/// `__oxacc_f_ext_copy`, undefined, and NVRTC rejected the module (fuzz-pipeline seed
/// 0x53786ebd6d014d97, input 2384). The other region keeps its kernel and `twice`.
#[test]
fn functions_of_a_region_that_falls_back_to_the_host_leave_the_module() {
    let out = cuda(
        "void ext_copy(float *p, int n);
float twice(float v) { return 2 * v; }
void fill(float *p, int n) { p[0] = twice(1); ext_copy(p, n); }
void f(int n, float *a, float *b) {
#pragma acc parallel copy(a[0:n])
  fill(a, n);
#pragma acc parallel loop copy(b[0:n])
  for (int i = 0; i < n; i++) b[i] = twice(b[i]);
}
",
    );
    assert!(out.contains("will run only on the host"), "{out}");
    assert!(!out.contains("__oxacc_f_fill"), "{out}");
    assert!(!out.contains("__oxacc_f_ext_copy"), "{out}");
    assert!(out.contains("__oxacc_f_twice("), "{out}");
    assert!(out.contains("__global__ void __oxacc_k_f_"), "{out}");
}

/// 2.5.3: a struct or array declared inside a `kernels` construct is host code's, so the
/// pointers in it hold host addresses; a kernel that uses it would dereference them on the
/// device (silently lost writes under emul, a fault on a GPU). Until each pointer inside is
/// translated, such a kernel keeps only its host code, with oxacc's warning at the variable.
#[test]
fn kernels_local_aggregate_with_pointers_runs_on_the_host() {
    let out = cuda(
        "struct S { int *q; int n; };
void f(int n, int *e) {
#pragma acc kernels copy(e[0:n])
  {
    struct S t = { e, n };
    union U { int *p; long x; } u = { e + 1 };
    int k = 2;
    for (int i = 0; i < n; i++) t.q[i] = i;
    u.x += 0;
    u.p[0] = k;
  }
}
",
    );
    assert!(out.contains("will run only on the host"), "{out}");
    // The struct, which the kernel only reads, is passed by value with its pointers
    // translated (kernels_local_struct_pointers.c), as is an array of pointers the region
    // only reads (kernels_local_pointer_array.c); one a kernel stores into has its pointers
    // translated around that kernel (kernels_local_pointers_stored.c). A union holding a
    // pointer, which member is live unknown, is not translated.
    assert!(
        !out.contains("a kernel using 't', declared inside the kernels construct"),
        "{out}"
    );
    assert!(
        out.contains("a kernel using 'u', declared inside the kernels construct"),
        "{out}"
    );
}

/// An array of pointers declared inside a `kernels` construct that the region only reads
/// (`int *ps[2] = { e, e + 1 };`) is passed by value, each pointer translated (2.5.3): the
/// kernels run on the GPU (it was host only, with a warning).
#[test]
fn kernels_local_pointer_array_read_only_runs_on_the_gpu() {
    let out = cuda(
        "void f(int n, int *e) {
#pragma acc kernels copy(e[0:n])
  {
    int *ps[2] = { e, e + 1 };
    for (int i = 0; i < n - 1; i++) ps[1][i] += ps[0][i];
  }
}
",
    );
    assert!(!out.contains("will run only on the host"), "{out}");
    assert!(out.contains("int *v[2]; };"), "{out}");
}

/// A GCC builtin that has no device version makes its region host-only, and the warning says
/// so: it told the user to add a `routine` directive (2.15.1) to the builtin, which cannot be.
#[test]
fn builtin_without_device_version_is_named_as_a_builtin() {
    let out = cuda(
        "void f(int n, long *a) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++) a[i] = (long)__builtin_frame_address(0);
}
",
    );
    assert!(out.contains("will run only on the host"), "{out}");
    assert!(
        out.contains("the GCC builtin '__builtin_frame_address', which has no device version"),
        "{out}"
    );
    assert!(!out.contains("routine"), "{out}");
}

/// 2.15.2: a file-scope variable used in a routine must appear in a `declare` directive. A
/// routine reading a writable `static` table without one makes the region host-only; the
/// warning said only "variable 'tbl' (no device copy was arranged for it)". It now names the
/// function and the section, and the directive that gives the table a device copy. (A
/// `static const` table of constants is compiled into the module since 2026-11-30:
/// `routine_static_const_table_is_in_the_module`.)
#[test]
fn routine_global_without_declare_names_the_declare_directive() {
    let out = cuda(
        "static double tbl[4] = {0.5, 1.5, 2.5, 3.5};
#pragma acc routine seq
static double look(int i) { return tbl[i & 3]; }
void f(int n, double *a) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++) a[i] = look(i);
}

",
    );
    assert!(out.contains("will run only on the host"), "{out}");
    assert!(
        out.contains("file-scope variable 'tbl' in function 'look'"),
        "{out}"
    );
    assert!(out.contains("2.15.2"), "{out}");
    assert!(out.contains("#pragma acc declare copyin(tbl)"), "{out}");
}

/// A routine reading a file-scope `static const` table of constants with no `declare`
/// (MD5's `K`): the table is a `static __device__` object of the module, with its
/// initializer, and the region runs on the GPU (2026-11-30; a warning and host-only before).
/// A table whose initializer reads an object stays host-only.
#[test]
fn routine_static_const_table_is_in_the_module() {
    let out = cuda(
        "static const unsigned K[4] = {0xd76aa478u, 0xe8c7b756u, 3, 4};
#pragma acc routine seq
static unsigned look(int i) { return K[i & 3]; }
void f(int n, unsigned *a) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++) a[i] = look(i);
}
",
    );
    assert!(!out.contains("will run only on the host"), "{out}");
    assert!(
        out.contains("static __device__ const unsigned int __oxacc_gk_K[4] = "),
        "{out}"
    );
    assert!(out.contains("return __oxacc_gk_K["), "{out}");
    let out = cuda(
        "static int seed = 3;
static const int *const P[1] = {&seed};
#pragma acc routine seq
static int look(int i) { return *P[i & 0]; }
void f(int n, int *a) {
#pragma acc parallel loop copyout(a[0:n])
  for (int i = 0; i < n; i++) a[i] = look(i);
}
",
    );
    assert!(out.contains("will run only on the host"), "{out}");
}

/// The GPU has no extended precision: long double arithmetic in a kernel is computed in
/// double (prelude.cuh), so results can differ from the host's x87 ones. That was silent;
/// now a warning (as nvcc's "'long double' is treated as 'double' in device code") points at
/// the region's first long double operation, once. Copying long double data (exact) and a
/// region without long double say nothing.
#[test]
fn long_double_arithmetic_is_reported_as_double_precision() {
    let warning = "long double arithmetic in this compute region is computed in double precision";
    let out = cuda(
        "void f(int n, long double *a, long double x) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++) a[i] = a[i] * x + 1;
}
",
    );
    assert_eq!(out.matches(warning).count(), 1, "{out}");
    assert!(out.contains("__global__ void __oxacc_k_f_"), "{out}");
    let copy = cuda(
        "void f(int n, long double *a, long double *b, double *c) {
#pragma acc parallel loop copyin(b[0:n]) copyout(a[0:n], c[0:n])
  for (int i = 0; i < n; i++) { a[i] = b[i]; c[i] = c[i] * 2; }
}
",
    );
    assert!(!copy.contains(warning), "{copy}");
}

/// 2.7.1 with C11 6.7.2.1: a clause naming a struct with a flexible array member
/// (`copy(s[0:1])`, `copy(g)`) maps its sizeof bytes, without the member's elements, so a
/// kernel reaching `s->d[i]` through that mapping went past the struct's device copy with no
/// message (emul printed the host's old values: the stores were lost). Now a warning at the
/// access names the clause, once per member. A clause for the member's section, a `present`
/// struct (its whole allocation may be mapped: tests/acc/compute/gpu_flexible_array_member.c)
/// or a region not using the member say nothing.
#[test]
fn flexible_member_reached_through_a_struct_only_mapping_is_reported() {
    let warning = "is a flexible array member, which";
    let out = cuda(
        "struct S { int n; double d[]; };
struct S g;
void f(struct S *s) {
#pragma acc parallel loop copy(s[0:1])
  for (int i = 0; i < 4; i++) s->d[i] += s->d[i + 1];
#pragma acc parallel copy(g)
  g.d[1] = 7;
}
",
    );
    assert_eq!(out.matches(warning).count(), 2, "{out}");
    assert!(
        out.contains("'s->d' is a flexible array member, which 'copy(s[0:1])' does not map"),
        "{out}"
    );
    assert!(out.contains("such as 'copy(s->d[0:n])'"), "{out}");
    assert!(
        out.contains("'g.d' is a flexible array member, which 'copy(g)' does not map"),
        "{out}"
    );
    let fine = cuda(
        "struct S { int n; double d[]; };
void f(struct S *s) {
#pragma acc parallel loop copy(s[0:1], s->d[0:4])
  for (int i = 0; i < 4; i++) s->d[i] += 1;
#pragma acc parallel loop present(s[0:1])
  for (int i = 0; i < 4; i++) s->d[i] += 1;
#pragma acc parallel copy(s[0:1])
  s->n = 4;
}
",
    );
    assert!(!fine.contains(warning), "{fine}");
}

/// 2.9: the innermost loop of NPB's `kernels loop collapse(3)` nests (`m < 5`) runs in each
/// thread, and the collapsed loops take gang and vector (before: the vector on the
/// 5-iteration loop, the collapsed loops gang only: 27 of 32 lanes idle).
#[test]
fn small_inner_loop_runs_in_the_thread_under_a_collapsed_vector_nest() {
    insta::assert_snapshot!(cuda(
        "void rhs(int nz, int ny, int nx, double (*restrict u)[12][12][5], double (*restrict r)[12][12][5]) {
#pragma acc kernels loop collapse(3) copyin(u[0:nz]) copy(r[0:nz])
  for (int k = 0; k < nz; k++)
    for (int j = 0; j < ny; j++)
      for (int i = 0; i < nx; i++)
        for (int m = 0; m < 5; m++) r[k][j][i][m] = 2.0 * u[k][j][i][m];
}
"
    ));
}

/// 2.9.7 (`kernels`): the 3-D sweep along `j` of a hand-flattened array is parallel over the
/// planes of `k` (gang) and the rows' `i` (vector), `j` sequential in each thread (before:
/// `k` and `j` host loops, one kernel launch per row).
#[test]
fn sweep_3d_kernel_is_parallel_over_the_planes() {
    insta::assert_snapshot!(cuda(
        "void sweep(int nx, int ny, int nz, double *restrict b) {
#pragma acc kernels copy(b[0:nx*ny*nz])
  for (int k = 0; k < nz; k++)
    for (int j = 1; j < ny; j++)
      for (int i = 0; i < nx; i++)
        b[i + nx * (j + ny * k)] += b[i + nx * (j - 1 + ny * k)];
}
"
    ));
}

/// 2.9.11: a loop's reduction on a small array in device memory (`copy(h)` on the construct,
/// so the loop's clause is not hoisted to the construct), the loop partitioned over the gangs
/// and the block's lanes: one copy per gang in shared memory, updated with shared atomics,
/// combined by the block's threads with one atomic per element (before, a copy per thread in
/// local memory, a block reduction per element). A gang loop whose inner vector loop updates
/// the array keeps the copy per thread.
#[test]
fn loop_reduction_on_a_small_device_array_is_a_shared_histogram() {
    insta::assert_snapshot!(cuda(
        "void h(int n, const int *a, int hist[64], double mx[8]) {
#pragma acc parallel copyin(a[0:n]) copy(hist[0:64], mx[0:8])
  {
#pragma acc loop gang vector reduction(+:hist[0:64]) reduction(max:mx[0:8])
    for (int i = 0; i < n; i++) {
      hist[a[i] & 63]++;
      mx[i % 8] = mx[i % 8] < a[i] ? a[i] : mx[i % 8];
    }
#pragma acc loop gang reduction(+:hist[0:64])
    for (int i = 0; i < n; i++) {
#pragma acc loop vector reduction(+:hist[0:64])
      for (int j = 0; j < 32; j++) hist[(a[i] + j) & 63] += 1;
    }
  }
}
"
    ));
}

/// 2.5.15: `if (x > v[i]) v[i] = x;` on a construct's `max` reduction of a small array is a
/// shared `atomicMax` on the gang's copy (the condition's stale read only skips updates that
/// would not change it); with an `else` the copy stays per thread.
#[test]
fn guarded_max_update_is_a_shared_atomic() {
    insta::assert_snapshot!(cuda(
        "void g(int n, const float *a, float mx[8], int mn[4]) {
#pragma acc parallel loop copyin(a[0:n]) reduction(max:mx[0:8]) reduction(min:mn[0:4])
  for (int i = 0; i < n; i++) {
    if (a[i] > mx[i % 8]) mx[i % 8] = a[i];
    if (mn[i % 4] > i) mn[i % 4] = i; else mn[i % 4] = mn[i % 4];
  }
}
"
    ));
}

/// The host C of `body` (a "preprocessed" file `t.c`) compiled for the GPU.
fn host_c(body: &str) -> String {
    compile_gpu(body).host_c.unwrap_or_default()
}

/// The team-size hints of the host team's launches (`__oxacc_run_team(fn, ctx, hint)`, or
/// `__oxacc_run_team_at(fn, ctx, hint, line)` for a kernels construct's loop nests).
fn team_hints(host: &str) -> Vec<String> {
    // The launches (`else __oxacc_run_team...(...)`), not the prelude's declarations.
    host.match_indices("else __oxacc_run_team")
        .filter_map(|(at, _)| {
            let rest = &host[at..];
            let call = &rest[..rest.find(')')?];
            let args: Vec<&str> = call.split(',').collect();
            let hint = if call.starts_with("else __oxacc_run_team_at(") {
                args.get(2)
            } else {
                args.last()
            };
            hint.map(|h| h.trim().to_string())
        })
        .collect()
}

/// OpenACC 3.3, 2.4: in a kernels construct, a loop whose NVIDIA clauses say `seq` and whose
/// host clauses say `independent` runs in sequence in the NVIDIA kernel (one gang of one
/// thread) and over the whole host team (hint 0); it ran on one host thread (hint 1). The
/// emulated device reads neither group: its own kernel partitions the loop.
#[test]
fn kernels_loop_seq_on_nvidia_independent_on_host() {
    let src = "void f(int n, int *restrict a, const int *restrict b) {
#pragma acc kernels copy(a[0:n]) copyin(b[0:n])
  {
#pragma acc loop device_type(nvidia) seq device_type(host) independent
    for (int i = 0; i < n; i++) a[i] = 2 * b[i];
  }
}
";
    let host = host_c(src);
    assert_eq!(team_hints(&host), vec!["0".to_string()], "{host}");
    let out = cuda(src);
    assert!(out.contains("#pragma acc loop seq"), "{out}");
    // The emulated device, which neither group names, has a kernel of its own (2.4: the
    // default clauses, none here: the loop is partitioned, the pointers being `restrict`).
    let emul_at = out.find("void __oxacc_k_f_2_emul(").expect("emul kernel");
    let (nvidia, emul) = out.split_at(emul_at);
    assert!(!nvidia.contains("blockIdx"), "{out}");
    assert!(emul.contains("blockIdx"), "{out}");
    // The other way round the host team runs it on one thread (host_seq_top).
    let host = host_c(&src.replace(
        "device_type(nvidia) seq device_type(host) independent",
        "device_type(nvidia) independent device_type(host) seq",
    ));
    assert_eq!(team_hints(&host), vec!["1".to_string()], "{host}");
}

/// A Gauss-Seidel row sweep in kernels (2.5.3): one kernel whose outer loop runs in sequence
/// (the host team on one thread) around its row reduction (kernels_seq_outer_rows.c).
#[test]
fn kernels_gauss_seidel_is_one_kernel() {
    let src = "void f(int n, const int *rp, const int *col, const double *v, double *x) {
#pragma acc kernels copyin(rp[0:n+1], col[0:rp[n]], v[0:rp[n]]) copy(x[0:n])
  for (int i = 0; i < n; i++) {
    double s = 1;
    for (int e = rp[i]; e < rp[i + 1]; e++) s -= v[e] * x[col[e]];
    x[i] = s;
  }
}
";
    let host = host_c(src);
    assert_eq!(team_hints(&host), vec!["1".to_string()], "{host}");
    let out = cuda(src);
    assert_eq!(out.matches("__global__").count(), 1, "{out}");
    assert!(out.contains("loop vector(256) /* threadIdx.x */"), "{out}");
}

/// A sum kept in an element in a sequential loop (`q[i] = q[i] + A[i*m+j] * p[j]`, atax/bicg/
/// mvt written that way; known gap of 2026-11-29): the loop runs on a register copy of the
/// element when a check in the thread finds that the loop's other accesses (their subscripts
/// affine in the loop variable, so their addresses at the first and last iteration bound
/// them) miss its bytes, and as written otherwise (`q` may alias `A` or `p`:
/// tests/acc/compute/gpu_register_accumulator.c). Before, `q[i]` was loaded and stored in
/// global memory at every `j`. Two sums in one loop (with `loop seq`) are checked against
/// each other too; a loop whose other subscript is not affine (`p[idx[j]]`) or that calls a
/// function stays as written.
#[test]
fn element_sum_in_a_sequential_loop_is_a_register() {
    insta::assert_snapshot!(cuda(
        "void f(int n, int m, double *q, double *s, const double *A, const double *p, const double *r, const int *idx) {
#pragma acc parallel loop copyin(A[0:n*m], p[0:m]) copyout(q[0:n])
  for (int i = 0; i < n; i++) {
    q[i] = 0;
    for (int j = 0; j < m; j++)
      q[i] = q[i] + A[i * m + j] * p[j];
  }
#pragma acc parallel loop copyin(A[0:n*m], p[0:m], r[0:n]) copyout(q[0:n], s[0:n])
  for (int i = 0; i < n; i++) {
#pragma acc loop seq
    for (int j = 0; j < m; j++) {
      q[i] += A[i * m + j] * p[j];
      s[i] = s[i] + r[i] * A[i * m + j];
    }
  }
#pragma acc parallel loop copyin(A[0:n*m], p[0:m], idx[0:m]) copyout(q[0:n])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      q[i] = q[i] + A[i * m + j] * p[idx[j]];
}
"
    ));
}

/// `tile(32,32)` on a transpose with two stores per iteration (2.9.8; known gap of
/// 2026-11-29): the tiled twin stages both in shared memory (`__oxacc_tt0`, `__oxacc_tt1`),
/// each stored with lanes along the outer loop (coalesced); before, a body of more than one
/// statement kept strided stores. A second store reading the first's variable keeps the
/// plain tiles (every value is computed before any store): tests/acc/compute/
/// gpu_tile_transpose_two_stores.c.
#[test]
fn tile_transpose_with_two_stores_stages_both() {
    insta::assert_snapshot!(cuda(
        "void tr(int n, int m, const double (*a)[m], double (*b)[n], double (*c)[n]) {
#pragma acc parallel loop tile(32, 32) copyin(a[0:n]) copyout(b[0:m], c[0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) {
      b[j][i] = a[i][j];
      c[j][i] = 2 * a[i][j];
    }
}
"
    ));
}

/// 2.5.15: a shared-memory histogram of integers counted with a `double` constant (`long
/// h[]; h[k] += 1.0`, known gap of 2026-11-29): C's `(long)((double)h[k] + 1.0)` is the
/// integer sum while the values are doubles exactly, so the gang's copy is updated with the
/// native atomic (`__oxacc_atomic_add`); before, a compare-and-swap loop computing C's
/// expression. A fractional constant (`+= 0.5`, truncated at each sum) keeps the loop.
#[test]
fn integer_histogram_counted_with_a_double_constant_uses_the_native_atomic() {
    insta::assert_snapshot!(cuda(
        "void h(int n, const int *a, long hist[64], int f[4]) {
#pragma acc parallel loop reduction(+:hist[0:64], f[0:4]) copyin(a[0:n])
  for (int i = 0; i < n; i++) {
    hist[a[i] & 63] += 1.0;
    f[a[i] & 3] += 0.5;
  }
}
"
    ));
}

/// 2.9.11: a loop reduction on one element of a pointer's target (`reduction(+:q[i])` in a
/// gang loop over `i`, bicg) or a short constant part of it: each thread's copy is an array
/// of the thread (`__oxacc_r_q_1_a[1]`), not a device `malloc` and `free` per thread and gang
/// iteration as before. A length known only at run time keeps the heap block.
#[test]
fn element_loop_reduction_copy_is_a_thread_array() {
    insta::assert_snapshot!(cuda(
        "void f(int n, int m, int k, const double *A, double *q, double *r) {
#pragma acc parallel loop gang copyin(A[0:n * m]) copy(q[0:n], r[0:n * k])
  for (int i = 0; i < n; i++) {
#pragma acc loop vector reduction(+:q[i])
    for (int j = 0; j < m; j++) q[i] += A[i * m + j];
#pragma acc loop vector reduction(+:r[i * k:k])
    for (int j = 0; j < m; j++) r[i * k + j % k] += A[i * m + j];
  }
}
"
    ));
}

/// A fixed-size array at file scope that the region only reads element by element (a
/// stencil's `A`, `declare`d or in a data clause) is passed as
/// `const double (*__restrict__ __d_A)[N][N]`, as a CUDA programmer writes it, so nvcc may load
/// it through the read-only data path; before, `double (*__d_A)[N][N]`. The array the region
/// writes (`B`), one whose row's address is taken (`C`) and one passed to a function (`D`)
/// keep their types; a store through a `double` pointer keeps every array of 8-byte elements
/// (`E` may be what `p` reaches) but not `F`, of `float`s (C11 6.5p7).
#[test]
fn read_only_global_arrays_are_const_restrict() {
    let out = cuda(
        "static double A[64][64], B[64][64], C[64][64], D[64];
static const double K[64];
#pragma acc declare create(D)
#pragma acc routine seq
double sumd(const double *d) { return d[0]; }
void f(void) {
#pragma acc parallel loop collapse(2) present(A, B, C, D, K)
  for (int i = 1; i < 64 - 1; i++)
    for (int j = 1; j < 64 - 1; j++) {
      const double *r = C[i];
      B[i][j] = 0.2 * (A[i][j] + A[i][j - 1] + A[i][j + 1] + A[i - 1][j] + A[i + 1][j]) + r[j] + K[j];
    }
#pragma acc parallel loop present(D, A)
  for (int i = 0; i < 64; i++) D[i] = sumd(D) + A[i][0];
}
static double E[64];
static float F[64];
void g(double *p) {
#pragma acc parallel loop present(E, F) deviceptr(p)
  for (int i = 0; i < 64; i++) p[i] = E[i] + F[i];
}
",
    );
    // The signature of the (first) kernel with a parameter named `p`.
    let sig = |p: &str| {
        out.lines()
            .find(|l| l.contains("__global__ void") && l.contains(p))
            .unwrap_or_default()
            .to_string()
    };
    let f = sig("__d_B");
    for want in [
        "const double (*__restrict__ __d_A)[64][64]",
        "double (*__d_B)[64][64]",
        "double (*__d_C)[64][64]",
        "const double (*__restrict__ __d_K)[64]",
    ] {
        assert!(f.contains(want), "{want} in\n{f}\n{out}");
    }
    assert!(!f.contains("const double (*__restrict__ __d_B)"), "{f}");
    assert!(!f.contains("const double (*__restrict__ __d_C)"), "{f}");
    assert!(!f.contains("const const"), "{f}");
    // A function is called: no array of that kernel is promised unchanged.
    let f2 = sig("__d_D");
    assert!(
        f2.contains("double (*__d_A)[64][64]") && !f2.contains("__restrict__ __d_A"),
        "{f2}\n{out}"
    );
    let g = sig("__d_E");
    assert!(
        g.contains("double (*__d_E)[64]") && !g.contains("__restrict__ __d_E"),
        "{g}\n{out}"
    );
    assert!(
        g.contains("const float (*__restrict__ __d_F)[64]"),
        "{g}\n{out}"
    );
}

/// The register accumulator of atax's row sum (`q[i] = q[i] + A[i][j] * x[j]`) on fixed-size
/// arrays at file scope: `q`, `A` and `x` are distinct objects (C11 6.2.4) with distinct
/// device copies, so no run-time disjointness test is printed (`__oxacc_ra_apart`, two per
/// loop and thread before); the loop still runs on the register only when it runs at all.
/// Through pointers (`g`) the test stays.
#[test]
fn register_accumulator_skips_the_check_for_distinct_arrays() {
    let out = cuda(
        "static double A[64][64], x[64], q[64];
void f(void) {
#pragma acc parallel loop present(A, x, q)
  for (int i = 0; i < 64; i++) {
    q[i] = 0;
    for (int j = 0; j < 64; j++)
      q[i] = q[i] + A[i][j] * x[j];
  }
}
void g(int n, double *a, double *y, double *s) {
#pragma acc parallel loop deviceptr(a, y, s)
  for (int i = 0; i < n; i++) {
    s[i] = 0;
    for (int j = 0; j < n; j++)
      s[i] = s[i] + a[i * n + j] * y[j];
  }
}
",
    );
    // The text of the kernel with a parameter named `p`, up to the next kernel.
    let kernel = |p: &str| {
        let at = out
            .match_indices("__global__ void")
            .map(|(i, _)| i)
            .find(|&i| out[i..].lines().next().is_some_and(|l| l.contains(p)))
            .unwrap_or(0);
        let rest = &out[at..];
        let end = rest[1..].find("__global__").map_or(rest.len(), |e| e + 1);
        rest[..end].to_string()
    };
    let f = kernel("__d_q");
    assert!(f.contains("__oxacc_ra_r"), "register form expected:\n{f}");
    assert!(!f.contains("__oxacc_ra_apart"), "{f}");
    let g = kernel("double *s");
    assert!(g.contains("__oxacc_ra_apart"), "{g}\n{out}");
}

/// `tile(32, 32)` on a transpose with a constant `vector_length` (2.9.8, 2.5.11): the tiled
/// twin stages the tile in shared memory on the construct's block (`__oxacc_tt0[32][33]`, each
/// thread every (blockDim.x / 32)-th row) as without the clause, so the stores are
/// coalesced; before, the vector_length dropped the user's tile and the twin stored a row
/// per lane (strided). A vector length that is no whole number of tile rows (48 lanes,
/// 64 after rounding, is; 2048 is clamped to 1024, more than a tile) keeps the plain twin.
#[test]
fn tile_transpose_with_vector_length_uses_shared_memory() {
    for (vl, staged) in [("128", true), ("256", true), ("48", true), ("2048", false)] {
        let out = cuda(&format!(
            "void tr(int n, int m, const float (*a)[m], float (*t)[n]) {{
#pragma acc parallel loop tile(32, 32) vector_length({vl}) copyin(a[0:n]) copyout(t[0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) t[j][i] = a[i][j];
}}
"
        ));
        assert!(
            out.contains("__oxacc_k_tr_1_t("),
            "vector_length({vl}): a tiled twin\n{out}"
        );
        assert_eq!(
            out.contains("__shared__ float __oxacc_tt0[32][33]"),
            staged,
            "vector_length({vl})\n{out}"
        );
    }
}

/// `tile(32, 32)` on a transpose whose loop names its levels, `gang worker vector` (2.9.8,
/// 2.9.3): the tiled twin stages the tile in shared memory as with `vector_length` alone, its
/// threads numbered flat over the 2-D block (lanes fastest, so each warp's loads and stores
/// stay consecutive); the host launches it only when the block (lanes x workers, known at run
/// time for `num_workers(n)`) is a whole number of tile rows. Before, the worker level kept
/// the flat kernel, whose warps stored to 32 rows (known gap of 2026-11-29).
/// tests/acc/compute/gpu_tile_transpose_workers.c runs such loops.
#[test]
fn tile_transpose_with_workers_uses_shared_memory() {
    for nw in ["4", "8", "nw"] {
        let src = format!(
            "void tr(int n, int m, int nw, const float (*a)[m], float (*t)[n]) {{
#pragma acc parallel loop tile(32, 32) gang worker vector num_workers({nw}) vector_length(32) copyin(a[0:n]) copyout(t[0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++) t[j][i] = a[i][j];
}}
"
        );
        let out = cuda(&src);
        let host = compile_gpu(&src).host_c.unwrap_or_default();
        let twin = out
            .find("__oxacc_k_tr_1_t(")
            .map(|at| &out[at..])
            .unwrap_or_else(|| panic!("num_workers({nw}): a tiled twin\n{out}"));
        assert!(
            twin.contains("__shared__ float __oxacc_tt0[32][33]"),
            "num_workers({nw})\n{out}"
        );
        assert!(
            twin.contains("(threadIdx.x + blockDim.x * threadIdx.y) & 31u")
                && twin.contains("(blockDim.x * blockDim.y) >> 5"),
            "num_workers({nw}): flat thread numbers\n{out}"
        );
        assert!(
            host.contains("__tb % 32 == 0") && host.contains("__oxacc_launch_tiled"),
            "num_workers({nw}): the host checks the block\n{host}"
        );
    }
}

/// A const local array of constants in a region (`const double t[N] = {...};`, C11 6.7.3p6)
/// is printed as one static const table in the kernel: NVRTC compiled the per-thread array
/// in time quadratic in its length (10,000 doubles: 3.5 s of CPU against 0.09 s static;
/// 100,000 did not finish in 10 minutes), and each thread filled its copy at every
/// iteration. A table with an element read from a variable, a writable one and a volatile
/// one keep their per-thread copies. tests/acc/compute/gpu_const_local_table.c runs them.
#[test]
fn const_local_table_is_static() {
    let out = cuda(
        "enum { K = 4 };
void f(int n, int m, double *o) {
#pragma acc parallel loop copyout(o[0:n])
  for (int i = 0; i < n; i++) {
    const double t[4] = {0.5, -1.0, 2 * 3.0, (double)K};
    const int keep[2] = {1, m};
    int wr[2] = {5, 6};
    volatile const int vol[2] = {8, 9};
    wr[i % 2] += i;
    o[i] = t[i % 4] + keep[i % 2] + wr[i % 2] + vol[i % 2];
  }
}
",
    );
    assert!(
        out.contains("static const double t[4] = { 0.5, -1.0, 2 * 3.0, (double)4 };"),
        "{out}"
    );
    assert!(!out.contains("static const int keep"), "{out}");
    assert!(out.contains("const int keep[2] = "), "{out}");
    assert!(!out.contains("static int wr"), "{out}");
    assert!(!out.contains("static volatile"), "{out}");
    // Elements that are classes in the kernel (long double, complex) need code to be
    // initialised, which a function-scope static of device code may not have: NVRTC
    // rejected the file. They keep the per-thread copy.
    let out = cuda(
        "void g(int n, double *o) {
#pragma acc parallel loop copyout(o[0:n])
  for (int i = 0; i < n; i++) {
    const long double lt[2] = {1.0L, 2.5L};
    const double _Complex ct[2] = {1.0, 3.0};
    o[i] = (double)lt[i % 2] + __real__ ct[i % 2];
  }
}
",
    );
    assert!(out.contains("const __oxacc_ld lt[2]"), "{out}");
    assert!(!out.contains("static const __oxacc_ld"), "{out}");
    assert!(!out.contains("static const __oxacc_cx"), "{out}");
}

/// The same for a file-scope restrict pointer, which reaches the kernel by its own path
/// (implicitly firstprivate, its value translated): `gq = gout + 1;` on the host, then
/// `gq[i] = gout[i] + 1` in the region made `gout` a `__restrict__` parameter beside a plain
/// `gq` (tests/acc/compute/gpu_restrict_global_derived.c, for the GPU).
#[test]
fn file_scope_restrict_pointer_with_a_derived_pointer_written_loses_restrict() {
    let out = cuda(
        "float *restrict gout;
float *gq;
void shift(int n) {
#pragma acc parallel num_gangs(1) copy(gout[0:n + 1])
  for (int i = 0; i < n; i++) gq[i] = gout[i] + 1.0f;
}
float *restrict gx;
float *restrict gy;
void axpy(int n) {
#pragma acc parallel loop copyin(gx[0:n]) copy(gy[0:n])
  for (int i = 0; i < n; i++) gy[i] += 2.0f * gx[i];
}
",
    );
    let sig = |name: &str| {
        out.lines()
            .find(|l| l.contains("__global__ void") && l.contains(name))
            .unwrap_or_default()
            .to_string()
    };
    let shift = sig("shift");
    assert!(
        shift.contains("float *gq") && shift.contains("float *gout") && !shift.contains("restrict"),
        "{shift}"
    );
    let axpy = sig("axpy");
    assert!(
        axpy.contains("float *__restrict__ gx") && axpy.contains("float *__restrict__ gy"),
        "{axpy}"
    );
}

/// C11 6.7.3.1 lets what a restrict pointer reaches change through a pointer based on it
/// (`float *q = out + 1;`). In the kernel `q` and `out` are two parameters, so `out` must not
/// be `__restrict__` (nor `const`) there: with `const float *__restrict__ out` nvcc loaded
/// `out[i + 1]` before the store of the iteration before (wrong results on the H200 in
/// tests/acc/compute/kernels_restrict_one_param.c, right on emul). Two restrict parameters,
/// one written, the other only read, keep their qualifiers.
#[test]
fn restrict_pointer_with_a_derived_pointer_written_loses_restrict() {
    let out = cuda(
        "void shift(int n, float *restrict out) {
  float *q = out + 1;
#pragma acc kernels copy(out[0:n + 1])
  for (int i = 0; i < n; i++) q[i] = out[i] + 1.0f;
}
void axpy(int n, const float *restrict x, float *restrict y) {
#pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])
  for (int i = 0; i < n; i++) y[i] += 2.0f * x[i];
}
",
    );
    let sig = |name: &str| {
        out.lines()
            .find(|l| l.contains("__global__ void") && l.contains(name))
            .unwrap_or_default()
            .to_string()
    };
    let shift = sig("shift");
    assert!(
        shift.contains("float *q") && shift.contains("float *out") && !shift.contains("restrict"),
        "{shift}"
    );
    let axpy = sig("axpy");
    assert!(
        axpy.contains("const float *__restrict__ x") && axpy.contains("float *__restrict__ y"),
        "{axpy}"
    );
}

/// A local table of constants without `const` that the kernel only reads (`double t[4] =
/// {...};`, every use an element read) is the static const table of
/// `const_local_table_is_static` too. Tables some store may reach keep their per-thread
/// copies: an element incremented, an element's address taken, the table passed to a
/// routine or decayed into a pointer variable, an element selected by `_Generic` and
/// assigned. tests/acc/compute/gpu_readonly_local_table.c runs them.
#[test]
fn writable_table_only_read_is_static() {
    let out = cuda(
        "#pragma acc routine seq
static double first(double *p) { p[1] = 3.0; return p[0]; }
void f(int n, double *o) {
#pragma acc parallel loop copyout(o[0:n])
  for (int i = 0; i < n; i++) {
    double t[4] = {0.5, -1.0, 2 * 3.0, 4.0};
    int g2[2][3] = {{1, 2, 3}, {4, 5, 6}};
    int inc[2] = {5, 6};
    int adr[2] = {7, 8};
    double arg[2] = {1.0, 2.0};
    double dec[2] = {1.5, 2.5};
    int gen[2] = {9, 10};
    inc[i % 2]++;
    int *pa = &adr[1];
    *pa = i;
    double *pd = dec;
    pd[0] = 0.25;
    _Generic(0, int: gen[i % 2]) = 11;
    o[i] = t[i % 4] + g2[i % 2][i % 3] + inc[0] + adr[1] + first(arg) + dec[0] + gen[0] + sizeof(t);
  }
}
",
    );
    assert!(
        out.contains("static const double t[4] = { 0.5, -1.0, 2 * 3.0, 4.0 };"),
        "{out}"
    );
    assert!(out.contains("static const int g2[2][3] = "), "{out}");
    for keep in ["inc", "adr", "arg", "dec", "gen"] {
        assert!(
            !out.contains(&format!("static const int {keep}[")),
            "{keep}: {out}"
        );
        assert!(
            !out.contains(&format!("static const double {keep}[")),
            "{keep}: {out}"
        );
    }
}

/// A column reduction written with the clause (PolyBench covariance's means: `parallel loop`
/// over `j`, `loop reduction(+:s)` over `i` reading `data[i][j]`, 2.9.11) takes 32 columns
/// per block on `threadIdx.x` and 8 row slices on `threadIdx.y`, combined in shared memory
/// (`__oxacc_red_cols`); before, one column per block with its rows on the 256 lanes (each
/// warp's loads touching 32 rows). The launch's work is the column groups. A reduction over
/// the inner loop's own stride-1 subscript (`a[j][i]`) keeps the vector lanes.
/// tests/acc/compute/gpu_column_reduction.c runs every operator.
#[test]
fn column_reduction_takes_32_columns_per_block() {
    insta::assert_snapshot!(cuda(
        "void f(int n, int m, double (*data)[1200], double *mean) {
#pragma acc parallel loop copyin(data[0:n][0:m]) copyout(mean[0:m])
  for (int j = 0; j < m; j++) {
    double s = 0.0;
#pragma acc loop reduction(+:s)
    for (int i = 0; i < n; i++)
      s += data[i][j];
    mean[j] = s / n;
  }
#pragma acc parallel loop copyin(data[0:n][0:m]) copyout(mean[0:m])
  for (int j = 0; j < m; j++) {
    double s = 0.0;
#pragma acc loop reduction(+:s)
    for (int i = 0; i < n; i++)
      s += data[j][i];
    mean[j] = s / n;
  }
}
"
    ));
    let host = host_c(
        "void f(int n, int m, double (*data)[1200], double *mean) {
#pragma acc parallel loop copyin(data[0:n][0:m]) copyout(mean[0:m])
  for (int j = 0; j < m; j++) {
    double s = 0.0;
#pragma acc loop reduction(+:s)
    for (int i = 0; i < n; i++)
      s += data[i][j];
    mean[j] = s / n;
  }
}
",
    );
    assert!(host.contains(", 32, 8, 0, __oxacc_args"), "{host}");
    assert!(host.contains(" + 32 - 1) / 32)"), "{host}");
}

/// Leader stores in a row at the end of a gang loop's iteration (`a[j] = s; b[j] = 2 * s;
/// c[j] = 3 * s;` after a vector reduction) publish nothing that any thread reads before
/// the iteration ends (the iterations are independent, 2.9): no barrier between them, as
/// after the last one (before, `__syncthreads()` after each store but the last). A store
/// followed by a read of memory (`e[j] = d[j] + 1`) keeps its barrier.
#[test]
fn leader_stores_in_a_row_end_the_iteration_without_barriers() {
    let out = cuda(
        "void f(int n, int m, const double *x, double *a, double *b, double *c, double *d, double *e) {
#pragma acc parallel loop copyin(x[0:n*m]) copyout(a[0:n], b[0:n], c[0:n], d[0:n], e[0:n])
  for (int j = 0; j < n; j++) {
    double s = 0;
#pragma acc loop reduction(+:s)
    for (int i = 0; i < m; i++) s += x[j * m + i];
    d[j] = s;
    e[j] = d[j] + 1;
    a[j] = s; b[j] = 2 * s; c[j] = 3 * s;
  }
}
",
    );
    let k = &out[out.find("__global__").unwrap_or(0)..];
    let store = |t: &str| k.find(t).unwrap_or_else(|| panic!("{t}: {out}"));
    let between = |a: &str, b: &str| &k[store(a)..store(b)];
    assert!(
        between("a[j] = s;", "c[j] = 3 * s;")
            .matches("__syncthreads")
            .count()
            == 0,
        "{out}"
    );
    assert!(
        between("d[j] = s;", "e[j] = d[j] + 1;").contains("__syncthreads"),
        "{out}"
    );
}

/// 2.2.1 / 2.9.11: gang-redundant code reading memory before a vector loop whose lanes store
/// nothing but their own copies (PolyBench correlation's deviations: `double mj = mean[j];`,
/// then `s += (d[i][j] - mj) * (d[i][j] - mj)` under `reduction(+:s)`): no barrier before the
/// loop (no lane can change what a thread still reads), and none after it when only the
/// leader's store of registers and a math function follow (`sd[j] = sqrt(s / n)`: the
/// reduction's `__oxacc_red_vector` is passed by every lane). Before: a barrier before the
/// loop and two in a row after it (the loop's end, then the pending reads' barrier before
/// the store). A store reading memory after the loop (`f2`) keeps one barrier, not two; a
/// loop whose lanes store into memory the code before read (`f3`) keeps the barrier before
/// it.
#[test]
fn vector_loop_storing_nothing_needs_no_barrier_before_it() {
    let out = cuda(
        "double sqrt(double);
void f1(int n, int m, const double (*d)[64], const double *mean, double *sd) {
#pragma acc parallel loop gang vector_length(128) copyin(d[0:n], mean[0:m]) copyout(sd[0:m])
  for (int j = 0; j < m; j++) {
    double mj = mean[j];
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < n; i++) s += (d[i][j] - mj) * (d[i][j] - mj);
    sd[j] = sqrt(s / n);
  }
}
void f2(int n, int m, const double (*d)[64], const double *mean, double *sd) {
#pragma acc parallel loop gang vector_length(128) copyin(d[0:n], mean[0:m]) copyout(sd[0:m])
  for (int j = 0; j < m; j++) {
    double mj = mean[j];
    double s = 0;
#pragma acc loop vector reduction(+:s)
    for (int i = 0; i < n; i++) s += (d[i][j] - mj) * (d[i][j] - mj);
    sd[j] = s + mean[j] * 2.0;
  }
}
void f3(int n, int m, double (*a)[64]) {
#pragma acc parallel loop gang vector_length(128) copy(a[0:n])
  for (int i = 0; i < n; i++) {
    double v = a[i][0];
#pragma acc loop vector
    for (int j = 0; j < 64; j++) a[i][j] = v + j;
  }
}
",
    );
    let kernel = |name: &str| {
        let at = out
            .find(&format!("__oxacc_k_{name}_"))
            .unwrap_or_else(|| panic!("{name}: {out}"));
        let k = &out[at..];
        let end = k[1..].find("__global__").map_or(k.len(), |e| e + 1);
        k[..end].to_string()
    };
    let syncs = |k: &str, a: &str, b: &str| {
        let i = k.find(a).unwrap_or_else(|| panic!("{a}: {k}"));
        let j = k.find(b).unwrap_or_else(|| panic!("{b}: {k}"));
        k[i..j].matches("__syncthreads").count()
    };
    let k1 = kernel("f1");
    assert_eq!(syncs(&k1, "double mj =", "sqrt(s / n)"), 0, "{k1}");
    let k2 = kernel("f2");
    assert_eq!(syncs(&k2, "double mj =", "__oxacc_red_vector"), 0, "{k2}");
    assert_eq!(syncs(&k2, "__oxacc_red_vector", "* 2.0"), 1, "{k2}");
    let k3 = kernel("f3");
    assert_eq!(syncs(&k3, "double v =", "v + j"), 1, "{k3}");
}

/// 2.2 / 2.6.1: a gang-private object a pointer reaches (`int *q = &x;`) gets the gang's one
/// copy in shared memory only when code partitioned deeper may store through a pointer to
/// it (tests/acc/compute/gpu_mode_store_through_pointer_deeper.c). A worker's store through
/// a local pointer whose every value points into the worker's own array (`wp = w;
/// wp[1] = ...`) cannot reach it: `x` and `pr` stay registers of each thread, broadcast
/// after the leader's stores (before this, they were moved to shared memory, with a barrier
/// after each initialization).
#[test]
fn worker_pointer_to_its_own_array_leaves_gang_objects_in_registers() {
    let out = cuda(
        "struct P { int a, b; };
void f(int n, int m, int (*wout)[40]) {
#pragma acc parallel loop gang num_workers(2) vector_length(32) copyout(wout[0:n])
  for (int i = 0; i < n; i++) {
    int x = 1;
    struct P pr = {3, 4};
    int *q = &x;
    struct P *pp = &pr;
    *q += i;
    pp->b = i * 2;
#pragma acc loop worker
    for (int j = 0; j < m; j++) {
      int w[2] = {j, 0};
      int *wp;
      wp = w;
      wp[1] = x + pr.b;
      int u = 0;
#pragma acc loop vector reduction(+:u)
      for (int l = 0; l < 33; l++) u += w[0] + w[1];
      wout[i][j] = u + pr.a;
    }
  }
}
",
    );
    let k = &out[out.find("__global__").unwrap_or(0)..];
    assert!(!k.contains("__oxacc_ss_"), "{out}");
    assert!(k.contains("x = __oxacc_bcast_gang(x);"), "{out}");
}

/// sprintf, snprintf and sscanf (C11 7.21.6.5-7) call the prelude's variadic templates, which
/// take integers, floating values and pointers (sscanf: pointers only). A struct argument
/// (undefined behaviour in C, accepted by gcc) or a non-pointer one to sscanf keeps the region
/// on the host with a warning at the argument, instead of a module NVRTC rejects.
#[test]
fn sprintf_and_sscanf_arguments_the_device_cannot_pass_keep_the_region_on_the_host() {
    let ok = cuda(
        "int sprintf(char *restrict, const char *restrict, ...);
int sscanf(const char *restrict, const char *restrict, ...);
void f(char *b, int *n, double *d) {
#pragma acc serial copy(b[0:32], n[0:1], d[0:1])
  { n[0] = sprintf(b, \"%d %g %s\", n[0], (float)d[0], b + 16) + sscanf(b, \"%lf\", d); }
}
",
    );
    assert!(!ok.contains("will run only on the host"), "{ok}");
    assert!(
        ok.contains("__oxacc_sprintf(") && ok.contains("__oxacc_sscanf("),
        "{ok}"
    );
    let bad = cuda(
        "struct P { int x; };
int sprintf(char *restrict, const char *restrict, ...);
int sscanf(const char *restrict, const char *restrict, ...);
void f(char *b, int *n, struct P p) {
#pragma acc serial copy(b[0:32], n[0:1])
  { n[0] = sprintf(b, \"%d\", p); }
#pragma acc serial copy(b[0:32], n[0:1])
  { n[0] = sscanf(b, \"%d\", n[0]); }
}
",
    );
    assert!(
        bad.contains("an argument of type 'struct P' to 'sprintf'")
            && bad.contains("an argument of type 'int' to 'sscanf'"),
        "{bad}"
    );
}

/// strtok (C11 7.24.5.8) in a kernel keeps each thread's state in a save pointer the kernel
/// declares (`strtok_r`); in a function the region calls, `strtok(NULL, ...)` may continue
/// its caller's string, which that function's own local could not: the region stays on the
/// host, with a warning at the call.
#[test]
fn strtok_keeps_a_save_pointer_per_thread_and_is_refused_in_called_functions() {
    let ok = cuda(
        "char *strtok(char *restrict, const char *restrict);
void f(char (*w)[16], int *n) {
#pragma acc parallel loop copy(w[0:8], n[0:8])
  for (int i = 0; i < 8; i++) { int c = 0; for (char *t = strtok(w[i], \" \"); t; t = strtok(0, \" \")) c++; n[i] = c; }
}
",
    );
    assert!(!ok.contains("will run only on the host"), "{ok}");
    assert!(
        ok.contains("char *__oxacc_strtok_save = 0;")
            && ok.contains("__oxacc_strtok_r(")
            && ok.contains("&__oxacc_strtok_save)"),
        "{ok}"
    );
    let bad = cuda(
        "char *strtok(char *restrict, const char *restrict);
int next(void) { return strtok(0, \" \") != 0; }
void f(char *w, int *n) {
#pragma acc serial copy(w[0:16], n[0:1])
  { n[0] = strtok(w, \" \") != 0; n[0] += next(); }
}
",
    );
    assert!(
        bad.contains("a call of 'strtok' in a function called from a compute region"),
        "{bad}"
    );
}

/// 2.5.15: the reduction var `a[1][2]` (`int (*a)[8]`) is the element; `copy(a[1][2])` maps
/// it alone (2.7.1). The kernel's combine touched the whole row `a[1]` (eight atomics, seven
/// on elements no clause mapped: memcheck on the H200); it combines the element alone, and a
/// run-time row the element of that row (tests/acc/compute/red_pointer_rows_element_copy.c).
#[test]
fn pointer_rows_element_reduction_combines_the_element_alone() {
    let out = cuda(
        "void f(int (*a)[8], int g) {
#pragma acc parallel loop reduction(+:a[1][2]) copy(a[1][2])
  for (int i = 0; i < 10; i++) a[1][2] += 3;
#pragma acc parallel loop reduction(max:a[g][3:2]) copy(a[g][3:2])
  for (int i = 0; i < 10; i++) if (i > a[g][3 + i % 2]) a[g][3 + i % 2] = i;
}
",
    );
    assert!(!out.contains("--- diagnostic"), "{out}");
    assert!(
        out.contains(
            "for (int __e = 0; __e < 1; ++__e) { { int __v = (int)(__oxacc_r_a_1 + 2)[__e];"
        ) && out.contains("(int *)&((int *)(a))[10 + __e]")
            && out.contains(
                "for (int __e = 0; __e < 2; ++__e) { { int __v = (int)(__oxacc_r_a_1 + 3)[__e];"
            )
            && out.contains("(int *)&((int *)(a))[(__oxacc_rlo_a_2 + 3) + __e]")
            && !out.contains("__e < 8; ++__e) { {"),
        "{out}"
    );
}

/// Constant tables of pointers read in a region's own code (`static const char *const
/// pats[]`, a table of pointers to other static const arrays, a struct table with a `const
/// char *` member, a never-written `static const char *names[]`): the module defines each as a
/// `static __device__` copy whose pointers are the device's (literals and arrays of the
/// module), the kernel reads that copy, and no implicit copy of the host's table is made (it
/// held the host's addresses of the literals: an invalid global read on the H200, which emul
/// cannot show; tests/acc/compute/gpu_strtab_file_scope.c runs them).
#[test]
fn pointer_tables_file_scope_are_device_copies() {
    let out = cuda(
        "unsigned long strlen(const char *);
static const char *const pats[] = {\"acgt\", \"ttga\"};
static const char *names[3] = {\"alpha\", \"be\"};
static const int a[] = {1, 2, 3}, b[] = {4, 5};
static const int *const tab[] = {a, &b[1]};
struct kw { const char *name; int code; };
static const struct kw kws[] = {{\"if\", 1}, {\"else\", 2}};
void f(int *out) {
#pragma acc parallel loop copyout(out[0:2])
  for (int i = 0; i < 2; i++)
    out[i] = (int)strlen(pats[i]) + names[i][0] + tab[i][0] + kws[i].code + (int)strlen(kws[i].name);
}
",
    );
    assert!(!out.contains("--- diagnostic"), "{out}");
    assert!(!out.contains("implicit"), "{out}");
    assert!(
        !out.contains("__d_pats") && !out.contains("__d_tab"),
        "{out}"
    );
    insta::assert_snapshot!(out);
}

/// A function's static tables (before the region and inside it), an automatic one
/// (`const char *const langs[]` before the region) and a routine's own ones
/// (`static const cstr names[2]` of a typedef'd pointer, a struct table with a pointer
/// member, a table of pointers to its static const arrays) and a file-scope table a routine
/// reads without `declare`: device copies, each function's statics named apart (two `days`).
/// The routine had no device code before (a warning; the regions calling it ran on the host
/// only): tests/acc/compute/gpu_strtab_function_scope.c, gpu_strtab_routine.c.
#[test]
fn pointer_tables_function_statics_and_routines() {
    let out = cuda(
        "typedef const char *cstr;
static const char *const units[] = {\"B\", \"KiB\"};
#pragma acc routine seq
int pick(int k) {
  static const cstr names[2] = {\"ab\", \"cde\"};
  static const struct e { const char *key; int v; } t[2] = {{\"x\", 7}, {\"yy\", 8}};
  static const int lo[] = {1, 2}, hi[] = {3, 4};
  static const int *const lims[2] = {lo, hi};
  return names[k & 1][0] + t[k & 1].key[0] + lims[k & 1][1] + units[k & 1][0];
}
void g(int *out) {
  static const char *const days[] = {\"mon\", \"tue\"};
#pragma acc parallel loop copyout(out[0:2])
  for (int i = 0; i < 2; i++) out[i] = days[i][0] + pick(i);
}
void h(int *out) {
  static const char *const days[] = {\"sat\", \"sun\"};
  const char *const langs[] = {\"c\", \"cuda\"};
#pragma acc parallel loop copyout(out[0:2])
  for (int i = 0; i < 2; i++) {
    static const char *const w[] = {\"x\", \"y\"};
    out[i] = days[i][1] + w[i][0] + langs[i][0];
  }
}
",
    );
    assert!(!out.contains("--- diagnostic"), "{out}");
    assert!(!out.contains("implicit"), "{out}");
    assert!(
        out.contains("__oxacc_gk_days_s0") && out.contains("__oxacc_gk_days_s1"),
        "{out}"
    );
    insta::assert_snapshot!(out);
}

/// A table of pointers to the host's data that the program may change (stored into, or of
/// external linkage with pointers that are not const): 2.6.2's implicit copy as before,
/// with a warning naming the table at its use (the copy holds host addresses, which a GPU
/// cannot read; 2.7.2's attach is the user's way).
#[test]
fn pointer_table_the_program_may_change_is_copied_with_a_warning() {
    let out = cuda(
        "static const char *msgs[] = {\"a\", \"bb\"};
const char *ext[] = {\"xyz\", \"w\"};
static int buf[4];
static int *const bufs[] = {buf, buf + 2};
void f(int *out) {
  msgs[1] = \"ccc\";
#pragma acc parallel loop copyout(out[0:2])
  for (int i = 0; i < 2; i++) out[i] = msgs[i][0] + ext[i][0] + bufs[i][1];
}
",
    );
    for n in ["msgs", "ext", "bufs"] {
        assert!(
            out.contains(&format!(
                "'{n}' is a table of pointers that its initializer sets to the host's data"
            )),
            "{out}"
        );
        assert!(out.contains("Generating implicit copy"), "{out}");
        assert!(out.contains(&format!("__d_{n}")), "{out}");
    }
    assert!(!out.contains("__oxacc_gk_"), "{out}");
}

/// Constant tables of pointers named in data clauses (`copyin(pats)` on the construct, a
/// function's `copyin(words)`, an enclosing `data copyin(tab, a)`): the kernels read the
/// module's device copies (`__oxacc_gk_*`), not the clauses' copies of the host's tables
/// (2.7.2 copies pointers as they are: host addresses), and the constant array `a` that
/// `tab` points into is read as the module's copy too (one device object, `tab[0] == a`).
/// The clauses still move their data (before: the kernels read `__d_pats`, `__d_tab`,
/// `__d_a`; tests/acc/compute/gpu_ptrtab_data_clause.c).
#[test]
fn pointer_tables_named_in_data_clauses() {
    let out = cuda(
        "unsigned long strlen(const char *);
static const char *const pats[] = {\"acgt\", \"ttgaa\"};
static const int a[] = {3, 5, 7};
static const int *const tab[] = {a, a + 2};
void f(int *out) {
  static const char *const words[2] = {\"hello\", \"hi\"};
#pragma acc parallel loop copyin(pats, words) copyout(out[0:2])
  for (int i = 0; i < 2; i++) out[i] = (int)strlen(pats[i]) + (int)strlen(words[i]);
#pragma acc data copyin(tab, a)
  {
#pragma acc parallel loop copyout(out[0:2])
    for (int i = 0; i < 2; i++) out[i] = (tab[0] == a) + tab[1][i] + a[i];
  }
}
",
    );
    assert!(!out.contains("--- diagnostic"), "{out}");
    for n in ["pats", "words", "tab", "a"] {
        assert!(!out.contains(&format!("__d_{n}")), "{out}");
    }
    assert!(
        out.contains("copyin(pats,words)") || out.contains("copyin(pats"),
        "{out}"
    );
    insta::assert_snapshot!(out);
}

/// A constant array both pointed to by a constant table and read directly by the region
/// (`tab = {a, &b[1]}`, `tabs = {tab}`, then `tab[0] == a` beside `a[i]`): the region's `a`
/// and `b` are the module's copies that `tab` points into, with no implicit copy of their
/// own, so both uses reach one device object (before: 2.6.2's implicit copies of `a` and
/// `b`, other objects than the ones `tab` points to; tests/acc/compute/gpu_ptrtab_one_copy.c).
#[test]
fn pointer_table_targets_read_directly_are_one_copy() {
    let out = cuda(
        "static const int a[] = {1, 2, 3, 4};
static const int b[] = {10, 20, 30};
static const int *const tab[] = {a, &b[1]};
static const int *const *const tabs[] = {tab};
void f(int *out) {
#pragma acc parallel loop copyout(out[0:4])
  for (int i = 0; i < 4; i++)
    out[i] = (tab[0] == a) + (tab[1] == &b[1]) + (tabs[0][0] + i == &a[i]) + a[i] + b[i & 1];
}
",
    );
    assert!(!out.contains("--- diagnostic"), "{out}");
    assert!(!out.contains("implicit"), "{out}");
    assert!(!out.contains("__d_a") && !out.contains("__d_b"), "{out}");
    insta::assert_snapshot!(out);
}

/// `static const` tables of unions in a routine and at file scope (a union nested in a
/// struct too): the union types and the tables printed again, each union's first member
/// initialised (before, the routine had no device code: "a static or extern declaration in
/// a compute region is not supported yet"; tests/acc/compute/gpu_union_tables.c). A table
/// setting another member (`{.f = 2.5f}`) is a located refusal naming the member: C++17
/// sets only a union's first member in a constant initializer.
#[test]
fn union_tables_in_routines() {
    let out = cuda(
        "union num { int i; float f; };
struct tagged { int kind; union { long l; double d; } v; };
static const union num gt[2] = {{5}, {.i = 6}};
#pragma acc routine seq
int pick(int k) {
  static const union num t[2] = {{1}, {2}};
  static const struct tagged tg[2] = {{1, {100}}, {2, {.l = 200}}};
  return t[k & 1].i + (int)tg[k & 1].v.l + gt[k & 1].i;
}
void f(int *out) {
#pragma acc parallel loop copyout(out[0:2])
  for (int i = 0; i < 2; i++) out[i] = pick(i);
}
",
    );
    assert!(!out.contains("--- diagnostic"), "{out}");
    assert!(
        out.contains("static const union num t[2] = { { 1 }, { 2 } };"),
        "{out}"
    );
    insta::assert_snapshot!(out);
    let out = cuda(
        "union num { int i; float f; };
#pragma acc routine seq
float pick(int k) {
  static const union num t[2] = {{1}, {.f = 2.5f}};
  return t[k & 1].f;
}
void f(float *out) {
#pragma acc parallel loop copyout(out[0:2])
  for (int i = 0; i < 2; i++) out[i] = pick(i);
}
",
    );
    assert!(
        out.contains("an initializer of the union member 'f', not the first, in a static table")
            && out.contains("span: Span { start: 124, end: 133 }")
            && out.contains("--- no GPU module"),
        "{out}"
    );
}

/// Tables of pointers whose device copy holds the host's addresses and that the region
/// reads through it: one with a `declare copyin` directive (2.13: the directive's copy, even
/// of a constant table), and one the program changes that a data clause names
/// (`copyin(msgs)`): a located warning naming each (before: none).
#[test]
fn pointer_tables_declared_or_mapped_and_changed_warn() {
    let out = cuda(
        "static const char *const pats[] = {\"acgt\", \"tt\"};
#pragma acc declare copyin(pats)
static const char *msgs[] = {\"a\", \"bb\"};
void f(int *out) {
  msgs[1] = \"ccc\";
#pragma acc parallel loop copyin(msgs) copyout(out[0:2])
  for (int i = 0; i < 2; i++) out[i] = pats[i][0] + msgs[i][0];
}
",
    );
    assert!(
        out.contains("'pats' is a table of pointers that its initializer sets to the host's data: the device copy its 'declare' directive makes (OpenACC 3.3, 2.13)"),
        "{out}"
    );
    assert!(
        out.contains("'msgs' is a table of pointers that its initializer sets to the host's data: its copy by the data clause (OpenACC 3.3, 2.7) holds the host's addresses"),
        "{out}"
    );
    assert!(!out.contains("__oxacc_gk_"), "{out}");
}

/// OpenACC 3.3, 2.5.15: reductions on parts of a pointer's target that do not start at its
/// first element (`p[lo:n]`, a constant `q[5:3]`, rows of a pointer to arrays, a part of one
/// row of a pointer to pointers, a nested loop's copy combined into the enclosing loop's):
/// each copy is indexed from its own first element (`copy[i - lo]`), and no pointer is formed
/// outside it (before: `(copy - lo)[i]`, `(tab - row)[g][j]`, undefined by C11 6.5.6p8).
#[test]
fn section_reduction_copies_are_indexed_from_zero() {
    let out = cuda(
        "void f(int n, int lo, long *p, int *q, long (*a)[8], int **w, int r) {
#pragma acc parallel loop copy(p[0:64], q[0:8], a[0:4], w[0:3][0:8])
  for (int g = 0; g < 4; g++) {
#pragma acc loop vector reduction(+:p[lo:n])
    for (int i = 0; i < 100; i++) p[lo + i % n] += i;
#pragma acc loop vector reduction(max:q[5:3])
    for (int i = 0; i < 100; i++) { int k = 5 + i % 3; q[k] = q[k] > i ? q[k] : i; }
#pragma acc loop vector reduction(+:a[1:2][0:8])
    for (int i = 0; i < 100; i++) a[1 + i % 2][i % 8] += i;
#pragma acc loop worker reduction(+:w[r][2:3])
    for (int i = 0; i < 100; i++) {
#pragma acc loop vector reduction(+:w[r][2:3])
      for (int j = 0; j < 9; j++) w[r][2 + j % 3] += j;
    }
  }
}
",
    );
    // No copy's address moved back: `(__oxacc_r_p_1 - lo)`, nor a table of rows placed
    // before its one entry.
    assert!(!out.contains("__oxacc_rtab_"), "{out}");
    for (at, _) in out.match_indices("__oxacc_r_") {
        let rest = &out[at..];
        let name = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        assert!(
            !rest[name..].starts_with(" - "),
            "{}",
            &rest[..80.min(rest.len())]
        );
    }
    insta::assert_snapshot!(out);
}

/// 2.5.15, C11 6.5.6p8: the uses of a reduced part `p[lo:n]` other than subscripts
/// (`p + lo + k`, `k + p`, `p - k`, `*p`, `i[p]`) index the copy from its own first element;
/// a use of the variable's own address (`f(p)`) gets `lo` elements of slack before the copy,
/// in the CUDA kernel and on the CPU team (no `__oxacc_rebase`: no address outside the copy).
/// OpenACC 3.3, 2.5.15: a loop reduction on a part of one row through a pointer to pointers
/// (`reduction(+:p[1][0:4])`, `int **p`) whose body uses the row as a value (`add(p[1], k)`,
/// `p[1] + k`, `k + p[1]`, `*p[1]`) reaches the copy from its own first element: a kernel (it
/// was a located "not supported yet"), with no pointer outside the copy; the CPU team's code
/// moves no table of row pointers back by the row's index.
#[test]
fn pointer_row_reduction_row_value_uses_reach_the_copy() {
    let body = "#pragma acc routine seq
static void add(int *row, int k, int v) { row[k] += v; }
void f(int **p) {
#pragma acc parallel loop gang copy(p[0:3][0:8])
  for (int g = 0; g < 4; g++) {
#pragma acc loop vector reduction(+:p[1][0:4])
    for (int i = 0; i < 100; i++) {
      add(p[1], i % 4, 1);
      *(p[1] + i % 4) += 2;
      *(i % 4 + p[1]) += 3;
      *p[1] += 1;
    }
  }
}
";
    let out = cuda(body);
    assert!(
        out.contains("__oxacc_f_add(__oxacc_r_p_1, i % 4, 1)"),
        "{out}"
    );
    let host = compile_gpu(body).host_c.unwrap_or_default();
    assert!(
        !host.contains("__oxacc_rebase((void *)__oxacc_lt"),
        "{host}"
    );
    insta::assert_snapshot!(out);
}

/// OpenACC 3.3, 2.5.13, 2.5.14, 2.9.10: a private or firstprivate copy of a part that does
/// not start at the first element (`private(p[lo:n])`) is reached from its own first element
/// (`copy[(long long)(i) - lo]`), or, when a use needs the variable's address (`f(p)`), has
/// `lo` elements of slack before the part: no pointer `copy - lo` outside the copy (C11
/// 6.5.6p8), in the kernel, in the snapshot a firstprivate copy starts from, and on the CPU
/// team (no `__oxacc_rebase` of a private block).
#[test]
fn private_section_offset_stays_inside_the_copy() {
    let body = "#pragma acc routine seq
static int at(const int *q, int k) { return q[k]; }
void f(int n, int lo, int m, int *p, int *r, long *o) {
#pragma acc parallel loop private(p[lo:3]) copy(o[0:64])
  for (int i = 0; i < n; i++) {
    for (int j = lo; j < lo + 3; j++) p[j] = i;
    o[i] = p[lo] + *(p + lo + 1) + (lo + 2)[p];
  }
#pragma acc parallel loop firstprivate(r[2:4]) copy(o[0:64])
  for (int i = 0; i < n; i++) { int *q = r + 3; o[i] += r[2] + q[1]; }
#pragma acc parallel loop firstprivate(r[4:3]) copy(o[0:64])
  for (int i = 0; i < n; i++) o[i] += at(r, 5);
#pragma acc parallel loop private(p[lo:m]) copy(o[0:64])
  for (int i = 0; i < n; i++) { p[lo + m - 1] = i; o[i] += p[lo + m - 1]; }
}
";
    let out = cuda(body);
    for pat in ["- (lo)", "- (2)", "- (4)", "- ((long long)(2))"] {
        assert!(!out.contains(pat), "{pat}: {out}");
    }
    assert!(out.contains("__oxacc_pf_p_"), "{out}");
    assert!(out.contains("__oxacc_f_at((const int *)(r), 5)"), "{out}");
    let host = compile_gpu(body).host_c.unwrap_or_default();
    assert!(
        !host.contains("__oxacc_rebase((void *)__oxacc_pb"),
        "{host}"
    );
    assert!(!host.contains("(char *)__oxacc_s"), "{host}");
    assert!(host.contains("__oxacc_pbs_"), "{host}");
    insta::assert_snapshot!(out);
}

#[test]
fn section_reduction_address_uses_stay_inside_the_copy() {
    let body = "#pragma acc routine seq
static void add_at(long *q, int k, long v) { q[k] += v; }
void f(int n, int lo, long *p, long *s) {
#pragma acc parallel loop copy(p[0:64], s[0:64])
  for (int g = 0; g < 4; g++) {
#pragma acc loop vector reduction(+:p[lo:n])
    for (int i = 0; i < 100; i++) {
      *(p + lo + i % n) += i;
      (lo + i % n)[p] += 1;
      *(i % n + lo + p) += 2;
    }
#pragma acc loop vector reduction(+:p[lo:n])
    for (int i = 0; i < 100; i++) add_at(p, lo + i % n, 1);
#pragma acc loop vector reduction(+:s[10:6])
    for (int i = 0; i < 100; i++) { long *q = s; q[10 + i % 6] += 1; }
  }
}
";
    let out = cuda(body);
    for (at, _) in out.match_indices("__oxacc_r_") {
        let rest = &out[at..];
        let name = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        assert!(
            !rest[name..].starts_with(" - __oxacc_rlo") && !rest[name..].starts_with(" - 10"),
            "{}",
            &rest[..80.min(rest.len())]
        );
    }
    assert!(out.contains("add_at(__oxacc_r_p_"), "{out}");
    let host = compile_gpu(body).host_c.unwrap_or_default();
    assert!(!host.contains("__oxacc_rebase((void *)"), "{host}");
    assert!(host.contains("__oxacc_lsl_p"), "{host}");
    insta::assert_snapshot!(out);
}
