//! Snapshot tests (insta) of the host C and the `-Minfo` lines that the data lowering emits for
//! small inputs, one per directive. The runtime prelude is left out of the snapshots.

use oxacc_lower::pipeline::{compile, CompileOptions};

/// Compiles `body` (C text of the file `t.c`, already "preprocessed") and returns the host C
/// after the prelude, then the -Minfo lines, then any diagnostics.
fn lower(body: &str) -> String {
    let text = format!("# 1 \"t.c\"\n{body}");
    let out = compile(
        &text,
        &CompileOptions {
            minfo: true,
            openmp: false,
            no_openacc: false,
            host_only: false,
            c90: false,
            managed: false,
        },
    );
    let mut s = String::new();
    if let Some(host) = &out.host_c {
        let start = host.find("# 1 \"t.c\"").unwrap_or(0);
        s.push_str(&host[start..]);
    }
    if !out.minfo.is_empty() {
        s.push_str("--- minfo\n");
        for m in &out.minfo {
            s.push_str(&format!("{}:{}: {}\n", m.function, m.line, m.message));
        }
    }
    if !out.diagnostics.is_empty() {
        s.push_str("--- diagnostics\n");
        for d in &out.diagnostics {
            s.push_str(&format!("{d:?}\n"));
        }
    }
    s
}

#[test]
fn data_construct() {
    insta::assert_snapshot!(lower(
        "void f(float *a, int n, int c) {
#pragma acc data copy(a[0:n]) copyin(readonly: n) if(c) async(1) wait(2, 3)
  {
    a[0] = 1;
  }
}
"
    ));
}

#[test]
fn data_construct_leaving_by_return_break_continue_goto() {
    insta::assert_snapshot!(lower(
        "int f(float *a, int n) {
  for (int i = 0; i < n; i++) {
#pragma acc data create(a[0:n])
    {
      if (i == 1) continue;
      if (i == 2) break;
      if (i == 3) goto out;
      if (i == 4) return a[i] > 0;
    }
  }
out:
  return 0;
}
"
    ));
}

#[test]
fn data_rows_and_members() {
    insta::assert_snapshot!(lower(
        "struct s { int n; float *p; };
void f(float **m, struct s v, struct s *q, int n) {
#pragma acc data copyout(m[1:n-2][0:n]) copy(v.p[0:v.n], q->p[0:4])
  m[1][0] = 0;
}
"
    ));
}

#[test]
fn enter_exit_data() {
    insta::assert_snapshot!(lower(
        "float g[10];
void f(float *a, int n) {
#pragma acc enter data copyin(a[0:n]) create(g) async
#pragma acc exit data copyout(a[0:n]) delete(g) finalize wait
}
"
    ));
}

#[test]
fn update() {
    insta::assert_snapshot!(lower(
        "void f(float *a, int n) {
#pragma acc update self(a[0:n]) device(n) if_present async(2)
#pragma acc update host(a[1:2]) if(n > 2)
}
"
    ));
}

#[test]
fn host_data() {
    insta::assert_snapshot!(lower(
        "void use(float *p);
void f(float *a, int c) {
#pragma acc host_data use_device(a) if(c) if_present
  {
    use(a);
  }
}
"
    ));
}

#[test]
fn wait_init_shutdown_set() {
    insta::assert_snapshot!(lower(
        "void f(int q) {
#pragma acc wait
#pragma acc wait(q, 2) async(3)
#pragma acc init device_type(nvidia)
#pragma acc set device_num(0) default_async(q)
#pragma acc shutdown if(q)
}
"
    ));
}

#[test]
fn declare_global_and_local() {
    insta::assert_snapshot!(lower(
        "float t[100];
#pragma acc declare create(t)
int f(int n) {
  float a[4];
#pragma acc declare copyin(a)
  if (n) return n + 1;
  return 0;
}
"
    ));
}

#[test]
fn missing_length_of_a_pointer_is_an_error() {
    insta::assert_snapshot!(lower(
        "void f(float *p) {
#pragma acc enter data copyin(p[2:])
}
"
    ));
}

#[test]
fn wait_devnum() {
    insta::assert_snapshot!(lower(
        "void f(float *a, int n, int d, int q) {
#pragma acc wait(devnum: d: queues: q, 2)
#pragma acc wait(devnum: d + 1: q) async(3) if(n)
#pragma acc update self(a[0:n]) wait(devnum: d: queues: q)
#pragma acc enter data copyin(a[0:n]) async(4) wait(devnum: 0: 1, 2) wait(5)
#pragma acc data present(a[0:n]) wait(devnum: d: q) async
  a[0] = 1;
}
"
    ));
}

#[test]
fn device_type_async_wait() {
    insta::assert_snapshot!(lower(
        "void f(float *a, int n, int q) {
#pragma acc update device(a[0:n]) device_type(nvidia) async(3)
#pragma acc update self(a[0:n]) async(1) wait(q) device_type(host, multicore) async(q + 1) device_type(*) wait(devnum: 0: 2)
#pragma acc data copy(a[0:n]) async(2) device_type(radeon) async(7)
  a[0] = 1;
}
"
    ));
}

#[test]
fn leading_subscript_evaluated_once() {
    insta::assert_snapshot!(lower(
        "void f(float **a, float (*m)[8], int i, int n) {
#pragma acc enter data copyin(a[i++][0:n], m[i][0:8])
#pragma acc update self(a[f2(i)][1:n])
}
"
    ));
}

/// `(kind, flags, var)` of every data clause descriptor of the host C, in order.
fn descriptors(c: &str) -> Vec<(i32, i32, String)> {
    let mut out = Vec::new();
    let mut rest = c;
    while let Some(at) = rest.find("(void *)&") {
        let (before, after) = rest.split_at(at);
        let open = before.rfind('{').map(|i| &before[i + 1..]).unwrap_or("");
        let nums: Vec<i32> = open
            .split(',')
            .filter_map(|x| x.trim().parse().ok())
            .collect();
        let var = after["(void *)&".len()..]
            .split(", sizeof")
            .next()
            .unwrap_or("")
            .trim_matches(|ch| ch == '(' || ch == ')')
            .to_string();
        // A descriptor's initializer opens with `{kind, flags, `; a launch argument's
        // `__oxacc_dev_addr_in(__oxacc_data5, 2, (void *)&x, ...)` is no descriptor.
        if let ([k, f], false) = (&nums[..], open.contains("__oxacc_")) {
            out.push((*k, *f, var));
        }
        rest = &after["(void *)&".len()..];
    }
    out
}

#[test]
fn reduction_copies_carry_the_reduction_hint() {
    // __OXACC_REDUCTION (64) on the copy of a scalar reduction variable of a compute construct
    // (2.5.15 / 2.6.2's implied copy: with __OXACC_IMPLICIT, 96; or written), in parallel,
    // serial and kernels constructs, and on no other clause: not an array's, not a data
    // construct's, not another kind's, not another variable's.
    let out = lower(
        "double f(double *x, int n) {
  double s = 0, t = 1, u = 0, w = 0; long k = 0; int m = 0; double arr[4];
#pragma acc parallel loop reduction(+:s) copyin(x[0:n])
  for (int i = 0; i < n; i++) s += x[i];
#pragma acc parallel loop copy(t) reduction(*:t) copyin(x[0:n])
  for (int i = 0; i < n; i++) t *= x[i];
#pragma acc serial loop reduction(max:m)
  for (int i = 0; i < n; i++) m = i > m ? i : m;
#pragma acc kernels copy(k)
  {
#pragma acc loop reduction(+:k)
    for (int i = 0; i < n; i++) k += i;
  }
#pragma acc parallel loop reduction(+:arr) copy(w)
  for (int i = 0; i < n; i++) { arr[0] += 1; w = 1; }
#pragma acc data copy(u)
  {
#pragma acc parallel loop copyout(u) reduction(+:u)
    for (int i = 0; i < n; i++) u += 1;
  }
  return s + t + u + w + k + m + arr[0];
}
",
    );
    let d = descriptors(&out);
    let flags = |var: &str| -> Vec<(i32, i32)> {
        d.iter()
            .filter(|(_, _, v)| v == var)
            .map(|(k, f, _)| (*k, *f))
            .collect()
    };
    assert_eq!(flags("s"), vec![(0, 96)], "{out}");
    assert_eq!(flags("t"), vec![(0, 64)], "{out}");
    assert_eq!(flags("m"), vec![(0, 96)], "{out}");
    assert_eq!(flags("k"), vec![(0, 64)], "{out}");
    assert_eq!(flags("arr"), vec![(0, 32)], "{out}");
    assert_eq!(flags("w"), vec![(0, 0)], "{out}");
    // The data construct's copy, then the construct's copyout of the reduction variable,
    // entered as a copy with the hint: the reduction combines with the device copy's value,
    // which a copyout would leave undefined (2.7.6; data.rs `data_entries`).
    assert_eq!(flags("u"), vec![(0, 0), (0, 64)], "{out}");
}

/// Issue 10's launch path: a kernel argument inside a section that the compute construct's own
/// clauses map is translated from the clause's descriptor (`__oxacc_*_in` over the construct's
/// array), not by a locked present lookup per argument. (An argument no clause of the construct
/// maps, here `b`, present through the enclosing data region, finds no descriptor at run time
/// and falls back to the lookup: `tests/acc/compute/launch_args_from_clauses.c`.)
#[test]
fn launch_arguments_come_from_the_constructs_descriptors() {
    let out = lower(
        "void f(float *a, float *b, int n) {
  float arr[64];
#pragma acc data copyin(b[0:n])
  {
#pragma acc parallel loop present(a[0:n]) copy(arr[2:8])
  for (int i = 0; i < n; i++) { a[i] = b[i] + 1; arr[2 + i % 8] += 1; }
  }
}
",
    );
    let launch = out
        .split("__oxacc_args[]")
        .next()
        .and_then(|s| s.rsplit("__oxacc_data_enter(").next())
        .unwrap_or("");
    let arr = out
        .split("struct __oxacc_clause ")
        .nth(2)
        .and_then(|s| s.split('[').next())
        .unwrap_or("?");
    assert!(
        launch.contains(&format!(
            "__oxacc_dev_ptr_in({arr}, 2, (void *)((char *)(a)"
        )),
        "{out}"
    );
    assert!(
        // (the section `arr[2:8]` of the fixed-size array: the lookup that also gathers
        // sections mapped apart, `__oxacc_dev_addr_split_in`)
        launch.contains(&format!(
            "__oxacc_dev_addr_split_in({arr}, 2, (void *)&(arr)"
        )),
        "{out}"
    );
    assert!(
        !launch.contains("__oxacc_dev_ptr((void *)((char *)(a)"),
        "{out}"
    );
}

/// A region that is one gang vector loop with the default vector length gets its block width
/// at run time (`__oxacc_fit_block`: narrower blocks when the loop is too short to reach every
/// SM, docs/gpu-target.md); a user's `vector_length`, or workers in the block, keep the
/// compiler's width.
#[test]
fn short_gang_vector_loops_get_their_block_width_at_run_time() {
    let fitted = lower(
        "void f(double *a, int n, int m) {
#pragma acc parallel loop present(a[0:n])
  for (int j = 0; j < n; j++) { double s = 0; for (int i = 0; i < m; i++) s += i * j; a[j] = s; }
}
",
    );
    assert!(
        fitted.contains("const unsigned __oxacc_bxf = __oxacc_fit_block(__oxacc_wk, 256u);"),
        "{fitted}"
    );
    assert!(
        fitted.contains(
            "((__oxacc_wk + (long long)__oxacc_bxf - 1) / (long long)__oxacc_bxf), __oxacc_bxf, 1,"
        ),
        "{fitted}"
    );
    for kept in [
        "#pragma acc parallel loop present(a[0:n]) vector_length(128)",
        "#pragma acc parallel loop gang worker vector present(a[0:n])",
    ] {
        let out = lower(&format!(
            "void f(double *a, int n) {{
{kept}
  for (int j = 0; j < n; j++) a[j] = j;
}}
"
        ));
        assert!(out.contains("__oxacc_launch"), "{out}");
        assert!(!out.contains("__oxacc_fit_block("), "{kept}:\n{out}");
    }
}
